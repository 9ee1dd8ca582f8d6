import Foundation

/// A toolbar: its items and appearance are kept, drawn nowhere.
@preconcurrency @MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}
