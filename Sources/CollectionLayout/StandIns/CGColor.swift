// Core Graphics' colour, for Linux. On a Mac they are Apple's, and a Mac build of the SDK leaves
// them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// A colour: its components kept (red, green, blue, alpha).
    public final class CGColor: Hashable, @unchecked Sendable {
        public let components: [CGFloat]?
        init(components: [CGFloat]) { self.components = components }
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
        public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    }
#endif
