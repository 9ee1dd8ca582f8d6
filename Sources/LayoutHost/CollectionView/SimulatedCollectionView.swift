import CollectionLayout
import Foundation
import PluginABI

/// The host's UICollectionView: it owns the view state and drives the layout in UIKit's order.
///
/// Bounds change: shouldInvalidateLayout(forBoundsChange:) with the old bounds still in place →
/// if true, invalidationContext(forBoundsChange:) and invalidateLayout(with:) → the new bounds →
/// a layout pass: if invalid, prepare() → collectionViewContentSize; then, when the visible rect
/// has left the region queried last (or the layout was prepared), layoutAttributesForElements(in:)
/// for the screen pages the visible rect touches (`queryRegion`); the answer is kept and filtered
/// to the visible rect on every pass, as UIKit keeps its per-screen-page caches.
public final class SimulatedCollectionView {
    public private(set) var state = ViewState()
    public private(set) var layout: LayoutInstance?
    /// Whether the layout is prepared for the current state: the one place this is kept. The
    /// layout's own invalidateLayout() clears it through its callbacks (`setLayout`).
    public private(set) var layoutValid = false
    /// The elements of the last pass that intersect the visible rect, in the layout's order.
    public private(set) var visibleElements: [LayoutElement] = []
    /// Layout passes run so far.
    public private(set) var passCount = 0
    /// Where the layout last asked to scroll with animation; the scroll driver plays it.
    public var pendingAnimationTarget: CGPoint?
    /// Whether a UIDynamicAnimator of the layout still moved items at the last frame.
    public private(set) var dynamicsRunning = false
    /// Self-sized item sizes (the data's preferred sizes), or nil when there are none.
    public var preferredSize: ((_ section: Int, _ item: Int) -> CGSize?)? {
        didSet { measured = [:] }  // new data: every displayed cell is configured, and measured, again
    }
    /// Self-sized supplementary view sizes by kind, section and item, or nil when there are none.
    public var preferredSupplementarySize: ((_ kind: String, _ section: Int, _ item: Int) -> CGSize?)? {
        didSet { measured = [:] }
    }
    /// Above zero while the host runs a layout pass or an update: a layoutIfNeeded() from the
    /// layout then does nothing, as UIKit does not re-enter layoutSubviews.
    private var passDepth = 0
    /// The region asked for last and the layout's answer for it; dropped whenever the layout
    /// prepares, so a valid layout is not asked again while the visible rect stays inside.
    private var queried: (region: CGRect, elements: [LayoutElement])?
    /// What the layout's own invalidation contexts asked to add to the offset and content size
    /// (contentOffsetAdjustment, contentSizeAdjustment), applied as the next pass starts.
    private var pendingAdjustment = (offset: CGPoint.zero, size: CGSize.zero)
    /// The displayed cells and supplementary views already measured for self-sizing, with the
    /// frames they had then.
    private var measured: [LayoutElement.Key: CGRect] = [:]
    /// Self-sizing rounds in one pass at most (a layout that never settles cannot hang the host).
    public static let selfSizingRounds = 8

    /// A saved state to go back to when a command fails.
    public struct Checkpoint {
        fileprivate let state: ViewState
        fileprivate let visibleElements: [LayoutElement]
        fileprivate let layoutValid: Bool
        fileprivate let passCount: Int
        fileprivate let pendingAnimationTarget: CGPoint?
    }

    public init() {}

    /// A collection view with the same state as `other` and no layout yet (for probes).
    public init(copying other: SimulatedCollectionView) {
        state = other.state
    }

    public func checkpoint() -> Checkpoint {
        Checkpoint(state: state, visibleElements: visibleElements, layoutValid: layoutValid, passCount: passCount,
                   pendingAnimationTarget: pendingAnimationTarget)
    }

    /// Puts the view back as it was. Nothing happens when the view did not change (a refused
    /// argument); otherwise the layout gets the old state back and, if it was valid before,
    /// prepares again for it, so a failed command leaves the layout as valid as it found it.
    public func restore(_ checkpoint: Checkpoint) {
        // A scroll the layout asked for during the failed command is dropped with it.
        pendingAnimationTarget = checkpoint.pendingAnimationTarget
        pendingAdjustment = (.zero, .zero)
        guard state != checkpoint.state || visibleElements != checkpoint.visibleElements
            || layoutValid != checkpoint.layoutValid || passCount != checkpoint.passCount
        else { return }
        state = checkpoint.state
        visibleElements = checkpoint.visibleElements
        layoutValid = false
        queried = nil
        measured = [:]
        try? layout?.setViewState(state)
        guard checkpoint.layoutValid, let layout else { return }
        try? prepare(layout)
    }

    /// Installs a layout (or none): everything is invalid, then a pass runs.
    /// Installs `newLayout` (invalid, its view state sent) and runs its first pass unless `pass`
    /// is false (then the next command that needs the layout runs it).
    package func setLayout(_ newLayout: LayoutInstance?, pass: Bool = true) throws {
        layout?.callbacks.invalidated = { _, _ in }
        layout?.callbacks.layoutIfNeeded = {}
        layout = newLayout
        layoutValid = false
        queried = nil
        measured = [:]
        visibleElements = []
        guard let newLayout else { return }
        newLayout.callbacks.invalidated = { [weak self] offset, size in
            self?.layoutValid = false
            self?.addPendingAdjustment(offset: offset, size: size)
        }
        newLayout.callbacks.layoutIfNeeded = { [weak self, unowned newLayout] in
            guard let self, self.passDepth == 0 else { return }
            do { try self.layoutIfNeeded() } catch { newLayout.callbacks.failure = error }
        }
        try newLayout.setViewState(state)
        _ = try newLayout.invalidate(.everything)
        if pass { try layoutPass() }
    }

    /// A bounds change as UIKit makes it, followed by a layout pass; `beforeApplying` runs after
    /// the invalidation and before the new bounds (an animated change's prepare).
    public func setBounds(_ requested: CGRect, beforeApplying: (() throws -> Void)? = nil) throws {
        // UIScrollView sets the offset on the pixel grid.
        let newBounds = CGRect(x: state.pixelAligned(requested.minX), y: state.pixelAligned(requested.minY),
                               width: requested.width, height: requested.height)
        guard newBounds != state.bounds else { return }
        // Sums of finite numbers can overflow (offset 1e308, then scroll 1e308): one place refuses them.
        guard [newBounds.minX, newBounds.minY, newBounds.width, newBounds.height].allSatisfy(\.isFinite) else {
            throw CommandError("the bounds would be \(newBounds.minX) \(newBounds.minY) \(newBounds.width)x\(newBounds.height), not finite")
        }
        var adjustment = CGPoint.zero
        if let layout, try layout.shouldInvalidate(forBoundsChange: newBounds) {
            let invalidation = try layout.invalidate(.boundsChange, newBounds: newBounds)
            layoutValid = false
            adjustment = invalidation.contentOffsetAdjustment
            state.contentSize.width += invalidation.contentSizeAdjustment.width
            state.contentSize.height += invalidation.contentSizeAdjustment.height
        }
        try beforeApplying?()
        state.size = newBounds.size
        state.contentOffset = CGPoint(x: state.pixelAligned(newBounds.minX + adjustment.x), y: state.pixelAligned(newBounds.minY + adjustment.y))
        try layout?.setViewState(state)
        try layoutPass()
    }

    /// A bounds change inside an animation block (a rotation), in UIKit's order: the usual
    /// invalidation, prepare(forAnimatedBoundsChange:) with the old bounds, the pass, then
    /// initial attributes for every element visible after and final ones for every element
    /// visible before (nil: UIKit's default, the element's own), finalizeAnimatedBoundsChange().
    public func setBoundsAnimated(_ newBounds: CGRect) throws -> (appearing: [LayoutElement], disappearing: [LayoutElement]) {
        guard let layout else {
            try setBounds(newBounds)
            return ([], [])
        }
        let old = state.bounds, before = visibleElements
        try setBounds(newBounds) { try layout.prepareForAnimatedBoundsChange(from: old) }
        let appearing = try visibleElements.map { try layout.initialAttributes(forAppearing: $0.key) ?? $0 }
        let disappearing = try before.map { try layout.finalAttributes(forDisappearing: $0.key) ?? $0 }
        try layout.finalizeAnimatedBoundsChange()
        return (appearing, disappearing)
    }

    public func setContentOffset(_ offset: CGPoint) throws {
        try setBounds(CGRect(origin: offset, size: state.size))
    }

    /// Changes state that is not the bounds (insets, margins, rates); `invalidate` says whether
    /// UIKit would invalidate the layout for it.
    public func update(invalidate: Bool = false, _ change: (inout ViewState) -> Void) throws {
        let sideways = state.orthogonalOffsets, scale = state.displayScale, inset = state.adjustedContentInset
        let given = state.contentInset
        change(&state)
        // A scroll view resting at its top (leading) edge stays there when the safe area changes
        // its adjusted inset (a device, a bar): the offset follows −adjustedContentInset. A
        // contentInset set by code leaves the offset alone, as UIKit does.
        let adjusted = state.adjustedContentInset
        var resting = state.contentOffset
        if state.contentInset == given {
            if adjusted.top != inset.top, abs(resting.y + inset.top) < 1e-6 { resting.y = -adjusted.top }
            if adjusted.left != inset.left, abs(resting.x + inset.left) < 1e-6 { resting.x = -adjusted.left }
        }
        // A section scrolled sideways shows other items: its region is asked for again.
        if state.orthogonalOffsets != sideways { queried = nil }
        if let layout {
            try layout.setViewState(state)
            if invalidate {
                _ = try layout.invalidate(.everything)
                layoutValid = false
            }
            try layoutPass()
        }
        // A new display scale (`scale`, `device`) moves the offset onto its pixel grid; a new
        // inset moves a resting offset with it (a bounds change, asked of the layout as UIKit asks).
        if state.displayScale != scale || resting != state.contentOffset { try setContentOffset(resting) }
    }

    /// New data: UIKit's reloadData invalidates everything and the data source counts.
    public func setItemCounts(_ counts: [Int]) throws {
        state.itemCounts = counts
        guard let layout else { return }
        try layout.setViewState(state)
        _ = try layout.invalidate(.everything)
        layoutValid = false
        try layoutPass()
    }

    /// One layout pass, as layoutSubviews runs it; then the visible cells self-size, as
    /// preferredLayoutAttributesFitting does, and the pass repeats while the layout takes sizes.
    public func layoutPass() throws {
        try layoutPass(contentSizeKnown: false)
    }

    private func layoutPass(contentSizeKnown: Bool) throws {
        passDepth += 1
        defer { passDepth -= 1 }
        try applyPendingAdjustment()
        let sizeBefore = state.contentSize
        try selfSizedPass(contentSizeKnown: contentSizeKnown)
        try pullBackIfContentShrank(from: sizeBefore)
    }

    /// Adjustments of an invalidation the layout made through the host's own contexts (an
    /// interactive move's steps): applied, as the layout's own, at the next pass.
    public func addPendingAdjustments(of invalidation: LayoutInstance.Invalidation) {
        addPendingAdjustment(offset: invalidation.contentOffsetAdjustment, size: invalidation.contentSizeAdjustment)
    }

    private func addPendingAdjustment(offset: CGPoint, size: CGSize) {
        pendingAdjustment.offset.x += offset.x
        pendingAdjustment.offset.y += offset.y
        pendingAdjustment.size.width += size.width
        pendingAdjustment.size.height += size.height
    }

    /// The layout's own context adjustments, added to the offset and content size (UIKit adds
    /// them; the content size is asked again after the pass's prepare()).
    private func applyPendingAdjustment() throws {
        guard pendingAdjustment.offset != .zero || pendingAdjustment.size != .zero else { return }
        let (offset, size) = pendingAdjustment
        pendingAdjustment = (.zero, .zero)
        state.contentOffset.x += offset.x
        state.contentOffset.y += offset.y
        state.contentSize.width += size.width
        state.contentSize.height += size.height
        try layout?.setViewState(state)
    }

    /// UIScrollView's answer to a smaller content size: when the offset now lies past the new
    /// end (and no finger or deceleration is moving it), it is pulled back to the nearest allowed
    /// offset, a bounds change like any other.
    private func pullBackIfContentShrank(from sizeBefore: CGSize) throws {
        guard state.contentSize != sizeBefore, !state.isTracking, !state.isDragging, !state.isDecelerating else { return }
        let allowed = state.allowedOffsets
        guard !allowed.containsInclusive(state.contentOffset) else { return }
        let pulled = allowed.clamping(state.contentOffset)
        // Only what shrank pulls back: an offset already outside before (a pull-down, say) stays.
        let wasInside = CGRect.allowedContentOffsets(contentSize: sizeBefore, boundsSize: state.size,
                                                     top: state.adjustedContentInset.top, left: state.adjustedContentInset.left,
                                                     bottom: state.adjustedContentInset.bottom, right: state.adjustedContentInset.right)
            .containsInclusive(state.contentOffset)
        guard wasInside else { return }
        try setContentOffset(pulled)
    }

    /// A displayed cell is measured when it appears or its attributes change, not on every pass
    /// (UIKit calls preferredLayoutAttributesFitting when it applies attributes): each is asked
    /// once while it stays on screen with the same attributes.
    private func selfSizedPass(contentSizeKnown: Bool) throws {
        try basicPass(contentSizeKnown: contentSizeKnown)
        let cells = preferredSize != nil, views = preferredSupplementarySize != nil
        guard cells || views, let layout else { return }
        // Only the categories with sizes to offer are measured (and remembered).
        let measurable = { (element: LayoutElement) in element.category == .cell ? cells : element.category == .supplementary && views }
        for _ in 0..<SimulatedCollectionView.selfSizingRounds {
            var invalidated = false
            var shown = 0
            for element in visibleElements where measurable(element) {
                shown += 1
                let key = element.key
                guard measured[key] != element.frame else { continue }
                measured[key] = element.frame
                guard let invalidation = try offerPreferredSize(of: element, to: layout) else { continue }
                invalidated = true
                applyAdjustments(of: invalidation)
            }
            // A view that left the screen is measured again when it comes back. Every shown one
            // is in `measured`, so only more entries than shown views means some left.
            if measured.count > shown {
                let onScreen = Set(visibleElements.lazy.filter(measurable).map(\.key))
                measured = measured.filter { onScreen.contains($0.key) }
            }
            guard invalidated else { return }
            layoutValid = false
            try layout.setViewState(state)
            try basicPass()
        }
    }

    /// preferredLayoutAttributesFitting for a displayed cell or supplementary view whose
    /// self-sized size differs from its attributes'; the invalidation when the layout took it.
    private func offerPreferredSize(of element: LayoutElement, to layout: LayoutInstance) throws -> LayoutInstance.Invalidation? {
        if element.category == .cell {
            guard let size = preferredSize?(element.section, element.item), size != element.size else { return nil }
            return try layout.preferredSize(section: element.section, item: element.item, size: size)
        }
        guard let kind = element.kind, let size = preferredSupplementarySize?(kind, element.section, element.item), size != element.size
        else { return nil }
        return try layout.preferredSupplementarySize(kind: kind, section: element.section, item: element.item, size: size)
    }

    /// Adds a self-sizing context's adjustments to the offset and content size at once (the
    /// self-sizing rounds send the state before their next pass).
    private func applyAdjustments(of invalidation: LayoutInstance.Invalidation) {
        state.contentOffset.x += invalidation.contentOffsetAdjustment.x
        state.contentOffset.y += invalidation.contentOffsetAdjustment.y
        state.contentSize.width += invalidation.contentSizeAdjustment.width
        state.contentSize.height += invalidation.contentSizeAdjustment.height
    }

    /// A batch update up to the new pass, in UIKit's order: invalidate with data-source counts,
    /// prepare(), collectionViewContentSize, prepare(forCollectionViewUpdates:),
    /// targetContentOffset(forProposedContentOffset:) (during the update, after prepare() and the
    /// content size), the rect query. The caller asks for appearing/disappearing attributes,
    /// then finalizes.
    @discardableResult
    public func beginBatchUpdate(counts: [Int], items: [LayoutInstance.UpdateItem]) throws -> [LayoutInstance.ViewChange] {
        // The kinds of supplementary and decoration views on screen before the update, asked
        // which of them it inserts and deletes once the layout has the update items.
        var kinds: [(LayoutElement.Category, String)] = []
        for element in visibleElements where element.category != .cell {
            let kind = element.kind ?? ""
            if !kinds.contains(where: { $0.0 == element.category && $0.1 == kind }) { kinds.append((element.category, kind)) }
        }
        state.itemCounts = counts
        guard let layout else { return [] }
        passDepth += 1
        defer { passDepth -= 1 }
        try layout.setViewState(state)
        _ = try layout.invalidate(.dataSourceCounts)
        layoutValid = false
        try prepare(layout)
        try updateContentSize(layout)
        try layout.prepareForUpdates(items)
        let changes = try kinds.compactMap { try layout.viewChanges(category: $0.0, kind: $0.1) }
        try settleContentOffset()
        try layoutPass(contentSizeKnown: true)
        return changes
    }

    /// New counts without an update or a reload: an interactive move's live reorder, where the
    /// layout's own movement context has already invalidated it.
    public func setItemCountsLive(_ counts: [Int]) throws {
        guard counts != state.itemCounts else { return }
        state.itemCounts = counts
        try layout?.setViewState(state)
    }

    /// Puts the item counts back after a failed update (the view checkpoint restores the rest).
    public func restoreItemCounts(_ counts: [Int]) {
        state.itemCounts = counts
        layoutValid = false
        try? layout?.setViewState(state)
    }

    /// During an update: UIKit asks targetContentOffset(forProposedContentOffset:) with the
    /// offset kept inside the new content, and scrolls there.
    public func settleContentOffset() throws {
        guard let layout else { return }
        let proposed = state.allowedOffsets.clamping(state.contentOffset)
        let target = try layout.targetContentOffset(proposed: proposed, velocity: nil)
        if target != state.contentOffset { try setContentOffset(target) }
    }

    private func updateContentSize(_ layout: LayoutInstance) throws {
        let size = try layout.contentSize()
        if size != state.contentSize {
            state.contentSize = size
            try layout.setViewState(state)
        }
    }

    /// prepare() and collectionViewContentSize when the layout is invalid; the rect query when
    /// the visible rect left the region asked for last.
    private func basicPass(contentSizeKnown: Bool = false) throws {
        guard let layout else { return }
        if !layoutValid {
            try prepare(layout)
            if !contentSizeKnown { try updateContentSize(layout) }
        }
        let visible = state.bounds
        var answer = queried
        if answer == nil || !answer!.region.contains(visible) {
            let region = Self.queryRegion(for: visible)
            let elements = try layout.elements(in: region)
            // Asked again with no invalidation since the last answer: UIKit holds the layout to it.
            if let previous = answer { try Self.checkSupplementaries(elements, against: previous.elements, layout: layout.id) }
            answer = (region, elements)
            queried = answer
        }
        visibleElements = answer!.elements.filter { $0.frame.intersects(visible) }
        passCount += 1
    }

    /// UIKit raises when a supplementary view's attributes change without an invalidation of
    /// the layout (NSInternalInconsistencyException); the command fails with that said. Compared
    /// as UIKit's isEqual(_:) compares: geometry, alpha, zIndex and hidden.
    static func checkSupplementaries(_ answer: [LayoutElement], against previous: [LayoutElement], layout id: String) throws {
        var before: [LayoutElement.Key: LayoutElement] = [:]
        for element in previous where element.category == .supplementary { before[element.key] = element }
        guard !before.isEmpty else { return }
        for element in answer where element.category == .supplementary {
            guard let old = before[element.key],
                old.center != element.center || old.size != element.size || old.transform3D != element.transform3D
                    || old.alpha != element.alpha || old.zIndex != element.zIndex || old.isHidden != element.isHidden
            else { continue }
            let frame = { (e: LayoutElement) in [e.frame.minX, e.frame.minY, e.frame.width, e.frame.height].map(NumberText.short).joined(separator: " ") }
            throw LayoutCallError(
                "\(id): the layout attributes for supplementary item \(element.kind ?? "?") at \(element.pathText) changed from frame "
                    + "\(frame(old)) to \(frame(element)) without invalidating the layout; UIKit raises (NSInternalInconsistencyException)")
        }
    }

    /// The rect a pass asks the layout for: the screen pages (bounds-sized tiles from the
    /// content's origin) that `visible` touches, so scrolling asks again only when it enters a
    /// new page. UIKit caches per screen page; the tiling is decided here (`help decisions`).
    public static func queryRegion(for visible: CGRect) -> CGRect {
        func span(_ low: CGFloat, _ high: CGFloat, _ page: CGFloat) -> (CGFloat, CGFloat) {
            guard page > 0, (low / page).magnitude < 1e15, (high / page).magnitude < 1e15 else { return (low, high) }
            let first = (low / page).rounded(.down) * page
            return (first, Swift.max((high / page).rounded(.up) * page, first + page))
        }
        let (x0, x1) = span(visible.minX, visible.maxX, visible.width)
        let (y0, y1) = span(visible.minY, visible.maxY, visible.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// prepare(); valid from its start, so an invalidateLayout() the layout makes during its own
    /// prepare() leaves it invalid for the next pass.
    private func prepare(_ layout: LayoutInstance) throws {
        layoutValid = true
        queried = nil
        do {
            try layout.prepare()
        } catch {
            layoutValid = false
            throw error
        }
    }

    /// invalidateLayout() from outside the layout: the host's (a parameter the layout does not
    /// watch); the next pass prepares again.
    public func invalidateLayout() throws {
        guard let layout else { return }
        layoutValid = false
        _ = try layout.invalidate(.everything)
    }

    /// A layout pass if the layout is invalid (UIView.layoutIfNeeded).
    public func layoutIfNeeded() throws {
        guard layout != nil else { return }
        if !layoutValid { try layoutPass() }
    }

    /// Every element in the content (and the visible rect, for elements placed outside it).
    public func allElements() throws -> [LayoutElement] {
        try elements(in: CGRect(origin: .zero, size: state.contentSize).union(state.bounds), filter: false)
    }

    /// The layout's answer for `rect`, filtered to it when `filter` is true.
    public func elements(in rect: CGRect, filter: Bool = true) throws -> [LayoutElement] {
        guard let layout else { return [] }
        try layoutIfNeeded()
        let elements = try layout.elements(in: rect)
        return filter ? elements.filter { $0.frame.intersects(rect) } : elements
    }

    /// Runs `body` with the layout asked for orthogonal sections at rest and without their
    /// visible-items handlers (attrs --unscrolled), then restores the usual state.
    public func unscrolled<T>(_ body: () throws -> T) throws -> T {
        guard let layout else { return try body() }
        try layoutIfNeeded()
        try layout.setViewState(state, unscrolled: true)
        defer { try? layout.setViewState(state) }
        return try body()
    }

    /// The content offset that shows `element` at `position` (scrollToItem), clamped to the
    /// allowed offsets.
    public func contentOffset(showing frame: CGRect, position: UICollectionView.ScrollPosition) -> CGPoint {
        var offset = state.contentOffset
        let inset = state.adjustedContentInset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        // Centred within the area the insets leave, as UIKit centres: the visible middle is the
        // top inset plus half of what remains.
        if position.contains(.centeredVertically) {
            offset.y = frame.midY - (inset.top + (state.size.height - inset.top - inset.bottom) / 2)
        }
        if position.contains(.bottom) { offset.y = frame.maxY - state.size.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - (inset.left + (state.size.width - inset.left - inset.right) / 2)
        }
        if position.contains(.right) { offset.x = frame.maxX - state.size.width + inset.right }
        let allowed = state.allowedOffsets
        return CGPoint(x: min(max(offset.x, allowed.minX), allowed.maxX), y: min(max(offset.y, allowed.minY), allowed.maxY))
    }

    /// Carries out the layout's scroll requests and rate changes: jumps at once, animated ones
    /// become `pendingAnimationTarget` (the newest wins, as a new UIKit animation replaces the
    /// running one). At most `limit` rounds, so a layout asking on every pass cannot hang the host.
    public func performLayoutRequests(limit: Int = 16) throws {
        guard let layout else { return }
        for _ in 0..<limit {
            if let rate = layout.callbacks.takeDecelerationRate() { state.decelerationRate = rate }
            try applyPropertyRequests(layout.callbacks.takePropertyRequests())
            let requests = layout.callbacks.takeScrollRequests()
            if requests.isEmpty { return }
            for request in requests {
                let target: CGPoint, animated: Bool
                switch request {
                case .contentOffset(let offset, let isAnimated):
                    (target, animated) = (offset, isAnimated)
                case .item(let section, let item, let position, let isAnimated):
                    guard let element = try layout.item(section: section, item: item) else { continue }
                    target = contentOffset(showing: element.frame, position: .init(rawValue: UInt(position)))
                    animated = isAnimated
                }
                guard target.x.isFinite, target.y.isFinite else {
                    throw LayoutCallError("\(layout.id) asked to scroll to a non-finite offset")
                }
                if animated { pendingAnimationTarget = target } else { try setContentOffset(target) }
            }
        }
    }

    /// Scroll view properties the layout assigned: a new contentInset invalidates the layout (the
    /// adjusted inset it reads changed), the flags do not. Non-finite insets are dropped.
    private func applyPropertyRequests(_ requests: [(property: UInt32, values: [Double])]) throws {
        for request in requests {
            let v = request.values, flag = v.first.map { $0 != 0 } ?? false
            switch Int(request.property) {
            case Int(LB_PROPERTY_CONTENT_INSET):
                guard v.count == 4, v.allSatisfy(\.isFinite) else { continue }
                let inset = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                if inset != state.contentInset { try update(invalidate: true) { $0.contentInset = inset } }
            case Int(LB_PROPERTY_PAGING_ENABLED): try update { $0.pagingEnabled = flag }
            case Int(LB_PROPERTY_BOUNCES): try update { $0.bounces = flag }
            case Int(LB_PROPERTY_ALWAYS_BOUNCE_VERTICAL): try update { $0.alwaysBounceVertical = flag }
            case Int(LB_PROPERTY_ALWAYS_BOUNCE_HORIZONTAL): try update { $0.alwaysBounceHorizontal = flag }
            case Int(LB_PROPERTY_SCROLL_ENABLED): try update { $0.scrollEnabled = flag }
            case Int(LB_PROPERTY_INSET_ADJUSTMENT):
                guard let raw = v.first.flatMap({ Int(exactly: $0) }), let behavior = ViewState.InsetAdjustment(rawValue: raw),
                    behavior != state.insetAdjustment
                else { continue }
                try update(invalidate: true) { $0.insetAdjustment = behavior }
            default: continue
            }
        }
    }

    /// Sets the touch flags UIScrollView reports (isTracking, isDragging, isDecelerating).
    /// The pan recognizer's state as the finger left it this frame.
    public func setPan(_ pan: PanGesture) throws {
        state.pan = pan
        try layout?.setViewState(state)
    }

    /// UIKit Dynamics for one display frame, after the frame's pass: the layout's animators step
    /// by `milliseconds`; one that moved an item invalidated the layout, and a pass shows it
    /// (a layout left invalid otherwise waits for the next pass, as before).
    public func advanceDynamics(milliseconds: Double) throws {
        guard let layout else {
            dynamicsRunning = false
            return
        }
        let wasValid = layoutValid
        dynamicsRunning = try layout.advanceDynamics(milliseconds: milliseconds)
        if wasValid && !layoutValid { try layoutPass() }
    }

    public func setTouchState(tracking: Bool, dragging: Bool, decelerating: Bool) throws {
        state.isTracking = tracking
        state.isDragging = dragging
        state.isDecelerating = decelerating
        try layout?.setViewState(state)
    }
}
