// Core Animation's NSValue addition, kept inert, for Linux. On a Mac it is Apple's, and a Mac
// build of the SDK leaves it to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    extension NSValue {
        public var caTransform3DValue: CATransform3D { CATransform3DIdentity }
    }
#endif
