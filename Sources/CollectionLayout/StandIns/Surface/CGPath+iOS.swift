// Core Graphics' and Core Animation's members iOS declares, kept inert, for Linux. On a Mac they
// are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// iOS's declarations of CGPath the SDK had not, kept and inert (sdk-surface standins).
    extension CGPath {
        public func componentsSeparated(using p0: CGPathFillRule = CGPathFillRule.winding) -> [CGPath] { [] }

        public func copy(dashingWithPhase p0: CGFloat, lengths p1: [CGFloat], transform p2: CGAffineTransform = .identity) -> CGPath { CGMutablePath() }

        public func copy(
            strokingWithWidth p0: CGFloat, lineCap p1: CGLineCap, lineJoin p2: CGLineJoin, miterLimit p3: CGFloat, transform p4: CGAffineTransform = .identity
        ) -> CGPath { CGMutablePath() }

        public func copy(using p0: UnsafePointer<CGAffineTransform>?) -> CGPath? { nil }

        public func flattened(threshold p0: CGFloat) -> CGPath { CGMutablePath() }

        public func intersection(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }

        public func intersects(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> Bool { false }

        public func isRect(_ p0: UnsafeMutablePointer<CGRect>?) -> Bool { false }

        public func lineIntersection(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }

        public func lineSubtracting(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }

        public func mutableCopy(using p0: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? { nil }

        public func normalized(using p0: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }

        public func subtracting(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }

        public func symmetricDifference(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }

        public func union(_ p0: CGPath, using p1: CGPathFillRule = CGPathFillRule.winding) -> CGPath { CGMutablePath() }
    }
#endif
