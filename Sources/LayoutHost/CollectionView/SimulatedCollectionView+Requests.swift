package import CollectionLayout
package import Foundation
import PluginABI
import SessionValues

/// What the layout asks of its collection view: scrolls (setContentOffset, scrollToItem) and
/// scroll view properties, carried out after the pass that asked.
extension SimulatedCollectionView {
    /// The content offset that shows `element` at `position` (scrollToItem), clamped to the
    /// allowed offsets.
    package func contentOffset(showing frame: CGRect, position: UICollectionView.ScrollPosition) -> CGPoint {
        var offset = state.contentOffset
        let inset = state.adjustedContentInset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        // Centred within the area the insets leave, as UIKit centres: the visible middle is the
        // top inset plus half of what remains.
        if position.contains(.centeredVertically) {
            offset.y = frame.midY - (inset.top + (state.size.height - inset.top - inset.bottom) / 2)
        }
        if position.contains(.bottom) { offset.y = frame.maxY - state.size.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - (inset.left + (state.size.width - inset.left - inset.right) / 2)
        }
        if position.contains(.right) { offset.x = frame.maxX - state.size.width + inset.right }
        let allowed = state.allowedOffsets
        return CGPoint(x: min(max(offset.x, allowed.minX), allowed.maxX), y: min(max(offset.y, allowed.minY), allowed.maxY))
    }

    /// Carries out the layout's scroll requests and rate changes: jumps at once, animated ones
    /// become `pendingAnimationTarget` (the newest wins, as a new UIKit animation replaces the
    /// running one). At most `limit` rounds, so a layout asking on every pass cannot hang the host.
    package func performLayoutRequests(limit: Int = 16) throws {
        guard let layout else { return }
        for _ in 0..<limit {
            if let rate = layout.callbacks.takeDecelerationRate() { state.decelerationRate = rate }
            try applyPropertyRequests(layout.callbacks.takePropertyRequests())
            let requests = layout.callbacks.takeScrollRequests()
            if requests.isEmpty { return }
            for request in requests {
                let target: CGPoint, animated: Bool
                switch request {
                case .contentOffset(let offset, let isAnimated):
                    (target, animated) = (offset, isAnimated)
                case .item(let section, let item, let position, let isAnimated):
                    guard let element = try layout.item(section: section, item: item) else { continue }
                    target = contentOffset(showing: element.frame, position: .init(rawValue: UInt(position)))
                    animated = isAnimated
                }
                guard target.x.isFinite, target.y.isFinite else {
                    throw LayoutCallError("\(layout.id) asked to scroll to a non-finite offset")
                }
                if animated { pendingAnimationTarget = target } else { try setContentOffset(target) }
            }
        }
    }

    /// Scroll view properties the layout assigned: a new contentInset invalidates the layout (the
    /// adjusted inset it reads changed), the flags do not. Non-finite insets are dropped.
    func applyPropertyRequests(_ requests: [(property: UInt32, values: [Double])]) throws {
        for request in requests {
            let v = request.values, flag = v.first.map { $0 != 0 } ?? false
            switch Int(request.property) {
            case Int(LB_PROPERTY_CONTENT_INSET):
                guard v.count == 4, v.allSatisfy(\.isFinite) else { continue }
                let inset = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                if inset != state.contentInset { try update(invalidate: true) { $0.contentInset = inset } }
            case Int(LB_PROPERTY_PAGING_ENABLED): try update { $0.pagingEnabled = flag }
            case Int(LB_PROPERTY_BOUNCES): try update { $0.bounces = flag }
            case Int(LB_PROPERTY_ALWAYS_BOUNCE_VERTICAL): try update { $0.alwaysBounceVertical = flag }
            case Int(LB_PROPERTY_ALWAYS_BOUNCE_HORIZONTAL): try update { $0.alwaysBounceHorizontal = flag }
            case Int(LB_PROPERTY_SCROLL_ENABLED): try update { $0.scrollEnabled = flag }
            case Int(LB_PROPERTY_INSET_ADJUSTMENT):
                guard let raw = v.first.flatMap({ Int(exactly: $0) }), let behavior = ViewState.InsetAdjustment(rawValue: raw),
                    behavior != state.insetAdjustment
                else { continue }
                try update(invalidate: true) { $0.insetAdjustment = behavior }
            default: continue
            }
        }
    }
}
