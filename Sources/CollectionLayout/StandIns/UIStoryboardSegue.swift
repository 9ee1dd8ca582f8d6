import Foundation

/// A storyboard segue, as `prepare(for:sender:)` is handed one: its identifier and controllers
/// kept; no storyboard performs one here.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    open var identifier: String?
    open var source: UIViewController
    open var destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func perform() {}
}
