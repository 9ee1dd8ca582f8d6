import Foundation
import PluginABI

/// The parts of UIScrollView a layout reads and the scroll requests it can make.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// UIScrollView's deceleration rates: velocity retained per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The connection to the host, when the layout runs inside layoutbench.
    var host: HostConnection?

    /// The content's size, set by the host from the layout's collectionViewContentSize (a
    /// subclass may observe it; what app code assigns is overwritten at the next pass).
    open var contentSize: CGSize = .zero
    open internal(set) var adjustedContentInset: UIEdgeInsets = .zero
    var insets: UIEdgeInsets = .zero
    var bouncing = true
    var bouncingVertically = false
    var bouncingHorizontally = false
    var scrolling = true
    var insetAdjustment = ContentInsetAdjustmentBehavior.automatic

    /// How the safe area joins adjustedContentInset (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// Assigning it asks the host, which recomputes the adjusted inset and invalidates the layout.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { insetAdjustment }
        set {
            insetAdjustment = newValue
            host?.setScrollProperty(LB_PROPERTY_INSET_ADJUSTMENT, [CGFloat(newValue.rawValue)])
        }
    }
    open internal(set) var isTracking = false
    open internal(set) var isDragging = false
    open internal(set) var isDecelerating = false
    var pagingEnabled = false
    var rate = DecelerationRate.normal

    /// The origin of the bounds. Setting it asks the host to scroll there without animation.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Setting it tells the host, which uses it for the next deceleration.
    open var decelerationRate: DecelerationRate {
        get { rate }
        set {
            rate = newValue
            host?.setDecelerationRate(newValue.rawValue)
        }
    }

    /// Assigning one of these from layout code asks the host to change the scroll view, which
    /// it does after the current call (contentInset invalidates the layout, as UIKit's does when
    /// the adjusted inset changes); the new value reads back at once.
    open var contentInset: UIEdgeInsets {
        get { insets }
        set {
            insets = newValue
            host?.setScrollProperty(LB_PROPERTY_CONTENT_INSET, [newValue.top, newValue.left, newValue.bottom, newValue.right])
        }
    }

    open var isPagingEnabled: Bool {
        get { pagingEnabled }
        set {
            pagingEnabled = newValue
            host?.setScrollProperty(LB_PROPERTY_PAGING_ENABLED, [newValue ? 1 : 0])
        }
    }

    /// The recognizer of the finger that scrolls: the host's drags move it (`help decisions`).
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        recognizer.view = self
        return recognizer
    }()

    /// The size of the visible area: the bounds' size.
    public var visibleSize: CGSize { bounds.size }

    open var isScrollEnabled: Bool {
        get { scrolling }
        set {
            scrolling = newValue
            host?.setScrollProperty(LB_PROPERTY_SCROLL_ENABLED, [newValue ? 1 : 0])
        }
    }

    open var bounces: Bool {
        get { bouncing }
        set {
            bouncing = newValue
            host?.setScrollProperty(LB_PROPERTY_BOUNCES, [newValue ? 1 : 0])
        }
    }

    open var alwaysBounceVertical: Bool {
        get { bouncingVertically }
        set {
            bouncingVertically = newValue
            host?.setScrollProperty(LB_PROPERTY_ALWAYS_BOUNCE_VERTICAL, [newValue ? 1 : 0])
        }
    }

    open var alwaysBounceHorizontal: Bool {
        get { bouncingHorizontally }
        set {
            bouncingHorizontally = newValue
            host?.setScrollProperty(LB_PROPERTY_ALWAYS_BOUNCE_HORIZONTAL, [newValue ? 1 : 0])
        }
    }

    /// Asks the host to scroll; it performs the scroll (a bounds change) after the current call
    /// returns. Without animation the offset reads back at once, as UIKit's does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if !animated { bounds.origin = contentOffset }
        host?.setContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls the least that makes `rect` (content coordinates) visible, as UIKit does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > bounds.maxX { offset.x += rect.maxX - bounds.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > bounds.maxY { offset.y += rect.maxY - bounds.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// Held weakly, as in UIKit. A collection view's is its UICollectionViewDelegate (a scroll
    /// view delegate too): a flow layout reads it as UICollectionViewDelegateFlowLayout. (UIKit
    /// narrows the type on UICollectionView; Swift cannot, so it is the scroll view's here.)
    open weak var delegate: UIScrollViewDelegate?

    // MARK: - Kept, with no effect here (indicators are not drawn, nothing zooms)

    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var indicatorStyle = IndicatorStyle.default
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var refreshControl: UIRefreshControl?
    open func flashScrollIndicators() {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag = 1, interactive = 2
        // iOS's other members, kept and inert (sdk-surface standins)
        case interactiveWithAccessory = 4
        case onDragWithAccessory = 3
    }

    /// The guides of the scroll view's content and of its frame (inert: nothing solves them here).
    open var contentLayoutGuide: UILayoutGuide { storedContentLayoutGuide }
    open var frameLayoutGuide: UILayoutGuide { storedFrameLayoutGuide }
    private lazy var storedContentLayoutGuide = UILayoutGuide()
    private lazy var storedFrameLayoutGuide = UILayoutGuide()

    // iOS's other members, kept and inert (sdk-surface standins)
    open func adjustedContentInsetDidChange() {}
    /// The recognizer of directional presses: one per scroll view, as panGestureRecognizer is.
    open private(set) lazy var directionalPressGestureRecognizer: UIGestureRecognizer = {
        let recognizer = UIGestureRecognizer()
        recognizer.view = self
        return recognizer
    }()
    open var indexDisplayMode: UIScrollView.IndexDisplayMode = UIScrollView.IndexDisplayMode.automatic
    open var isZoomBouncing: Bool { false }
    open var isZooming: Bool { false }
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
    /// True, UIKit's default: touches go to the content view.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// True unless the view is a UIControl, UIKit's default.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    open func zoom(to p0: CGRect, animated p1: Bool) {}
}
