import UIKit

/// Breaks target-offset-outside: a fling ends 5000 points past where it was proposed.
final class OvershootingTarget: UICollectionViewLayout {
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

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + 5000)
    }
}
