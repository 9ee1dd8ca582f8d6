import Foundation

/// One display frame of a scroll animation.
public struct ScrollFrame: Hashable, Sendable {
    /// Milliseconds since the animation started.
    public var time: Double
    /// Content offset shown on this frame.
    public var offset: CGPoint
    /// Velocity (pt/ms, content-offset direction) after this frame.
    public var velocity: CGPoint

    /// Creates a frame.
    public init(time: Double, offset: CGPoint, velocity: CGPoint) {
        self.time = time
        self.offset = offset
        self.velocity = velocity
    }
}
