// Core Graphics' geometry comparisons, for Linux. On a Mac they are Apple's, and a Mac build of the
// SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// CoreGraphics' comparison methods (CGPointEqualToPoint and friends), which Foundation on
    /// Linux lacks and layout code written before `==` still calls.
    extension CGPoint {
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
        public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
    }
#endif
