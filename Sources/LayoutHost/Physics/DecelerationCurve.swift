package import Foundation

/// One axis of a post-release deceleration: offset and velocity as functions of time (ms).
///
/// With the natural target the motion is UIKit's exponential decay
/// `x(t) = x0 + D · (1 − r^t)/(1 − r^T)`, `T = ln(0.01/|v0|)/ln r`, which starts at velocity `v0`,
/// reaches the 0.01 pt/ms stop floor at `T` and ends exactly on the projection `x0 + D`.
/// When the layout re-aims the end point to a distance `D'` in the direction of motion, the same
/// shape is used with a per-axis rate `r'` where `(|v0| − 0.01)/|ln r'| = |D'|`, so the velocity
/// stays continuous at release and the motion ends exactly on the new target. When no such rate
/// exists (target behind the motion, speed at or below the floor, or zero distance) the offset
/// approaches the target as `target − (target − x0) · r^t` and snaps once within 0.05 pt.
package struct DecelerationCurve: Hashable, Sendable {
    /// How the curve moves from `start` to `end`.
    package enum Shape: Hashable, Sendable {
        /// Geometric velocity decay at the given per-millisecond log rate, `v(t) = v0 · e^(lnRate·t)`.
        case decay(lnRate: Double)
        /// Exponential approach to `end` at the base rate; velocity at release is not preserved.
        case approach
    }

    /// Remaining distance (pt) below which an `.approach` curve reports its end.
    package static let approachTolerance: CGFloat = 0.05

    /// Offset at release (t = 0).
    package let start: CGFloat
    /// Velocity at release, pt/ms in the content-offset direction.
    package let initialVelocity: CGFloat
    /// Resting offset, reported exactly for every `t ≥ duration`.
    package let end: CGFloat
    /// Time (ms) after release at which the motion has finished.
    package let duration: Double
    /// The scroll view's deceleration rate.
    package let rate: DecelerationRate
    /// The motion model in use.
    package let shape: Shape

    /// The natural deceleration: ends at the unclamped projection of `velocity`.
    package init(offset: CGFloat, velocity: CGFloat, rate: DecelerationRate) {
        let target = ReleaseProjection.restingOffset(offset: offset, velocity: velocity, rate: rate)
        self.init(offset: offset, velocity: velocity, rate: rate, target: target)
    }

    /// A deceleration that ends exactly on `target` (for example a clamped projection or the
    /// layout's `targetContentOffset` answer).
    package init(offset: CGFloat, velocity: CGFloat, rate: DecelerationRate, target: CGFloat) {
        self.start = offset
        self.initialVelocity = velocity
        self.end = target
        self.rate = rate

        let speed = Swift.abs(Double(velocity))
        let floor = Double(ReleaseProjection.stopVelocity)
        let distance = Double(target - offset)
        let sameDirection = distance != 0 && (distance > 0) == (velocity > 0)

        if speed > floor, sameDirection {
            let natural = ReleaseProjection.distance(velocity: velocity, rate: rate)
            let lnRate =
                target == offset + natural
                ? rate.logarithm
                : -(speed - floor) / Swift.abs(distance)
            self.shape = .decay(lnRate: lnRate)
            self.duration = Foundation.log(floor / speed) / lnRate
        } else {
            self.shape = .approach
            let remaining = Swift.abs(distance)
            let tolerance = Double(Self.approachTolerance)
            self.duration =
                remaining > tolerance
                ? Foundation.log(tolerance / remaining) / rate.logarithm
                : 0
        }
    }

    /// Offset at `t` ms after release; `start` before 0 and exactly `end` from `duration` on.
    package func position(at t: Double) -> CGFloat {
        guard t > 0 else { return start }
        guard t < duration else { return end }
        switch shape {
        case .decay(let lnRate):
            let travelled = -Foundation.expm1(lnRate * t)
            let total = -Foundation.expm1(lnRate * duration)
            let fraction = Swift.min(travelled / total, 1)
            return start + CGFloat(Double(end - start) * fraction)
        case .approach:
            let remaining = Double(end - start) * Foundation.exp(rate.logarithm * t)
            return end - CGFloat(remaining)
        }
    }

    /// Velocity (pt/ms) at `t` ms after release; `initialVelocity` at 0 for a `.decay` curve
    /// and 0 once the motion has finished.
    package func velocity(at t: Double) -> CGFloat {
        guard t < duration else { return 0 }
        let time = Swift.max(t, 0)
        switch shape {
        case .decay(let lnRate):
            return initialVelocity * CGFloat(Foundation.exp(lnRate * time))
        case .approach:
            let speed = Swift.abs(rate.logarithm) * Foundation.exp(rate.logarithm * time)
            return (end - start) * CGFloat(speed)
        }
    }
}
