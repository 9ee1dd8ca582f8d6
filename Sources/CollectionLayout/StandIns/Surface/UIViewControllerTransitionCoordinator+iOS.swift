import Foundation

/// iOS's declarations of UIViewControllerTransitionCoordinator the SDK had not, kept and inert (sdk-surface standins).
extension UIViewControllerTransitionCoordinator {
    /// As `animate(alongsideTransition:completion:)`: the animation at once, then the completion.
    @MainActor public func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @MainActor public func notifyWhenInteractionChanges(_ p0: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func notifyWhenInteractionEnds(_ p0: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        UIKitOptionalRequirement.markDefault()
    }
}
