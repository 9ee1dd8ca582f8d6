package import Foundation

/// A finger drag at constant speed, sampled on display frames, with the velocity UIKit
/// would hand to the deceleration at finger lift.
///
/// The finger moves the unconstrained content offset from `start` by `delta` over `duration` ms;
/// frame `k` (times from `FrameClock`) shows `start + fraction·delta` with
/// `fraction = min(t_k/duration, 1)`, rubber-banded against the allowed range. The last frame is
/// the first at or after `duration`, so the finger has arrived there.
///
/// Release velocity (pt/ms, content-offset direction) follows the scroll view's own sampling:
/// each frame gives a finite-difference sample of the unconstrained (finger) offset, the first
/// against `start` at t = 0. If the latest sample is slower than 0.25 pt/ms
/// (`vx² + vy² < 0.0625`) the release has no velocity; otherwise it is
/// `0.75·previous + 0.25·latest`, or the latest alone when the previous sample is zero or absent.
/// The pan recogniser's own `0.8/0.2` smoothing is not modelled.
package struct DragGesture: Hashable, Sendable {
    /// One sampled frame of the drag.
    package struct Frame: Hashable, Sendable {
        /// Milliseconds since the drag started.
        package var time: Double
        /// Offset the finger asks for, before rubber banding.
        package var unconstrainedOffset: CGPoint
        /// Offset shown (rubber-banded outside the allowed range).
        package var offset: CGPoint

        /// Creates a frame.
        package init(time: Double, unconstrainedOffset: CGPoint, offset: CGPoint) {
            self.time = time
            self.unconstrainedOffset = unconstrainedOffset
            self.offset = offset
        }
    }

    /// Latest-sample speed (pt/ms) below which a release does not decelerate.
    package static let stopSpeed: CGFloat = 0.25
    /// Weight of the previous sample in the release velocity blend.
    package static let previousSampleWeight: CGFloat = 0.75

    /// Every frame of the drag, the last one at finger lift.
    package let frames: [Frame]
    /// Displayed offset at finger lift (possibly rubber-banded past an edge).
    package let releaseOffset: CGPoint
    /// Velocity at finger lift, pt/ms in the content-offset direction.
    package let releaseVelocity: CGPoint

    /// Simulates a drag of the content offset from `start` by `delta` over `duration` ms;
    /// refuses a duration past `FrameClock.maximumDuration`.
    package init(
        start: CGPoint,
        delta: CGPoint,
        duration: Double,
        clock: FrameClock,
        allowedRange: CGRect,
        boundsSize: CGSize,
        coefficient: CGFloat = RubberBand.defaultCoefficient
    ) throws {
        let frames = try clock.frameTimes(covering: duration).map { t -> Frame in
            let fraction = duration > 0 ? CGFloat(Swift.min(t / duration, 1)) : 1
            let finger = CGPoint(x: start.x + fraction * delta.x, y: start.y + fraction * delta.y)
            let shown = RubberBand.offset(
                finger, allowedRange: allowedRange,
                boundsSize: boundsSize, coefficient: coefficient)
            return Frame(time: t, unconstrainedOffset: finger, offset: shown)
        }
        self.frames = frames
        self.releaseOffset = frames[frames.count - 1].offset

        let initial = Frame(time: 0, unconstrainedOffset: start, offset: start)
        let points = Array(([initial] + frames).suffix(3))
        let latest = Self.sample(from: points[points.count - 2], to: points[points.count - 1])
        let previous = points.count == 3 ? Self.sample(from: points[0], to: points[1]) : .zero

        if latest.x * latest.x + latest.y * latest.y < Self.stopSpeed * Self.stopSpeed {
            self.releaseVelocity = .zero
        } else if previous == .zero {
            self.releaseVelocity = latest
        } else {
            let w = Self.previousSampleWeight
            self.releaseVelocity = CGPoint(
                x: w * previous.x + (1 - w) * latest.x,
                y: w * previous.y + (1 - w) * latest.y
            )
        }
    }

    private static func sample(from a: Frame, to b: Frame) -> CGPoint {
        let dt = CGFloat(b.time - a.time)
        return CGPoint(
            x: (b.unconstrainedOffset.x - a.unconstrainedOffset.x) / dt,
            y: (b.unconstrainedOffset.y - a.unconstrainedOffset.y) / dt
        )
    }
}
