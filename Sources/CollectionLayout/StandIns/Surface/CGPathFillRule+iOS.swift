// Core Graphics' and Core Animation's members iOS declares, kept inert, for Linux. On a Mac they
// are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// iOS's declarations of CGPathFillRule the SDK had not, kept and inert (sdk-surface standins).
    extension CGPathFillRule {
        public typealias RawValue = Int
    }
#endif
