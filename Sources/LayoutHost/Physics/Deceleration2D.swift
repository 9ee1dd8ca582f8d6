package import Foundation

/// A two-axis deceleration: independent `DecelerationCurve`s for x and y, finished when both are.
package struct Deceleration2D: Hashable, Sendable {
    /// Horizontal motion.
    package let x: DecelerationCurve
    /// Vertical motion.
    package let y: DecelerationCurve

    /// Combines two axis curves.
    package init(x: DecelerationCurve, y: DecelerationCurve) {
        self.x = x
        self.y = y
    }

    /// A deceleration ending exactly on `target` (per axis, see `DecelerationCurve`).
    package init(offset: CGPoint, velocity: CGPoint, rate: DecelerationRate, target: CGPoint) {
        self.x = DecelerationCurve(offset: offset.x, velocity: velocity.x, rate: rate, target: target.x)
        self.y = DecelerationCurve(offset: offset.y, velocity: velocity.y, rate: rate, target: target.y)
    }

    /// The deceleration UIKit runs when nobody re-aims it: toward the projection clamped
    /// to `allowedRange`.
    package init(offset: CGPoint, velocity: CGPoint, rate: DecelerationRate, allowedRange: CGRect) {
        let target = ReleaseProjection.restingOffset(
            offset: offset, velocity: velocity, rate: rate, allowedRange: allowedRange
        )
        self.init(offset: offset, velocity: velocity, rate: rate, target: target)
    }

    /// Offset at release.
    package var start: CGPoint { CGPoint(x: x.start, y: y.start) }

    /// Resting offset.
    package var end: CGPoint { CGPoint(x: x.end, y: y.end) }

    /// Time (ms) until both axes have finished.
    package var duration: Double { Swift.max(x.duration, y.duration) }

    /// Offset at `t` ms after release.
    package func position(at t: Double) -> CGPoint {
        CGPoint(x: x.position(at: t), y: y.position(at: t))
    }

    /// Velocity (pt/ms) at `t` ms after release.
    package func velocity(at t: Double) -> CGPoint {
        CGPoint(x: x.velocity(at: t), y: y.velocity(at: t))
    }

    /// The display frames of this motion under `clock`; the last one is exactly `end`.
    package func frames(clock: FrameClock) throws -> [ScrollFrame] {
        try clock.frameTimes(covering: duration).map { t in
            ScrollFrame(time: t, offset: position(at: t), velocity: velocity(at: t))
        }
    }
}
