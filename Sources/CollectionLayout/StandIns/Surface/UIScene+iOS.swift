import Foundation

/// iOS's declarations of UIScene the SDK had not, kept and inert (sdk-surface standins).
extension UIScene {
    public class var didActivateNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var didDisconnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var didEnterBackgroundNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var willConnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var willDeactivateNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public class var willEnterForegroundNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    @MainActor open class ActivationRequestOptions: NSObject {
        open var requestingScene: UIScene? = nil
    }

    @MainActor open class OpenURLOptions: NSObject {
        open var annotation: Any? { nil }
        open var openInPlace: Bool { false }
        open var sourceApplication: String? { nil }
    }
}
