/// A section/item index pair, the headless equivalent of an item `IndexPath`.
public struct ItemPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index inside the section.
    public var item: Int

    /// Creates a position from a section index and an item index.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders positions by section, then by item.
    public static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// The position as `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
