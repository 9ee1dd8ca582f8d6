import Foundation

/// `UIApplication.shared`, as code around a layout reads it: the layout direction follows the
/// collection view's (`rtl on`), the text size is the default (large), the orientation follows
/// the view's shape; nothing is opened or shown.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// The most recent collection view the host stood up, whose state this reports.
    weak static var currentView: UIView?

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
    open var keyWindow: UIWindow? { nil }
    open var connectedScenes: Set<NSObject> { [] }
    open var applicationIconBadgeNumber = 0

    open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    open func beginIgnoringInteractionEvents() {}
    open func endIgnoringInteractionEvents() {}

    public enum State: Int, Sendable { case active, inactive, background }
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

/// A window: kept, shown nowhere.
@preconcurrency @MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }
    open var windowLevel: CGFloat = 0
    open var screen = UIScreen.main
    open func makeKeyAndVisible() {}
    open func makeKey() {}
    open override var window: UIWindow? { self }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
