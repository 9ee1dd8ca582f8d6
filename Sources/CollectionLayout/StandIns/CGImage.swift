// Core Graphics' bitmap image, for Linux. On a Mac they are Apple's, and a Mac build of the SDK
// leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// A bitmap image: none is ever made here (`UIImage.cgImage` is nil). Images are equal only
    /// to themselves.
    public final class CGImage: Hashable, @unchecked Sendable {
        public let width: Int, height: Int
        init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
        public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
#endif
