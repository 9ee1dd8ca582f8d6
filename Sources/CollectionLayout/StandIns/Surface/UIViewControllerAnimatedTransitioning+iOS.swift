import Foundation

/// iOS's declarations of UIViewControllerAnimatedTransitioning the SDK had not, kept and inert (sdk-surface standins).
extension UIViewControllerAnimatedTransitioning {
    @MainActor public func animationEnded(_ p0: Bool) {
        UIKitOptionalRequirement.markDefault()
    }
}
