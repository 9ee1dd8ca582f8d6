import Foundation

/// A toolbar: its items and appearance are kept, drawn nowhere.
@preconcurrency @MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func backgroundImage(forToolbarPosition p0: UIBarPosition, barMetrics p1: UIBarMetrics) -> UIImage? { nil }
    open func setBackgroundImage(_ p0: UIImage?, forToolbarPosition p1: UIBarPosition, barMetrics p2: UIBarMetrics) {}
    open func setShadowImage(_ p0: UIImage?, forToolbarPosition p1: UIBarPosition) {}
    open func shadowImage(forToolbarPosition p0: UIBarPosition) -> UIImage? { nil }
}
