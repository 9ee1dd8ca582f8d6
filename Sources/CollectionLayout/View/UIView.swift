import Foundation

/// The parts of UIView a layout reads (bounds, frame, margins, safe area, traits), and the
/// overridable members views in app files override, declared here in the class so overrides
/// compile (`override var frame: CGRect { didSet … }`, `override func hitTest`). Views draw
/// nothing here and are never laid out: what is set is kept, and nothing else happens.
@preconcurrency @MainActor open class UIView: UIResponder {
    private var storedBounds = CGRect.zero
    private var storedFrame = CGRect.zero

    /// The view's own coordinates; setting its size sets the frame's, as UIKit does.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            storedBounds = newValue
            storedFrame.size = newValue.size
        }
    }

    /// The view's place in its superview; setting its size sets the bounds', as UIKit does.
    open var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            storedBounds.size = newValue.size
        }
    }

    /// The frame's centre; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The host's margins (`margins` in the REPL) until app code sets them.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The host's safe area (`safe-area` in the REPL); the host sets `hostSafeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets { hostSafeAreaInsets }
    var hostSafeAreaInsets: UIEdgeInsets = .zero
    /// Pixels per point of the screen the view is on (`scale` in the REPL; 3 unless set).
    var displayScale: CGFloat = 3
    /// Size classes from the bounds (regular from 768 points, `help decisions`), the display
    /// scale, the large text size: what layouts read to choose columns, spacing and rounding.
    open var traitCollection: UITraitCollection { UITraitCollection(size: bounds.size, displayScale: displayScale) }

    /// Right to left when the host's `rtl on` is in force (it sets `hostLayoutDirection`).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { hostLayoutDirection }
    var hostLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// Where the layout margins guide lies from each edge: the margins measured inside the safe
    /// area, as `insetsLayoutMarginsFromSafeArea` (true by default) has it.
    var layoutMarginsFromEdges: UIEdgeInsets {
        UIEdgeInsets(
            top: safeAreaInsets.top + layoutMargins.top, left: safeAreaInsets.left + layoutMargins.left,
            bottom: safeAreaInsets.bottom + layoutMargins.bottom, right: safeAreaInsets.right + layoutMargins.right)
    }

    /// The readable content guide's width at the large text size (the only one the host has):
    /// 46 "m"s of the Body font rounded up to a multiple of 8, 672 points as measured on devices.
    static let readableWidth: CGFloat = 672
    /// The guide narrows only when the safe area is wider than the readable width by more than this.
    static let readableWidthThreshold: CGFloat = 88

    /// Where the readable content guide lies from each edge: a column `readableWidth` wide,
    /// centred, when the width inside the safe area exceeds it by more than 88 points (never
    /// inside the margins); else the layout margins guide (every iPhone in portrait).
    var readableContentFromEdges: UIEdgeInsets {
        let margins = layoutMarginsFromEdges
        let inside = bounds.width - safeAreaInsets.left - safeAreaInsets.right
        guard inside - Self.readableWidth > Self.readableWidthThreshold else { return margins }
        let side = ((bounds.width - Self.readableWidth) / 2).rounded(.down)
        return UIEdgeInsets(top: margins.top, left: max(side, margins.left), bottom: margins.bottom, right: max(side, margins.right))
    }

    /// A view of no size: as on iOS, a convenience initialiser (init(frame:) and init?(coder:)
    /// are the designated ones), so a subclass's own `init()` needs no `override`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view of this frame (its bounds at the origin, of the frame's size).
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// UIView adopts NSCoding, so subclasses with initialisers of their own carry this one;
    /// nothing here decodes views.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - Kept, drawn nowhere

    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = .systemBlue
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    open var transform = CGAffineTransform.identity
    open var transform3D = CATransform3DIdentity
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var accessibilityLabel: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityHint: String?
    open var isAccessibilityElement = false
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    /// The layer a view draws into: kept, never drawn. Its frame follows nothing.
    open private(set) lazy var layer: CALayer = CALayer.layer(of: type(of: self).layerClass)
    /// The layer class a subclass asks for (`override class var layerClass`); see
    /// `CALayer.layer(of:)` for the layer a class of the app's own gets.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view whose alpha would mask this one: kept, applied nowhere.
    open var mask: UIView?

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var window: UIWindow? { superview?.window }
    open var gestureRecognizers: [UIGestureRecognizer]?

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }

    /// Nothing is on screen here: the view itself when the point is inside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isHidden || !isUserInteractionEnabled || alpha < 0.01 || !self.point(inside: point, with: event) ? nil : self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether a recognizer attached to the view may begin: yes (none begins here).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A copy of nothing: views draw nothing here.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: frame) }
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        UIView(frame: rect)
    }
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

    // Overridable UIView API that view classes in layout files override. Views draw nothing
    // here and are never laid out, so none of these is called; they exist so overrides compile.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func layoutSubviews() {}
    open func draw(_ rect: CGRect) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func tintColorDidChange() {}
    open func didMoveToSuperview() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToWindow() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func updateConstraints() {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    /// Sizes the view to what sizeThatFits answers (its bounds' size: nothing is measured here).
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open private(set) var constraints: [NSLayoutConstraint] = []
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ list: [NSLayoutConstraint]) { constraints += list }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ list: [NSLayoutConstraint]) { constraints.removeAll { item in list.contains { $0 === item } } }
    /// Keeps the guide (see `layoutGuides`) and makes the view its owner.
    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        ownedLayoutGuides.append(guide)
        guide.owningView = self
    }
    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard ownedLayoutGuides.contains(where: { $0 === guide }) else { return }
        ownedLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }
    private var ownedLayoutGuides: [UILayoutGuide] = []
    /// Kept per axis for `contentHuggingPriority(for:)`; nothing is solved with it.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { huggingPriorities[axis] = priority }
    /// Kept per axis for `contentCompressionResistancePriority(for:)`; nothing is solved with it.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
    }
    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var storedContentScaleFactor: CGFloat?

    /// Lays the view out now if it needs it. A plain view has nothing to lay out here; the
    /// collection view runs its layout pass (see UICollectionView).
    open func layoutIfNeeded() {}

    /// Asks for a layout pass at the next opportunity; the host runs one after every command.
    open func setNeedsLayout() {}

    // Auto Layout: anchors and guides make inert constraints (see NSLayoutConstraint); views are
    // sized by the layout's attributes here, so fitting sizes answer the target size.
    open class var requiresConstraintBasedLayout: Bool { false }
    public class var layoutFittingCompressedSize: CGSize { .zero }
    public class var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { targetSize }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }

    // Views are not laid out in a window here, so a point or rect stays as it is.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }

    /// The direction for content of `attribute`: forced ones as they say, playback and spatial
    /// content left to right, the rest as the application's direction (the host's `rtl`).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    // Animations run at once (nothing is animated here; the layout's attributes are what the
    // workbench shows), then their completion with true.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    open class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        completion?(true)
    }

    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    open class func setAnimationsEnabled(_ enabled: Bool) {}
    open class var areAnimationsEnabled: Bool { false }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var accessibilityIgnoresInvertColors: Bool = false
    /// The frame less `alignmentRectInsets`: the frame itself while the insets are zero.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The layer's anchor point, the bounds' centre (0.5, 0.5) unless set.
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// Runs the keyframes at once, as `animateKeyframes(…completion:)` does, and answers that they finished.
    open class func animateKeyframes(
        withDuration duration: Double, delay: Double, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        animations()
        return true
    }
    open var appliedContentSizeCategoryLimitsDescription: String { "" }
    open class func beginAnimations(_ p0: String?, context p1: UnsafeMutableRawPointer?) {}
    open var canBecomeFocused: Bool { false }
    /// True, as UIKit has it: the buffer is cleared before `draw(_:)` (nothing draws here).
    open var clearsContextBeforeDrawing: Bool = true
    open class func commitAnimations() {}
    open func constraintsAffectingLayout(for p0: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
    /// What `setContentCompressionResistancePriority(_:for:)` set for the axis, else `.defaultHigh` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }
    /// What `setContentHuggingPriority(_:for:)` set for the axis, else `.defaultLow` (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }
    /// The display's scale (`displayScale`, the host's `scale`) until set.
    open var contentScaleFactor: CGFloat {
        get { storedContentScaleFactor ?? displayScale }
        set { storedContentScaleFactor = newValue }
    }
    open func decodeRestorableState(with p0: NSCoder) {}
    open func encodeRestorableState(with p0: NSCoder) {}
    open func exerciseAmbiguityInLayout() {}
    open var focusGroupIdentifier: String? = nil
    /// The view itself, UIKit's default; text views' subclasses answer a subview.
    open func forBaselineLayout() -> UIView { self }
    /// As `forLastBaselineLayout`, UIKit's default.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// As `forBaselineLayout()`, UIKit's default.
    open var forLastBaselineLayout: UIView { forBaselineLayout() }
    /// The alignment rect grown by `alignmentRectInsets`: the rect itself while the insets are zero.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    open var hasAmbiguousLayout: Bool { false }
    open class var inheritedAnimationDuration: Double { 0 }
    open var isFocused: Bool { false }
    open var largeContentImage: UIImage? = nil
    open var largeContentImageInsets: UIEdgeInsets = .zero
    open var largeContentTitle: String? = nil
    /// The guides `addLayoutGuide(_:)` gave the view, in the order given.
    open var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }
    open var maximumContentSizeCategory: UIContentSizeCategory? = nil
    open var minimumContentSizeCategory: UIContentSizeCategory? = nil
    /// Runs the animations at once, as `animate` does (nothing repeats here).
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }
    open func needsUpdateConstraints() -> Bool { false }
    /// Runs the parallel animations at once, as `animate` does; `.delete` then takes the views
    /// out of their superviews, and the completion runs with true.
    open class func perform(
        _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        parallelAnimations?()
        switch animation {
        case .delete: views.forEach { $0.removeFromSuperview() }
        }
        completion?(true)
    }
    open var restorationIdentifier: String? = nil
    open var scalesLargeContentImage: Bool = false
    open class func setAnimationBeginsFromCurrentState(_ p0: Bool) {}
    open class func setAnimationCurve(_ p0: UIView.AnimationCurve) {}
    open class func setAnimationDelay(_ p0: Double) {}
    open class func setAnimationDelegate(_ p0: Any?) {}
    open class func setAnimationDidStop(_ p0: Selector?) {}
    open class func setAnimationDuration(_ p0: Double) {}
    open class func setAnimationRepeatAutoreverses(_ p0: Bool) {}
    open class func setAnimationRepeatCount(_ p0: Float) {}
    open class func setAnimationStart(_ p0: Date) {}
    open class func setAnimationTransition(_ p0: UIView.AnimationTransition, for p1: UIView, cache p2: Bool) {}
    open class func setAnimationWillStart(_ p0: Selector?) {}
    open var showsLargeContentViewer: Bool = false
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = UIView.TintAdjustmentMode.automatic
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
