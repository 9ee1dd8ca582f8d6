// Core Graphics' vector, for Linux. On a Mac they are Apple's, and a Mac build of the SDK leaves
// them to it (LAYOUTBENCH_APPLE_FRAMEWORKS: PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    /// CoreGraphics' two-component vector, which UIKit Dynamics uses for directions and velocities.
    public struct CGVector: Hashable, Sendable, Codable, CustomDebugStringConvertible {
        public var dx: CGFloat
        public var dy: CGFloat

        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        public init(dx: Double, dy: Double) {
            self.dx = CGFloat(dx)
            self.dy = CGFloat(dy)
        }

        public init(dx: Int, dy: Int) {
            self.dx = CGFloat(dx)
            self.dy = CGFloat(dy)
        }

        public static let zero = CGVector(dx: 0, dy: 0)
    }

    extension CGVector {
        /// `(dx: 1.0, dy: 2.0)`, as CoreGraphics prints one.
        public var debugDescription: String { "(dx: \(dx), dy: \(dy))" }
    }
#endif
