import Foundation

/// An alert or action sheet: its actions and text fields are kept; presenting it shows nothing
/// and no action is ever chosen here.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    private var storedStyle = Style.alert
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?
    open var message: String?
    open var preferredStyle: Style { storedStyle }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        storedStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field and hands it to the handler at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }

    public enum Style: Int, Sendable { case actionSheet = 0, alert }
}
