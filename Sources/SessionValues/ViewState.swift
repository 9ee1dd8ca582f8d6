@_spi(Host) package import CollectionLayout

/// The simulated UICollectionView's state: what `state` prints and what the layout sees. A
/// value the engine, the front end and the wire share (SessionValues); the physics and the C
/// record it makes for a plugin are LayoutHost's (ViewState+Host).
package struct ViewState: Equatable, Sendable {
    package var size = CGSize(width: 390, height: 844)
    package var contentOffset: CGPoint = .zero
    package var contentInset: UIEdgeInsets = .zero
    package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    package var safeAreaInsets: UIEdgeInsets = .zero
    /// The last collectionViewContentSize the layout returned.
    package var contentSize: CGSize = .zero
    /// Release velocity in points per second (layouts receive points per millisecond).
    package var velocity: CGPoint = .zero
    /// Velocity retained per millisecond: 0.998 normal, 0.99 fast.
    package var decelerationRate: Double = 0.998
    package var pagingEnabled = false
    /// UIScrollView's bounces, alwaysBounceVertical and alwaysBounceHorizontal (true, false, false).
    package var bounces = true
    package var alwaysBounceVertical = false
    package var alwaysBounceHorizontal = false
    /// The effective user interface layout direction is right to left (`rtl on`).
    package var rightToLeft = false
    /// UIScrollView.isScrollEnabled: false, a finger cannot move the content (motions by touch
    /// are refused); programmatic offsets still apply.
    package var scrollEnabled = true
    /// UIScrollView.contentInsetAdjustmentBehavior: how the safe area joins adjustedContentInset.
    package var insetAdjustment = InsetAdjustment.automatic

    /// UIScrollView.ContentInsetAdjustmentBehavior, UIKit's raw values.
    package enum InsetAdjustment: Int, CaseIterable, Sendable {
        case automatic = 0, scrollableAxes, never, always

        /// The case's name, as UIKit spells it: "scrollableAxes".
        package var name: String { String(describing: self) }
    }
    /// Pixels per point of the screen (UITraitCollection.displayScale): offsets are set on its
    /// pixel grid, as UIScrollView sets them, and layouts read it to round.
    package var displayScale: Double = 3
    /// The scales screens have.
    package static let displayScales: [Double] = [1, 2, 3]
    package var fps = 120
    package var itemCounts: [Int] = [20]
    /// Sideways offsets of orthogonal sections, by section (absent: 0).
    package var orthogonalOffsets: [Int: Double] = [:]
    package var isTracking = false
    package var isDragging = false
    package var isDecelerating = false
    /// UIScrollView.panGestureRecognizer as the host's drags leave it (`help decisions`).
    package var pan = PanGesture()

    package init() {}

    package var bounds: CGRect { CGRect(origin: contentOffset, size: size) }

    /// contentInset plus the safe area as contentInsetAdjustmentBehavior says: never none;
    /// always all of it; scrollableAxes the edges of the axes that scroll (content with its
    /// insets larger than the bounds, or alwaysBounce); automatic the top and bottom always and
    /// the sides when the content is wider than the bounds, as UIKit does for a vertical flow
    /// layout, which marks its content as scrolling vertically (`help decisions`, uikit-rules §5.8).
    package var adjustedContentInset: UIEdgeInsets {
        let s = safeAreaInsets
        let sides: UIEdgeInsets
        switch insetAdjustment {
        case .never: sides = .zero
        case .always: sides = s
        case .scrollableAxes:
            let vertical = contentSize.height + contentInset.top + contentInset.bottom > size.height || alwaysBounceVertical
            let horizontal = contentSize.width + contentInset.left + contentInset.right > size.width || alwaysBounceHorizontal
            sides = UIEdgeInsets(
                top: vertical ? s.top : 0, left: horizontal ? s.left : 0,
                bottom: vertical ? s.bottom : 0, right: horizontal ? s.right : 0)
        case .automatic:
            sides = contentSize.width > size.width ? s : UIEdgeInsets(top: s.top, left: 0, bottom: s.bottom, right: 0)
        }
        return UIEdgeInsets(
            top: contentInset.top + sides.top, left: contentInset.left + sides.left,
            bottom: contentInset.bottom + sides.bottom, right: contentInset.right + sides.right)
    }

    /// Which axes a finger or a release moves, as UIScrollView decides: an axis whose content
    /// (with the adjusted insets) is larger than the bounds, or whose alwaysBounce flag is set.
    package var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let inset = adjustedContentInset
        return (
            contentSize.width + inset.left + inset.right > size.width || alwaysBounceHorizontal,
            contentSize.height + inset.top + inset.bottom > size.height || alwaysBounceVertical
        )
    }

    /// Keeps only the parts of a motion along axes that scroll.
    package func scrollable(_ motion: CGPoint) -> CGPoint {
        let axes = scrollableAxes
        return CGPoint(x: axes.horizontal ? motion.x : 0, y: axes.vertical ? motion.y : 0)
    }

    /// The offsets scrolling may rest on: from −inset to content size + inset − bounds.
    package var allowedOffsets: CGRect {
        let inset = adjustedContentInset
        return .allowedContentOffsets(
            contentSize: contentSize, boundsSize: size, top: inset.top, left: inset.left,
            bottom: inset.bottom, right: inset.right)
    }

    /// `value` on the pixel grid: the nearest multiple of 1/displayScale, as UIScrollView rounds
    /// a content offset it is given.
    package func pixelAligned(_ value: CGFloat) -> CGFloat {
        value.alignedToPixels(scale: displayScale > 0 ? displayScale : 3)
    }
}
