import Foundation

/// A window scene's delegate, as an app's SceneDelegate adopts it: its window is optional, as
/// on iOS (the default has none and keeps none).
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
