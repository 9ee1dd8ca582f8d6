import Foundation

/// What UICollectionViewLayout's own appearing and disappearing answers need during a batch
/// update: UIKit's base class records the update before prepare(forCollectionViewUpdates:)
/// and answers an inserted element with its final attributes at alpha 0 and a deleted (or
/// reloaded) one with its attributes before the update at alpha 0, the cross-fade every
/// layout that does not override these methods shows. Other elements: nil (they move from
/// where they were). Cleared after finalizeCollectionViewUpdates().
@preconcurrency @MainActor struct UpdateTransitionDefaults {
    private var insertedItems: Set<IndexPath> = []
    private var deletedItems: Set<IndexPath> = []
    private var insertedSections: Set<Int> = []
    private var deletedSections: Set<Int> = []
    /// The attributes displayed before the update, by category, kind and index path.
    private var before: [Key: UICollectionViewLayoutAttributes] = [:]

    private struct Key: Hashable {
        let category: UICollectionView.ElementCategory
        let kind: String
        let path: IndexPath
    }

    /// Records `updates` (a reload counts as a delete and an insert at its path) and the
    /// attributes `displayed` before them.
    init(_ updates: [UICollectionViewUpdateItem], displayed: [UICollectionViewLayoutAttributes]) {
        for update in updates {
            let old = update.indexPathBeforeUpdate, new = update.indexPathAfterUpdate
            switch update.updateAction {
            case .insert: if let new { note(new, inserted: true) }
            case .delete: if let old { note(old, inserted: false) }
            case .reload:
                if let old { note(old, inserted: false) }
                if let path = new ?? old { note(path, inserted: true) }
            case .move, .none: break
            }
        }
        for attributes in displayed {
            before[
                Key(
                    category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "",
                    path: attributes.indexPath)] = attributes
        }
    }

    private mutating func note(_ path: IndexPath, inserted: Bool) {
        let isSection = path.count < 2 || path.item == NSNotFound
        switch (isSection, inserted) {
        case (true, true): insertedSections.insert(path.section)
        case (true, false): deletedSections.insert(path.section)
        case (false, true): insertedItems.insert(path)
        case (false, false): deletedItems.insert(path)
        }
    }

    private func isInserted(item path: IndexPath) -> Bool {
        insertedItems.contains(path) || insertedSections.contains(path.section)
    }

    private func isDeleted(item path: IndexPath) -> Bool {
        deletedItems.contains(path) || deletedSections.contains(path.section)
    }

    /// An item's start: its `final` attributes faded when the update inserts it, else nil.
    func appearingItem(at path: IndexPath, final: () -> UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        isInserted(item: path) ? Self.faded(final()) : nil
    }

    /// An item's end: its attributes before the update faded when the update deletes it, else nil.
    func disappearingItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        isDeleted(item: path) ? Self.faded(displayed(.cell, kind: nil, at: path)) : nil
    }

    /// A supplementary or decoration view's start: faded in when its section is inserted or
    /// the layout lists it among the views it inserts (asked only then), else nil.
    func appearingView(at path: IndexPath, listed: () -> [IndexPath], final: () -> UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes?
    {
        insertedSections.contains(path.section) || listed().contains(path) ? Self.faded(final()) : nil
    }

    /// A supplementary or decoration view's end: faded out where it was when its section is
    /// deleted or the layout lists it among the views it deletes, else nil.
    func disappearingView(
        _ category: UICollectionView.ElementCategory, kind: String, at path: IndexPath,
        listed: () -> [IndexPath]
    ) -> UICollectionViewLayoutAttributes? {
        deletedSections.contains(path.section) || listed().contains(path) ? Self.faded(displayed(category, kind: kind, at: path)) : nil
    }

    /// A copy of `attributes` at alpha 0: where a fade in starts or a fade out ends.
    private static func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.layoutCopy() else { return nil }
        copy.alpha = 0
        return copy
    }

    /// The element's attributes as displayed before the update.
    private func displayed(_ category: UICollectionView.ElementCategory, kind: String?, at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        before[Key(category: category, kind: kind ?? "", path: path)]
    }
}
