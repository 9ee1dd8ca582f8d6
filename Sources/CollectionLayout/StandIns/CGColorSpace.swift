// Core Graphics' colour spaces and gradients, for Linux. On a Mac they are Apple's, and a Mac build
// of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// A color space: colors made in it keep their components as given; nothing converts here.
    public final class CGColorSpace: Hashable, @unchecked Sendable {
        /// How many components a color of the space has (3 for RGB, 1 for gray, 4 for CMYK).
        public let numberOfComponents: Int

        init(components: Int) { numberOfComponents = components }

        public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A gradient of colors at locations, kept for drawing that never happens here.
    public final class CGGradient: Hashable, @unchecked Sendable {
        init() {}

        public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The device-dependent color spaces, as CoreGraphics still declares them for Swift.
    public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(components: 3) }
    public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(components: 1) }
    public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(components: 4) }
#endif
