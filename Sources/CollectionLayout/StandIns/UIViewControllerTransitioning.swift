import Foundation

/// View controller transitions, as controllers around a layout adopt and call them: none runs
/// here. Animations alongside a transition run at once, then their completion.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor var completionCurve: UIView.AnimationCurve { get }
    @MainActor var completionVelocity: CGFloat { get }
    @MainActor var initiallyInteractive: Bool { get }
    @MainActor var isInteractive: Bool { get }
    @MainActor var isInterruptible: Bool { get }
    @MainActor var percentComplete: CGFloat { get }
    @MainActor var presentationStyle: UIModalPresentationStyle { get }
    @MainActor var targetTransform: CGAffineTransform { get }
    @MainActor func view(forKey p0: UITransitionContextViewKey) -> UIView?
    @MainActor func viewController(forKey p0: UITransitionContextViewControllerKey) -> UIViewController?
}

@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func animateAlongsideTransition(
        in p0: UIView?, animation p1: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion p2: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @MainActor func notifyWhenInteractionChanges(_ p0: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    @MainActor func notifyWhenInteractionEnds(_ p0: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs the animation at once, then the completion (nothing animates here). Swift's
    /// requirements take no default arguments, so the call without `completion:` comes here.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}

@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var transitionWasCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func finalFrame(for controller: UIViewController) -> CGRect
    func initialFrame(for controller: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func cancelInteractiveTransition()
    @MainActor func finishInteractiveTransition()
    @MainActor var isInteractive: Bool { get }
    @MainActor func pauseInteractiveTransition()
    @MainActor var presentationStyle: UIModalPresentationStyle { get }
    @MainActor var targetTransform: CGAffineTransform { get }
    @MainActor func updateInteractiveTransition(_ p0: CGFloat)
}

@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func animationEnded(_ p0: Bool)
}

@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func animationController(forDismissed p0: UIViewController) -> (UIViewControllerAnimatedTransitioning)?
    @MainActor func animationController(forPresented p0: UIViewController, presenting p1: UIViewController, source p2: UIViewController) -> (
        UIViewControllerAnimatedTransitioning
    )?
    @MainActor func presentationController(forPresented p0: UIViewController, presenting p1: UIViewController?, source p2: UIViewController)
        -> UIPresentationController?
}

public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
