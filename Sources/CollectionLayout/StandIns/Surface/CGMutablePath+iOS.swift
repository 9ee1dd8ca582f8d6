// Core Graphics' and Core Animation's members iOS declares, kept inert, for Linux. On a Mac they
// are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// iOS's declarations of CGMutablePath the SDK had not, kept and inert (sdk-surface standins).
    extension CGMutablePath {
        public func __addRoundedRect(transform p0: UnsafePointer<CGAffineTransform>?, rect p1: CGRect, cornerWidth p2: CGFloat, cornerHeight p3: CGFloat) {}

        public func addArc(tangent1End p0: CGPoint, tangent2End p1: CGPoint, radius p2: CGFloat, transform p3: CGAffineTransform = .identity) {}

        public func addRelativeArc(
            center p0: CGPoint, radius p1: CGFloat, startAngle p2: CGFloat, delta p3: CGFloat, transform p4: CGAffineTransform = .identity
        ) {}
    }
#endif
