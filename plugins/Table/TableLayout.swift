import UIKit

/// The seed's TableLayout: full-width rows one after another, like UITableView.
///
/// plugins/Pizza builds PizzaHalfSelectorLayout on this class, as the seed does, through a
/// symbolic link to this file (a target cannot compile another target's files).
class TableLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
        return cache.contentSize
    }

    override func prepare() {
        super.prepare()
        let numberOfItems = collectionView!.numberOfItems(inSection: section)
        cache = TableLayoutCache(itemSize: itemSize, collectionWidth: collectionView!.bounds.width)
        cache.recalculateDefaultFrames(numberOfItems: numberOfItems)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let indexes = cache.visibleRows(in: rect)
        let cells = indexes.map { (row) -> UICollectionViewLayoutAttributes? in
            let path = IndexPath(row: row, section: section)
            let attributes = layoutAttributesForItem(at: path)
            return attributes
        }.compactMap { $0 }
        return cells
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = cache.defaultCellFrame(atRow: indexPath.row)
        return attributes
    }

    var itemSize: CGSize = .zero {
        didSet {
            invalidateLayout()
        }
    }

    let section = 0
    var cache = TableLayoutCache.zero
}
