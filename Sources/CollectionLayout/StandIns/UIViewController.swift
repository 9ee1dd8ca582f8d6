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
}

@preconcurrency @MainActor open class UINavigationController: UIViewController {
    open func pushViewController(_ controller: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
