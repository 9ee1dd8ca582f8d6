import Foundation

/// iOS's declarations of UIScene the SDK had not, kept and inert (sdk-surface standins).
extension UIScene {
    public static var didActivateNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didDisconnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didEnterBackgroundNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var willConnectNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var willDeactivateNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var willEnterForegroundNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    open class ActivationRequestOptions: NSObject {
        open var requestingScene: UIScene? = nil
    }

    open class OpenURLOptions: NSObject {
        open var annotation: Any? { nil }
        open var openInPlace: Bool { false }
        open var sourceApplication: String? { nil }
    }
}
