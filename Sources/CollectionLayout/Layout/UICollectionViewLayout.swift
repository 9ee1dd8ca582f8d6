import Foundation

/// UIKit's abstract layout: subclass it and override what UIKit lets you override.
///
/// The defaults are UIKit's: nothing is laid out, bounds changes do not invalidate, and the
/// proposed content offset is the target.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (the host's simulated one). Open and read-only as
    /// UIKit's, so a subclass may narrow it (`override var collectionView: UICollectionView {
    /// super.collectionView! }`).
    open var collectionView: UICollectionView? { attachedCollectionView }
    weak var attachedCollectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// UIKit's layouts adopt NSCoding, so every subclass with an initialiser of its own carries
    /// this one; nothing here decodes a layout, so it makes a default one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Called after a storyboard or nib made the layout; never here, but overrides compile.
    open func awakeFromNib() {}

    /// Interface Builder's live preview hook; never called here.
    open func prepareForInterfaceBuilder() {}

    /// The attributes class this layout creates; override to use a custom subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// `layoutAttributesClass` as the SDK's layouts make it, asked once per layout (the cast is a
    /// runtime lookup, which every element of every query made before): nil for the base class.
    lazy var customAttributesClass: UICollectionViewLayoutAttributes.Type? = {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type == UICollectionViewLayoutAttributes.self ? nil : type
    }()

    /// True while the host's own rect query runs (set by the SDK's glue): its answer goes to the
    /// host alone, which keeps no object code can reach, so nothing can change what it hands out.
    var isAnsweringTheHost = false

    /// The invalidation context class this layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Registers the view class for a decoration kind. There are no views here, so the SDK only
    /// keeps the call compiling; decoration attributes reach the host by their kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// Registers a nib for a decoration kind; kept compiling, as the class form.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

    /// Called first in every layout update after an invalidation.
    open func prepare() {}

    /// Told of a change to an observed key path: never, here (observations never fire). Declared
    /// in the class so an app's override compiles.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

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

    /// Marks the whole layout invalid; the work happens in the next layout pass. Inside one of
    /// the collection view's own invalidations it forwards that context (see `invalidate(using:)`).
    open func invalidateLayout() {
        if let context = pendingInvalidationContext {
            pendingInvalidationContext = nil
            invalidateLayout(with: context)
            return
        }
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// The collection view's own invalidations (reloadData, batch updates, a bounds change, a new
    /// layout) as UIKit's private `_invalidateLayoutUsingContext:` makes them: the context is
    /// kept while the public invalidateLayout() runs, so an override of it runs first and its
    /// super call hands the context to invalidateLayout(with:).
    func invalidate(using context: UICollectionViewLayoutInvalidationContext) {
        let outer = pendingInvalidationContext
        pendingInvalidationContext = context
        defer { pendingInvalidationContext = outer }
        invalidateLayout()
    }

    /// The context of the collection view's invalidation under way (`invalidate(using:)`).
    private var pendingInvalidationContext: UICollectionViewLayoutInvalidationContext?

    /// Marks the parts named by `context` invalid. Overrides must call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidations &+= 1
        collectionView?.host?.layoutDidInvalidate(context)
    }

    /// Invalidations that reached the base class: a parameter whose setter made none is followed
    /// by invalidateLayout() (LayoutInstanceHandle.setParameter).
    var invalidations = 0

    /// Animators made with UIDynamicAnimator(collectionViewLayout:), advanced by the host's frames.
    var dynamicAnimators: [WeakDynamicAnimator] = []

    /// Advances this layout's animators by one frame of `seconds`; invalidates the layout when
    /// one moved an item, as UIKit's animator does. True while any is still running.
    func advanceDynamics(seconds: Double) -> Bool {
        dynamicAnimators.removeAll { $0.animator == nil }
        var moved = false
        for reference in dynamicAnimators {
            if reference.animator?.advance(seconds: seconds) == true { moved = true }
        }
        if moved { invalidateLayout() }
        return dynamicsRunning
    }

    /// Whether one of this layout's animators still runs (its items have not come to rest).
    var dynamicsRunning: Bool { dynamicAnimators.contains { $0.animator?.isRunning == true } }

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

    // MARK: - Batch updates

    /// Called with the update items of a batch update, after prepare().
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called when the batch update's animations have been set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing item starts. UIKit's base class: an item the update inserts (or
    /// reloads) fades in, its final attributes at alpha 0; nil (from where it was) otherwise.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        updateTransitionDefaults?.appearingItem(at: itemIndexPath) { layoutAttributesForItem(at: itemIndexPath) }
    }

    /// Where a disappearing item ends. UIKit's base class: an item the update deletes (or
    /// reloads) fades out, its attributes before the update at alpha 0; nil otherwise.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        updateTransitionDefaults?.disappearingItem(at: itemIndexPath)
    }

    /// The batch update being animated, for the defaults above (UIKit records it before
    /// prepare(forCollectionViewUpdates:) and forgets it after finalizeCollectionViewUpdates()).
    var updateTransitionDefaults: UpdateTransitionDefaults?

    /// Called before an animated change of the collection view's bounds (a rotation), with the
    /// bounds before it. Default: nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after the animated bounds change's appearing and disappearing attributes. Default: nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Whether the collection view mirrors this layout's horizontal coordinates when its layout
    /// direction is not `developmentLayoutDirection`. UIKit's default: false.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was designed in. UIKit's default is the main bundle's
    /// development language's; here left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The supplementary views of `elementKind` an update inserts; UIKit asks after
    /// prepare(forCollectionViewUpdates:). Default: none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` an update deletes. Default: none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update inserts. Default: none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update deletes. Default: none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an appearing supplementary view starts. UIKit's base class: one of a section the
    /// update inserts, or one the layout says it inserts, fades in; nil otherwise.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateTransitionDefaults?.appearingView(at: elementIndexPath, listed: { indexPathsToInsertForSupplementaryView(ofKind: elementKind) }) {
            layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
        }
    }

    /// Where a disappearing supplementary view ends. UIKit's base class: one of a deleted
    /// section, or one the layout says it deletes, fades out where it was; nil otherwise.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateTransitionDefaults?.disappearingView(.supplementaryView, kind: elementKind, at: elementIndexPath) {
            indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
        }
    }

    /// Where an appearing decoration view starts: as for supplementary views.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateTransitionDefaults?.appearingView(at: decorationIndexPath, listed: { indexPathsToInsertForDecorationView(ofKind: elementKind) }) {
            layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
        }
    }

    /// Where a disappearing decoration view ends: as for supplementary views.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateTransitionDefaults?.disappearingView(.decorationView, kind: elementKind, at: decorationIndexPath) {
            indexPathsToDeleteForDecorationView(ofKind: elementKind)
        }
    }

    // MARK: - Layout transitions

    /// Called on the old layout before the collection view switches to `newLayout`. Default: nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout before it replaces `oldLayout`. Default: nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once the transition's attributes are gathered. Default: nothing.
    open func finalizeLayoutTransition() {}

    // MARK: - Interactive movement

    /// The index path a moving item takes at `position`. UIKit's default: the item of the cell
    /// displayed there (the topmost by zIndex); where there is none, the item keeps its path
    /// (undocumented; `help decisions`).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item the user is moving. UIKit's default: a copy of the item's own,
    /// centred at `position`, with zIndex Int.max so it floats above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let own = layoutAttributesForItem(at: indexPath)
        let moving = own?.layoutCopy() ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        moving.center = position
        moving.zIndex = Int.max
        return moving
    }

    /// The context of one step of an interactive move: the items' new and previous paths and
    /// positions, and those items invalidated.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.setInteractiveMovement(targets: targetIndexPaths, previous: previousIndexPaths, position: targetPosition)
        return context
    }

    /// The context when the move ends (dropped, or cancelled back to where it started).
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.setInteractiveMovement(targets: indexPaths, previous: previousIndexPaths, position: nil)
        return context
    }

    // MARK: - Self-sizing

    /// Whether a cell's preferred attributes (self-sizing) invalidate the layout. UIKit: false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing invalidation: a fresh one of `invalidationContextClass`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
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
