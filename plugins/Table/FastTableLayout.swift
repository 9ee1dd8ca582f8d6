import UIKit

/// TableLayout answering the rect query by binary search over the cached frames instead of
/// filtering every one: the same elements, O(log n + visible) instead of O(n).
final class FastTableLayout: TableLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.visibleRowsBinarySearch(in: rect).compactMap { row in
            layoutAttributesForItem(at: IndexPath(row: row, section: section))
        }
    }
}
