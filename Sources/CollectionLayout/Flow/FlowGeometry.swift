import Foundation

/// Every section of a flow layout, solved, and the queries on them: an item's frame, a header's
/// or footer's, and the elements in a rect, found by binary search over sections and lines.
struct FlowGeometry {
    let axis: FlowAxis
    /// The content's extent inside a line: the collection view's width minus the adjusted
    /// content insets (vertical), or its height (horizontal).
    let contentLength: CGFloat
    private(set) var sections: [FlowSection] = []

    init(axis: FlowAxis, contentLength: CGFloat, metrics: [FlowSectionMetrics]) {
        self.axis = axis
        self.contentLength = contentLength
        sections.reserveCapacity(metrics.count)
        var start: CGFloat = 0
        for section in metrics {
            let solved = FlowSection(metrics: section, start: start, contentLength: contentLength, axis: axis)
            sections.append(solved)
            start = solved.end
        }
    }

    static let empty = FlowGeometry(axis: FlowAxis(vertical: true), contentLength: 0, metrics: [])

    var contentSize: CGSize {
        let extent = sections.last?.end ?? 0
        return axis.vertical ? CGSize(width: contentLength, height: extent) : CGSize(width: extent, height: contentLength)
    }

    func itemFrame(_ indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section), (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].frame(ofItem: indexPath.item, axis: axis)
    }

    /// The header's natural frame (full content length across the line axis), nil without one.
    func headerFrame(_ section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].headerThickness > 0 else { return nil }
        let s = sections[section]
        return axis.rect(along: 0, across: s.start, length: contentLength, thickness: s.headerThickness)
    }

    func footerFrame(_ section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].footerThickness > 0 else { return nil }
        let s = sections[section]
        return axis.rect(along: 0, across: s.footerStart, length: contentLength, thickness: s.footerThickness)
    }

    /// The sections whose extent touches the closed interval [a0, a1] across lines.
    func sections(across a0: CGFloat, _ a1: CGFloat) -> Range<Int> {
        SectionSearch.touching(count: sections.count, start: { sections[$0].start }, end: { sections[$0].end }, a0, a1)
    }
}
