import Foundation

/// One section of a flow layout, solved: where its header, lines and footer sit across lines.
///
/// The header starts the section; the first line follows the header and the top inset (no line
/// spacing between header and first line); the footer follows the last line and the bottom
/// inset; the next section starts at the footer's end.
struct FlowSection {
    enum Placement {
        case uniform(FlowUniformGrid)
        case lines(FlowLines)
    }

    let start: CGFloat
    let headerThickness: CGFloat
    let footerThickness: CGFloat
    let footerStart: CGFloat
    let itemCount: Int
    let placement: Placement

    /// Where the section ends across lines: the footer's end.
    var end: CGFloat { footerStart + footerThickness }

    init(metrics: FlowSectionMetrics, start: CGFloat, contentLength: CGFloat, axis: FlowAxis) {
        self.start = start
        headerThickness = metrics.headerThickness
        footerThickness = metrics.footerThickness
        itemCount = metrics.itemCount
        let insets = metrics.insets
        let itemsStart = start + metrics.headerThickness + insets.acrossStart
        let lineLength = contentLength - insets.alongStart - insets.alongEnd
        let itemsEnd: CGFloat
        switch metrics.sizes {
        case .uniform(let size):
            let grid = FlowUniformGrid(
                count: metrics.itemCount, length: axis.length(size), thickness: axis.thickness(size),
                lineLength: lineLength, origin: insets.alongStart, interitemSpacing: metrics.interitemSpacing,
                lineSpacing: metrics.lineSpacing, itemsStart: itemsStart)
            placement = .uniform(grid)
            itemsEnd = grid.itemsEnd
        case .each(let sizes):
            let lines = FlowLines(
                sizes: sizes, lineLength: lineLength, origin: insets.alongStart, interitemSpacing: metrics.interitemSpacing,
                lineSpacing: metrics.lineSpacing, itemsStart: itemsStart, axis: axis)
            placement = .lines(lines)
            itemsEnd = lines.itemsEnd ?? itemsStart
        }
        footerStart = itemsEnd + insets.acrossEnd
    }

    func frame(ofItem item: Int, axis: FlowAxis) -> CGRect {
        switch placement {
        case .uniform(let grid): return grid.frame(of: item, axis: axis)
        case .lines(let lines): return lines.frames[item]
        }
    }

    /// The items whose lines touch the closed interval [a0, a1] across lines.
    func items(across a0: CGFloat, _ a1: CGFloat) -> Range<Int> {
        switch placement {
        case .uniform(let grid): return grid.items(across: a0, a1)
        case .lines(let lines): return lines.items(across: a0, a1)
        }
    }
}
