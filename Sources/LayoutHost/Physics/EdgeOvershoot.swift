package import Foundation
import SessionValues

/// A release whose free deceleration runs past the end of the content, as UIKit plays it: the
/// layout's target hook sees the clamped projection, but the motion keeps decaying at the view's
/// rate past the edge and springs back to it (docs/uikit-rules.md §5.6), rather than being re-timed to stop
/// on the edge. Used only when bounces are on and the layout left the clamped target as it was.
package struct EdgeOvershoot {
    /// The free deceleration up to (and including) the first frame past an edge.
    package let deceleration: [ScrollFrame]
    /// The spring back from there (times counted from that frame), ending on the edge.
    package let bounce: [ScrollFrame]

    /// The overshoot of a release at `offset` with `velocity` (pt/ms), or nil when the free
    /// deceleration stays inside `allowedRange`.
    package init?(offset: CGPoint, velocity: CGPoint, rate: DecelerationRate, allowedRange: CGRect, clock: FrameClock) throws {
        let free = Deceleration2D(
            x: DecelerationCurve(offset: offset.x, velocity: velocity.x, rate: rate),
            y: DecelerationCurve(offset: offset.y, velocity: velocity.y, rate: rate))
        guard !allowedRange.containsInclusive(free.end) else { return nil }
        // The free motion reaches the edge before it ends, however long it would run past it:
        // frames up to the crossing only, bounded as every motion is.
        var frames: [ScrollFrame] = []
        for k in 1...FrameClock.maximumFrames {
            let t = clock.time(ofFrame: k)
            guard t <= FrameClock.maximumDuration else { throw FrameClock.tooLong(free.duration) }
            let frame = ScrollFrame(time: t, offset: free.position(at: t), velocity: free.velocity(at: t))
            frames.append(frame)
            guard allowedRange.containsInclusive(frame.offset) else {
                deceleration = frames
                bounce = BounceBack(offset: frame.offset, velocity: frame.velocity, rate: rate, allowedRange: allowedRange)
                    .frames(clock: clock)
                return
            }
        }
        return nil
    }
}
