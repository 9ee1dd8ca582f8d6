import Foundation

/// `UIApplication.shared`, as code around a layout reads it: the layout direction follows the
/// collection view's (`rtl on`), the text size is the default (large), the orientation follows
/// the view's shape; nothing is opened or shown, and the delegate is kept and never called.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    private static let sharedApplication = UIApplication()
    open class var shared: UIApplication { sharedApplication }

    /// The most recent collection view the host stood up, whose state this reports.
    weak static var currentView: UIView?

    open weak var delegate: UIApplicationDelegate?
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIApplication.currentView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var statusBarOrientation: UIInterfaceOrientation {
        guard let size = UIApplication.currentView?.bounds.size, size.width > size.height else { return .portrait }
        return .landscapeRight
    }
    open var applicationState = State.active
    open var isIdleTimerDisabled = false
    open var isNetworkActivityIndicatorVisible = false
    open var windows: [UIWindow] { [] }
    /// The window `makeKey()` last made key.
    open var keyWindow: UIWindow? { UIWindow.keyWindow }
    /// No scene is ever connected here.
    open var connectedScenes: Set<UIScene> { [] }
    open var openSessions: Set<UISceneSession> { [] }
    open var supportsMultipleScenes: Bool { false }
    open var applicationIconBadgeNumber = 0

    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// Nests, as on iOS: events are ignored until as many `endIgnoringInteractionEvents()` calls.
    open func beginIgnoringInteractionEvents() { ignoringInteractionEvents += 1 }
    open func endIgnoringInteractionEvents() { ignoringInteractionEvents = max(0, ignoringInteractionEvents - 1) }
    private var ignoringInteractionEvents = 0
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }

    public enum State: Int, Sendable { case active, inactive, background }
    public class var didBecomeActiveNotification: NSNotification.Name { NSNotification.Name("UIApplicationDidBecomeActiveNotification") }
    public class var willResignActiveNotification: NSNotification.Name { NSNotification.Name("UIApplicationWillResignActiveNotification") }
    public class var didEnterBackgroundNotification: NSNotification.Name { NSNotification.Name("UIApplicationDidEnterBackgroundNotification") }
    public class var willEnterForegroundNotification: NSNotification.Name { NSNotification.Name("UIApplicationWillEnterForegroundNotification") }
    public class var openSettingsURLString: String { "app-settings:" }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var alternateIconName: String? { nil }
    /// True, UIKit's default.
    open var applicationSupportsShakeToEdit: Bool = true
    /// As large as it gets while the app is in the foreground, as iOS answers then.
    open var backgroundTimeRemaining: Double { .greatestFiniteMagnitude }
    open func beginReceivingRemoteControlEvents() {}
    open func cancelAllLocalNotifications() {}
    open func clearKeepAliveTimeout() {}
    open func completeStateRestoration() {}
    open func endReceivingRemoteControlEvents() {}
    open func extendStateRestoration() {}
    open func ignoreSnapshotOnNextApplicationLaunch() {}
    /// Between `beginIgnoringInteractionEvents()` and its matching end.
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionEvents > 0 }
    /// True: the device is unlocked here.
    open var isProtectedDataAvailable: Bool { true }
    open var isRegisteredForRemoteNotifications: Bool { false }
    open var isStatusBarHidden: Bool { false }
    open func open(_ p0: URL, options p1: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    open func openURL(_ p0: URL) -> Bool { false }
    open func registerForRemoteNotifications() {}
    open func requestSceneSessionRefresh(_ p0: UISceneSession) {}
    open func sendEvent(_ p0: UIEvent) {}
    /// Throws, as `supportsAlternateIcons` is false here.
    open func setAlternateIconName(_ alternateIconName: String?) async throws { throw Self.alternateIconsUnsupported }
    /// Calls the handler with an error, as `supportsAlternateIcons` is false here.
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((Error)?) -> Void)? = nil) {
        completionHandler?(Self.alternateIconsUnsupported)
    }
    private static var alternateIconsUnsupported: Error { NSError(domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError) }
    open func setKeepAliveTimeout(_ p0: Double, handler p1: (() -> Void)? = nil) -> Bool { false }
    open func setMinimumBackgroundFetchInterval(_ p0: Double) {}
    open func setNewsstandIconImage(_ p0: UIImage?) {}
    open func setStatusBarHidden(_ p0: Bool, with p1: UIStatusBarAnimation) {}
    open func setStatusBarOrientation(_ p0: UIInterfaceOrientation, animated p1: Bool) {}
    open func setStatusBarStyle(_ p0: UIStatusBarStyle, animated p1: Bool) {}
    open var statusBarFrame: CGRect { .zero }
    open var statusBarOrientationAnimationDuration: Double { 0 }
    open var statusBarStyle: UIStatusBarStyle { UIStatusBarStyle.`default` }
    open var supportsAlternateIcons: Bool { false }
    open func unregisterForRemoteNotifications() {}
}

extension UIApplication {
    /// A key of the launch options a delegate is given (none is given here).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// A key of the options an opened URL comes with (none is opened here).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// A key of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
