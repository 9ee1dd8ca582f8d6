package import Foundation
import SessionValues

/// Resting offset of a release when `isPagingEnabled` is on.
///
/// Pages are one bounds dimension apart on each axis, counted from offset 0 (UIScrollView's
/// private `_pagingOrigin`, (0, 0) unless set privately), not from `-adjustedInset`: with a top
/// inset of 100, a view resting at −100 pages to 0, then 600, and a slow release there snaps to 0.
/// UIKit pages one page on any real flick, whatever the deceleration rate:
/// a release at `flickVelocity` or faster moves to the next page boundary in its direction (one
/// page on when it starts on a boundary); a slower release rests on the nearest page. UIKit's
/// own paging deceleration is not decoded; the threshold is the observed flick speed, decided
/// here once (`help decisions`). The result is clamped to the allowed range, so the last page of
/// content that is not a whole number of pages rests on the maximum offset.
package enum PagingTarget {
    /// The slowest release (pt/ms) that counts as a flick: 300 pt/s.
    package static let flickVelocity: CGFloat = 0.3

    /// Where pages are counted from: UIScrollView's `_pagingOrigin`, (0, 0) (UIKitCore decompiled,
    /// docs/uikit-rules.md §5.7), whatever the content inset.
    package static let pagingOrigin = CGPoint.zero

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

    /// Resting offset in 2D: page stride is `boundsSize` per axis, pages start at the paging
    /// origin, and the result is clamped to `allowedRange`.
    package static func restingOffset(offset: CGPoint, velocity: CGPoint, boundsSize: CGSize, allowedRange: CGRect) -> CGPoint {
        let paged = CGPoint(
            x: restingOffset(offset: offset.x, velocity: velocity.x, pageSize: boundsSize.width, origin: pagingOrigin.x),
            y: restingOffset(offset: offset.y, velocity: velocity.y, pageSize: boundsSize.height, origin: pagingOrigin.y)
        )
        return allowedRange.clamping(paged)
    }
}
