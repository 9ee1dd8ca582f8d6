import Foundation

/// iOS's declarations of UIViewControllerTransitionCoordinatorContext the SDK had not, kept and inert (sdk-surface standins).
extension UIViewControllerTransitionCoordinatorContext {
    @MainActor public var completionCurve: UIView.AnimationCurve { UIView.AnimationCurve.easeInOut }

    @MainActor public var completionVelocity: CGFloat { 0 }

    @MainActor public var initiallyInteractive: Bool { false }

    @MainActor public var isInteractive: Bool { false }

    @MainActor public var isInterruptible: Bool { false }

    @MainActor public var percentComplete: CGFloat { 0 }

    @MainActor public var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle.fullScreen }

    @MainActor public var targetTransform: CGAffineTransform { .identity }

    @MainActor public func view(forKey p0: UITransitionContextViewKey) -> UIView? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func viewController(forKey p0: UITransitionContextViewControllerKey) -> UIViewController? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }
}
