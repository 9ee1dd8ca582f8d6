import Foundation

/// Where an orthogonal section comes to rest, in one place. UIKit documents the intent of each
/// behaviour but not its numbers; layoutbench's choices (also in `help decisions`):
///
/// - `.continuous`: the natural projection (the host asks no rule).
/// - `.paging`: pages of the visible width, as isPagingEnabled (the host's paging rule).
/// - `.continuousGroupLeadingBoundary`: the group leading edge nearest the projection (the
///   offsets k·stride), or the end of the content.
/// - `.groupPaging`: one group per flick: from the group nearest the current offset, the next
///   (previous) one when the velocity is above (below −) `flickVelocity`, else the nearest to
///   the projection; `.groupPagingCentered` the same with groups centred in the visible width
///   (its groups start (visible − group)/2 in, so offsets k·stride centre group k).
/// - `.automatic` deceleration: fast for the two group-paging behaviours, the collection
///   view's rate for the others; `.automatic` bounce: bounces, as `.always`.
public struct OrthogonalRestingRule {
    /// A release faster than this (points per millisecond) moves a group-paging section one group.
    public static let flickVelocity: CGFloat = 0.2

    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The distance from one group's leading edge to the next.
    let stride: CGFloat
    let groupCount: Int
    /// The largest offset: content length − visible length (at least 0).
    let maximum: CGFloat

    func target(current: CGFloat, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard stride > 0, groupCount > 0 else { return clamp(proposed) }
        let last = CGFloat(groupCount - 1)
        switch behavior {
        case .continuousGroupLeadingBoundary:
            let nearest = min(max((proposed / stride).rounded(), 0), last) * stride
            // Past the last group's edge the end of the content is a resting place too.
            return abs(maximum - proposed) < abs(nearest - proposed) ? maximum : clamp(nearest)
        case .groupPaging, .groupPagingCentered:
            let here = min(max((current / stride).rounded(), 0), last)
            let index: CGFloat
            if velocity > Self.flickVelocity { index = min(here + 1, last) }
            else if velocity < -Self.flickVelocity { index = max(here - 1, 0) }
            else { index = min(max((proposed / stride).rounded(), 0), last) }
            return clamp(index * stride)
        case .none, .continuous, .paging:
            return clamp(proposed)
        }
    }

    private func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), maximum) }

    static func automaticRate(for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CGFloat? {
        behavior == .groupPaging || behavior == .groupPagingCentered ? UIScrollView.DecelerationRate.fast.rawValue : nil
    }
}
