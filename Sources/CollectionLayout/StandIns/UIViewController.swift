import CollectionLayout
import Foundation

/// An inert stand-in: layout files from apps often keep `createLayout()` in a view controller.
/// The controller can be made (`init()`) so discovery can ask it for its layout; its view
/// lifecycle never runs here.
open class UIViewController: NSObject {
    open var view: UIView! = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    open var title: String?
    public let navigationItem = UINavigationItem()
    open var navigationController: UINavigationController? { nil }
    open var traitCollection: UITraitCollection { view.traitCollection }
    open var preferredContentSize: CGSize = .zero
    open var isEditing = false

    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillTransition(to size: CGSize, with coordinator: AnyObject) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func awakeFromNib() {}
}

/// UICollectionViewController(collectionViewLayout:): holds the layout it was made with.
open class UICollectionViewController: UIViewController {
    public let collectionViewLayout: UICollectionViewLayout
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }
    open var collectionView: UICollectionView! { nil }
}

open class UINavigationController: UIViewController {
    open func pushViewController(_ controller: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}

/// What a navigation bar shows for a controller: kept, shown nowhere.
open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

open class UIBarButtonItem: NSObject {
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, refresh, action, trash, compose }
    public enum Style: Int, Sendable { case plain, done }
    public init(barButtonSystemItem: SystemItem, target: Any?, action: Selector?) { super.init() }
    public init(title: String?, style: Style, target: Any?, action: Selector?) { super.init() }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) { super.init() }
}
