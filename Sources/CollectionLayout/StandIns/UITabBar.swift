import Foundation

/// A tab bar: its items and selection kept, drawn nowhere.
@preconcurrency @MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}
