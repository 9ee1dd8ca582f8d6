import Foundation

/// iOS's declarations of UIApplication the SDK had not, kept and inert (sdk-surface standins).
extension UIApplication {
    // Notification names and keys are iOS's constants' names, so no two are equal.
    public class var backgroundFetchIntervalMinimum: Double { 0 }

    /// An interval too long for any fetch to happen.
    public class var backgroundFetchIntervalNever: Double { .greatestFiniteMagnitude }

    public class var backgroundRefreshStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    }

    public class var didChangeStatusBarFrameNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarFrameNotification")
    }

    public class var didChangeStatusBarOrientationNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationDidChangeStatusBarOrientationNotification")
    }

    public class var didFinishLaunchingNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationDidFinishLaunchingNotification") }

    public class var didReceiveMemoryWarningNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationDidReceiveMemoryWarningNotification")
    }

    /// The name iOS raises the exception with.
    public class var invalidInterfaceOrientationException: NSExceptionName { NSExceptionName(rawValue: "UIApplicationInvalidInterfaceOrientation") }

    public static var openNotificationSettingsURLString: String { "" }

    public class var protectedDataDidBecomeAvailableNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationProtectedDataDidBecomeAvailable")
    }

    public class var protectedDataWillBecomeUnavailableNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationProtectedDataWillBecomeUnavailable")
    }

    public class var significantTimeChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationSignificantTimeChangeNotification") }

    public class var stateRestorationBundleVersionKey: String { "UIApplicationStateRestorationBundleVersionKey" }

    public class var stateRestorationSystemVersionKey: String { "UIApplicationStateRestorationSystemVersionKey" }

    public class var stateRestorationTimestampKey: String { "UIApplicationStateRestorationTimestampKey" }

    public class var stateRestorationUserInterfaceIdiomKey: String { "UIApplicationStateRestorationUserInterfaceIdiomKey" }

    public class var stateRestorationViewControllerStoryboardKey: String { "UIStateRestorationViewControllerStoryboardKey" }

    public class var statusBarFrameUserInfoKey: String { "UIApplicationStatusBarFrameUserInfoKey" }

    public class var statusBarOrientationUserInfoKey: String { "UIApplicationStatusBarOrientationUserInfoKey" }

    public class var userDidTakeScreenshotNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationUserDidTakeScreenshotNotification") }

    public class var willChangeStatusBarFrameNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationWillChangeStatusBarFrameNotification")
    }

    public class var willChangeStatusBarOrientationNotification: NSNotification.Name {
        NSNotification.Name(rawValue: "UIApplicationWillChangeStatusBarOrientationNotification")
    }

    public class var willTerminateNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplicationWillTerminateNotification") }

    public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Custom keyboards' extension point.
        public static var keyboard: UIApplication.ExtensionPointIdentifier { UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service") }
    }
}
