import Foundation

/// An inert stand-in: layout files from apps often keep `createLayout()` in a view controller.
/// The controller can be made (`init()`) so discovery can ask it for its layout; its view
/// lifecycle never runs here.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    open var view: UIView! = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    open var viewIfLoaded: UIView? { view }
    open var isViewLoaded: Bool { true }
    open var title: String?
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = UINavigationItem(title: title ?? "")
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var traitCollection: UITraitCollection { view.traitCollection }
    open var preferredContentSize: CGSize = .zero
    open var isEditing = false
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var definesPresentationContext = false
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var prefersStatusBarHidden: Bool { false }
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false

    /// As on iOS, a convenience initialiser (init(nibName:bundle:) and init?(coder:) are the
    /// designated ones), so a subclass's own `init()` needs no `override`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    private var ranViewLoading = false

    open func loadView() {}
    open func viewDidLoad() {}

    /// Runs `loadView()` then `viewDidLoad()`, once, as iOS does when the view is first asked
    /// for (here the view exists from the start, so nothing else runs them).
    open func loadViewIfNeeded() {
        guard !ranViewLoading else { return }
        ranViewLoading = true
        loadView()
        viewDidLoad()
    }
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// An Edit button whose action would toggle editing (no bar shows it here).
    open var editButtonItem: UIBarButtonItem { storedEditButtonItem }
    private lazy var storedEditButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Selector("toggleEditing"))
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func awakeFromNib() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func addChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func show(_ controller: UIViewController, sender: Any?) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}

    // iOS's other members, kept and inert (sdk-surface standins)
    open var activePresentationController: UIPresentationController? { nil }
    open func applicationFinishedRestoringState() {  }
    open class func attemptRotationToDeviceOrientation() {  }
    open var automaticallyAdjustsScrollViewInsets: Bool = false
    open func beginAppearanceTransition(_ p0: Bool, animated p1: Bool) {  }
    open func canPerformUnwindSegueAction(_ p0: Selector, from p1: UIViewController, sender p2: Any?) -> Bool { false }
    open func canPerformUnwindSegueAction(_ p0: Selector, from p1: UIViewController, withSender p2: Any) -> Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    open func contentScrollView(for p0: NSDirectionalRectEdge) -> UIScrollView? { nil }
    open func decodeRestorableState(with p0: NSCoder) {  }
    open func didReceiveMemoryWarning() {  }
    open func didRotate(from p0: UIInterfaceOrientation) {  }
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    open func encodeRestorableState(with p0: NSCoder) {  }
    open func endAppearanceTransition() {  }
    open var focusGroupIdentifier: String? = nil
    open func forUnwindSegueAction(_ p0: Selector, from p1: UIViewController, withSender p2: Any?) -> UIViewController? { nil }
    open var hidesBottomBarWhenPushed: Bool = false
    open var interactionActivityTrackingBaseName: String? = nil
    open var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation.unknown }
    open var isBeingDismissed: Bool { false }
    open var isBeingPresented: Bool { false }
    open var isModalInPopover: Bool = false
    open var isModalInPresentation: Bool = false
    open var isMovingFromParent: Bool { false }
    open var isMovingToParent: Bool { false }
    open var modalPresentationCapturesStatusBarAppearance: Bool = false
    open var nibBundle: Bundle? { nil }
    open var nibName: String? { nil }
    open func overrideTraitCollection(forChild p0: UIViewController) -> UITraitCollection? { nil }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var performsActionsWhilePresentingModally: Bool { false }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { UIInterfaceOrientation.unknown }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle.`default` }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { UIStatusBarAnimation.none }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var prefersPointerLocked: Bool { false }
    open func prepare(for p0: UIStoryboardSegue, sender p1: Any?) {  }
    open var presentationController: UIPresentationController? { nil }
    open var providesPresentationContextTransitionStyle: Bool = false
    open var restorationIdentifier: String? = nil
    open var restoresFocusAfterTransition: Bool = false
    open func rotatingFooterView() -> UIView? { nil }
    open func rotatingHeaderView() -> UIView? { nil }
    open func segueForUnwinding(to p0: UIViewController, from p1: UIViewController, identifier p2: String?) -> UIStoryboardSegue? { nil }
    open func setContentScrollView(_ p0: UIScrollView?, for p1: NSDirectionalRectEdge) {  }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {  }
    open func setNeedsUpdateOfPrefersPointerLocked() {  }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {  }
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {  }
    open func setOverrideTraitCollection(_ p0: UITraitCollection?, forChild p1: UIViewController) {  }
    open func setToolbarItems(_ p0: [UIBarButtonItem]?, animated p1: Bool) {  }
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { false }
    open var shouldAutorotate: Bool { false }
    open func shouldPerformSegue(withIdentifier p0: String, sender p1: Any?) -> Bool { false }
    open func showDetailViewController(_ p0: UIViewController, sender p1: Any?) {  }
    open var storyboard: UIStoryboard? { nil }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { [] }
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { .zero }
    open var tabBarItem: UITabBarItem! = nil
    open func targetViewController(forAction p0: Selector, sender p1: Any?) -> UIViewController? { nil }
    open var toolbarItems: [UIBarButtonItem]? = nil
    open func transition(from p0: UIViewController, to p1: UIViewController, duration p2: Double, options p3: UIView.AnimationOptions = [], animations p4: (() -> Void)?, completion p5: ((Bool) -> Void)? = nil) {  }
    open func unwind(for p0: UIStoryboardSegue, towards p1: UIViewController) {  }
    open func updateViewConstraints() {  }
    open var viewRespectsSystemMinimumLayoutMargins: Bool = false
    open func willAnimateRotation(to p0: UIInterfaceOrientation, duration p1: Double) {  }
    open func willRotate(to p0: UIInterfaceOrientation, duration p1: Double) {  }
}

/// UICollectionViewController(collectionViewLayout:): holds the layout it was made with and a
/// collection view of its own (never displayed: the host's is the one layouts run in). It is
/// its view's data source and delegate, with UIKit's empty defaults for subclasses to override.
@preconcurrency @MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    open var collectionViewLayout: UICollectionViewLayout { layout }
    private let layout: UICollectionViewLayout
    open var collectionView: UICollectionView!
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    }
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: collectionViewLayout)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    // iOS's other members, kept and inert (sdk-surface standins)
    open var useLayoutToLayoutNavigationTransitions: Bool = false
}

@preconcurrency @MainActor open class UINavigationController: UIViewController {
    open func pushViewController(_ controller: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var hidesBarsOnSwipe: Bool = false
    open var hidesBarsOnTap: Bool = false
    open var hidesBarsWhenKeyboardAppears: Bool = false
    open var hidesBarsWhenVerticallyCompact: Bool = false
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    open var isNavigationBarHidden: Bool = false
    open var isToolbarHidden: Bool = false
    open var navigationBar: UINavigationBar { UINavigationBar(frame: .zero) }
    open func popToRootViewController(animated p0: Bool) -> [UIViewController]? { nil }
    open func popToViewController(_ p0: UIViewController, animated p1: Bool) -> [UIViewController]? { nil }
    open func setNavigationBarHidden(_ p0: Bool, animated p1: Bool) {  }
    open func setToolbarHidden(_ p0: Bool, animated p1: Bool) {  }
    open func setViewControllers(_ p0: [UIViewController], animated p1: Bool) {  }
    open var toolbar: UIToolbar! { nil }
    open var topViewController: UIViewController? { nil }
    open var viewControllers: [UIViewController] = []
    open var visibleViewController: UIViewController? { nil }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5, overCurrentContext = 6, popover = 7
    case none = -1, automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
