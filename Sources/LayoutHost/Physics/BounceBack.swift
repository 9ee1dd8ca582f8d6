package import Foundation
import SessionValues

/// The spring-back after releasing an overscrolled drag, stepped frame by frame.
///
/// On every axis that is outside the allowed range at release, each step of `dt` ms applies
/// UIKit's bouncing update toward the nearest edge, with a fixed spring retention of 0.99 per ms
/// independent of the deceleration rate `r`:
/// `offset ← edge + 0.99^dt·(offset − edge) + v·r·0.99^dt·(1 − r^dt)/(1 − r)`,
/// `v ← v·r^dt·0.99^dt`. The axis settles, reporting exactly the edge, once
/// `|offset − edge| < 0.5` pt and `|v| < 0.01` pt/ms.
/// An axis that is inside the range at release glides along a `DecelerationCurve` toward its
/// clamped projection instead, sampled at the same elapsed time.
package struct BounceBack: Hashable, Sendable {
    /// Offset retained per millisecond by the spring.
    package static let springRetention: Double = 0.99
    /// Distance (pt) from the edge below which a spring axis may settle.
    package static let settleDistance: CGFloat = 0.5
    /// Speed (pt/ms) below which a spring axis may settle.
    package static let settleVelocity: CGFloat = 0.01
    /// Simulated time (ms) after which `frames(clock:)` snaps to the end regardless, so that
    /// non-finite input cannot step forever.
    package static let maximumDuration: Double = 60_000

    private enum Axis: Hashable, Sendable {
        case spring(edge: CGFloat, offset: CGFloat, velocity: CGFloat, settled: Bool)
        case glide(DecelerationCurve)
    }

    private var xAxis: Axis
    private var yAxis: Axis

    /// The scroll view's deceleration rate, used for the velocity term of the spring.
    package let rate: DecelerationRate
    /// Milliseconds stepped since release.
    package private(set) var elapsed: Double = 0

    /// Starts a bounce from a release at `offset` with `velocity` (pt/ms).
    package init(offset: CGPoint, velocity: CGPoint, rate: DecelerationRate, allowedRange: CGRect) {
        self.rate = rate
        let edge = allowedRange.clamping(offset)
        let target = ReleaseProjection.restingOffset(
            offset: offset, velocity: velocity, rate: rate, allowedRange: allowedRange
        )
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ edge: CGFloat, _ target: CGFloat) -> Axis {
            offset == edge
                ? .glide(DecelerationCurve(offset: offset, velocity: velocity, rate: rate, target: target))
                : .spring(edge: edge, offset: offset, velocity: velocity, settled: false)
        }
        self.xAxis = axis(offset.x, velocity.x, edge.x, target.x)
        self.yAxis = axis(offset.y, velocity.y, edge.y, target.y)
    }

    /// Current offset.
    package var offset: CGPoint {
        CGPoint(x: Self.offset(of: xAxis, at: elapsed), y: Self.offset(of: yAxis, at: elapsed))
    }

    /// Current velocity (pt/ms).
    package var velocity: CGPoint {
        CGPoint(x: Self.velocity(of: xAxis, at: elapsed), y: Self.velocity(of: yAxis, at: elapsed))
    }

    /// Where the motion comes to rest: the edge on spring axes, the glide target otherwise.
    package var end: CGPoint {
        CGPoint(x: Self.end(of: xAxis), y: Self.end(of: yAxis))
    }

    /// Whether every axis has come to rest.
    package var isFinished: Bool {
        Self.isFinished(xAxis, at: elapsed) && Self.isFinished(yAxis, at: elapsed)
    }

    /// Advances the motion by `dt` milliseconds.
    package mutating func advance(by dt: Double) {
        guard dt > 0 else { return }
        elapsed += dt
        xAxis = step(xAxis, dt)
        yAxis = step(yAxis, dt)
    }

    /// The display frames under `clock` until the motion finishes (at least one); the last frame
    /// is exactly `end`.
    package func frames(clock: FrameClock) -> [ScrollFrame] {
        var motion = self
        var frames: [ScrollFrame] = []
        var k = 0
        repeat {
            k += 1
            let t = clock.time(ofFrame: k)
            motion.advance(by: t - motion.elapsed)
            if t >= Self.maximumDuration, !motion.isFinished {
                frames.append(ScrollFrame(time: t, offset: motion.end, velocity: .zero))
                return frames
            }
            frames.append(ScrollFrame(time: t, offset: motion.offset, velocity: motion.velocity))
        } while !motion.isFinished
        return frames
    }

    private func step(_ axis: Axis, _ dt: Double) -> Axis {
        guard case let .spring(edge, offset, velocity, settled) = axis, !settled else { return axis }
        let lnRate = rate.logarithm
        let decay = Foundation.exp(lnRate * dt)
        let spring = Foundation.pow(Self.springRetention, dt)
        let geometricSum = -Foundation.expm1(lnRate * dt) / (1 - Double(rate.rawValue))
        let displacement = Double(offset - edge)
        let newDisplacement =
            spring * displacement
            + Double(velocity) * Double(rate.rawValue) * spring * geometricSum
        let newVelocity = Double(velocity) * decay * spring
        if Swift.abs(newDisplacement) < Double(Self.settleDistance),
            Swift.abs(newVelocity) < Double(Self.settleVelocity)
        {
            return .spring(edge: edge, offset: edge, velocity: 0, settled: true)
        }
        return .spring(
            edge: edge, offset: edge + CGFloat(newDisplacement),
            velocity: CGFloat(newVelocity), settled: false)
    }

    private static func offset(of axis: Axis, at t: Double) -> CGFloat {
        switch axis {
        case let .spring(_, offset, _, _): offset
        case let .glide(curve): curve.position(at: t)
        }
    }

    private static func velocity(of axis: Axis, at t: Double) -> CGFloat {
        switch axis {
        case let .spring(_, _, velocity, _): velocity
        case let .glide(curve): curve.velocity(at: t)
        }
    }

    private static func end(of axis: Axis) -> CGFloat {
        switch axis {
        case let .spring(edge, _, _, _): edge
        case let .glide(curve): curve.end
        }
    }

    private static func isFinished(_ axis: Axis, at t: Double) -> Bool {
        switch axis {
        case let .spring(_, _, _, settled): settled
        case let .glide(curve): t >= curve.duration
        }
    }
}
