import Foundation

/// Flow geometry is solved in line coordinates: `along` runs inside a line (x when scrolling
/// vertically, y when horizontally) and `across` stacks the lines (y, or x). This maps them back.
struct FlowAxis {
    let vertical: Bool

    func rect(along: CGFloat, across: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: along, y: across, width: length, height: thickness)
            : CGRect(x: across, y: along, width: thickness, height: length)
    }

    /// The extent of a size inside a line.
    func length(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    /// The extent of a size across lines.
    func thickness(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    /// The rect's range across lines: (start, end).
    func acrossRange(_ rect: CGRect) -> (CGFloat, CGFloat) { vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }

    /// Section insets in line terms.
    func insets(_ inset: UIEdgeInsets) -> FlowInsets {
        vertical
            ? FlowInsets(alongStart: inset.left, alongEnd: inset.right, acrossStart: inset.top, acrossEnd: inset.bottom)
            : FlowInsets(alongStart: inset.top, alongEnd: inset.bottom, acrossStart: inset.left, acrossEnd: inset.right)
    }
}

/// A section's insets in line terms.
struct FlowInsets: Equatable {
    var alongStart, alongEnd, acrossStart, acrossEnd: CGFloat
}
