// Darwin's and Core Graphics' numeric constants, which Swift on Linux does not import. On a Mac
// they are Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// The largest finite Float (math.h's MAXFLOAT).
    public var MAXFLOAT: Float { .greatestFiniteMagnitude }
    public var CGFLOAT_MAX: CGFloat { .greatestFiniteMagnitude }
    /// The least positive normal CGFloat.
    public var CGFLOAT_MIN: CGFloat { .leastNormalMagnitude }
    public var CGFLOAT_EPSILON: CGFloat { .ulpOfOne }
#endif
