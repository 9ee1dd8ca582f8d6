package import Foundation
import SessionValues

/// Where a released scroll comes to rest, as UIKit computes it before asking the layout
/// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and the delegate.
///
/// Velocities are in points per millisecond in the content-offset direction. UIKit stops the
/// motion once the speed falls to 0.01 pt/ms, so the travelled distance is
/// `sign(v) · max(|v| − 0.01, 0) · K` with `K = 1/|ln r|` (the iOS 26 form; the 2013 device data
/// fits `r/(1 − r)`, 0.1 % shorter).
package enum ReleaseProjection {
    /// Speed (pt/ms) at which deceleration stops.
    package static let stopVelocity: CGFloat = 0.01

    /// Signed distance a release with `velocity` (pt/ms) travels before stopping.
    package static func distance(velocity: CGFloat, rate: DecelerationRate) -> CGFloat {
        let speed = Swift.abs(Double(velocity))
        guard speed > Double(stopVelocity) else { return 0 }
        let magnitude = (speed - Double(stopVelocity)) * rate.projectionFactor
        return CGFloat(velocity < 0 ? -magnitude : magnitude)
    }

    /// Unclamped resting offset on one axis.
    package static func restingOffset(offset: CGFloat, velocity: CGFloat, rate: DecelerationRate) -> CGFloat {
        offset + distance(velocity: velocity, rate: rate)
    }

    /// Proposed resting offset in 2D, clamped to `allowedRange` (see
    /// `CGRect.allowedContentOffsets`) as UIKit does before handing it to the layout.
    package static func restingOffset(
        offset: CGPoint,
        velocity: CGPoint,
        rate: DecelerationRate,
        allowedRange: CGRect
    ) -> CGPoint {
        let natural = CGPoint(
            x: restingOffset(offset: offset.x, velocity: velocity.x, rate: rate),
            y: restingOffset(offset: offset.y, velocity: velocity.y, rate: rate)
        )
        return allowedRange.clamping(natural)
    }
}
