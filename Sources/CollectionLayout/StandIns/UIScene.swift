import Foundation

/// A scene, as an app's scene delegate is handed one: none is ever connected here, so its
/// delegate is kept and never called.
@preconcurrency @MainActor open class UIScene: UIResponder {
    private let storedSession: UISceneSession
    open var session: UISceneSession { storedSession }
    /// Held strongly, as on iOS.
    open var delegate: UISceneDelegate?
    open var activationState: ActivationState { .unattached }
    open var title: String!
    open var subtitle = ""

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        storedSession = session
        super.init()
    }

    open func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2 }

    /// What a scene was connected with: nothing, here.
    @preconcurrency @MainActor open class ConnectionOptions: NSObject {
        open var sourceApplication: String? { nil }
        open var handoffUserActivityType: String? { nil }
    }

    /// How `open(_:options:completionHandler:)` opens a URL: kept only.
    @preconcurrency @MainActor open class OpenExternalURLOptions: NSObject {
        open var universalLinksOnly = false
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func completeStateRestoration() {}
    open func extendStateRestoration() {}
    open func open(_ p0: URL, options p1: UIScene.OpenExternalURLOptions?) async -> Bool { false }
}
