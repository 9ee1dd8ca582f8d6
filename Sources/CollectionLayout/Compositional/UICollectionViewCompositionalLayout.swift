import Foundation

public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout: sections of groups of items, described once and repeated for
/// the data (docs/uikit-rules.md §4). Each section's group is solved once per prepare() and repeated by
/// offset, so prepare() costs O(sections) plus the groups' sizes, and a rect query touches only
/// the sections and groups it meets. Cells with estimated dimensions self-size through the
/// preferred-attributes path; their section is then solved group by group.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    var geometry = CompositionalGeometry.empty
    /// Cells handed out, to see whether a subclass changes them in place (UIKit's flow check).
    private var uncopied = UncopiedAttributesCheck()
    private var needsSolve = true
    /// What the geometry was solved for; a change of size or insets solves again.
    private var solvedFor: [CGFloat] = []
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var preferredSupplementarySizes: [SupplementaryPath: CGSize] = [:]
    private(set) var decorationKinds: [String: AnyClass?] = [:]

    /// Setting it invalidates the layout; the layout keeps a copy, so later changes to the
    /// object set have no effect (as UIKit's @NSCopying property).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            needsSolve = true
            invalidateLayout()
        }
    }

    // All four are designated, as on iOS: a subclass's `super.init(section:)` compiles.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// A storyboard cannot describe a compositional layout; decoded, it has no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    open override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationKinds[elementKind] = viewClass
    }

    // MARK: - Layout pass

    open override func prepare() {
        super.prepare()
        solveIfNeeded()
    }

    private func solveIfNeeded() {
        guard let collectionView else {
            geometry = .empty
            return
        }
        let a = collectionView.adjustedContentInset, s = collectionView.safeAreaInsets, m = collectionView.layoutMargins
        let inputs = [
            collectionView.bounds.width, collectionView.bounds.height, a.top, a.left, a.bottom, a.right,
            s.top, s.left, s.bottom, s.right, m.top, m.left, m.bottom, m.right
        ]
        guard needsSolve || inputs != solvedFor else { return }
        needsSolve = false
        solvedFor = inputs
        let builder = CompositionalSectionBuilder(
            configuration: storedConfiguration, collectionView: collectionView, preferredSizes: preferredSizes,
            preferredSupplementarySizes: preferredSupplementarySizes)
        geometry = builder.build(provider: sectionProvider)
    }

    /// Compositional layouts mirror in right-to-left, as UIKit's do (`help decisions`).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override var collectionViewContentSize: CGSize {
        solveIfNeeded()
        return geometry.contentSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        solveIfNeeded()
        if let message = uncopied.changedSinceLastQuery(by: self, base: "UICollectionViewCompositionalLayout", kind: "compositional") {
            collectionView?.host?.warn(message)
        }
        let (a0, a1) = geometry.axis.mainRange(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for index in geometry.sections(across: a0, a1) {
            result += sectionElements(index, in: rect)
        }
        for boundary in geometry.globals {
            let frame = pinned(boundary, within: 0, geometry.end)
            if frame.overlaps(rect) {
                result.append(supplementary(boundary.kind, IndexPath(item: 0, section: 0), frame: frame, zIndex: boundary.zIndex))
            }
        }
        uncopied.record(result, by: self, base: UICollectionViewCompositionalLayout.self)
        return result
    }

    /// A section's elements in `rect`: its backgrounds, its cells and their supplementaries (in
    /// an orthogonal section moved by its sideways offset, after its visible-items handler has
    /// seen them at their layout positions), its headers and footers.
    func sectionElements(_ index: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let section = geometry.sections[index]
        var result: [UICollectionViewLayoutAttributes] = []
        for decoration in section.decorations where decoration.frame.overlaps(rect) {
            result.append(attributes(decoration: decoration, section: index))
        }
        let axis = geometry.axis
        let unscrolled = collectionView?.reportsUnscrolled ?? true
        let shift = section.orthogonal ? collectionView?.orthogonalOffset(ofSection: index) ?? 0 : 0
        let handler = unscrolled ? nil : section.handler
        let bounds = collectionView?.bounds ?? .zero
        // Cells are found in layout coordinates: the on-screen area moved back by the offset.
        func layoutRect(_ r: CGRect) -> CGRect { axis.vertical ? r.offsetBy(dx: shift, dy: 0) : r.offsetBy(dx: 0, dy: shift) }
        // The rect's groups, and the visible bounds' too when a handler must see the visible
        // items (two ranges, not their union: a far item and the bounds would span millions).
        let areas = handler == nil ? [layoutRect(rect)] : [layoutRect(rect), layoutRect(bounds)]
        var groups = Set<Int>()
        for area in areas { groups.formUnion(section.groups(touching: area, axis: axis)) }
        var moving: [UICollectionViewLayoutAttributes] = []
        for g in groups.sorted() {
            let (group, origin) = section.group(g)
            let (firstItem, count) = section.items(ofGroup: g)
            for (leaf, item) in group.items.prefix(count).enumerated() {
                let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard areas.contains(where: { frame.overlaps($0) }) else { continue }
                moving.append(cell(IndexPath(item: firstItem + leaf, section: index), frame: frame, zIndex: item.zIndex))
            }
            for supplementary in group.supplementaries where supplementary.leaf < count {
                let frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard areas.contains(where: { frame.overlaps($0) }) else { continue }
                moving.append(
                    self.supplementary(
                        supplementary.kind, IndexPath(item: firstItem + supplementary.leaf, section: index),
                        frame: frame, zIndex: supplementary.zIndex))
            }
        }
        if let handler, let collectionView {
            let visibleArea = layoutRect(bounds)
            let visible = moving.filter { $0.frame.overlaps(visibleArea) }
            let offset = section.orthogonal ? (axis.vertical ? CGPoint(x: shift, y: 0) : CGPoint(x: 0, y: shift)) : collectionView.contentOffset
            handler(visible, offset, builderEnvironment(collectionView))
        }
        for element in moving {
            if shift != 0 {
                element.center =
                    axis.vertical
                    ? CGPoint(x: element.center.x - shift, y: element.center.y)
                    : CGPoint(x: element.center.x, y: element.center.y - shift)
            }
            if element.frame.overlaps(rect) { result.append(element) }
        }
        for boundary in section.boundaries {
            let frame = pinned(boundary, within: section.start, section.end)
            if frame.overlaps(rect) {
                result.append(supplementary(boundary.kind, IndexPath(item: 0, section: index), frame: frame, zIndex: boundary.zIndex))
            }
        }
        return result
    }

    /// Whether a section's cells appear other than where the geometry puts them (scrolled
    /// sideways, or adjusted by a handler), so single-element queries go through the section.
    private func isAdjusted(_ section: CompositionalSection) -> Bool {
        guard let collectionView, !collectionView.reportsUnscrolled else { return false }
        return section.orthogonal || section.handler != nil
    }

    /// The element `matching` as the section shows it, found through sectionElements.
    private func shown(_ index: Int, near frame: CGRect, matching: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        let section = geometry.sections[index], axis = geometry.axis
        let shift = section.orthogonal ? collectionView?.orthogonalOffset(ofSection: index) ?? 0 : 0
        let onScreen = axis.vertical ? frame.offsetBy(dx: -shift, dy: 0) : frame.offsetBy(dx: 0, dy: -shift)
        return sectionElements(index, in: onScreen.insetBy(dx: -1, dy: -1)).first(where: matching)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        guard let item = geometry.item(indexPath) else { return nil }
        if isAdjusted(geometry.sections[indexPath.section]) {
            return shown(indexPath.section, near: item.frame) { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
        }
        return cell(indexPath, frame: item.frame, zIndex: item.zIndex)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        // A global header or footer is at 0-0 with or without sections (the rect query answers
        // it for empty data too).
        if indexPath == IndexPath(item: 0, section: 0), let boundary = geometry.globals.first(where: { $0.kind == elementKind }),
            geometry.sections.first.map({ section in !section.boundaries.contains { $0.kind == elementKind } }) ?? true
        {
            return supplementary(elementKind, indexPath, frame: pinned(boundary, within: 0, geometry.end), zIndex: boundary.zIndex)
        }
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        if indexPath.item == 0, let boundary = section.boundaries.first(where: { $0.kind == elementKind }) {
            return supplementary(elementKind, indexPath, frame: pinned(boundary, within: section.start, section.end), zIndex: boundary.zIndex)
        }
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        let (groupIndex, leaf) = section.locate(indexPath.item)
        let (group, origin) = section.group(groupIndex)
        guard let found = group.supplementaries.first(where: { $0.kind == elementKind && $0.leaf == leaf }) else { return nil }
        let frame = found.frame.offsetBy(dx: origin.x, dy: origin.y)
        if isAdjusted(section) {
            return shown(indexPath.section, near: frame) { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
        }
        return supplementary(elementKind, indexPath, frame: frame, zIndex: found.zIndex)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        guard geometry.sections.indices.contains(indexPath.section),
            let decoration = geometry.sections[indexPath.section].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return attributes(decoration: decoration, section: indexPath.section)
    }

    // MARK: - Attributes

    private func cell(_ indexPath: IndexPath, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes {
        makeAttributes(.cell, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    private func supplementary(_ kind: String, _ indexPath: IndexPath, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes {
        makeAttributes(.supplementaryView, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    private func attributes(decoration: CompositionalSection.Decoration, section: Int) -> UICollectionViewLayoutAttributes {
        makeAttributes(
            .decorationView, kind: decoration.kind, indexPath: IndexPath(item: 0, section: section), frame: decoration.frame,
            zIndex: decoration.zIndex)
    }

    /// A boundary item's frame, held at the visible edge when it pins: a header at
    /// min(max(visibleStart, natural), end − length), a footer at max(min(visibleEnd − length,
    /// natural), start), `start…end` being its section's (or the whole content's) extent.
    private func pinned(_ boundary: CompositionalSection.Boundary, within start: CGFloat, _ end: CGFloat) -> CGRect {
        let axis = geometry.axis
        guard boundary.pins, let visible = visibleRange(vertical: axis.vertical) else { return boundary.frame }
        let length = axis.main(boundary.frame.size)
        let natural = axis.mainRange(boundary.frame).0
        let position =
            boundary.atStart
            ? PinnedPosition.header(natural: natural, length: length, visibleStart: visible.start, sectionEnd: end)
            : PinnedPosition.footer(natural: natural, length: length, visibleEnd: visible.end, sectionStart: start)
        var frame = boundary.frame
        if axis.vertical { frame.origin.y = position } else { frame.origin.x = position }
        return frame
    }

    // MARK: - Invalidation

    /// True when the size changes, or on every bounds change while a boundary item pins.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if newBounds.size != collectionView.bounds.size { return true }
        let pins = geometry.globals.contains { $0.pins } || geometry.sections.contains { $0.boundaries.contains { $0.pins } }
        return pins && newBounds != collectionView.bounds
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts {
            preferredSizes = [:]
            preferredSupplementarySizes = [:]
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsSolve = true }
        if !context.preferredSizes.isEmpty {
            preferredSizes.merge(context.preferredSizes) { $1 }
            needsSolve = true
        }
        if !context.preferredSupplementarySizes.isEmpty {
            preferredSupplementarySizes.merge(context.preferredSupplementarySizes) { $1 }
            needsSolve = true
        }
        super.invalidateLayout(with: context)
    }

    // MARK: - Self-sizing

    /// A cell whose item has an estimated dimension takes its fitted size on that axis; so does
    /// a section's header or footer (a boundary supplementary item) with an estimated one.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.size != originalAttributes.size,
            geometry.sections.indices.contains(preferredAttributes.indexPath.section)
        else { return false }
        switch preferredAttributes.representedElementCategory {
        case .cell: return estimatedLeaf(preferredAttributes.indexPath)
        case .supplementaryView: return estimatedBoundary(preferredAttributes.representedElementKind, section: preferredAttributes.indexPath.section)
        case .decorationView: return false
        }
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if preferredAttributes.representedElementCategory == .supplementaryView, let kind = preferredAttributes.representedElementKind {
            context.invalidateSupplementaryElements(ofKind: kind, at: [preferredAttributes.indexPath])
            context.preferredSupplementarySizes[SupplementaryPath(kind: kind, indexPath: preferredAttributes.indexPath)] = preferredAttributes.size
        } else {
            context.invalidateItems(at: [preferredAttributes.indexPath])
            context.preferredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        }
        return context
    }

    /// Whether the section's boundary supplementary item of `kind` has an estimated dimension.
    private func estimatedBoundary(_ kind: String?, section index: Int) -> Bool {
        guard let kind, let collectionView, let section = sectionProvider(index, builderEnvironment(collectionView)) else { return false }
        return section.boundarySupplementaryItems.contains {
            $0.elementKind == kind && ($0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated)
        }
    }

    /// Whether the item at `indexPath` comes from a layout item with an estimated dimension.
    private func estimatedLeaf(_ indexPath: IndexPath) -> Bool {
        guard let collectionView, let section = sectionProvider(indexPath.section, builderEnvironment(collectionView)) else { return false }
        func estimated(_ item: NSCollectionLayoutItem) -> Bool {
            if let group = item as? NSCollectionLayoutGroup { return group.subitems.contains(where: estimated) }
            return item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
        }
        return estimated(section.group)
    }

    func builderEnvironment(_ collectionView: UICollectionView) -> NSCollectionLayoutEnvironment {
        CompositionalSectionBuilder(
            configuration: storedConfiguration, collectionView: collectionView, preferredSizes: [:],
            preferredSupplementarySizes: [:]
        ).environment
    }
}
