import Foundation

/// A tab bar controller: it keeps its controllers and the selected one; no tab bar is shown.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { controller in viewControllers?.firstIndex { $0 === controller } } ?? selectedIndex }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The controller of the tabs past the bar's fifth, kept.
    open var moreNavigationController: UINavigationController { storedMoreNavigationController }
    private lazy var storedMoreNavigationController = UINavigationController()

    // iOS's other members, kept and inert (sdk-surface standins)
    open var customizableViewControllers: [UIViewController]? = nil
    open var tabBar: UITabBar { UITabBar(frame: .zero) }
}
