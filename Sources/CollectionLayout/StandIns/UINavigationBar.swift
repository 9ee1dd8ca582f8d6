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
}
