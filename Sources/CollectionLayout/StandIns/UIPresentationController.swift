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
}

/// A popover's presentation (`popoverPresentationController?.sourceView = cell`): where it would
/// point, kept.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
}
