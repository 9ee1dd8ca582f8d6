import CollectionLayout
import Foundation
import Testing

/// UICollectionViewTransitionLayout and the display scale's pixel grid, in the SDK.
@MainActor struct TransitionLayoutTests {
    /// Two fixed layouts: one cell at (0, 0, 100, 100) in the first, (200, 100, 50, 50) in the second.
    final class Fixed: UICollectionViewLayout {
        let frame: CGRect
        let size: CGSize
        init(_ frame: CGRect, size: CGSize) {
            self.frame = frame
            self.size = size
            super.init()
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var collectionViewContentSize: CGSize { size }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            indexPath.item == 0 ? attributes(indexPath) : nil
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frame.intersects(rect) ? [attributes(IndexPath(item: 0, section: 0))] : []
        }
        private func attributes(_ path: IndexPath) -> UICollectionViewLayoutAttributes {
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = frame
            return a
        }
    }

    /// At progress t each value is a + (b − a)·t: at 0.25 the centre is (50 + 175·0.25,
    /// 50 + 75·0.25) = (93.75, 68.75) and the size 100 − 50·0.25 = 87.5; the content size
    /// (300 + 100·0.25) × (400 − 200·0.25) = 325 × 350.
    @Test func elementsMoveTheProgressOfTheWay() throws {
        let transition = UICollectionViewTransitionLayout(
            currentLayout: Fixed(CGRect(x: 0, y: 0, width: 100, height: 100), size: CGSize(width: 300, height: 400)),
            nextLayout: Fixed(CGRect(x: 200, y: 100, width: 50, height: 50), size: CGSize(width: 400, height: 200)))
        transition.transitionProgress = 0.25
        let cell = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.center == CGPoint(x: 93.75, y: 68.75))
        #expect(cell.size == CGSize(width: 87.5, height: 87.5))
        #expect(transition.collectionViewContentSize == CGSize(width: 325, height: 350))
        // The cell is in the first layout's rect (0…100) only; the next layout is asked by path.
        let shown = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 120, height: 90)) ?? []
        #expect(shown.count == 1 && shown[0].center == CGPoint(x: 93.75, y: 68.75))
        transition.updateValue(7, forAnimatedKey: "blur")
        #expect(transition.value(forAnimatedKey: "blur") == 7 && transition.value(forAnimatedKey: "other") == 0)
    }

    /// An element one layout lacks fades: alpha 1 − t when it leaves, t when it arrives.
    @Test func anElementOnOneSideFades() {
        let g = UICollectionViewTransitionLayout.Geometry(
            center: CGPoint(x: 10, y: 10), size: CGSize(width: 4, height: 4),
            transform3D: CATransform3DIdentity, alpha: 1)
        #expect(UICollectionViewTransitionLayout.interpolate(g, nil, progress: 0.25).alpha == 0.75)
        #expect(UICollectionViewTransitionLayout.interpolate(nil, g, progress: 0.25).alpha == 0.25)
        #expect(UICollectionViewTransitionLayout.interpolate(nil, g, progress: 0.25).center == g.center)
    }

    /// UIKit's default moving attributes: the item's own, centred on the finger, zIndex Int.max;
    /// the movement contexts carry the paths and the point.
    @Test func movingItemDefaults() {
        let layout = Fixed(CGRect(x: 0, y: 0, width: 100, height: 100), size: .zero)
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 0, section: 0), withTargetPosition: CGPoint(x: 7, y: 9))
        #expect(moving.center == CGPoint(x: 7, y: 9) && moving.size == CGSize(width: 100, height: 100) && moving.zIndex == Int.max)
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [IndexPath(item: 2, section: 0)], withTargetPosition: CGPoint(x: 1, y: 2),
            previousIndexPaths: [IndexPath(item: 1, section: 0)], previousPosition: .zero)
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
        #expect(context.interactiveMovementTarget == CGPoint(x: 1, y: 2))
        // No collection view, so no cell under the point: the item keeps its path.
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 3, section: 0), withPosition: .zero) == IndexPath(item: 3, section: 0))
    }
}
