import Foundation

/// The items of a section whose sizes differ: broken into lines greedily, each item's frame
/// stored, and lines found by binary search.
///
/// A full line of two or more items is justified; a line of one item that is not the last is
/// centred; the last line is left-aligned with exactly the minimum inter-item spacing. Across
/// a line, each item is centred on the line's thickness (its tallest item).
struct FlowLines {
    private(set) var frames: [CGRect] = []
    /// Per line: its first item, and where it starts and ends across lines.
    private(set) var firstItems: [Int] = []
    private(set) var starts: [CGFloat] = []
    private(set) var ends: [CGFloat] = []

    init(
        sizes: [CGSize], lineLength: CGFloat, origin: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat,
        itemsStart: CGFloat, axis: FlowAxis
    ) {
        frames.reserveCapacity(sizes.count)
        var lineStart = itemsStart
        var first = 0
        while first < sizes.count {
            // Greedy: the first item, then each next one while it fits with the spacing.
            var used = axis.length(sizes[first]), thickness = axis.thickness(sizes[first])
            var next = first + 1
            while next < sizes.count, used + interitemSpacing + axis.length(sizes[next]) <= lineLength {
                used += interitemSpacing + axis.length(sizes[next])
                thickness = max(thickness, axis.thickness(sizes[next]))
                next += 1
            }
            let n = next - first, isLast = next == sizes.count
            var along: CGFloat, gap: CGFloat
            if isLast {
                (along, gap) = (origin, interitemSpacing)
            } else if n == 1 {
                (along, gap) = (origin + (lineLength - used) / 2, 0)
            } else {
                let lengths = used - CGFloat(n - 1) * interitemSpacing
                (along, gap) = (origin, (lineLength - lengths) / CGFloat(n - 1))
            }
            for item in first..<next {
                let size = sizes[item]
                let across = lineStart + (thickness - axis.thickness(size)) / 2
                frames.append(axis.rect(along: along, across: across, length: axis.length(size), thickness: axis.thickness(size)))
                along += axis.length(size) + gap
            }
            firstItems.append(first)
            starts.append(lineStart)
            ends.append(lineStart + thickness)
            lineStart += thickness + lineSpacing
            first = next
        }
    }

    /// The across end of the last line (nil when there are no items).
    var itemsEnd: CGFloat? { ends.last }

    /// The items on lines touching the closed interval [a0, a1]: lines' ends only grow, so
    /// the first is found by binary search.
    func items(across a0: CGFloat, _ a1: CGFloat) -> Range<Int> {
        var low = 0, high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] >= a0 { high = middle } else { low = middle + 1 }
        }
        var line = low
        guard line < starts.count, starts[line] <= a1 else { return 0..<0 }
        let from = firstItems[line]
        while line + 1 < starts.count, starts[line + 1] <= a1 { line += 1 }
        return from..<(line + 1 < firstItems.count ? firstItems[line + 1] : frames.count)
    }
}
