import Foundation

/// iOS's declarations of UIViewControllerTransitionCoordinator the SDK had not, kept and inert (sdk-surface standins).
extension UIViewControllerTransitionCoordinator {
    @MainActor public func animateAlongsideTransition(in p0: UIView?, animation p1: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion p2: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func notifyWhenInteractionChanges(_ p0: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func notifyWhenInteractionEnds(_ p0: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        UIKitOptionalRequirement.markDefault()
    }
}
