import Foundation

/// The simulated collection view a layout sees as `collectionView`: the host's state, read-only
/// except for the scroll requests UIKit allows, which go to the host.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    /// representedElementCategory values, with UIKit's raw values.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0, supplementaryView = 1, decorationView = 2
    }

    /// Where scrollToItem puts the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1)
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        public static let bottom = ScrollPosition(rawValue: 4)
        public static let left = ScrollPosition(rawValue: 8)
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        public static let right = ScrollPosition(rawValue: 32)
    }

    /// Which way a flow layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal = 1
    }

    public class var elementKindSectionHeader: String { SectionElementKind.header }
    public class var elementKindSectionFooter: String { SectionElementKind.footer }

    var itemCounts: [Int] = [20]

    /// Each section's sideways offset (orthogonal scrolling), indexed by section; missing is 0.
    var orthogonalOffsets: [CGFloat] = []
    /// Set while the host asks for orthogonal sections at rest (attrs --unscrolled).
    var reportsUnscrolled = false

    func orthogonalOffset(ofSection section: Int) -> CGFloat {
        reportsUnscrolled || !orthogonalOffsets.indices.contains(section) ? 0 : orthogonalOffsets[section]
    }

    /// Held weakly, as in UIKit; by default the host's data (its counts).
    open weak var dataSource: UICollectionViewDataSource?
    private let hostData = HostDataSource()

    /// A collection view with no layout until it is given one (the host's, LayoutInstanceHandle).
    public convenience init() {
        self.init(frame: .zero)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dataSource = hostData
    }

    /// What `UICollectionView(frame:collectionViewLayout:)` makes in an app's controller: a
    /// collection view that is never displayed (the host's is the one the layout runs in).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
        dataSource = hostData
        installedLayout = layout
        AppCodeLayouts.record(layout)
    }

    /// The host makes its own collection view; one from a coder is an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        dataSource = hostData
    }

    private var installedLayout: UICollectionViewLayout?
    private lazy var noLayout = UICollectionViewLayout()

    /// The layout that lays out this collection view (held strongly, as UIKit does; a layout
    /// holds its collection view weakly).
    open var collectionViewLayout: UICollectionViewLayout {
        get { installedLayout ?? noLayout }
        set {
            installedLayout = newValue
            AppCodeLayouts.record(newValue)
        }
    }

    /// Installs a layout in an app's collection view; the host's keeps the layout it runs
    /// (`use LAYOUT --transition` plays a change of layout).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if host == nil { collectionViewLayout = layout }
        completion?(true)
    }

    // MARK: - Kept, with no effect here: the host owns the data and the views

    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var dragInteractionEnabled = false
    open var remembersLastFocusedIndexPath = false
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    open func reloadData() {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func reconfigureItems(at indexPaths: [IndexPath]) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func insertSections(_ sections: IndexSet) {}
    open func deleteSections(_ sections: IndexSet) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open var indexPathsForSelectedItems: [IndexPath]? { [] }
    @discardableResult open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}
    open func endInteractiveMovement() {}
    open func cancelInteractiveMovement() {}

    /// The item a displayed cell stands for, by its frame.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        indexPathForItem(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
    }

    open var numberOfSections: Int { itemCounts.count }

    /// UIKit raises for a section past the last, and so does this (the engine reports it).
    open func numberOfItems(inSection section: Int) -> Int {
        guard itemCounts.indices.contains(section) else {
            fatalError("request for number of items in section \(section) when there are only \(itemCounts.count) sections in the collection view")
        }
        return itemCounts[section]
    }

    /// Asks the host to scroll so the item sits at `scrollPosition`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        host?.scrollToItem(at: indexPath, position: scrollPosition, animated: animated)
    }

    /// Runs the layout pass now when the layout is invalid: prepare(), the content size and the
    /// rect query, before this returns (inside a pass, nothing: UIKit does not re-enter it).
    open override func layoutIfNeeded() {
        host?.layoutIfNeeded()
    }

    /// The data's identifier for an item (as a diffable data source's itemIdentifier(for:)).
    public func itemIdentifier(for indexPath: IndexPath) -> String? {
        host?.itemIdentifier(section: indexPath.section, item: indexPath.item)
    }

    /// The attributes of what is displayed: the last rect answer, kept by the glue that hands it
    /// to the host, which shows its elements that intersect the bounds.
    var displayed: [UICollectionViewLayoutAttributes] = [] {
        didSet { visibleCache = nil }
    }
    /// visibleCellAttributes for the bounds it was made for: a layout that asks for cells in its
    /// rect query (cellForItem(at:) per item) finds them without filtering the answer each time.
    private var visibleCache: (bounds: CGRect, cells: [UICollectionViewLayoutAttributes])?

    /// The displayed cells' attributes that intersect the bounds, in the layout's order.
    var visibleCellAttributes: [UICollectionViewLayoutAttributes] {
        let visible = bounds
        if let visibleCache, visibleCache.bounds == visible { return visibleCache.cells }
        let cells = displayed.filter { $0.representedElementCategory == .cell && $0.frame.overlaps(visible) }
        visibleCache = (visible, cells)
        return cells
    }

    /// The index paths of the cells on screen after the last layout pass, sorted (UIKit's order
    /// is unspecified). Empty before the first pass.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellAttributes.map(\.indexPath).sorted()
    }

    /// The cells on screen, one per visible item, each with its frame on the pixel grid.
    open var visibleCells: [UICollectionViewCell] {
        visibleCellAttributes.map { UICollectionViewCell(frame: $0.frame.alignedToPixels(scale: displayScale)) }
    }

    /// The cell on screen for the item: one with its displayed frame, when the item is the one
    /// shown at that frame's centre (the topmost there), else nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let attributes = visibleCellAttributes.first(where: { $0.indexPath == indexPath }) else { return nil }
        let frame = attributes.frame.alignedToPixels(scale: displayScale)
        guard indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath else { return nil }
        return UICollectionViewCell(frame: frame)
    }

    /// A new, empty cell: the host owns the displayed cells, and nothing is reused here.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    /// A new, empty view: the host owns the displayed views, and nothing is reused here.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    /// The item whose displayed cell contains `point` (the topmost by zIndex), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visibleCellAttributes.filter { !$0.isHidden && $0.frame.alignedToPixels(scale: displayScale).contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary views of a kind on screen after the last layout pass, sorted.
    open func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        visibleSupplementaryAttributes(ofKind: kind).map(\.indexPath).sorted()
    }

    /// The view on screen for the element, one with its displayed frame, or nil.
    open func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryAttributes(ofKind: kind).first { $0.indexPath == indexPath }
            .map { UICollectionReusableView(frame: $0.frame.alignedToPixels(scale: displayScale)) }
    }

    open func visibleSupplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
        visibleSupplementaryAttributes(ofKind: kind).map { UICollectionReusableView(frame: $0.frame.alignedToPixels(scale: displayScale)) }
    }

    private func visibleSupplementaryAttributes(ofKind kind: String) -> [UICollectionViewLayoutAttributes] {
        let visible = bounds
        return displayed.filter { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.frame.overlaps(visible) }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var allowsFocus: Bool = false
    open var allowsFocusDuringEditing: Bool = false
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var allowsSelectionDuringEditing: Bool = false
    open func cancelInteractiveTransition() {}
    open func finishInteractiveTransition() {}
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var hasUncommittedUpdates: Bool { false }
    open var isEditing: Bool = false
    open var reorderingCadence: UICollectionView.ReorderingCadence = .immediate
    open var selectionFollowsFocus: Bool = false
    /// UIKit's default: cells resize when their content or constraints change.
    open var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation = .enabledIncludingConstraints
}
