import Foundation

/// Sections and items by identifier, with UIKit's editing operations: a real value the app's
/// code fills and reads back. An identifier it does not hold, or one given twice, traps with
/// UIKit's message, as NSInternalInconsistencyException stops an app.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

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
        checkNew(sections: identifiers)
        sections += identifiers.map { ($0, []) }
    }

    /// To `section`, else to the last section; with no section, UIKit traps.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        checkNew(items: identifiers)
        guard !sections.isEmpty else { fatalError("There are currently no sections in the data source. Please add a section first.") }
        let index = section.map { sectionIndex($0) } ?? sections.count - 1
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        checkNew(items: identifiers)
        let (section, item) = itemPosition(beforeItem)
        sections[section].items.insert(contentsOf: identifiers, at: item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        checkNew(items: identifiers)
        let (section, item) = itemPosition(afterItem)
        sections[section].items.insert(contentsOf: identifiers, at: item + 1)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        checkNew(sections: identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: sectionIndex(beforeSection))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        checkNew(sections: identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: sectionIndex(afterSection) + 1)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        guard identifier != beforeItem else { return }
        let (from, index) = itemPosition(identifier)
        sections[from].items.remove(at: index)
        let (section, item) = itemPosition(beforeItem)
        sections[section].items.insert(identifier, at: item)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        guard identifier != afterItem else { return }
        let (from, index) = itemPosition(identifier)
        sections[from].items.remove(at: index)
        let (section, item) = itemPosition(afterItem)
        sections[section].items.insert(identifier, at: item + 1)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType) {
        guard identifier != beforeSection else { return }
        let moved = sections.remove(at: sectionIndex(identifier))
        sections.insert(moved, at: sectionIndex(beforeSection))
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection: SectionIdentifierType) {
        guard identifier != afterSection else { return }
        let moved = sections.remove(at: sectionIndex(identifier))
        sections.insert(moved, at: sectionIndex(afterSection) + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let deleted = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { deleted.contains($0) } }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    public mutating func deleteAllItems() { sections.removeAll() }

    /// Marked for reloading when applied (kept; an applied snapshot's cells are not made here).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemPosition(identifier) }
        reloadedItemIdentifiers += identifiers.filter { !reloadedItemIdentifiers.contains($0) }
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemPosition(identifier) }
        reconfiguredItemIdentifiers += identifiers.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier) }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: - UIKit's checks

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else { fatalError("Invalid section identifier specified: \(identifier)") }
        return index
    }

    private func itemPosition(_ identifier: ItemIdentifierType) -> (section: Int, item: Int) {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return (section, item) }
        }
        fatalError("Invalid item identifier specified: \(identifier)")
    }

    private func checkNew(items identifiers: [ItemIdentifierType]) {
        var seen = Set(itemIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
        }
    }

    private func checkNew(sections identifiers: [SectionIdentifierType]) {
        var seen = Set(sectionIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            fatalError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
        }
    }
}
