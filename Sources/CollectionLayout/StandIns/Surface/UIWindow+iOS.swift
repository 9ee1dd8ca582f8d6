import Foundation

/// iOS's declarations of UIWindow the SDK had not, kept and inert (sdk-surface standins).
extension UIWindow {
    public static var didBecomeHiddenNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didBecomeKeyNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didBecomeVisibleNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didResignKeyNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }
}
