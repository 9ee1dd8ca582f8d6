import CollectionLayout
import Foundation
import SessionValues

/// Data changes: batch updates in UIKit's order, live counts during an interactive move.
extension SimulatedCollectionView {
    /// A batch update up to the new pass, in UIKit's order: invalidate with data-source counts,
    /// prepare(), collectionViewContentSize, prepare(forCollectionViewUpdates:),
    /// targetContentOffset(forProposedContentOffset:) (during the update, after prepare() and the
    /// content size), the rect query. The caller asks for appearing/disappearing attributes,
    /// then finalizes.
    @discardableResult
    package func beginBatchUpdate(counts: [Int], items: [LayoutInstance.UpdateItem]) throws -> [LayoutInstance.ViewChange] {
        // The kinds of supplementary and decoration views on screen before the update, asked
        // which of them it inserts and deletes once the layout has the update items.
        var kinds: [(LayoutElement.Category, String)] = []
        for element in visibleElements where element.category != .cell {
            let kind = element.kind ?? ""
            if !kinds.contains(where: { $0.0 == element.category && $0.1 == kind }) { kinds.append((element.category, kind)) }
        }
        state.itemCounts = counts
        guard let layout else { return [] }
        passDepth += 1
        defer { passDepth -= 1 }
        try layout.setViewState(state)
        _ = try layout.invalidate(.dataSourceCounts)
        layoutValid = false
        try prepare(layout)
        try updateContentSize(layout)
        try layout.prepareForUpdates(items)
        let changes = try kinds.compactMap { try layout.viewChanges(category: $0.0, kind: $0.1) }
        try settleContentOffset()
        // The content size again, as UIKit sets it once the layout has the update items (a
        // layout that applies them in prepare(forCollectionViewUpdates:) has a new size now).
        try updateContentSize(layout)
        try layoutPass(contentSizeKnown: true)
        return changes
    }

    /// New counts without an update or a reload: an interactive move's live reorder, where the
    /// layout's own movement context has already invalidated it.
    package func setItemCountsLive(_ counts: [Int]) throws {
        guard counts != state.itemCounts else { return }
        state.itemCounts = counts
        try layout?.setViewState(state)
    }

    /// Puts the item counts back after a failed update (the view checkpoint restores the rest).
    package func restoreItemCounts(_ counts: [Int]) {
        state.itemCounts = counts
        layoutValid = false
        try? layout?.setViewState(state)
    }

    /// During an update: UIKit asks targetContentOffset(forProposedContentOffset:) with the
    /// offset kept inside the new content, and scrolls there.
    package func settleContentOffset() throws {
        guard let layout else { return }
        let proposed = state.allowedOffsets.clamping(state.contentOffset)
        let target = try layout.targetContentOffset(proposed: proposed, velocity: nil)
        if target != state.contentOffset { try setContentOffset(target) }
    }
}
