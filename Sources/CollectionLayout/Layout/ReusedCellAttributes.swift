import Foundation

/// The cell attributes a rect query of the SDK's flow layout answered last, handed out again for
/// the same items by the next query, every base property written afresh: UIKit's flow layout
/// keeps its attributes objects too, and a screen of new objects each query (made, then freed)
/// was most of the query's cost. Base-class attributes only (a custom class may keep more than
/// its base properties), and one answer's worth, so memory stays that of a screen.
struct ReusedCellAttributes {
    private var last: [UICollectionViewLayoutAttributes] = []
    private var next: [UICollectionViewLayoutAttributes] = []
    private var cursor = 0

    /// Starts a query's answer (its cells come in increasing section and item order).
    mutating func begin() {
        cursor = 0
        next.removeAll(keepingCapacity: true)
    }

    /// The cell at `section`-`item` with `frame`: last answer's object for it, reset, or a new
    /// one from `make`.
    mutating func cell(section: Int, item: Int, frame: CGRect, make: () -> UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        while cursor < last.count, (last[cursor].storage.section, last[cursor].storage.item) < (section, item) { cursor += 1 }
        let attributes: UICollectionViewLayoutAttributes
        if cursor < last.count, last[cursor].storage.section == section, last[cursor].storage.item == item {
            attributes = last[cursor]
            attributes.storage = .init(center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size, section: section, item: item)
        } else {
            attributes = make()
        }
        if type(of: attributes) == UICollectionViewLayoutAttributes.self { next.append(attributes) }
        return attributes
    }

    /// Ends the answer: its cells are the ones the next query reuses.
    mutating func end() {
        swap(&last, &next)
        next.removeAll(keepingCapacity: true)
    }
}
