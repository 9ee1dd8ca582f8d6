import Foundation

/// A navigation bar (`navigationController?.navigationBar`): its appearance settings kept,
/// drawn nowhere.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var items: [UINavigationItem]?

    // iOS's other members, kept and inert (sdk-surface standins)
    open var backIndicatorImage: UIImage? = nil
    open var backIndicatorTransitionMaskImage: UIImage? = nil
    open var backItem: UINavigationItem? { nil }
    open func backgroundImage(for p0: UIBarMetrics) -> UIImage? { nil }
    open func backgroundImage(for p0: UIBarPosition, barMetrics p1: UIBarMetrics) -> UIImage? { nil }
    open var currentNSToolbarSection: UINavigationBar.NSToolbarSection { UINavigationBar.NSToolbarSection.none }
    open func popItem(animated p0: Bool) -> UINavigationItem? { nil }
    open func pushItem(_ p0: UINavigationItem, animated p1: Bool) {}
    open func setBackgroundImage(_ p0: UIImage?, for p1: UIBarMetrics) {}
    open func setBackgroundImage(_ p0: UIImage?, for p1: UIBarPosition, barMetrics p2: UIBarMetrics) {}
    open func setItems(_ p0: [UINavigationItem]?, animated p1: Bool) {}
    open func setTitleVerticalPositionAdjustment(_ p0: CGFloat, for p1: UIBarMetrics) {}
    open func titleVerticalPositionAdjustment(for p0: UIBarMetrics) -> CGFloat { 0 }
    open var topItem: UINavigationItem? { nil }
}
