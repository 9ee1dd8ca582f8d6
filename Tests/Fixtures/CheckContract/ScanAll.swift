import UIKit

/// Breaks rect-query-scaling: the rect query filters every cached attribute.
final class ScanAll: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var size = CGSize.zero

    override func prepare() {
        super.prepare()
        let rows = RowGeometry(collectionView)
        cache = rows.all()
        size = rows.contentSize
    }

    override var collectionViewContentSize: CGSize { size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        RowGeometry(collectionView).attributes(indexPath)
    }
}
