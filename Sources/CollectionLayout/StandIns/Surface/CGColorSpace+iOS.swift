// Core Graphics' and Core Animation's members iOS declares, kept inert, for Linux. On a Mac they
// are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// iOS's declarations of CGColorSpace the SDK had not, kept and inert (sdk-surface standins).
    extension CGColorSpace {
        public var baseColorSpace: CGColorSpace? { nil }

        public var colorTable: [UInt8]? { nil }

        public func isHDR() -> Bool { false }

        public var isWideGamutRGB: Bool { false }

        public var supportsOutput: Bool { true }
    }
#endif
