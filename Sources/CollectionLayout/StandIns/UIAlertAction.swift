import Foundation

/// A button of an alert: it keeps its handler, which nothing calls (no alert is shown here).
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    private let storedTitle: String?
    private let storedStyle: Style
    let handler: ((UIAlertAction) -> Void)?
    open var title: String? { storedTitle }
    open var style: Style { storedStyle }
    open var isEnabled = true

    init(alertTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        storedTitle = alertTitle
        storedStyle = style
        self.handler = handler
        super.init()
    }

    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(alertTitle: title, style: style, handler: handler)
    }

    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }
}
