import UIKit

/// Breaks invalid-frame: the second item is placed at x = NaN (a division by an empty count).
final class NonFiniteFrame: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect).map(broken)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        broken(rows.attributes(indexPath))
    }

    private func broken(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let empty: CGFloat = 0
        if attributes.indexPath.item == 1 { attributes.frame.origin.x = empty / empty }
        return attributes
    }
}
