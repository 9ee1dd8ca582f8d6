import UIKit

/// Rows of 100 points, one an item, every section's under the one before, as wide as the view:
/// the geometry the contract fixtures share. ContractRows keeps every rule of `check`; each
/// other layout here breaks one, as app code does.
struct RowGeometry {
    static let height: CGFloat = 100
    var width: CGFloat = 0
    /// The first row of each section.
    var starts: [Int] = []
    var total = 0

    init(_ collectionView: UICollectionView?) {
        guard let collectionView else { return }
        width = collectionView.bounds.width
        for section in 0..<collectionView.numberOfSections {
            starts.append(total)
            total += collectionView.numberOfItems(inSection: section)
        }
    }

    var contentSize: CGSize { CGSize(width: width, height: CGFloat(total) * Self.height) }

    func frame(_ indexPath: IndexPath) -> CGRect {
        CGRect(x: 0, y: CGFloat(starts[indexPath.section] + indexPath.item) * Self.height, width: width, height: Self.height)
    }

    func attributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(indexPath)
        return attributes
    }

    /// The index path of global row `row`: the last section starting at or before it.
    func indexPath(ofRow row: Int) -> IndexPath {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: row - starts[low], section: low)
    }

    /// The cells in `rect`, found by arithmetic (no scan).
    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard total > 0, rect.maxY > 0 else { return [] }
        let first = max(0, Int((rect.minY / Self.height).rounded(.down)))
        let last = min(total - 1, Int((rect.maxY / Self.height).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).map { attributes(indexPath(ofRow: $0)) }.filter { $0.frame.intersects(rect) }
    }

    /// Every cell, in order.
    func all() -> [UICollectionViewLayoutAttributes] {
        (0..<total).map { attributes(indexPath(ofRow: $0)) }
    }
}
