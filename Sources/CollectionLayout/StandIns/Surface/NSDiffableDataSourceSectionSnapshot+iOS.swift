import Foundation

/// iOS's declarations of NSDiffableDataSourceSectionSnapshot the SDK had not, kept and inert (sdk-surface standins).
extension NSDiffableDataSourceSectionSnapshot {
    public func contains(_ p0: ItemIdentifierType) -> Bool { false }

    public mutating func delete(_ p0: [ItemIdentifierType]) {  }

    public mutating func deleteAll() {  }

    public func index(of p0: ItemIdentifierType) -> Int? { nil }

    public init(_ p0: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self.init() }

    public mutating func insert(_ p0: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after p1: ItemIdentifierType) {  }

    public mutating func insert(_ p0: [ItemIdentifierType], after p1: ItemIdentifierType) {  }

    public mutating func insert(_ p0: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before p1: ItemIdentifierType) {  }

    public mutating func insert(_ p0: [ItemIdentifierType], before p1: ItemIdentifierType) {  }

    public func isVisible(_ p0: ItemIdentifierType) -> Bool { false }

    public func level(of p0: ItemIdentifierType) -> Int { 0 }

    public func parent(of p0: ItemIdentifierType) -> ItemIdentifierType? { nil }

    public mutating func replace(childrenOf p0: ItemIdentifierType, using p1: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {  }

    public func snapshot(of p0: ItemIdentifierType, includingParent p1: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { NSDiffableDataSourceSectionSnapshot() }

    public func visualDescription() -> String { "" }
}
