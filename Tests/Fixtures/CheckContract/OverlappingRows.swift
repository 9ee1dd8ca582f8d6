import UIKit

/// Breaks overlapping-cells (a note): rows 100 points tall, 50 apart, all at zIndex 0.
final class OverlappingRows: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: rows.contentSize.width, height: rows.contentSize.height / 2 + 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Squeezed rows in `rect` are rows in a rect twice as tall, found by arithmetic.
        let unsqueezed = CGRect(x: rect.minX, y: rect.minY * 2 - 100, width: rect.width, height: rect.height * 2 + 200)
        return rows.attributes(in: unsqueezed).map(squeezed).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        squeezed(rows.attributes(indexPath))
    }

    private func squeezed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        attributes.frame.origin.y /= 2
        return attributes
    }
}
