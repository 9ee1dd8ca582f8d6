import Foundation

/// iOS's declarations of UIApplicationDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UIApplicationDelegate {
    @MainActor public func application(_ p0: UIApplication, didChangeStatusBarFrame p1: CGRect) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, didChangeStatusBarOrientation p1: UIInterfaceOrientation) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, didDecodeRestorableStateWith p1: NSCoder) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, didFailToContinueUserActivityWithType p1: String, error p2: Error) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, didFailToRegisterForRemoteNotificationsWithError p1: Error) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, didReceiveRemoteNotification p1: [AnyHashable: Any]) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken p1: Data) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(
        _ p0: UIApplication, handleActionWithIdentifier p1: String?, forRemoteNotification p2: [AnyHashable: Any], completionHandler p3: @escaping () -> Void
    ) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(
        _ p0: UIApplication, handleActionWithIdentifier p1: String?, forRemoteNotification p2: [AnyHashable: Any], withResponseInfo p3: [AnyHashable: Any],
        completionHandler p4: @escaping () -> Void
    ) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, handleEventsForBackgroundURLSession p1: String) async {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, handleEventsForBackgroundURLSession p1: String, completionHandler p2: @escaping () -> Void) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, handleOpen p1: URL) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, handleWatchKitExtensionRequest p1: [AnyHashable: Any]?) async -> [AnyHashable: Any]? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func application(
        _ p0: UIApplication, handleWatchKitExtensionRequest p1: [AnyHashable: Any]?, reply p2: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, open p1: URL, sourceApplication p2: String?, annotation p3: Any) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, shouldAllowExtensionPointIdentifier p1: UIApplication.ExtensionPointIdentifier) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, shouldRestoreApplicationState p1: NSCoder) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, shouldRestoreSecureApplicationState p1: NSCoder) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, shouldSaveApplicationState p1: NSCoder) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, shouldSaveSecureApplicationState p1: NSCoder) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, viewControllerWithRestorationIdentifierPath p1: [String], coder p2: NSCoder) -> UIViewController? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func application(_ p0: UIApplication, willChangeStatusBarFrame p1: CGRect) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, willChangeStatusBarOrientation p1: UIInterfaceOrientation, duration p2: Double) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func application(_ p0: UIApplication, willContinueUserActivityWithType p1: String) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func application(_ p0: UIApplication, willEncodeRestorableStateWith p1: NSCoder) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func applicationDidFinishLaunching(_ p0: UIApplication) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func applicationProtectedDataDidBecomeAvailable(_ p0: UIApplication) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func applicationProtectedDataWillBecomeUnavailable(_ p0: UIApplication) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func applicationShouldAutomaticallyLocalizeKeyCommands(_ p0: UIApplication) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func applicationShouldRequestHealthAuthorization(_ p0: UIApplication) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func applicationSignificantTimeChange(_ p0: UIApplication) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public static func main() {
        UIKitOptionalRequirement.markDefault()
    }
}
