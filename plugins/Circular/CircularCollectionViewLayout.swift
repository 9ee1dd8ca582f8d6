import UIKit

/// The seed's ferris wheel (seed 004, Objective-C, after Ray Wenderlich's circular layout
/// tutorial): every cell sits at the centre of the screen, turned about a point `radius` below
/// its centre (its anchorPoint) by its angle, so the cells form an arc of a wheel; scrolling
/// horizontally turns the wheel from the first item (offset 0, angle 0) to the last (the end of
/// the content, the last item at angle 0).
///
/// prepare() computes the attributes of every item, layoutAttributesForElements(in:) returns
/// them all regardless of the rect, as the seed does.
class CircularCollectionViewLayout: UICollectionViewLayout {
    /// The size of every cell.
    var itemSize = CGSize(width: 133, height: 173) {
        didSet { invalidateLayout() }
    }

    /// The distance from a cell's centre to the centre of the wheel.
    var radius: CGFloat = 500 {
        didSet { invalidateLayout() }
    }

    /// The angle between two neighbouring cells: the one whose tangent is itemSize.width / radius.
    var anglePerItem: CGFloat {
        return atan(itemSize.width / radius)
    }

    /// The angle of the wheel at the end of the content: the last item at angle 0.
    var angleAtExtreme: CGFloat {
        return itemCount > 0 ? -CGFloat(itemCount - 1) * anglePerItem : 0
    }

    /// The wheel's angle (item 0's angle) for the current offset: 0 at the start of the content,
    /// angleAtExtreme at its end; 0 when the content is not wider than the bounds.
    var angle: CGFloat {
        let scrollableWidth = collectionViewContentSize.width - collectionView!.bounds.width
        guard scrollableWidth > 0 else { return 0 }
        return angleAtExtreme * collectionView!.contentOffset.x / scrollableWidth
    }

    var itemCount: Int {
        return collectionView!.numberOfItems(inSection: 0)
    }

    /// What prepare() computed, in index order, from item `startIndex` on.
    private(set) var layoutAttributes: [CircularCollectionViewLayoutAttributes] = []
    private(set) var startIndex = 0

    override class var layoutAttributesClass: AnyClass {
        return CircularCollectionViewLayoutAttributes.self
    }

    override func prepare() {
        super.prepare()
        let range = preparedIndexRange()
        startIndex = range.startIndex
        layoutAttributes = range.map { attributes(forItem: $0) }
    }

    /// The items prepare() computes: all of them.
    func preparedIndexRange() -> Range<Int> {
        return 0..<itemCount
    }

    /// One item's attributes for the current offset: centred on the screen, turned about the
    /// point `radius` below its centre.
    func attributes(forItem item: Int) -> CircularCollectionViewLayoutAttributes {
        let centerX = collectionView!.contentOffset.x + collectionView!.bounds.width / 2.0
        let anchorPointY = ((itemSize.height / 2) + radius) / itemSize.height

        let attribute = CircularCollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attribute.size = itemSize
        attribute.center = CGPoint(x: centerX, y: collectionView!.bounds.midY)
        attribute.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
        attribute.angle = angle + anglePerItem * CGFloat(item)
        return attribute
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return layoutAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let index = indexPath.row - startIndex
        guard indexPath.section == 0, layoutAttributes.indices.contains(index) else { return nil }
        return layoutAttributes[index]
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: CGFloat(itemCount) * itemSize.width, height: collectionView!.bounds.height)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

/// The wheel preparing only the items that can be on screen, with the seed's commented-out
/// code: theta is the angle, seen from the wheel's centre, of the screen's half width; the items
/// whose angle lies within ±theta (rounded out to whole items) are prepared.
///
/// Every element it returns equals CircularCollectionViewLayout's for the same index path.
final class FastCircularCollectionViewLayout: CircularCollectionViewLayout {
    override func preparedIndexRange() -> Range<Int> {
        guard itemCount > 0 else { return 0..<0 }
        let bounds = collectionView!.bounds
        var startIndex = 0
        var endIndex = itemCount - 1
        let theta = atan2(bounds.width / 2.0, radius + (itemSize.height / 2.0) - bounds.height / 2.0)
        // Item positions clamped to 0...itemCount before they become Ints: a huge offset turns
        // the wheel by more than Int can count items.
        func itemPosition(_ value: CGFloat) -> Int {
            value.isNaN ? 0 : Int(max(0, min(CGFloat(itemCount), value)))
        }
        if angle < -theta {
            startIndex = itemPosition(floor((-angle - theta) / anglePerItem))
        }
        endIndex = min(endIndex, itemPosition(ceil((-angle + theta) / anglePerItem)))
        if endIndex < startIndex {
            startIndex = 0
            endIndex = 0
        }
        return startIndex..<(endIndex + 1)
    }

    /// Any item, prepared or not (the seed indexes its array by row, which is wrong once the
    /// range does not start at 0).
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let prepared = super.layoutAttributesForItem(at: indexPath) { return prepared }
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.row) else { return nil }
        return attributes(forItem: indexPath.row)
    }
}
