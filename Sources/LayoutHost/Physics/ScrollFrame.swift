package import Foundation

/// One display frame of a scroll animation.
package struct ScrollFrame: Hashable, Sendable {
    /// Milliseconds since the animation started.
    package var time: Double
    /// Content offset shown on this frame.
    package var offset: CGPoint
    /// Velocity (pt/ms, content-offset direction) after this frame.
    package var velocity: CGPoint

    /// Creates a frame.
    package init(time: Double, offset: CGPoint, velocity: CGPoint) {
        self.time = time
        self.offset = offset
        self.velocity = velocity
    }
}
