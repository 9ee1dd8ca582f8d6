import UIKit

/// Breaks layout-raised: asks for section 0 when the data has no sections, which traps as on a device.
final class TrapsOnEmpty: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        _ = collectionView?.numberOfItems(inSection: 0)
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.attributes(indexPath)
    }
}
