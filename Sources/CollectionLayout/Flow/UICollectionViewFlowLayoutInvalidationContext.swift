import Foundation

/// The flow layout's context: whether the delegate's metrics and the layout's computed
/// attributes must be recomputed. Both default to true, as in UIKit; a bounds change that only
/// moves pinned headers sets both to false, so prepare() keeps the solved geometry.
@preconcurrency @MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true

    public required init() {
        super.init()
    }
}
