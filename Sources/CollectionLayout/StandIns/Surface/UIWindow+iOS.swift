import Foundation

/// iOS's declarations of UIWindow the SDK had not, kept and inert (sdk-surface standins).
extension UIWindow {
    // The notifications' names are iOS's, the constants'.
    public class var didBecomeHiddenNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidBecomeHiddenNotification") }

    public class var didBecomeKeyNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidBecomeKeyNotification") }

    public class var didBecomeVisibleNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidBecomeVisibleNotification") }

    public class var didResignKeyNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIWindowDidResignKeyNotification") }
}
