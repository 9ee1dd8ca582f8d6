import UIKit

/// Breaks queries-disagree: the item query answers 10 points lower than the rect query.
final class WrongItemQuery: UICollectionViewLayout {
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
        let attributes = rows.attributes(indexPath)
        attributes.frame.origin.y += 10
        return attributes
    }
}
