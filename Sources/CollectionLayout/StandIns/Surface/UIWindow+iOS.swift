import Foundation

/// iOS's declarations of UIWindow the SDK had not, kept and inert (sdk-surface standins).
extension UIWindow {
    // The notifications' names are iOS's, the constants'.
    public static var didBecomeHiddenNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidBecomeHiddenNotification") }

    public static var didBecomeKeyNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidBecomeKeyNotification") }

    public static var didBecomeVisibleNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidBecomeVisibleNotification") }

    public static var didResignKeyNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidResignKeyNotification") }
}
