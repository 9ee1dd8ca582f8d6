import Foundation

/// What a reordering changed: the snapshots before and after, and the difference of their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
}
