import Foundation

/// A tab bar: its items and selection kept, drawn nowhere.
@preconcurrency @MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var backgroundImage: UIImage? = nil
    open var barStyle: UIBarStyle = UIBarStyle.`default`
    open func beginCustomizingItems(_ p0: [UITabBarItem]) {}
    open func endCustomizing(animated p0: Bool) -> Bool { false }
    open var isCustomizing: Bool { false }
    open var itemPositioning: UITabBar.ItemPositioning = UITabBar.ItemPositioning.automatic
    open var itemSpacing: CGFloat = 0
    open var itemWidth: CGFloat = 0
    open var selectedImageTintColor: UIColor? = nil
    open var selectionIndicatorImage: UIImage? = nil
    open var shadowImage: UIImage? = nil
}
