import Foundation

/// iOS's declarations of UIViewControllerTransitioningDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UIViewControllerTransitioningDelegate {
    @MainActor public func animationController(forDismissed p0: UIViewController) -> (UIViewControllerAnimatedTransitioning)? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func animationController(forPresented p0: UIViewController, presenting p1: UIViewController, source p2: UIViewController) -> (
        UIViewControllerAnimatedTransitioning
    )? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func presentationController(forPresented p0: UIViewController, presenting p1: UIViewController?, source p2: UIViewController)
        -> UIPresentationController?
    {
        UIKitOptionalRequirement.markDefault()
        return nil
    }
}
