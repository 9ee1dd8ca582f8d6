public import Foundation
public import HostSupport

/// Ordered, uniquely identified sections holding ordered item identifiers that are unique across
/// the whole snapshot, modelled on UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Every editing operation validates all of its arguments before changing anything: when it throws a
/// ``SnapshotError`` the snapshot is left exactly as it was. Item and section lookups are dictionary
/// based and kept up to date by every edit.
public struct DataSnapshot: Sendable, Equatable {
    /// The section identifiers in order.
    public private(set) var sectionIdentifiers: [String] = []
    /// The preferred (self-sized) item sizes, keyed by item identifier.
    public private(set) var preferredSizes: [String: CGSize] = [:]
    /// The preferred (self-sized) sizes of supplementary views, by section identifier and kind.
    public private(set) var preferredSupplementarySizes: [String: [String: CGSize]] = [:]
    /// The items marked by ``reloadItems(_:)`` since the last ``clearReloadedItems()``.
    public private(set) var reloadedItemIdentifiers: Set<String> = []
    /// The sections marked by ``reloadSections(_:)`` since the last ``clearReloadedItems()``.
    public private(set) var reloadedSectionIdentifiers: Set<String> = []
    /// The items marked by ``reconfigureItems(_:)`` (iOS 15) since the last ``clearReloadedItems()``.
    public private(set) var reconfiguredItemIdentifiers: Set<String> = []
    private(set) var sectionItems: [[String]] = []
    private(set) var sectionIndices: [String: Int] = [:]
    private(set) var itemPositions: [String: ItemPosition] = [:]

    /// The most items (and the most sections) a snapshot holds: 1,000,000, so the host's own
    /// work on the data stays within seconds in a debug build (`help limits`). `items`,
    /// `snapshot` edits, snapshot files and `profile --items` all stop here.
    public static let maximumItemCount = 1_000_000

    /// Creates an empty snapshot.
    public init() {}

    /// A snapshot of `sections` (identifiers and their items, in order), built in one pass: what
    /// appending them one by one would make, or its error (a duplicate, too many), for files
    /// and messages of a million items.
    package init(sections: [(id: String, items: [String])]) throws {
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        guard sections.count <= Self.maximumItemCount else { throw SnapshotError.tooMany("sections", limit: Self.maximumItemCount) }
        guard itemCount <= Self.maximumItemCount else { throw SnapshotError.tooMany("items", limit: Self.maximumItemCount) }
        sectionIdentifiers.reserveCapacity(sections.count)
        sectionItems.reserveCapacity(sections.count)
        itemPositions.reserveCapacity(itemCount)
        for (section, entry) in sections.enumerated() {
            guard sectionIndices.updateValue(section, forKey: entry.id) == nil else { throw SnapshotError.duplicateSection(entry.id) }
            for (index, item) in entry.items.enumerated() {
                guard itemPositions.updateValue(ItemPosition(section: section, item: index), forKey: item) == nil else {
                    throw SnapshotError.duplicateItem(item)
                }
            }
            sectionIdentifiers.append(entry.id)
            sectionItems.append(entry.items)
        }
    }

    /// Compares sections, items, preferred sizes and reload marks.
    public static func == (lhs: DataSnapshot, rhs: DataSnapshot) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
            && lhs.preferredSizes == rhs.preferredSizes && lhs.preferredSupplementarySizes == rhs.preferredSupplementarySizes
            && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
    }

    // MARK: Queries

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { itemPositions.count }

    /// The number of items in the section at `index`, or 0 when there is no such section.
    public func numberOfItems(inSection index: Int) -> Int {
        sectionItems.indices.contains(index) ? sectionItems[index].count : 0
    }

    /// All item identifiers, section by section.
    public var itemIdentifiers: [String] { sectionItems.flatMap { $0 } }

    /// The item identifiers of the section `identifier`, or nil when there is no such section.
    public func itemIdentifiers(inSection identifier: String) -> [String]? {
        sectionIndices[identifier].map { sectionItems[$0] }
    }

    /// The item identifiers of the section at `index`, or an empty list when there is no such section.
    public func itemIdentifiers(inSectionAt index: Int) -> [String] {
        sectionItems.indices.contains(index) ? sectionItems[index] : []
    }

    /// The index of the section `identifier`.
    public func index(ofSection identifier: String) -> Int? { sectionIndices[identifier] }

    /// The identifier of the section holding `item`.
    public func sectionIdentifier(containingItem item: String) -> String? {
        itemPositions[item].map { sectionIdentifiers[$0.section] }
    }

    /// The item identifier at a section and item index, or nil when out of range.
    public func itemIdentifier(at section: Int, item: Int) -> String? {
        guard sectionItems.indices.contains(section), sectionItems[section].indices.contains(item) else { return nil }
        return sectionItems[section][item]
    }

    /// The position of the item `identifier`.
    public func indexPath(of identifier: String) -> ItemPosition? { itemPositions[identifier] }

    /// Whether an item has this identifier.
    public func containsItem(_ identifier: String) -> Bool { itemPositions[identifier] != nil }

    /// Whether a section has this identifier.
    public func containsSection(_ identifier: String) -> Bool { sectionIndices[identifier] != nil }

    /// The preferred size of `item`, if one was set.
    public func preferredSize(forItem item: String) -> CGSize? { preferredSizes[item] }

    // MARK: Sections

    /// Appends new sections at the end.
    public mutating func appendSections(_ identifiers: [String]) throws {
        try requireNewSections(identifiers)
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts new sections before the section `anchor`.
    public mutating func insertSections(_ identifiers: [String], beforeSection anchor: String) throws {
        let index = try sectionIndex(anchor)
        try requireNewSections(identifiers)
        insertSections(identifiers, at: index)
    }

    /// Inserts new sections after the section `anchor`.
    public mutating func insertSections(_ identifiers: [String], afterSection anchor: String) throws {
        let index = try sectionIndex(anchor)
        try requireNewSections(identifiers)
        insertSections(identifiers, at: index + 1)
    }

    /// Deletes sections together with their items, preferred sizes and reload marks.
    public mutating func deleteSections(_ identifiers: [String]) throws {
        var doomed = Set<Int>(minimumCapacity: identifiers.count)
        for id in identifiers {
            let index = try sectionIndex(id)
            guard doomed.insert(index).inserted else { throw SnapshotError.duplicateSection(id) }
        }
        guard let first = doomed.min() else { return }
        for index in doomed {
            for item in sectionItems[index] { forgetItem(item) }
            sectionIndices[sectionIdentifiers[index]] = nil
            preferredSupplementarySizes[sectionIdentifiers[index]] = nil
        }
        let ranges = RangeSet(doomed, within: sectionIdentifiers)
        sectionIdentifiers.removeSubranges(ranges)
        sectionItems.removeSubranges(ranges)
        reindexSections(from: first)
    }

    /// Moves the section `identifier` so that it comes just before the section `anchor`.
    public mutating func moveSection(_ identifier: String, beforeSection anchor: String) throws {
        try moveSection(identifier, relativeTo: anchor, after: false)
    }

    /// Moves the section `identifier` so that it comes just after the section `anchor`.
    public mutating func moveSection(_ identifier: String, afterSection anchor: String) throws {
        try moveSection(identifier, relativeTo: anchor, after: true)
    }

    // MARK: Items

    /// Appends new items at the end of the section `section`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [String], toSection section: String? = nil) throws {
        let index: Int
        if let section {
            index = try sectionIndex(section)
        } else {
            guard !sectionIdentifiers.isEmpty else { throw SnapshotError.noSections }
            index = sectionIdentifiers.count - 1
        }
        try requireNewItems(identifiers)
        insertItems(identifiers, at: ItemPosition(section: index, item: sectionItems[index].count))
    }

    /// Inserts new items just before the item `anchor`, in its section.
    public mutating func insertItems(_ identifiers: [String], beforeItem anchor: String) throws {
        let position = try itemPosition(anchor)
        try requireNewItems(identifiers)
        insertItems(identifiers, at: position)
    }

    /// Inserts new items just after the item `anchor`, in its section.
    public mutating func insertItems(_ identifiers: [String], afterItem anchor: String) throws {
        var position = try itemPosition(anchor)
        try requireNewItems(identifiers)
        position.item += 1
        insertItems(identifiers, at: position)
    }

    /// Deletes items together with their preferred sizes and reload marks.
    public mutating func deleteItems(_ identifiers: [String]) throws {
        let positions = try existingItemPositions(identifiers)
        var bySection: [Int: [Int]] = [:]
        for position in positions { bySection[position.section, default: []].append(position.item) }
        for id in identifiers { forgetItem(id) }
        for (section, items) in bySection {
            sectionItems[section].removeSubranges(RangeSet(items, within: sectionItems[section]))
            reindexItems(inSection: section, from: items.min() ?? 0)
        }
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        self = DataSnapshot()
    }

    /// Moves the item `identifier` just before the item `anchor`, possibly into another section.
    public mutating func moveItem(_ identifier: String, beforeItem anchor: String) throws {
        try moveItem(identifier, relativeTo: anchor, after: false)
    }

    /// Moves the item `identifier` just after the item `anchor`, possibly into another section.
    public mutating func moveItem(_ identifier: String, afterItem anchor: String) throws {
        try moveItem(identifier, relativeTo: anchor, after: true)
    }

    /// Moves the item at `source` so that it ends at `destination`, an index path in the data
    /// after the move (UICollectionView's moveItem(at:to:)): in its own section below the count,
    /// into another at most the count. False, and nothing changes, when either does not fit.
    public mutating func moveItem(at source: ItemPosition, to destination: ItemPosition) -> Bool {
        guard let identifier = itemIdentifier(at: source.section, item: source.item),
            sectionItems.indices.contains(destination.section), destination.item >= 0,
            destination.item <= sectionItems[destination.section].count - (destination.section == source.section ? 1 : 0)
        else { return false }
        relocate(identifier, from: source, to: destination)
        return true
    }

    /// Marks items as reloaded; see ``reloadedItemIdentifiers``.
    public mutating func reloadItems(_ identifiers: [String]) throws {
        _ = try existingItemPositions(identifiers)
        reloadedItemIdentifiers.formUnion(identifiers)
    }

    /// Marks sections as reloaded; see ``reloadedSectionIdentifiers``.
    public mutating func reloadSections(_ identifiers: [String]) throws {
        for id in identifiers where sectionIndices[id] == nil { throw SnapshotError.unknownSection(id) }
        reloadedSectionIdentifiers.formUnion(identifiers)
    }

    /// Marks items as reconfigured (updated in place, iOS 15); see ``reconfiguredItemIdentifiers``.
    public mutating func reconfigureItems(_ identifiers: [String]) throws {
        _ = try existingItemPositions(identifiers)
        reconfiguredItemIdentifiers.formUnion(identifiers)
    }

    /// Removes every reload and reconfigure mark.
    public mutating func clearReloadedItems() {
        reloadedItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
    }

    /// Sets the preferred (self-sized) size of `item`, or removes it when `size` is nil.
    public mutating func setPreferredSize(_ size: CGSize?, forItem item: String) throws {
        guard itemPositions[item] != nil else { throw SnapshotError.unknownItem(item) }
        try DataSnapshot.checkPreferred(size, of: item)
        preferredSizes[item] = size
    }

    /// Sets the preferred size of the supplementary views of `kind` in `section` (every one of
    /// that kind there), or removes it when `size` is nil.
    public mutating func setPreferredSupplementarySize(_ size: CGSize?, kind: String, inSection section: String) throws {
        guard sectionIndices[section] != nil else { throw SnapshotError.unknownSection(section) }
        try DataSnapshot.checkPreferred(size, of: "\(kind) in \(section)")
        preferredSupplementarySizes[section, default: [:]][kind] = size
        if preferredSupplementarySizes[section]?.isEmpty == true { preferredSupplementarySizes[section] = nil }
    }

    /// A self-sized size is finite and not negative (nil clears one).
    private static func checkPreferred(_ size: CGSize?, of what: String) throws {
        guard let size else { return }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw SnapshotError.invalidPreferredSize(item: what, width: Double(size.width), height: Double(size.height))
        }
    }

    /// The preferred size of a supplementary view of `kind` in the section at `index`, if set.
    public func preferredSupplementarySize(kind: String, inSectionAt index: Int) -> CGSize? {
        guard sectionIdentifiers.indices.contains(index) else { return nil }
        return preferredSupplementarySizes[sectionIdentifiers[index]]?[kind]
    }

    // MARK: Helpers

    /// A snapshot with sections "S0", "S1", … holding `counts[i]` items "Si-0", "Si-1", …
    /// (negative counts give empty sections).
    public static func quick(counts: [Int]) -> DataSnapshot {
        var snapshot = DataSnapshot()
        snapshot.itemPositions.reserveCapacity(counts.reduce(0) { $0 + max($1, 0) })
        for (section, count) in counts.enumerated() {
            let prefix = "S\(section)-"
            var items: [String] = []
            items.reserveCapacity(max(count, 0))
            for index in 0..<max(count, 0) {
                let item = prefix + String(index)
                items.append(item)
                snapshot.itemPositions[item] = ItemPosition(section: section, item: index)
            }
            snapshot.sectionIdentifiers.append("S\(section)")
            snapshot.sectionIndices["S\(section)"] = section
            snapshot.sectionItems.append(items)
        }
        return snapshot
    }

    /// Expands the REPL range syntax `item3..item7` into `item3`, `item4`, …, `item7`.
    ///
    /// Both ends need the same prefix and a numeric suffix, the start must not exceed the end, and a
    /// zero-padded start (`a08..a12`) pads every identifier to its width. A token without `..`
    /// expands to itself. At most 100,000 identifiers are produced.
    public static func expandRange(_ token: String) throws -> [String] {
        guard let dots = token.range(of: "..") else { return [token] }
        let lower = token[..<dots.lowerBound], upper = token[dots.upperBound...]
        func fail(_ reason: String) -> SnapshotError { .malformedRange(token, reason: reason) }
        func split(_ text: Substring) -> (prefix: Substring, digits: Substring) {
            let start =
                text.unicodeScalars.lastIndex { !("0"..."9").contains($0) }
                .map { text.unicodeScalars.index(after: $0) } ?? text.startIndex
            return (text[..<start], text[start...])
        }
        guard !lower.isEmpty, !upper.isEmpty else { throw fail("both ends are required") }
        guard !upper.contains("..") else { throw fail("more than one '..'") }
        let (lowPrefix, lowDigits) = split(lower), (highPrefix, highDigits) = split(upper)
        guard !lowDigits.isEmpty, !highDigits.isEmpty else { throw fail("both ends must end in a number") }
        guard lowPrefix == highPrefix else { throw fail("prefixes '\(lowPrefix)' and '\(highPrefix)' differ") }
        guard lowDigits.count <= 9, highDigits.count <= 9, let low = Int(lowDigits), let high = Int(highDigits) else {
            throw fail("numbers longer than 9 digits")
        }
        guard low <= high else { throw fail("start \(low) is greater than end \(high)") }
        guard high - low < 100_000 else { throw fail("more than 100000 identifiers") }
        let width = lowDigits.count > 1 && lowDigits.first == "0" ? lowDigits.count : 0
        let result = (low...high).map { value -> String in
            let digits = String(value)
            return lowPrefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        guard result.first == String(lower), result.last == String(upper) else {
            throw fail("inconsistent zero padding")
        }
        return result
    }

    /// Whether the lookup tables agree with the section and item lists (used by tests).
    func indexesAreConsistent() -> Bool {
        guard sectionIndices.count == sectionIdentifiers.count, sectionItems.count == sectionIdentifiers.count,
            itemPositions.count == sectionItems.reduce(0, { $0 + $1.count })
        else { return false }
        for (section, id) in sectionIdentifiers.enumerated() where sectionIndices[id] != section { return false }
        for (section, items) in sectionItems.enumerated() {
            for (index, id) in items.enumerated() where itemPositions[id] != ItemPosition(section: section, item: index) {
                return false
            }
        }
        return preferredSizes.keys.allSatisfy { itemPositions[$0] != nil }
            && reloadedItemIdentifiers.allSatisfy { itemPositions[$0] != nil }
    }

    private func sectionIndex(_ identifier: String) throws -> Int {
        guard let index = sectionIndices[identifier] else { throw SnapshotError.unknownSection(identifier) }
        return index
    }

    private func itemPosition(_ identifier: String) throws -> ItemPosition {
        guard let position = itemPositions[identifier] else { throw SnapshotError.unknownItem(identifier) }
        return position
    }

    private func requireNewSections(_ identifiers: [String]) throws {
        guard sectionIdentifiers.count + identifiers.count <= Self.maximumItemCount else {
            throw SnapshotError.tooMany("sections", limit: Self.maximumItemCount)
        }
        var seen = Set<String>(minimumCapacity: identifiers.count)
        for id in identifiers where sectionIndices[id] != nil || !seen.insert(id).inserted {
            throw SnapshotError.duplicateSection(id)
        }
    }

    private func requireNewItems(_ identifiers: [String]) throws {
        guard itemPositions.count + identifiers.count <= Self.maximumItemCount else {
            throw SnapshotError.tooMany("items", limit: Self.maximumItemCount)
        }
        var seen = Set<String>(minimumCapacity: identifiers.count)
        for id in identifiers where itemPositions[id] != nil || !seen.insert(id).inserted {
            throw SnapshotError.duplicateItem(id)
        }
    }

    private func existingItemPositions(_ identifiers: [String]) throws -> [ItemPosition] {
        var seen = Set<String>(minimumCapacity: identifiers.count)
        return try identifiers.map { id in
            let position = try itemPosition(id)
            guard seen.insert(id).inserted else { throw SnapshotError.duplicateItem(id) }
            return position
        }
    }

    private mutating func forgetItem(_ identifier: String) {
        itemPositions[identifier] = nil
        preferredSizes[identifier] = nil
        reloadedItemIdentifiers.remove(identifier)
    }

    private mutating func insertSections(_ identifiers: [String], at index: Int) {
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    private mutating func insertItems(_ identifiers: [String], at position: ItemPosition) {
        sectionItems[position.section].insert(contentsOf: identifiers, at: position.item)
        reindexItems(inSection: position.section, from: position.item)
    }

    private mutating func moveSection(_ identifier: String, relativeTo anchor: String, after: Bool) throws {
        let from = try sectionIndex(identifier)
        var target = try sectionIndex(anchor)
        guard identifier != anchor else { throw SnapshotError.moveRelativeToItself(identifier) }
        if target > from { target -= 1 }
        if after { target += 1 }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        sectionIdentifiers.insert(identifier, at: target)
        sectionItems.insert(items, at: target)
        reindexSections(from: min(from, target), through: max(from, target))
    }

    private mutating func moveItem(_ identifier: String, relativeTo anchor: String, after: Bool) throws {
        let from = try itemPosition(identifier)
        var target = try itemPosition(anchor)
        guard identifier != anchor else { throw SnapshotError.moveRelativeToItself(identifier) }
        if target.section == from.section && target.item > from.item { target.item -= 1 }
        if after { target.item += 1 }
        relocate(identifier, from: from, to: target)
    }

    /// Takes `identifier` out at `from` and puts it in at `to` (a position after the removal).
    private mutating func relocate(_ identifier: String, from: ItemPosition, to: ItemPosition) {
        sectionItems[from.section].remove(at: from.item)
        sectionItems[to.section].insert(identifier, at: to.item)
        if to.section == from.section {
            reindexItems(inSection: from.section, from: min(from.item, to.item))
        } else {
            reindexItems(inSection: from.section, from: from.item)
            reindexItems(inSection: to.section, from: to.item)
        }
    }

    private mutating func reindexItems(inSection section: Int, from start: Int) {
        let items = sectionItems[section]
        guard start < items.count else { return }
        for index in start..<items.count {
            itemPositions[items[index]] = ItemPosition(section: section, item: index)
        }
    }

    private mutating func reindexSections(from start: Int, through end: Int? = nil) {
        let last = min(end ?? sectionIdentifiers.count - 1, sectionIdentifiers.count - 1)
        guard start <= last else { return }
        for section in start...last {
            sectionIndices[sectionIdentifiers[section]] = section
            reindexItems(inSection: section, from: 0)
        }
    }
}
