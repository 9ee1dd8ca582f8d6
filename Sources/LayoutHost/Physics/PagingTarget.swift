import Foundation

/// Resting offset of a release when `isPagingEnabled` is on.
///
/// Pages are one bounds dimension apart on each axis, counted from the allowed range's minimum
/// (`-adjustedInset`). The release velocity is clamped to ±3 pt/ms and projected as for a free
/// release; the projection is rounded to the nearest page boundary. UIKit's own paging
/// deceleration is not decoded, so this model additionally limits a flick to one page from the
/// page nearest the release offset (the commonly observed behaviour). The result is clamped to
/// the allowed range, so the last page of content that is not a whole number of pages rests on
/// the maximum offset.
public enum PagingTarget {
    /// Largest speed (pt/ms) a paging flick projects with.
    public static let maximumVelocity: CGFloat = 3

    /// Most pages one flick may move from the page nearest the release offset.
    public static let maximumPagesPerFlick = 1

    /// Resting offset on one axis for pages of `pageSize` starting at `origin`; the unclamped
    /// page boundary. A non-positive `pageSize` returns the plain projection.
    public static func restingOffset(
        offset: CGFloat,
        velocity: CGFloat,
        rate: DecelerationRate,
        pageSize: CGFloat,
        origin: CGFloat
    ) -> CGFloat {
        let clampedVelocity = Swift.min(Swift.max(velocity, -maximumVelocity), maximumVelocity)
        let projected = ReleaseProjection.restingOffset(offset: offset, velocity: clampedVelocity, rate: rate)
        guard pageSize > 0 else { return projected }
        let currentPage = ((offset - origin) / pageSize).rounded()
        let projectedPage = ((projected - origin) / pageSize).rounded()
        let reach = CGFloat(maximumPagesPerFlick)
        let page = Swift.min(Swift.max(projectedPage, currentPage - reach), currentPage + reach)
        return origin + page * pageSize
    }

    /// Resting offset in 2D: page stride is `boundsSize` per axis, pages start at the
    /// range minimum, and the result is clamped to `allowedRange`.
    public static func restingOffset(
        offset: CGPoint,
        velocity: CGPoint,
        rate: DecelerationRate = .normal,
        boundsSize: CGSize,
        allowedRange: CGRect
    ) -> CGPoint {
        let paged = CGPoint(
            x: restingOffset(offset: offset.x, velocity: velocity.x, rate: rate,
                             pageSize: boundsSize.width, origin: allowedRange.minX),
            y: restingOffset(offset: offset.y, velocity: velocity.y, rate: rate,
                             pageSize: boundsSize.height, origin: allowedRange.minY)
        )
        return allowedRange.clamping(paged)
    }
}
