import CollectionLayout
import Foundation
import SessionValues

/// Self-sizing: displayed cells and supplementary views offered their preferred sizes, as
/// preferredLayoutAttributesFitting does, and the pass repeated while the layout takes them.
extension SimulatedCollectionView {
    /// A displayed cell is measured when it appears or its attributes change, not on every pass
    /// (UIKit calls preferredLayoutAttributesFitting when it applies attributes): each is asked
    /// once while it stays on screen with the same attributes.
    func selfSizedPass(contentSizeKnown: Bool) throws {
        try basicPass(contentSizeKnown: contentSizeKnown)
        let cells = preferredSize != nil, views = preferredSupplementarySize != nil
        guard cells || views, let layout else { return }
        // Only the categories with sizes to offer are measured (and remembered).
        let measurable = { (element: LayoutElement) in element.category == .cell ? cells : element.category == .supplementary && views }
        for _ in 0..<SimulatedCollectionView.selfSizingRounds {
            var invalidated = false
            var shown = 0
            for element in visibleElements where measurable(element) {
                shown += 1
                let key = element.key
                guard measured[key] != element.frame else { continue }
                measured[key] = element.frame
                guard let invalidation = try offerPreferredSize(of: element, to: layout) else { continue }
                invalidated = true
                applyAdjustments(of: invalidation)
            }
            // A view that left the screen is measured again when it comes back. Every shown one
            // is in `measured`, so only more entries than shown views means some left.
            if measured.count > shown {
                let onScreen = Set(visibleElements.lazy.filter(measurable).map(\.key))
                measured = measured.filter { onScreen.contains($0.key) }
            }
            guard invalidated else { return }
            layoutValid = false
            try layout.setViewState(state)
            try basicPass()
        }
    }

    /// preferredLayoutAttributesFitting for a displayed cell or supplementary view whose
    /// self-sized size differs from its attributes'; the invalidation when the layout took it.
    func offerPreferredSize(of element: LayoutElement, to layout: LayoutInstance) throws -> LayoutInstance.Invalidation? {
        if element.category == .cell {
            guard let size = preferredSize?(element.section, element.item), size != element.size else { return nil }
            return try layout.preferredSize(section: element.section, item: element.item, size: size)
        }
        guard let kind = element.kind, let size = preferredSupplementarySize?(kind, element.section, element.item), size != element.size
        else { return nil }
        return try layout.preferredSupplementarySize(kind: kind, section: element.section, item: element.item, size: size)
    }

    /// Adds a self-sizing context's adjustments to the offset and content size at once (the
    /// self-sizing rounds send the state before their next pass).
    func applyAdjustments(of invalidation: LayoutInstance.Invalidation) {
        state.contentOffset.x += invalidation.contentOffsetAdjustment.x
        state.contentOffset.y += invalidation.contentOffsetAdjustment.y
        state.contentSize.width += invalidation.contentSizeAdjustment.width
        state.contentSize.height += invalidation.contentSizeAdjustment.height
    }
}
