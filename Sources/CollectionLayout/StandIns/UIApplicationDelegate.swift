import Foundation

/// An app's delegate, as an AppDelegate adopts it: every requirement is optional, as on iOS
/// (the defaults answer as UIKit does without them); the app never launches here, so none is
/// called.
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func application(_ p0: UIApplication, didChangeStatusBarFrame p1: CGRect)
    @MainActor func application(_ p0: UIApplication, didChangeStatusBarOrientation p1: UIInterfaceOrientation)
    @MainActor func application(_ p0: UIApplication, didDecodeRestorableStateWith p1: NSCoder)
    @MainActor func application(_ p0: UIApplication, didFailToContinueUserActivityWithType p1: String, error p2: Error)
    @MainActor func application(_ p0: UIApplication, didFailToRegisterForRemoteNotificationsWithError p1: Error)
    @MainActor func application(_ p0: UIApplication, didReceiveRemoteNotification p1: [AnyHashable: Any])
    @MainActor func application(_ p0: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken p1: Data)
    @MainActor func application(
        _ p0: UIApplication, handleActionWithIdentifier p1: String?, forRemoteNotification p2: [AnyHashable: Any], completionHandler p3: @escaping () -> Void)
    @MainActor func application(
        _ p0: UIApplication, handleActionWithIdentifier p1: String?, forRemoteNotification p2: [AnyHashable: Any], withResponseInfo p3: [AnyHashable: Any],
        completionHandler p4: @escaping () -> Void)
    @MainActor func application(_ p0: UIApplication, handleEventsForBackgroundURLSession p1: String) async
    @MainActor func application(_ p0: UIApplication, handleEventsForBackgroundURLSession p1: String, completionHandler p2: @escaping () -> Void)
    @MainActor func application(_ p0: UIApplication, handleOpen p1: URL) -> Bool
    @MainActor func application(_ p0: UIApplication, handleWatchKitExtensionRequest p1: [AnyHashable: Any]?) async -> [AnyHashable: Any]?
    @MainActor func application(_ p0: UIApplication, handleWatchKitExtensionRequest p1: [AnyHashable: Any]?, reply p2: @escaping ([AnyHashable: Any]?) -> Void)
    @MainActor func application(_ p0: UIApplication, open p1: URL, sourceApplication p2: String?, annotation p3: Any) -> Bool
    @MainActor func application(_ p0: UIApplication, shouldAllowExtensionPointIdentifier p1: UIApplication.ExtensionPointIdentifier) -> Bool
    @MainActor func application(_ p0: UIApplication, shouldRestoreApplicationState p1: NSCoder) -> Bool
    @MainActor func application(_ p0: UIApplication, shouldRestoreSecureApplicationState p1: NSCoder) -> Bool
    @MainActor func application(_ p0: UIApplication, shouldSaveApplicationState p1: NSCoder) -> Bool
    @MainActor func application(_ p0: UIApplication, shouldSaveSecureApplicationState p1: NSCoder) -> Bool
    @MainActor func application(_ p0: UIApplication, viewControllerWithRestorationIdentifierPath p1: [String], coder p2: NSCoder) -> UIViewController?
    @MainActor func application(_ p0: UIApplication, willChangeStatusBarFrame p1: CGRect)
    @MainActor func application(_ p0: UIApplication, willChangeStatusBarOrientation p1: UIInterfaceOrientation, duration p2: Double)
    @MainActor func application(_ p0: UIApplication, willContinueUserActivityWithType p1: String) -> Bool
    @MainActor func application(_ p0: UIApplication, willEncodeRestorableStateWith p1: NSCoder)
    @MainActor func applicationDidFinishLaunching(_ p0: UIApplication)
    @MainActor func applicationProtectedDataDidBecomeAvailable(_ p0: UIApplication)
    @MainActor func applicationProtectedDataWillBecomeUnavailable(_ p0: UIApplication)
    @MainActor func applicationShouldAutomaticallyLocalizeKeyCommands(_ p0: UIApplication) -> Bool
    @MainActor func applicationShouldRequestHealthAuthorization(_ p0: UIApplication)
    @MainActor func applicationSignificantTimeChange(_ p0: UIApplication)
    @MainActor static func main()
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
