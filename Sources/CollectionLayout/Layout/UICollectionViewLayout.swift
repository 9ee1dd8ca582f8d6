import Foundation

/// UIKit's abstract layout: subclass it and override what UIKit lets you override.
///
/// The defaults are UIKit's: nothing is laid out, bounds changes do not invalidate, and the
/// proposed content offset is the target.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (the host's simulated one).
    public internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// The attributes class this layout creates; override to use a custom subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The invalidation context class this layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Called first in every layout update after an invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Asked on every bounds change, scrolling included. UIKit's default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// A fresh context of `invalidationContextClass` for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Marks the whole layout invalid; the work happens in the next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts named by `context` invalid. Overrides must call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.host?.layoutDidInvalidate(context)
    }

    /// Where scrolling should stop after an update or a layout change.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling should stop at the end of a drag; velocity in points per millisecond.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// A new context of this layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let concrete = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            return UICollectionViewLayoutInvalidationContext()
        }
        return concrete.init()
    }
}
