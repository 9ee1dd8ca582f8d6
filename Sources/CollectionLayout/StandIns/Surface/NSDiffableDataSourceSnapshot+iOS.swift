import Foundation

/// iOS's declarations of NSDiffableDataSourceSnapshot the SDK had not, kept and inert (sdk-surface standins).
extension NSDiffableDataSourceSnapshot {
    public mutating func insertItems(_ p0: [ItemIdentifierType], afterItem p1: ItemIdentifierType) {  }

    public mutating func insertItems(_ p0: [ItemIdentifierType], beforeItem p1: ItemIdentifierType) {  }

    public mutating func insertSections(_ p0: [SectionIdentifierType], afterSection p1: SectionIdentifierType) {  }

    public mutating func insertSections(_ p0: [SectionIdentifierType], beforeSection p1: SectionIdentifierType) {  }

    public mutating func moveItem(_ p0: ItemIdentifierType, afterItem p1: ItemIdentifierType) {  }

    public mutating func moveItem(_ p0: ItemIdentifierType, beforeItem p1: ItemIdentifierType) {  }

    public mutating func moveSection(_ p0: SectionIdentifierType, afterSection p1: SectionIdentifierType) {  }

    public mutating func moveSection(_ p0: SectionIdentifierType, beforeSection p1: SectionIdentifierType) {  }

    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { [] }

    public var reloadedItemIdentifiers: [ItemIdentifierType] { [] }

    public var reloadedSectionIdentifiers: [SectionIdentifierType] { [] }
}
