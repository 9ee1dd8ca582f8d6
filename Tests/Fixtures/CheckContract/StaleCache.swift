import UIKit

/// Breaks index-path-outside-data: the classic cache that prepare() fills once and never again.
final class StaleCache: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var size = CGSize.zero

    override func prepare() {
        super.prepare()
        guard cache.isEmpty else { return }
        let rows = RowGeometry(collectionView)
        cache = rows.all()
        size = rows.contentSize
    }

    override var collectionViewContentSize: CGSize { size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
