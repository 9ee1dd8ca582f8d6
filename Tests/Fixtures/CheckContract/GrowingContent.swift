import UIKit

/// Breaks content-size-while-scrolling (a note): the content grows as the user scrolls.
final class GrowingContent: UICollectionViewLayout {
    private var rows = RowGeometry(nil)
    private var extra: CGFloat = 0

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
        extra = ((collectionView?.contentOffset.y ?? 0) / 200).rounded(.down) * 10
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: rows.contentSize.width, height: rows.contentSize.height + extra)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.attributes(indexPath)
    }
}
