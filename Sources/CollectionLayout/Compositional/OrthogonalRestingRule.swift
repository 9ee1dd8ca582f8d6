import Foundation

/// Where an orthogonal section comes to rest, in one place. UIKit documents the intent of each
/// behaviour but not its numbers; layoutbench's choices (also in `help decisions`):
///
/// - `.continuous`: the natural projection (the host asks no rule).
/// - `.paging`: pages of the visible width, as isPagingEnabled (the host's paging rule).
/// - `.continuousGroupLeadingBoundary`: the group leading edge nearest the projection (the
///   offsets k·stride, or each group's own once groups have self-sized), or the end of the content.
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
    /// Each group's leading offset when self-sized groups differ in length; nil: k · stride.
    var edges: [CGFloat]? = nil

    func target(current: CGFloat, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard stride > 0 || edges != nil, groupCount > 0 else { return clamp(proposed) }
        let last = groupCount - 1
        switch behavior {
        case .continuousGroupLeadingBoundary:
            let nearest = edge(nearestGroup(to: proposed))
            // Past the last group's edge the end of the content is a resting place too.
            return abs(maximum - proposed) < abs(nearest - proposed) ? maximum : clamp(nearest)
        case .groupPaging, .groupPagingCentered:
            let here = nearestGroup(to: current)
            let index: Int
            if velocity > Self.flickVelocity {
                index = min(here + 1, last)
            } else if velocity < -Self.flickVelocity {
                index = max(here - 1, 0)
            } else {
                index = nearestGroup(to: proposed)
            }
            return clamp(edge(index))
        case .none, .continuous, .paging:
            return clamp(proposed)
        }
    }

    /// Group `index`'s leading offset.
    private func edge(_ index: Int) -> CGFloat { edges?[index] ?? CGFloat(index) * stride }

    /// The group whose leading offset is nearest `offset`.
    private func nearestGroup(to offset: CGFloat) -> Int {
        guard let edges else { return Int(min(max((offset / stride).rounded(), 0), CGFloat(groupCount - 1))) }
        // The first edge at or after the offset, or the one before it, whichever is nearer.
        var low = 0, high = edges.count - 1
        while low < high {
            let middle = (low + high) / 2
            if edges[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && abs(edges[low - 1] - offset) <= abs(edges[low] - offset) ? low - 1 : low
    }

    private func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), maximum) }

    static func automaticRate(for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CGFloat? {
        behavior == .groupPaging || behavior == .groupPagingCentered ? UIScrollView.DecelerationRate.fast.rawValue : nil
    }
}
