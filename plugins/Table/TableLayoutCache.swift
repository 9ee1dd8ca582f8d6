import UIKit

/// The seed's frame cache: every row's frame computed once in prepare(), then only read.
class TableLayoutCache {
    // MARK: - Calculation

    func recalculateDefaultFrames(numberOfItems: Int) {
        defaultFrames = (0..<numberOfItems).map { defaultCellFrame(atRow: $0) }
    }

    func defaultCellFrame(atRow row: Int) -> CGRect {
        let y = itemSize.height * CGFloat(row)
        let defaultFrame = CGRect(x: 0, y: y, width: collectionWidth, height: itemSize.height)
        return defaultFrame
    }

    // MARK: - Access

    func visibleRows(in frame: CGRect) -> [Int] {
        return defaultFrames
            .enumerated()  // Index to frame relation
            .filter { $0.element.intersects(frame) }  // Filter by frame
            .map { $0.offset }  // Return indexes
    }

    /// The same rows found by binary search: frames are sorted by minY and do not overlap, so
    /// only the rows between the first frame reaching rect.minY and the last starting before
    /// rect.maxY can intersect; those are checked with the same `intersects` as above.
    func visibleRowsBinarySearch(in frame: CGRect) -> [Int] {
        let first = firstIndex { $0.maxY >= frame.minY }
        let end = firstIndex { $0.minY > frame.maxY }
        guard first < end else { return [] }
        return (first..<end).filter { defaultFrames[$0].intersects(frame) }
    }

    /// The first index whose frame satisfies `predicate` (which must be monotone).
    private func firstIndex(where predicate: (CGRect) -> Bool) -> Int {
        var low = 0, high = defaultFrames.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(defaultFrames[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    var contentSize: CGSize {
        return CGSize(width: collectionWidth, height: defaultFrames.last?.maxY ?? 0)
    }

    static var zero: TableLayoutCache {
        return TableLayoutCache(itemSize: .zero, collectionWidth: 0)
    }

    init(itemSize: CGSize, collectionWidth: CGFloat) {
        self.itemSize = itemSize
        self.collectionWidth = collectionWidth
    }

    private let itemSize: CGSize
    private let collectionWidth: CGFloat
    private(set) var defaultFrames = [CGRect]()
}
