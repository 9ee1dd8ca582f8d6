import Foundation

/// What part of a layout an invalidation covers, as UIKit's context class describes it.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Set by the collection view when everything must be recomputed (reloadData, new layout).
    open internal(set) var invalidateEverything = false
    /// Set by the collection view on inserts, deletes and reloadData.
    open internal(set) var invalidateDataSourceCounts = false
    /// Added to the collection view's contentOffset after the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the collection view's contentSize after the invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// The moving items' index paths now, during or just after an interactive move; else nil.
    open private(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving items were before this step; else nil.
    open private(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The finger's point that chose the targets (content coordinates); zero otherwise.
    open private(set) var interactiveMovementTarget: CGPoint = .zero

    /// A step (or, `position` nil, the end) of an interactive move: its paths and point, and
    /// every item at a target or previous path invalidated.
    func setInteractiveMovement(targets: [IndexPath], previous: [IndexPath], position: CGPoint?) {
        targetIndexPathsForInteractivelyMovingItems = targets
        previousIndexPathsForInteractivelyMovingItems = previous
        if let position { interactiveMovementTarget = position }
        invalidateItems(at: Array(Set(targets + previous)).sorted())
    }

    /// Self-sized sizes the context carries to the layout (from the preferred-attributes path).
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// Self-sized supplementary view sizes, by kind and index path.
    var preferredSupplementarySizes: [SupplementaryPath: CGSize] = [:]

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }

    /// How many index paths of any kind the context names.
    var invalidatedCount: Int {
        (invalidatedItemIndexPaths?.count ?? 0)
            + (invalidatedSupplementaryIndexPaths?.values.reduce(0) { $0 + $1.count } ?? 0)
            + (invalidatedDecorationIndexPaths?.values.reduce(0) { $0 + $1.count } ?? 0)
    }
}
