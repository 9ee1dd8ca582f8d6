import Foundation

/// UIKit's line-based grid: items fill lines (rows when scrolling vertically, columns when
/// horizontally), lines stack into sections with optional headers and footers.
///
/// The rules are UIKit's (docs/uikit-rules.md §3): greedy line breaking,
/// justified full lines, a lone item on a non-last line centred, the last line keeping the grid
/// when sizes are uniform and left-aligned otherwise, items centred across their line. Setting a
/// property invalidates the layout; the delegate (UICollectionViewDelegateFlowLayout) overrides
/// the properties per section and per item. Sections of equal-sized items store nothing per
/// item, so prepare() costs O(sections) for them and a rect query O(log sections + answer).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Cells size themselves (the estimate for cells not yet sized is `itemSize`).
    public class var automaticSize: CGSize { CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude) }

    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea = 1, fromLayoutMargins = 2
    }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(oldValue != itemSize) } }
    /// Non-zero turns self-sizing on: unsized cells get this size until they report theirs.
    open var estimatedItemSize: CGSize = .zero { didSet { changed(oldValue != estimatedItemSize) } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumLineSpacing) } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumInteritemSpacing) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { changed(oldValue != sectionInset) } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { changed(oldValue != sectionInsetReference) }
    }
    open var headerReferenceSize: CGSize = .zero { didSet { changed(oldValue != headerReferenceSize) } }
    open var footerReferenceSize: CGSize = .zero { didSet { changed(oldValue != footerReferenceSize) } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { changed(oldValue != scrollDirection) } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { changed(oldValue != sectionHeadersPinToVisibleBounds) } }
    open var sectionFootersPinToVisibleBounds = false { didSet { changed(oldValue != sectionFootersPinToVisibleBounds) } }

    /// The zIndex of every section header and footer, pinned or not, so they draw over the cells
    /// (UIKit's own: devices' attribute dumps show `zIndex = 10` for unpinned flow headers, and
    /// UIKitCore sets 10 for both kinds; pinning changes only the frame). Cells keep 0.
    nonisolated public static let headerFooterZIndex = 10

    /// The solved geometry, and whether it must be solved again before it is read.
    var geometry = FlowGeometry.empty
    private var needsSolve = true
    /// UIKit's invalid-size message was given (once per layout).
    private var warnedInvalidSize = false
    /// Self-sized cell sizes reported through the preferred-attributes path.
    private var preferredSizes: [IndexPath: CGSize] = [:]
    /// Delegate methods the current delegate does not implement (its defaults record them).
    var delegateLacks: Set<FlowDelegateMetric> = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Flow layouts mirror in right-to-left, as UIKit's does (`help decisions`).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private func changed(_ really: Bool) {
        guard really else { return }
        needsSolve = true
        invalidateLayout()
    }

    private var axis: FlowAxis { FlowAxis(vertical: scrollDirection == .vertical) }

    // MARK: - Layout pass

    open override func prepare() {
        super.prepare()
        solveIfNeeded()
    }

    /// Solves again when something changed since the last solve; a subclass that sets a property
    /// after super.prepare() is seen by the queries of the same pass.
    private func solveIfNeeded() {
        guard needsSolve else { return }
        needsSolve = false
        guard let collectionView else {
            geometry = .empty
            return
        }
        let reader = FlowMetricsReader(layout: self, collectionView: collectionView, preferredSizes: preferredSizes)
        let metrics = reader.sections()
        if !warnedInvalidSize { warnOfItemsLongerThanALine(metrics, contentLength: reader.contentLength, axis: reader.axis) }
        geometry = FlowGeometry(axis: axis, contentLength: reader.contentLength, metrics: metrics)
    }

    /// A length as the message says it: whole points plainly, else to two places.
    private static func points(_ value: CGFloat) -> String {
        abs(value) >= 1e9 || !value.isFinite
            ? String(format: "%.6g", Double(value))
            : value == value.rounded() ? String(format: "%.0f", Double(value) + 0) : String(format: "%.2f", Double(value))
    }

    /// Cells handed out, to see whether a subclass changes them in place.
    private var uncopied = UncopiedAttributesCheck()

    /// UIKit's console message, once per layout, for an item longer than a line can hold (its
    /// behaviour "is not defined"; here the item sits alone on its line).
    private func warnOfItemsLongerThanALine(_ metrics: [FlowSectionMetrics], contentLength: CGFloat, axis: FlowAxis) {
        for section in metrics where section.itemCount > 0 {
            let room = contentLength - section.insets.alongStart - section.insets.alongEnd
            let longest: CGFloat
            switch section.sizes {
            case .uniform(let size): longest = axis.length(size)
            case .each(let sizes): longest = sizes.map(axis.length).max() ?? 0
            }
            guard longest > room + 0.001 else { continue }
            warnedInvalidSize = true
            let (dimension, side, edges) = axis.vertical ? ("width", "width", "left and right") : ("height", "height", "top and bottom")
            collectionView?.host?.warn(
                "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(dimension) must be less than the "
                    + "\(side) of the UICollectionView minus the section insets \(edges) values, minus the content insets \(edges) "
                    + "values. Please check the values returned by the delegate. (UIKit's message; here the item is "
                    + "\(Self.points(longest)) long where a line holds \(Self.points(room)).)")
            return
        }
    }

    open override var collectionViewContentSize: CGSize {
        solveIfNeeded()
        return geometry.contentSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        solveIfNeeded()
        if let message = uncopied.changedSinceLastQuery(by: self, base: "UICollectionViewFlowLayout", kind: "flow") {
            collectionView?.host?.warn(message)
        }
        let (a0, a1) = geometry.axis.acrossRange(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for section in geometry.sections(across: a0, a1) {
            let solved = geometry.sections[section]
            let items = solved.items(across: a0, a1)
            // Room for the section's items and its two views at once, not by doubling.
            result.reserveCapacity(result.count + items.count + 2)
            if let header = headerAttributes(section), header.frame.overlaps(rect) { result.append(header) }
            for item in items {
                let frame = solved.frame(ofItem: item, axis: geometry.axis)
                guard frame.overlaps(rect) else { continue }
                result.append(makeAttributes(.cell, section: section, item: item, frame: frame))
            }
            if let footer = footerAttributes(section), footer.frame.overlaps(rect) { result.append(footer) }
        }
        uncopied.record(result, by: self, base: UICollectionViewFlowLayout.self)
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        return geometry.itemFrame(indexPath).map { cellAttributes(indexPath, frame: $0) }
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    // MARK: - Attributes

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        makeAttributes(.cell, indexPath: indexPath, frame: frame)
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        makeAttributes(
            .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame,
            zIndex: Self.headerFooterZIndex)
    }

    /// The header at its natural place, or, when headers pin, held at the top of the visible
    /// bounds until its section's footer pushes it off (PinnedPosition).
    private func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard var frame = geometry.headerFrame(section) else { return nil }
        if sectionHeadersPinToVisibleBounds, let visible = visibleRange(vertical: geometry.axis.vertical) {
            let solved = geometry.sections[section], thickness = solved.headerThickness
            // Pushed off by the natural top of its section's footer (pinned or not): UIKit's flow
            // layout clamps the header against the footer's height (docs/uikit-rules.md §3.6).
            let start = PinnedPosition.header(
                natural: solved.start, length: thickness, visibleStart: visible.start,
                sectionEnd: solved.end - solved.footerThickness)
            frame = geometry.axis.rect(along: 0, across: start, length: geometry.contentLength, thickness: thickness)
        }
        return supplementary(UICollectionView.elementKindSectionHeader, section, frame)
    }

    /// The footer, mirrored: held at the bottom of the visible bounds, no higher than the
    /// bottom of its section's header.
    private func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard var frame = geometry.footerFrame(section) else { return nil }
        if sectionFootersPinToVisibleBounds, let visible = visibleRange(vertical: geometry.axis.vertical) {
            let solved = geometry.sections[section], thickness = solved.footerThickness
            // Stopped by the natural bottom of its section's header.
            let start = PinnedPosition.footer(
                natural: solved.footerStart, length: thickness, visibleEnd: visible.end,
                sectionStart: solved.start + solved.headerThickness)
            frame = geometry.axis.rect(along: 0, across: start, length: geometry.contentLength, thickness: thickness)
        }
        return supplementary(UICollectionView.elementKindSectionFooter, section, frame)
    }

    // MARK: - Invalidation

    /// True when the size changes, as UIKit's flow layout answers; with pinning on, for every
    /// bounds change (the pinned views move), with a context that keeps the geometry.
    /// UIKit's rule (docs/uikit-rules.md §3): with pinned headers or footers, any change; else
    /// only a change across the scrolling axis: the width or x when vertical, the height or y
    /// when horizontal. A resize along the scrolling axis keeps the lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return newBounds != old }
        return crossAxisChanged(from: old, to: newBounds)
    }

    /// The flow attributes are invalid when the change crosses the scrolling axis; the
    /// delegate's metrics stay (UIKit's context starts with both false).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let old = collectionView?.bounds {
            flow.invalidateFlowLayoutAttributes = crossAxisChanged(from: old, to: newBounds)
            flow.invalidateFlowLayoutDelegateMetrics = false
        }
        return context
    }

    private func crossAxisChanged(from old: CGRect, to new: CGRect) -> Bool {
        axis.vertical ? new.width != old.width || new.minX != old.minX : new.height != old.height || new.minY != old.minY
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        // Index paths move with the data, so self-sized sizes are reported again after it.
        if context.invalidateDataSourceCounts { preferredSizes = [:] }
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsSolve = true }
        preferredSizes.merge(context.preferredSizes) { $1 }
        if !context.preferredSizes.isEmpty { needsSolve = true }
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            if flow.invalidateFlowLayoutAttributes || flow.invalidateFlowLayoutDelegateMetrics { needsSolve = true }
        } else {
            needsSolve = true
        }
        super.invalidateLayout(with: context)
    }

    // MARK: - Self-sizing

    /// With estimated sizes on, a cell whose fitted size differs from its current one
    /// invalidates the layout (UIKit's flow layout; the base class answers false).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.invalidateItems(at: [preferredAttributes.indexPath])
        context.preferredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }
}
