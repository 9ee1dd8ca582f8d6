import Foundation

/// iOS's declarations of UISceneDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UISceneDelegate {
    @MainActor public func scene(_ p0: UIScene, didFailToContinueUserActivityWithType p1: String, error p2: Error) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func scene(_ p0: UIScene, willContinueUserActivityWithType p1: String) {
        UIKitOptionalRequirement.markDefault()
    }
}
