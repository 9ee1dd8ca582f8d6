import UIKit

/// Full-width rows that write down every call UIKit (here, the host) makes, in order. Read the
/// log with `supplementary calls 0 0`: the element's custom `calls` holds the calls made since
/// the previous read, so you can watch what one scroll, one fling frame or one update costs.
final class CallOrderLayout: UICollectionViewLayout {
    static let logKind = "calls"

    /// Whether scrolling invalidates the layout (shouldInvalidateLayout(forBoundsChange:)).
    var invalidateOnScroll = false {
        didSet { invalidateLayout() }
    }

    /// Whether a change of the bounds' size invalidates the layout (its content size follows
    /// the bounds' width, so declining shows what UIKit keeps: the old answer).
    var invalidateOnResize = true {
        didSet { invalidateLayout() }
    }

    /// prepare() asks numberOfItems(inSection:) for this section too (−1: never); past the last
    /// section UIKit raises, and so does the workbench.
    var countSection = -1 {
        didSet { invalidateLayout() }
    }

    /// Setting it invalidates with a context whose contentOffsetAdjustment moves the view down
    /// by this much (UIKit adds the adjustment to the offset).
    var adjustOffsetBy: CGFloat = 0 {
        didSet {
            let context = UICollectionViewLayoutInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: 0, y: adjustOffsetBy)
            invalidateLayout(with: context)
        }
    }

    /// prepare() sets collectionView.contentOffset.y to this (−1: never) and logs what it reads back.
    var jumpTo: CGFloat = -1 {
        didSet { invalidateLayout() }
    }

    /// prepare() assigns collectionView.contentInset.top this (−1: never) and
    /// alwaysBounceVertical true, as carousel layouts set their insets.
    var insetTop: CGFloat = -1 {
        didSet { invalidateLayout() }
    }

    var rowHeight: CGFloat = 100 {
        didSet { invalidateLayout() }
    }

    /// Keep the rows until invalidateLayout() clears them (the tutorials' cache): prepare()
    /// computes them only when there are none, so a stale cache shows rows the data lacks.
    var cachedUntilInvalidated = false {
        didSet { invalidateLayout() }
    }

    /// targetContentOffset(forProposedContentOffset:) answers this y (−1: the proposal).
    var targetY: CGFloat = -1

    /// Answer targetContentOffset with NaN, to see how the host copes with a broken layout.
    var nanTarget = false

    /// Give rows below this y a NaN centre (0 = never), to see how the host copes.
    var nanBelow: CGFloat = 0 {
        didSet { invalidateLayout() }
    }

    /// Setting it invalidates the layout and calls collectionView.layoutIfNeeded() at once
    /// (prepare() then calls it too, which must do nothing: UIKit does not re-enter a pass).
    var passNow = false {
        didSet {
            invalidateLayout()
            collectionView?.layoutIfNeeded()
            note("layoutIfNeeded returned")
        }
    }

    private var log: [String] = []
    private var frames: [CGRect] = []

    private func note(_ call: String) { log.append(call) }

    override func prepare() {
        note("prepare")
        if passNow { collectionView?.layoutIfNeeded() }
        let width = collectionView?.bounds.width ?? 0
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        if countSection >= 0 { _ = collectionView?.numberOfItems(inSection: countSection) }
        if insetTop >= 0, let collectionView, collectionView.contentInset.top != insetTop {
            collectionView.contentInset.top = insetTop
            collectionView.alwaysBounceVertical = true
            note("inset read back \(collectionView.contentInset.top)")
        }
        if jumpTo >= 0, let collectionView, collectionView.contentOffset.y != jumpTo {
            collectionView.contentOffset = CGPoint(x: 0, y: jumpTo)
            note("read back \(collectionView.contentOffset.y)")
        }
        if cachedUntilInvalidated, !frames.isEmpty { return }
        frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * rowHeight, width: width, height: rowHeight) }
    }

    override func invalidateLayout() {
        note("invalidateLayout()")
        if cachedUntilInvalidated { frames.removeAll() }
        super.invalidateLayout()
    }

    override var collectionViewContentSize: CGSize {
        note("collectionViewContentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        note("layoutAttributesForElements(in:)")
        return frames.indices.filter { frames[$0].intersects(rect) }.map(cell)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        note("layoutAttributesForItem(at:)")
        return frames.indices.contains(indexPath.item) ? cell(indexPath.item) : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == CallOrderLayout.logKind else { return nil }
        let attributes = CallLogAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.calls = log.joined(separator: " ")
        attributes.isHidden = true
        log.removeAll()
        return attributes
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        note("prepareForTransition(to:\(type(of: newLayout)))")
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        note("prepareForTransition(from:\(type(of: oldLayout)))")
    }

    override func finalizeLayoutTransition() {
        note("finalizeLayoutTransition")
    }

    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let target = super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        if target != previousIndexPath { note("targetIndexPath(\(previousIndexPath.item)→\(target.item))") }
        return target
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        if targetIndexPaths != previousIndexPaths {
            note("moving(\(previousIndexPaths.map(\.item))→\(targetIndexPaths.map(\.item)) at \(Int(context.interactiveMovementTarget.y)))")
        }
        return context
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                          movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        note("ending(\(indexPaths.map(\.item))\(movementCancelled ? " cancelled" : ""))")
        return super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                             movementCancelled: movementCancelled)
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        note("prepare(forAnimatedBoundsChange:\(Int(oldBounds.width))x\(Int(oldBounds.height)))")
    }

    override func finalizeAnimatedBoundsChange() {
        note("finalizeAnimatedBoundsChange")
    }

    /// Logged, then UIKit's default answer (false: the layout keeps its sizes).
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        note("shouldInvalidateLayout(forPreferredLayoutAttributes:\(preferredAttributes.indexPath.section)-\(preferredAttributes.indexPath.item))")
        return super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        note("shouldInvalidateLayout(forBoundsChange:)")
        return invalidateOnScroll || (invalidateOnResize && newBounds.size != collectionView?.bounds.size)
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        note("invalidationContext(forBoundsChange:)")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        note("invalidateLayout(with:)")
        super.invalidateLayout(with: context)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        note("targetContentOffset(forProposedContentOffset:withScrollingVelocity:\(velocity.x),\(velocity.y))")
        return nanTarget ? CGPoint(x: CGFloat.nan, y: .nan) : proposedContentOffset
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        let described = updateItems.map { item -> String in
            let path = { (p: IndexPath?) in p.map { "\($0.section)-\($0.item == NSNotFound ? -1 : $0.item)" } ?? "nil" }
            return "\(item.updateAction):\(path(item.indexPathBeforeUpdate))>\(path(item.indexPathAfterUpdate))"
        }
        note("prepare(forCollectionViewUpdates:[\(described.joined(separator: ","))])")
    }

    override func finalizeCollectionViewUpdates() {
        note("finalizeCollectionViewUpdates")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        note("initialLayoutAttributesForAppearingItem(at:\(itemIndexPath.section)-\(itemIndexPath.item))")
        return nil
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        note("finalLayoutAttributesForDisappearingItem(at:\(itemIndexPath.section)-\(itemIndexPath.item))")
        return nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        note("targetContentOffset(forProposedContentOffset:\(proposedContentOffset.y))")
        return targetY >= 0 ? CGPoint(x: proposedContentOffset.x, y: targetY) : proposedContentOffset
    }

    private func cell(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        if nanBelow > 0, frames[item].minY >= nanBelow { attributes.center.y = .nan }
        return attributes
    }
}

/// The call log as a custom attribute.
final class CallLogAttributes: UICollectionViewLayoutAttributes {
    var calls = ""

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CallLogAttributes
        copy.calls = calls
        return copy
    }
}
