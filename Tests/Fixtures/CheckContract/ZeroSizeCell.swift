import UIKit

/// Breaks zero-size-cell (a note): the first item has no width.
final class ZeroSizeCell: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect).map(narrowed)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        narrowed(rows.attributes(indexPath))
    }

    private func narrowed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if attributes.indexPath == IndexPath(item: 0, section: 0) { attributes.size.width = 0 }
        return attributes
    }
}
