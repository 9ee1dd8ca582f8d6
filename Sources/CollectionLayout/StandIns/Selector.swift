// The Objective-C runtime's selector, for Linux. On a Mac they are Apple's, and a Mac build of the
// SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    /// `#selector(method)` in an app's file becomes `Selector("method")` in its build copy (there is
    /// no Objective-C runtime on Linux); a selector here is only its name.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let name: String
        public init(_ name: String) { self.name = name }
        public init(stringLiteral value: String) { name = value }
        public var description: String { name }
    }
#endif
