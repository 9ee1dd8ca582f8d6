import UIKit

/// Breaks answers-far-outside-rect: every rect query gets every cell.
final class EverythingAnswered: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.all()
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.attributes(indexPath)
    }
}
