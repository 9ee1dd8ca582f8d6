import Foundation

/// The swipe actions of a list row (a list configuration's swipe providers): kept; nobody
/// swipes here.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    open var actions: [UIContextualAction] { storedActions }
    private let storedActions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        storedActions = actions
        super.init()
    }
}

/// One swipe action: its style, title and handler kept; the handler runs when nobody swipes, never.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal = 0, destructive = 1
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    open var style: Style { storedStyle }
    private let storedStyle: Style
    open var handler: Handler { storedHandler }
    private let storedHandler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        storedStyle = style
        storedHandler = handler
        self.title = title
        super.init()
    }
}
