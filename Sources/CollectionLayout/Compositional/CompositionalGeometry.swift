import Foundation

/// Every section of a compositional layout, solved, with the layout's global boundary items:
/// the element queries by index path and by rect (sections found by binary search, groups by
/// division).
struct CompositionalGeometry {
    let axis: CompositionalAxis
    let sections: [CompositionalSection]
    let globals: [CompositionalSection.Boundary]
    /// The content's cross extent (its width when scrolling vertically).
    let contentLength: CGFloat
    /// Where the content ends along the main axis.
    let end: CGFloat

    static let empty = CompositionalGeometry(axis: CompositionalAxis(vertical: true), sections: [], globals: [], contentLength: 0, end: 0)

    var contentSize: CGSize {
        axis.vertical ? CGSize(width: contentLength, height: end) : CGSize(width: end, height: contentLength)
    }

    /// The sections whose extent touches [a0, a1] along the main axis.
    func sections(across a0: CGFloat, _ a1: CGFloat) -> Range<Int> {
        SectionSearch.touching(count: sections.count, start: { sections[$0].start }, end: { sections[$0].end }, a0, a1)
    }

    /// A cell's frame and zIndex.
    func item(_ indexPath: IndexPath) -> SolvedGroup.Item? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        let (index, leaf) = section.locate(indexPath.item)
        let (group, origin) = section.group(index)
        guard group.items.indices.contains(leaf) else { return nil }
        var item = group.items[leaf]
        item.frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
        return item
    }
}
