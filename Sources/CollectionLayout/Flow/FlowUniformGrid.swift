import Foundation

/// The items of a section whose sizes are all equal: positions are arithmetic, nothing is
/// stored per item, and a rect query finds its lines by division.
///
/// Full lines are justified (the first item at the inset, the last flush with the far inset); a
/// line of one item is centred; the last line keeps the columns of the full lines above it, as
/// UIKit's uniform fast path does.
struct FlowUniformGrid {
    let count: Int
    let length: CGFloat, thickness: CGFloat
    let perLine: Int
    /// Along-line position of the first column, and the step from one column to the next.
    let alongOrigin: CGFloat, alongStep: CGFloat
    /// Across position of the first line, and the step from one line to the next.
    let itemsStart: CGFloat, lineStep: CGFloat

    init(
        count: Int, length: CGFloat, thickness: CGFloat, lineLength: CGFloat, origin: CGFloat,
        interitemSpacing: CGFloat, lineSpacing: CGFloat, itemsStart: CGFloat
    ) {
        self.count = count
        self.length = length
        self.thickness = thickness
        self.itemsStart = itemsStart
        lineStep = thickness + lineSpacing
        let perLine = FlowUniformGrid.itemsPerLine(count: count, length: length, spacing: interitemSpacing, lineLength: lineLength)
        self.perLine = perLine
        if perLine <= 1 {
            alongOrigin = origin + (lineLength - length) / 2
            alongStep = 0
        } else {
            // Justified: the leftover space splits evenly between the perLine − 1 gaps.
            alongOrigin = origin
            alongStep = length + (lineLength - CGFloat(perLine) * length) / CGFloat(perLine - 1)
        }
    }

    /// How many items the greedy rule puts on a line: the first, then one more while
    /// used + spacing + length ≤ lineLength. Never fewer than one, never more than `count`.
    static func itemsPerLine(count: Int, length: CGFloat, spacing: CGFloat, lineLength: CGFloat) -> Int {
        guard count > 1 else { return max(count, 1) }
        guard length + spacing > 0 else { return count }
        let estimate = ((lineLength - length) / (length + spacing)).rounded(.down) + 1
        var k = estimate.isFinite ? Int(max(1, min(Double(count), Double(estimate)))) : count
        func fits(_ n: Int) -> Bool { CGFloat(n) * length + CGFloat(n - 1) * spacing <= lineLength }
        while k > 1 && !fits(k) { k -= 1 }
        while k < count && fits(k + 1) { k += 1 }
        return k
    }

    var lineCount: Int { count == 0 ? 0 : (count + perLine - 1) / perLine }

    /// The across end of the last line (itemsStart when there are no items).
    var itemsEnd: CGFloat { lineCount == 0 ? itemsStart : itemsStart + CGFloat(lineCount - 1) * lineStep + thickness }

    func frame(of item: Int, axis: FlowAxis) -> CGRect {
        let line = item / perLine, column = item % perLine
        return axis.rect(
            along: alongOrigin + CGFloat(column) * alongStep, across: itemsStart + CGFloat(line) * lineStep,
            length: length, thickness: thickness)
    }

    /// The items on lines touching the closed interval [a0, a1] across lines (CGRect's
    /// intersects counts shared edges, so the per-item filter after this decides).
    func items(across a0: CGFloat, _ a1: CGFloat) -> Range<Int> {
        guard lineCount > 0, a1 >= a0 else { return 0..<0 }
        guard lineStep > 0 else { return a0 <= itemsStart + thickness && a1 >= itemsStart ? 0..<count : 0..<0 }
        // Line j spans [itemsStart + j·step, + thickness]: it touches when it starts at or
        // before a1 and ends at or after a0.
        let first = ((a0 - itemsStart - thickness) / lineStep).rounded(.up)
        let last = ((a1 - itemsStart) / lineStep).rounded(.down)
        let lines = Double(lineCount)
        let from = Int(max(0, min(lines, Double(first)))), to = Int(max(-1, min(lines - 1, Double(last))))
        guard from <= to else { return 0..<0 }
        return (from * perLine)..<min(count, (to + 1) * perLine)
    }
}
