import Foundation

/// iOS's declarations of UIApplication the SDK had not, kept and inert (sdk-surface standins).
extension UIApplication {
    public static var backgroundFetchIntervalMinimum: Double { 0 }

    public static var backgroundFetchIntervalNever: Double { 0 }

    public static var backgroundRefreshStatusDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didChangeStatusBarFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didChangeStatusBarOrientationNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didFinishLaunchingNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var didReceiveMemoryWarningNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var invalidInterfaceOrientationException: NSExceptionName { NSExceptionName(rawValue: "") }

    public static var openNotificationSettingsURLString: String { "" }

    public static var protectedDataDidBecomeAvailableNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var protectedDataWillBecomeUnavailableNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var significantTimeChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var stateRestorationBundleVersionKey: String { "" }

    public static var stateRestorationSystemVersionKey: String { "" }

    public static var stateRestorationTimestampKey: String { "" }

    public static var stateRestorationUserInterfaceIdiomKey: String { "" }

    public static var stateRestorationViewControllerStoryboardKey: String { "" }

    public static var statusBarFrameUserInfoKey: String { "" }

    public static var statusBarOrientationUserInfoKey: String { "" }

    public static var userDidTakeScreenshotNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var willChangeStatusBarFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var willChangeStatusBarOrientationNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public static var willTerminateNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var keyboard: UIApplication.ExtensionPointIdentifier { UIApplication.ExtensionPointIdentifier(rawValue: "") }
    }
}
