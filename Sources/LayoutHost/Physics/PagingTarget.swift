import Foundation

/// Resting offset of a release when `isPagingEnabled` is on.
///
/// Pages are one bounds dimension apart on each axis, counted from the allowed range's minimum
/// (`-adjustedInset`). UIKit pages one page on any real flick, whatever the deceleration rate:
/// a release at `flickVelocity` or faster moves to the next page boundary in its direction (one
/// page on when it starts on a boundary); a slower release rests on the nearest page. UIKit's
/// own paging deceleration is not decoded; the threshold is the observed flick speed, decided
/// here once (`help decisions`). The result is clamped to the allowed range, so the last page of
/// content that is not a whole number of pages rests on the maximum offset.
package enum PagingTarget {
    /// The slowest release (pt/ms) that counts as a flick: 300 pt/s.
    package static let flickVelocity: CGFloat = 0.3

    /// Resting offset on one axis for pages of `pageSize` starting at `origin`; the unclamped
    /// page boundary. A non-positive `pageSize` leaves the offset where it is.
    package static func restingOffset(offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, origin: CGFloat) -> CGFloat {
        guard pageSize > 0 else { return offset }
        // Page positions to a millionth of a page, so an offset a rounding error off a boundary is on it.
        let position = (((offset - origin) / pageSize) * 1e6).rounded() / 1e6
        let page: CGFloat
        if velocity >= flickVelocity {
            page = position.rounded(.down) + 1
        } else if velocity <= -flickVelocity {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        return origin + page * pageSize
    }

    /// Resting offset in 2D: page stride is `boundsSize` per axis, pages start at the
    /// range minimum, and the result is clamped to `allowedRange`.
    package static func restingOffset(offset: CGPoint, velocity: CGPoint, boundsSize: CGSize, allowedRange: CGRect) -> CGPoint {
        let paged = CGPoint(
            x: restingOffset(offset: offset.x, velocity: velocity.x, pageSize: boundsSize.width, origin: allowedRange.minX),
            y: restingOffset(offset: offset.y, velocity: velocity.y, pageSize: boundsSize.height, origin: allowedRange.minY)
        )
        return allowedRange.clamping(paged)
    }
}
