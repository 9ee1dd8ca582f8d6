import UIKit

/// Breaks unreachable-item: only section 0 is laid out (written for one section, given several).
final class OnlyFirstSection: UICollectionViewLayout {
    private var cells: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView, collectionView.numberOfSections > 0 else { return cells = [] }
        let width = collectionView.bounds.width
        cells = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: width, height: 100)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cells.count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cells.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && indexPath.item < cells.count ? cells[indexPath.item] : nil
    }
}
