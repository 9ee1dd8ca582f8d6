import Foundation

/// The diffable data source an app's controller builds: it keeps the snapshot it is given and
/// answers from it. The workbench's own data (`items`, `snapshot …`) is what the layout sees;
/// this object is never the host collection view's data source.
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The snapshot applied last. `apply` and `snapshot()` are nonisolated, as on iOS (an app may
    /// apply from a background queue); the host runs everything on one thread.
    nonisolated(unsafe) private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var reorderingHandlers = ReorderingHandlers()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) { super.init() }

    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        completion?()
    }

    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, completion: completion)
    }

    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if current.indexOfSection(section) == nil { current.appendSections([section]) }
        current.deleteItems(current.itemIdentifiers(inSection: section))
        current.appendItems(snapshot.items, toSection: section)
        completion?()
    }

    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.sectionIdentifiers.count else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
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

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < current.sectionIdentifiers.count ? current.numberOfItems(inSection: current.sectionIdentifiers[section]) : 0
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}

        // iOS's other members, kept and inert (sdk-surface standins)
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? = nil
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    nonisolated open func apply(_ p0: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences p1: Bool = false) async {  }
    nonisolated open func applySnapshotUsingReloadData(_ p0: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {  }
    open func collectionView(_ p0: UICollectionView, canMoveItemAt p1: IndexPath) -> Bool { false }
    open func collectionView(_ p0: UICollectionView, cellForItemAt p1: IndexPath) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    open func collectionView(_ p0: UICollectionView, indexPathForIndexTitle p1: String, at p2: Int) -> IndexPath { IndexPath(item: 0, section: 0) }
    open func collectionView(_ p0: UICollectionView, moveItemAt p1: IndexPath, to p2: IndexPath) {  }
    open func collectionView(_ p0: UICollectionView, viewForSupplementaryElementOfKind p1: String, at p2: IndexPath) -> UICollectionReusableView { UICollectionReusableView() }
    open func index(for p0: SectionIdentifierType) -> Int? { nil }
    open func indexTitles(for p0: UICollectionView) -> [String]? { nil }
    open func sectionIdentifier(for p0: Int) -> SectionIdentifierType? { nil }
}

public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
}

/// Sections and items by identifier, with UIKit's editing operations (real: a value that the
/// app's code fills and reads back).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.identifier == identifier } }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard !sections.isEmpty else { return }
        let index = section.flatMap(indexOfSection) ?? sections.count - 1
        sections[index].items += identifiers
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }
    public mutating func deleteAllItems() { sections.removeAll() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}

/// One section's items, with outline nesting flattened in order.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public private(set) var items: [ItemIdentifierType] = []
    private var expanded: Set<ItemIdentifierType> = []
    public init() {}
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent, let index = self.items.firstIndex(of: parent) else { return self.items += items }
        self.items.insert(contentsOf: items, at: index + 1)
    }
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public var rootItems: [ItemIdentifierType] { items }
    public var visibleItems: [ItemIdentifierType] { items }
}
