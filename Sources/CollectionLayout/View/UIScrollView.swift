import Foundation

/// The parts of UIScrollView a layout reads and the scroll requests it can make.
open class UIScrollView: UIView {
    /// UIScrollView's deceleration rates: velocity retained per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The connection to the host, when the layout runs inside layoutbench.
    var host: HostConnection?

    public internal(set) var contentSize: CGSize = .zero
    public internal(set) var contentInset: UIEdgeInsets = .zero
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero
    public internal(set) var isTracking = false
    public internal(set) var isDragging = false
    public internal(set) var isDecelerating = false
    var pagingEnabled = false
    var rate = DecelerationRate.normal

    /// The origin of the bounds. Setting it asks the host to scroll there without animation.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Setting it tells the host, which uses it for the next deceleration.
    public var decelerationRate: DecelerationRate {
        get { rate }
        set {
            rate = newValue
            host?.setDecelerationRate(newValue.rawValue)
        }
    }

    public var isPagingEnabled: Bool { pagingEnabled }

    /// Asks the host to scroll; it performs the scroll (a bounds change) after the current call
    /// returns. Without animation the offset reads back at once, as UIKit's does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if !animated { bounds.origin = contentOffset }
        host?.setContentOffset(contentOffset, animated: animated)
    }
}
