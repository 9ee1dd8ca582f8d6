import UIKit

/// Breaks invalidates-every-scroll: every bounds change invalidates, and nothing depends on the bounds.
final class AlwaysInvalidates: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.attributes(indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
