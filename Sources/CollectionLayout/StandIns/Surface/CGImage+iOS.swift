// Core Graphics' and Core Animation's members iOS declares, kept inert, for Linux. On a Mac they
// are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// iOS's declarations of CGImage the SDK had not, kept and inert (sdk-surface standins).
    extension CGImage {
        public var bitsPerComponent: Int { 0 }

        public var bitsPerPixel: Int { 0 }

        public var bytesPerRow: Int { 0 }

        public var colorSpace: CGColorSpace? { nil }

        public func copy() -> CGImage? { nil }

        public func copy(colorSpace p0: CGColorSpace) -> CGImage? { nil }

        public func copy(maskingColorComponents p0: [CGFloat]) -> CGImage? { nil }

        public func cropping(to p0: CGRect) -> CGImage? { nil }

        public var decode: UnsafePointer<CGFloat>? { nil }

        public var isMask: Bool { false }

        public func masking(_ p0: CGImage) -> CGImage? { nil }

        public var shouldInterpolate: Bool { false }
    }
#endif
