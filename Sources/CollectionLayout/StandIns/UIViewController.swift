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
    /// The nearest navigation controller among the controller's parents (its stack's children).
    open var navigationController: UINavigationController? { parent as? UINavigationController ?? parent?.navigationController }
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
    public init(nibName: String?, bundle: Bundle?) {
        storedNibName = nibName
        storedNibBundle = bundle
        super.init()
    }
    private var storedNibName: String?
    private var storedNibBundle: Bundle?
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
    open func applicationFinishedRestoringState() {}
    open class func attemptRotationToDeviceOrientation() {}
    /// True, UIKit's default.
    open var automaticallyAdjustsScrollViewInsets: Bool = true
    /// Tells the controller its view will appear (`viewWillAppear`) or disappear (`viewWillDisappear`).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }
    private var appearanceTransition: (isAppearing: Bool, animated: Bool)?
    open func canPerformUnwindSegueAction(_ p0: Selector, from p1: UIViewController, sender p2: Any?) -> Bool { false }
    open func canPerformUnwindSegueAction(_ p0: Selector, from p1: UIViewController, withSender p2: Any) -> Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// What `setContentScrollView(_:for:)` set for the edge, else nil.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollViews[edge.rawValue]?.scrollView }
    open func decodeRestorableState(with p0: NSCoder) {}
    open func didReceiveMemoryWarning() {}
    open func didRotate(from p0: UIInterfaceOrientation) {}
    /// True when presented as a form sheet, else false, as UIKit has it.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    open func encodeRestorableState(with p0: NSCoder) {}
    /// Ends what `beginAppearanceTransition(_:animated:)` began: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let transition = appearanceTransition else { return }
        appearanceTransition = nil
        if transition.isAppearing { viewDidAppear(transition.animated) } else { viewDidDisappear(transition.animated) }
    }
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
    /// The bundle `init(nibName:bundle:)` was given.
    open var nibBundle: Bundle? { storedNibBundle }
    /// The nib name `init(nibName:bundle:)` was given.
    open var nibName: String? { storedNibName }
    open func overrideTraitCollection(forChild p0: UIViewController) -> UITraitCollection? { nil }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var performsActionsWhilePresentingModally: Bool { false }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { UIInterfaceOrientation.unknown }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle.`default` }
    /// `.fade`, UIKit's default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { UIStatusBarAnimation.fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var prefersPointerLocked: Bool { false }
    open func prepare(for p0: UIStoryboardSegue, sender p1: Any?) {}
    open var presentationController: UIPresentationController? { nil }
    open var providesPresentationContextTransitionStyle: Bool = false
    open var restorationIdentifier: String? = nil
    /// True, UIKit's default.
    open var restoresFocusAfterTransition: Bool = true
    open func rotatingFooterView() -> UIView? { nil }
    open func rotatingHeaderView() -> UIView? { nil }
    open func segueForUnwinding(to p0: UIViewController, from p1: UIViewController, identifier p2: String?) -> UIStoryboardSegue? { nil }
    /// Kept per edge for `contentScrollView(for:)` (nothing scrolls a bar here).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge) {
        for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edges.contains(edge) {
            contentScrollViews[edge.rawValue] = scrollView.map { WeakScrollView(scrollView: $0) }
        }
    }
    private struct WeakScrollView { weak var scrollView: UIScrollView? }
    private var contentScrollViews: [UInt: WeakScrollView] = [:]
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    open func setOverrideTraitCollection(_ p0: UITraitCollection?, forChild p1: UIViewController) {}
    /// Sets `toolbarItems`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// True, UIKit's default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// True, UIKit's default.
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }
    /// True, UIKit's default.
    open var shouldAutorotate: Bool { true }
    /// True, UIKit's default: the segue is performed.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func showDetailViewController(_ p0: UIViewController, sender p1: Any?) {}
    open var storyboard: UIStoryboard? { nil }
    /// All orientations on iPad, all but upside down on iPhone, UIKit's defaults.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { .zero }
    /// An item with the controller's title until one is set, as UIKit makes one on first use.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?
    open func targetViewController(forAction p0: Selector, sender p1: Any?) -> UIViewController? { nil }
    open var toolbarItems: [UIBarButtonItem]? = nil
    /// Puts the second child's view where the first's is, runs the animations at once as
    /// `UIView.animate` does, removes the first's view, then runs the completion with true.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: Double,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        if let container = fromViewController.view.superview { container.addSubview(toViewController.view) }
        animations?()
        fromViewController.view.removeFromSuperview()
        completion?(true)
    }
    open func unwind(for p0: UIStoryboardSegue, towards p1: UIViewController) {}
    open func updateViewConstraints() {}
    /// True, UIKit's default.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true
    open func willAnimateRotation(to p0: UIInterfaceOrientation, duration p1: Double) {}
    open func willRotate(to p0: UIInterfaceOrientation, duration p1: Double) {}
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
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    // iOS's other members, kept and inert (sdk-surface standins)
    open var useLayoutToLayoutNavigationTransitions: Bool = false
}

/// A stack of controllers, each a child of the navigation controller: pushes and pops change
/// the stack at once (nothing is shown or animated here).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The recognizers that would hide the bars on a swipe or a tap (nobody swipes here).
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { storedSwipeRecognizer }
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { storedTapRecognizer }
    private lazy var storedSwipeRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    private lazy var storedTapRecognizer = UITapGestureRecognizer(target: nil, action: nil)
    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Puts the controller on top of the stack.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        viewControllers.append(controller)
    }

    /// Takes the top controller off the stack and answers it; the root stays (nil then).
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var hidesBarsOnSwipe: Bool = false
    open var hidesBarsOnTap: Bool = false
    open var hidesBarsWhenKeyboardAppears: Bool = false
    open var hidesBarsWhenVerticallyCompact: Bool = false
    /// The recognizer of the back swipe: one per navigation controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { storedInteractivePopGestureRecognizer }
    private lazy var storedInteractivePopGestureRecognizer = UIScreenEdgePanGestureRecognizer()
    open var isNavigationBarHidden: Bool = false
    /// True, UIKit's default: the built-in toolbar shows only when asked for.
    open var isToolbarHidden: Bool = true
    /// The controller's own bar: one per navigation controller.
    open var navigationBar: UINavigationBar { storedNavigationBar }
    private lazy var storedNavigationBar = UINavigationBar(frame: .zero)
    /// Pops every controller above the root and answers them, bottom first (nil when none).
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }
    /// Pops every controller above `controller` and answers them, bottom first (nil when it is not in the stack).
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }
    /// Sets `isNavigationBarHidden`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Sets `isToolbarHidden`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    /// The controller's own toolbar: one per navigation controller.
    open var toolbar: UIToolbar! { storedToolbar }
    private lazy var storedToolbar = UIToolbar(frame: .zero)
    /// The top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The stack, root first; each controller in it is a child of the navigation controller.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in oldValue where controller.parent === self { controller.removeFromParent() }
            for controller in viewControllers {
                controller.removeFromParent()
                addChild(controller)
            }
        }
    }
    /// What the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5, overCurrentContext = 6, popover = 7
    case none = -1, automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
