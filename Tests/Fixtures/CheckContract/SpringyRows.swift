import UIKit

/// Keeps every rule while UIKit Dynamics moves its rows, as springy layouts do: the rows near
/// the view hang on springs at their resting frames, and a scroll pulls them along by a share
/// of its distance (updateItem(usingCurrentState:) in shouldInvalidateLayout(forBoundsChange:)),
/// so rows move between two passes until the animator's next step invalidates the layout.
final class SpringyRows: UICollectionViewLayout {
    private var rows = RowGeometry(nil)
    private lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    /// The rows on springs, by index path.
    private var springs: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    override func prepare() {
        super.prepare()
        let fresh = RowGeometry(collectionView)
        if fresh.starts != rows.starts || fresh.total != rows.total || fresh.width != rows.width {
            rows = fresh
            animator.removeAllBehaviors()
            springs = [:]
        }
        guard let view = collectionView else { return }
        let near = rows.attributes(in: view.bounds.insetBy(dx: 0, dy: -3 * view.bounds.height))
        let wanted = Set(near.map(\.indexPath))
        for behavior in animator.behaviors {
            guard let spring = behavior as? UIAttachmentBehavior, let item = spring.items.first as? UICollectionViewLayoutAttributes,
                  !wanted.contains(item.indexPath) else { continue }
            animator.removeBehavior(spring)
            springs[item.indexPath] = nil
        }
        for attributes in near where springs[attributes.indexPath] == nil {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1.5
            animator.addBehavior(spring)
            springs[attributes.indexPath] = attributes
        }
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect.insetBy(dx: 0, dy: -RowGeometry.height))
            .map { springs[$0.indexPath] ?? $0 }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        springs[indexPath] ?? rows.attributes(indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        guard newBounds.size == view.bounds.size else { return true }
        let pull = max(-30, min(30, (newBounds.minY - view.bounds.minY) * 0.1))
        for attributes in springs.values {
            attributes.center.y += pull
            animator.updateItem(usingCurrentState: attributes)
        }
        return false
    }
}
