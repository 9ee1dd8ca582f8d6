import Foundation

/// What presents a controller modally: its controllers kept; nothing is presented here.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { storedPresented }
    open var presentingViewController: UIViewController { storedPresenting }
    private let storedPresented: UIViewController
    private let storedPresenting: UIViewController

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController ?? presentedViewController
        super.init()
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var adaptivePresentationStyle: UIModalPresentationStyle { UIModalPresentationStyle.fullScreen }
    open func adaptivePresentationStyle(for p0: UITraitCollection) -> UIModalPresentationStyle { UIModalPresentationStyle.fullScreen }
    open var containerView: UIView? { nil }
    open func containerViewDidLayoutSubviews() {}
    open func containerViewWillLayoutSubviews() {}
    open func dismissalTransitionDidEnd(_ p0: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    open var overrideTraitCollection: UITraitCollection? = nil
    open var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle.fullScreen }
    open func presentationTransitionDidEnd(_ p0: Bool) {}
    open func presentationTransitionWillBegin() {}
    open var presentedView: UIView? { nil }
    open var shouldPresentInFullscreen: Bool { false }
    open var shouldRemovePresentersView: Bool { false }
}

/// A popover's presentation (`popoverPresentationController?.sourceView = cell`): where it would
/// point, kept.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?

    // iOS's other members, kept and inert (sdk-surface standins)
    open var backgroundColor: UIColor? = nil
    open var canOverlapSourceViewRect: Bool = false
    open var passthroughViews: [UIView]? = nil
    open var popoverLayoutMargins: UIEdgeInsets = .zero
}
