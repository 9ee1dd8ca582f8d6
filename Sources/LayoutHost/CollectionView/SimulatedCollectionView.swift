import CollectionLayout
package import Foundation
package import SessionValues

/// The host's UICollectionView: it owns the view state and drives the layout in UIKit's order.
///
/// Bounds change: shouldInvalidateLayout(forBoundsChange:) with the old bounds still in place →
/// if true, invalidationContext(forBoundsChange:) and invalidateLayout(with:) → the new bounds →
/// a layout pass: if invalid, prepare() → collectionViewContentSize; then, when the visible rect
/// has left the region queried last (or the layout was prepared), layoutAttributesForElements(in:)
/// for the screen pages the visible rect touches (`queryRegion`); the answer is kept and filtered
/// to the visible rect on every pass, as UIKit keeps its per-screen-page caches.
package final class SimulatedCollectionView {
    package internal(set) var state = ViewState()
    package internal(set) var layout: LayoutInstance?
    /// Whether the layout is prepared for the current state: the one place this is kept. The
    /// layout's own invalidateLayout() clears it through its callbacks (`setLayout`).
    package internal(set) var layoutValid = false
    /// The elements of the last pass that intersect the visible rect, in the layout's order.
    package internal(set) var visibleElements: [LayoutElement] = []
    /// Layout passes run so far.
    package internal(set) var passCount = 0
    /// Where the layout last asked to scroll with animation; the scroll driver plays it.
    package var pendingAnimationTarget: CGPoint?
    /// Whether a UIDynamicAnimator of the layout still moved items at the last frame.
    package internal(set) var dynamicsRunning = false
    /// A motion stopped watching the animators at `ScrollDriver.dynamicsLimit` since this was
    /// last cleared (the engine clears it before each command).
    package var dynamicsWatchEnded = false
    /// Self-sized item sizes (the data's preferred sizes), or nil when there are none.
    package var preferredSize: ((_ section: Int, _ item: Int) -> CGSize?)? {
        didSet { measured = [:] }  // new data: every displayed cell is configured, and measured, again
    }
    /// Self-sized supplementary view sizes by kind, section and item, or nil when there are none.
    package var preferredSupplementarySize: ((_ kind: String, _ section: Int, _ item: Int) -> CGSize?)? {
        didSet { measured = [:] }
    }
    /// Above zero while the host runs a layout pass or an update: a layoutIfNeeded() from the
    /// layout then does nothing, as UIKit does not re-enter layoutSubviews.
    var passDepth = 0
    /// The region asked for last and the layout's answer for it; dropped whenever the layout
    /// prepares, so a valid layout is not asked again while the visible rect stays inside.
    var queried: RectQueryAnswer?
    /// What the layout's own invalidation contexts asked to add to the offset and content size
    /// (contentOffsetAdjustment, contentSizeAdjustment), applied as the next pass starts.
    var pendingAdjustment = (offset: CGPoint.zero, size: CGSize.zero)
    /// The displayed cells and supplementary views already measured for self-sizing, with the
    /// frames they had then.
    var measured: [LayoutElement.Key: CGRect] = [:]
    /// Told every answer a pass gets from layoutAttributesForElements(in:), with the rect asked
    /// (a contract checker holds each answer to UIKit's rules).
    package var answerObserver: ((CGRect, [LayoutElement]) -> Void)?
    /// Who watches display frames, by the token `addFrameObserver` gave (in the order added).
    var frameObservers: [(token: Int, observer: DisplayFrameObserver)] = []
    var nextFrameObserver = 0
    /// The rect asked last and the layout's answer, while the layout stays valid.
    package var lastAnswer: (region: CGRect, elements: [LayoutElement])? { queried.map { ($0.region, $0.elements) } }
    /// Self-sizing rounds in one pass at most (a layout that never settles cannot hang the host).
    package static let selfSizingRounds = 8

    /// A saved state to go back to when a command fails.
    package struct Checkpoint {
        fileprivate let state: ViewState
        fileprivate let visibleElements: [LayoutElement]
        fileprivate let layoutValid: Bool
        fileprivate let passCount: Int
        fileprivate let pendingAnimationTarget: CGPoint?
    }

    package init() {}

    /// A collection view with the same state as `other` and no layout yet (for probes).
    package init(copying other: SimulatedCollectionView) {
        state = other.state
    }

    package func checkpoint() -> Checkpoint {
        Checkpoint(
            state: state, visibleElements: visibleElements, layoutValid: layoutValid, passCount: passCount,
            pendingAnimationTarget: pendingAnimationTarget)
    }

    /// Puts the view back as it was. Nothing happens when the view did not change (a refused
    /// argument); otherwise the layout gets the old state back and, if it was valid before,
    /// prepares again for it, so a failed command leaves the layout as valid as it found it.
    package func restore(_ checkpoint: Checkpoint) {
        // A scroll the layout asked for during the failed command is dropped with it.
        pendingAnimationTarget = checkpoint.pendingAnimationTarget
        pendingAdjustment = (.zero, .zero)
        guard
            state != checkpoint.state || visibleElements != checkpoint.visibleElements
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
    package func setBounds(_ requested: CGRect, beforeApplying: (() throws -> Void)? = nil) throws {
        // UIScrollView sets the offset on the pixel grid.
        let newBounds = CGRect(
            x: state.pixelAligned(requested.minX), y: state.pixelAligned(requested.minY),
            width: requested.width, height: requested.height)
        guard newBounds != state.bounds else { return }
        // Sums of finite numbers can overflow (offset 1e308, then scroll 1e308): one place refuses them.
        guard [newBounds.minX, newBounds.minY, newBounds.width, newBounds.height].allSatisfy(\.isFinite) else {
            throw ViewRefusal("the bounds would be \(newBounds.minX) \(newBounds.minY) \(newBounds.width)x\(newBounds.height), not finite")
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
    package func setBoundsAnimated(_ newBounds: CGRect) throws -> (appearing: [LayoutElement], disappearing: [LayoutElement]) {
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

    package func setContentOffset(_ offset: CGPoint) throws {
        try setBounds(CGRect(origin: offset, size: state.size))
    }

    /// Changes state that is not the bounds (insets, margins, rates); `invalidate` says whether
    /// UIKit would invalidate the layout for it.
    package func update(invalidate: Bool = false, _ change: (inout ViewState) -> Void) throws {
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
    package func setItemCounts(_ counts: [Int]) throws {
        state.itemCounts = counts
        guard let layout else { return }
        try layout.setViewState(state)
        _ = try layout.invalidate(.everything)
        layoutValid = false
        try layoutPass()
    }

    /// One layout pass, as layoutSubviews runs it; then the visible cells self-size, as
    /// preferredLayoutAttributesFitting does, and the pass repeats while the layout takes sizes.
    package func layoutPass() throws {
        try layoutPass(contentSizeKnown: false)
    }

    func layoutPass(contentSizeKnown: Bool) throws {
        passDepth += 1
        defer { passDepth -= 1 }
        try applyPendingAdjustment()
        let sizeBefore = state.contentSize
        try selfSizedPass(contentSizeKnown: contentSizeKnown)
        try pullBackIfContentShrank(from: sizeBefore)
        checkInvariants()
    }

    /// Adjustments of an invalidation the layout made through the host's own contexts (an
    /// interactive move's steps): applied, as the layout's own, at the next pass.
    package func addPendingAdjustments(of invalidation: LayoutInstance.Invalidation) {
        addPendingAdjustment(offset: invalidation.contentOffsetAdjustment, size: invalidation.contentSizeAdjustment)
    }

    func addPendingAdjustment(offset: CGPoint, size: CGSize) {
        pendingAdjustment.offset.x += offset.x
        pendingAdjustment.offset.y += offset.y
        pendingAdjustment.size.width += size.width
        pendingAdjustment.size.height += size.height
    }

    /// The layout's own context adjustments, added to the offset and content size (UIKit adds
    /// them; the content size is asked again after the pass's prepare()).
    func applyPendingAdjustment() throws {
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
    func pullBackIfContentShrank(from sizeBefore: CGSize) throws {
        guard state.contentSize != sizeBefore, !state.isTracking, !state.isDragging, !state.isDecelerating else { return }
        let allowed = state.allowedOffsets
        guard !allowed.containsInclusive(state.contentOffset) else { return }
        let pulled = allowed.clamping(state.contentOffset)
        // Only what shrank pulls back: an offset already outside before (a pull-down, say) stays.
        let wasInside = CGRect.allowedContentOffsets(
            contentSize: sizeBefore, boundsSize: state.size,
            top: state.adjustedContentInset.top, left: state.adjustedContentInset.left,
            bottom: state.adjustedContentInset.bottom, right: state.adjustedContentInset.right
        )
        .containsInclusive(state.contentOffset)
        guard wasInside else { return }
        try setContentOffset(pulled)
    }

    func updateContentSize(_ layout: LayoutInstance) throws {
        let size = try layout.contentSize()
        if size != state.contentSize {
            state.contentSize = size
            try layout.setViewState(state)
        }
    }

    /// prepare() and collectionViewContentSize when the layout is invalid; the rect query when
    /// the visible rect left the region asked for last.
    func basicPass(contentSizeKnown: Bool = false) throws {
        guard let layout else { return }
        if !layoutValid {
            try prepare(layout)
            if !contentSizeKnown { try updateContentSize(layout) }
        }
        let visible = state.bounds
        if queried == nil || !queried!.region.contains(visible) {
            let region = Self.queryRegion(for: visible)
            let elements = try layout.elements(in: region)
            // Asked again with no invalidation since the last answer: UIKit holds the layout to it.
            if let previous = queried { try Self.checkSupplementaries(elements, against: previous.elements, layout: layout.id) }
            queried = RectQueryAnswer(region: region, elements: elements)
            answerObserver?(region, elements)
        }
        if let shown = queried!.elements(meeting: visible) { visibleElements = shown }
        passCount += 1
    }

    /// prepare(); valid from its start, so an invalidateLayout() the layout makes during its own
    /// prepare() leaves it invalid for the next pass.
    func prepare(_ layout: LayoutInstance) throws {
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
    package func invalidateLayout() throws {
        guard let layout else { return }
        layoutValid = false
        _ = try layout.invalidate(.everything)
    }

    /// A layout pass if the layout is invalid (UIView.layoutIfNeeded).
    package func layoutIfNeeded() throws {
        guard layout != nil else { return }
        if !layoutValid { try layoutPass() }
    }
}
