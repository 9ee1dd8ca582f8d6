import Foundation

/// What a navigation bar shows for a controller: kept, shown nowhere.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var backButtonDisplayMode = BackButtonDisplayMode.default

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
}
