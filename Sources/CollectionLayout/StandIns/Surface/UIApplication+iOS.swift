import Foundation

/// iOS's declarations of UIApplication the SDK had not, kept and inert (sdk-surface standins).
extension UIApplication {
    // Notification names and keys are iOS's constants' names, so no two are equal.
    public static var backgroundFetchIntervalMinimum: Double { 0 }

    /// An interval too long for any fetch to happen.
    public static var backgroundFetchIntervalNever: Double { .greatestFiniteMagnitude }

    public static var backgroundRefreshStatusDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationBackgroundRefreshStatusDidChangeNotification") }

    public static var didChangeStatusBarFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarFrameNotification") }

    public static var didChangeStatusBarOrientationNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarOrientationNotification") }

    public static var didFinishLaunchingNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationDidFinishLaunchingNotification") }

    public static var didReceiveMemoryWarningNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationDidReceiveMemoryWarningNotification") }

    /// The name iOS raises the exception with.
    public static var invalidInterfaceOrientationException: NSExceptionName { NSExceptionName(rawValue: "UIApplicationInvalidInterfaceOrientation") }

    public static var openNotificationSettingsURLString: String { "" }

    public static var protectedDataDidBecomeAvailableNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationProtectedDataDidBecomeAvailable") }

    public static var protectedDataWillBecomeUnavailableNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationProtectedDataWillBecomeUnavailable") }

    public static var significantTimeChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationSignificantTimeChangeNotification") }

    public static var stateRestorationBundleVersionKey: String { "UIApplicationStateRestorationBundleVersionKey" }

    public static var stateRestorationSystemVersionKey: String { "UIApplicationStateRestorationSystemVersionKey" }

    public static var stateRestorationTimestampKey: String { "UIApplicationStateRestorationTimestampKey" }

    public static var stateRestorationUserInterfaceIdiomKey: String { "UIApplicationStateRestorationUserInterfaceIdiomKey" }

    public static var stateRestorationViewControllerStoryboardKey: String { "UIStateRestorationViewControllerStoryboardKey" }

    public static var statusBarFrameUserInfoKey: String { "UIApplicationStatusBarFrameUserInfoKey" }

    public static var statusBarOrientationUserInfoKey: String { "UIApplicationStatusBarOrientationUserInfoKey" }

    public static var userDidTakeScreenshotNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationUserDidTakeScreenshotNotification") }

    public static var willChangeStatusBarFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationWillChangeStatusBarFrameNotification") }

    public static var willChangeStatusBarOrientationNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationWillChangeStatusBarOrientationNotification") }

    public static var willTerminateNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationWillTerminateNotification") }

    public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Custom keyboards' extension point.
        public static var keyboard: UIApplication.ExtensionPointIdentifier { UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service") }
    }
}
