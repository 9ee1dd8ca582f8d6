import UIKit

/// Breaks changed-without-invalidation: cells move with the offset, and nothing invalidates the layout.
final class DriftingCells: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    private var drift: CGFloat { (collectionView?.contentOffset.y ?? 0) / 100 }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect).map { attributes in
            attributes.frame.origin.x = drift
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = rows.attributes(indexPath)
        attributes.frame.origin.x = drift
        return attributes
    }
}
