import Foundation

/// iOS's declarations of UIViewControllerContextTransitioning the SDK had not, kept and inert (sdk-surface standins).
extension UIViewControllerContextTransitioning {
    @MainActor public func cancelInteractiveTransition() {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func finishInteractiveTransition() {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public var isInteractive: Bool { false }

    @MainActor public func pauseInteractiveTransition() {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle.fullScreen }

    @MainActor public var targetTransform: CGAffineTransform { .identity }

    @MainActor public func updateInteractiveTransition(_ p0: CGFloat) {
        UIKitOptionalRequirement.markDefault()
    }
}
