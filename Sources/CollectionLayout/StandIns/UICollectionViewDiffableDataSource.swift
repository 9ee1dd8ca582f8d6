import Foundation

/// The diffable data source an app's controller builds: it keeps the snapshot it is given and
/// answers from it. The workbench's own data (`items`, `snapshot …`) is what the layout sees;
/// this object is never the host collection view's data source.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The snapshot applied last. `apply` and `snapshot()` are nonisolated, as on iOS (an app may
    /// apply from a background queue); the host runs everything on one thread.
    nonisolated(unsafe) private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied to sections (`apply(_:to:)`), by section.
    nonisolated(unsafe) private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    private let cellProvider: CellProvider
    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var reorderingHandlers = ReorderingHandlers()
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init()
    }

    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        completion?()
    }

    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, completion: completion)
    }

    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        apply(snapshot, completion: nil)
    }

    /// The section's items become the section snapshot's visible ones, as UIKit shows an outline.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if current.indexOfSection(section) == nil { current.appendSections([section]) }
        current.deleteItems(current.itemIdentifiers(inSection: section))
        current.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        completion?()
    }

    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The section snapshot applied to the section, else one of its items, flat.
    nonisolated public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = sectionSnapshots[section] { return applied }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section), indexPath.item >= 0 else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return indexPath.item < items.count ? items[indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The identifier of the section at `index`, or nil past the snapshot's sections (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return index >= 0 && index < sections.count ? sections[index] : nil
    }

    /// The index of the section, or nil when the snapshot has none of that identifier (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The cell provider's cell for the item; UIKit traps when there is no item or no cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { fatalError("Invalid index path for use with UICollectionViewDiffableDataSource: \(indexPath)") }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            fatalError("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
        }
        return cell
    }

    /// The supplementary view provider's view; UIKit traps without a provider or a view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            fatalError("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: was nil (kind \(kind), \(indexPath))")
        }
        return view
    }

    /// Items move when the reordering handlers allow it, as UIKit's data source answers.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// A reorder: the handlers told before and after, the snapshot moved as UIKit moves it.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        let initial = current
        var final = current
        final.deleteItems([item])
        let items = final.itemIdentifiers(inSection: section)
        if destinationIndexPath.item < items.count {
            final.insertItems([item], beforeItem: items[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// What an outline section asks before and as it expands or collapses (nobody taps here).
    public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        public var snapshotForExpandingParent:
            ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        public init() {}
    }
}
