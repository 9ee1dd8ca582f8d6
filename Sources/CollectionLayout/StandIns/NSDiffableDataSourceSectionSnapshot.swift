import Foundation

/// One section's items as an outline (UIKit's list sidebars and expandable rows): each item with
/// its parent, kept in depth-first order, and which parents are expanded. `items` is every item,
/// `visibleItems` those whose ancestors are all expanded, as UIKit shows them.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Depth-first: each item after its parent and its earlier siblings' descendants.
    public private(set) var items: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self = snapshot }

    public var rootItems: [ItemIdentifierType] { items.filter { parents[$0] == nil } }
    public var visibleItems: [ItemIdentifierType] { items.filter(isVisible) }

    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// 0 for a root item, its parent's level plus one below.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// Shown when every ancestor is expanded (a root item always is).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkNew(newItems)
        guard let parent else {
            items += newItems
            return
        }
        let end = subtreeEnd(of: position(parent))
        items.insert(contentsOf: newItems, at: end)
        for item in newItems { parents[item] = parent }
    }

    public mutating func insert(_ newItems: [ItemIdentifierType], before item: ItemIdentifierType) {
        checkNew(newItems)
        let index = position(item)
        items.insert(contentsOf: newItems, at: index)
        for new in newItems { parents[new] = parents[item] }
    }

    public mutating func insert(_ newItems: [ItemIdentifierType], after item: ItemIdentifierType) {
        checkNew(newItems)
        let index = subtreeEnd(of: position(item))
        items.insert(contentsOf: newItems, at: index)
        for new in newItems { parents[new] = parents[item] }
    }

    /// The snapshot's items, its roots becoming siblings of `item`, its outline kept.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        adopt(snapshot, at: position(item), parent: parents[item])
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        adopt(snapshot, at: subtreeEnd(of: position(item)), parent: parents[item])
    }

    /// The items and their descendants.
    public mutating func delete(_ deleted: [ItemIdentifierType]) {
        var removed = Set<ItemIdentifierType>()
        for item in deleted {
            guard let index = items.firstIndex(of: item) else { continue }
            removed.formUnion(items[index..<subtreeEnd(of: index)])
        }
        items.removeAll { removed.contains($0) }
        for item in removed {
            parents[item] = nil
            expanded.remove(item)
        }
    }

    public mutating func deleteAll() {
        items.removeAll()
        parents.removeAll()
        expanded.removeAll()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// `parent`'s children replaced by the snapshot's roots, its outline kept.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let index = position(parent)
        delete(Array(items[(index + 1)..<subtreeEnd(of: index)]))
        adopt(snapshot, at: position(parent) + 1, parent: parent)
    }

    /// `item`'s descendants (and `item` itself, as the root, when `includingParent`), as a
    /// snapshot of their own.
    public func snapshot(of item: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let index = position(item)
        var result = NSDiffableDataSourceSectionSnapshot()
        for descendant in items[index..<subtreeEnd(of: index)] {
            if descendant == item, !includingParent { continue }
            result.items.append(descendant)
            // `item` is the root when included; else its children are.
            if descendant != item, let parent = parents[descendant], parent != item || includingParent {
                result.parents[descendant] = parent
            }
            if expanded.contains(descendant) { result.expanded.insert(descendant) }
        }
        return result
    }

    /// The outline, an item a line, indented by level (`+` expanded, `-` collapsed parents).
    public func visualDescription() -> String {
        items.map { item in
            let mark = items.contains { parents[$0] == item } ? (expanded.contains(item) ? "+ " : "- ") : "  "
            return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: - The outline

    private func position(_ item: ItemIdentifierType) -> Int {
        guard let index = items.firstIndex(of: item) else { fatalError("Invalid item identifier specified: \(item)") }
        return index
    }

    /// The index just past the item at `index` and its descendants.
    private func subtreeEnd(of index: Int) -> Int {
        let level = level(of: items[index])
        var end = index + 1
        while end < items.count, self.level(of: items[end]) > level { end += 1 }
        return end
    }

    private mutating func adopt(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, at index: Int,
        parent: ItemIdentifierType?
    ) {
        checkNew(snapshot.items)
        items.insert(contentsOf: snapshot.items, at: index)
        for item in snapshot.items { parents[item] = snapshot.parents[item] ?? parent }
        expanded.formUnion(snapshot.expanded)
    }

    private func checkNew(_ newItems: [ItemIdentifierType]) {
        var seen = Set(items)
        for item in newItems where !seen.insert(item).inserted {
            fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(item))}")
        }
    }
}
