import Foundation
import Testing
import CollectionLayout

// App code as iOS apps write it around layouts, declared as iOS declares UIKit: subclasses that
// override what UIKit lets them override, and calls of the stand-ins. That this file compiles is
// most of the test; the tests check the stand-ins keep what they are given and the layouts
// behave as before.

private final class AppGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    override class var requiresConstraintBasedLayout: Bool { true }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .button }
        set {}
    }
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }
    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}

private final class AppLayer: CALayer {
    let tint: UIColor
    override init() {
        tint = .secondarySystemFill
        super.init()
    }
    override init(layer: Any) {
        tint = .tertiarySystemFill
        super.init(layer: layer)
    }
}

private final class AppLayerView: UIView {
    override class var layerClass: AnyClass { AppLayer.self }
}

private final class AppCompositionalLayout: UICollectionViewCompositionalLayout {
    init() { super.init(section: AppCompositionalLayout.rows()) }
    required init?(coder: NSCoder) { fatalError("not made from a coder") }

    static func rows() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

private final class AppStackView: UIStackView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
}

private final class AppCell: UICollectionViewCell {
    var configured = 0
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.cell()
        content.imageToTextPadding = 4
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 12)
        content.textProperties.allowsDefaultTighteningForTruncation = false
        contentConfiguration = content
        configured += 1
    }
}

private final class AppController: UIViewController, UICollectionViewDataSourcePrefetching, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate, UISearchBarDelegate
{
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: AppCompositionalLayout())
    var observed = false

    override func viewDidLoad() {
        collectionView.prefetchDataSource = self
        collectionView.addObserver(self, forKeyPath: "contentSize", options: [.new, .old], context: nil)
        navigationItem.backButtonDisplayMode = .minimal
        navigationItem.rightBarButtonItems = [editButtonItem, UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in }, menu: nil)]
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil,
            menu: UIMenu(
                title: "",
                children: [
                    UIAction(title: "Name", state: .on) { _ in },
                    UIDeferredMenuElement { $0([]) }
                ]))
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addTextField { $0.placeholder = "Name" }
        present(alert, animated: true)
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.dataSource = self
        table.delegate = self
        UISearchBar().delegate = self
        modalPresentationStyle = .pageSheet
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in })
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        observed = true
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}

/// A view and a controller with an `init()` of their own and no `override`: on iOS, `init()` is a
/// convenience initialiser of UIView and UIViewController (their designated ones take a frame, a
/// nib), so this compiles there; an `override` would not.
private final class AppBadgeView: UIView {
    let count: Int
    init() {
        count = 3
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    required init?(coder: NSCoder) { fatalError("no storyboard") }
}

private final class AppChatController: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("no storyboard") }
}

private final class AppSceneDelegate: UIResponder, UIWindowSceneDelegate, UIApplicationDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = AppController()
        window?.makeKeyAndVisible()
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

@MainActor @Suite struct AppCodeDeclarationsTests {
    @Test func aCompositionalSubclassMadeWithSuperInitSectionLaysOutAsTheLayoutItself() {
        func frames(_ layout: UICollectionViewLayout) -> [CGRect] {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            _ = view
            layout.prepare()
            return (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []).map { $0.frame }
        }
        let plain = UICollectionViewCompositionalLayout(section: AppCompositionalLayout.rows())
        #expect(frames(AppCompositionalLayout()) == frames(plain))
    }

    @Test func aViewsLayerIsOfItsLayerClassOrTheSDKClassItDescendsFrom() {
        #expect(AppGradientView().layer is CAGradientLayer)
        #expect(type(of: AppLayerView().layer) == CALayer.self)
        #expect(AppGradientView().safeAreaInsets.left == 2)
        #expect(AppLayer(layer: CALayer()).tint.alpha == UIColor.tertiarySystemFill.alpha)
    }

    @Test func ownInitialisersOfViewsAndControllersNeedNoOverride() {
        #expect(AppBadgeView().count == 3 && AppBadgeView().frame.width == 20)
        #expect(AppChatController().view != nil)
        #expect(UIView().frame == .zero && UICollectionView().frame == .zero)
    }

    @Test func standInsKeepWhatTheyAreGiven() {
        let spinner = UIActivityIndicatorView(style: .large)
        let stack = AppStackView(frame: .zero)
        stack.addArrangedSubview(spinner)
        stack.setCustomSpacing(8, after: spinner)
        #expect(stack.customSpacing(after: spinner) == 8 && stack.arrangedSubviews == [spinner])
        #expect(stack.customSpacing(after: UIView()) == UIStackView.spacingUseDefault)

        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.isSelected = true
        #expect(button.currentTitle == "Save" && button.state == .selected && button.buttonType == .system)

        var ran = 0
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.addAction(UIAction { _ in ran += 1 }, for: .valueChanged)
        segments.sendActions(for: .valueChanged)
        #expect(ran == 1 && segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "B")

        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.cgPath = CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20), transform: nil)
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 20))

        let cell = AppCell(frame: .zero)
        cell.setNeedsUpdateConfiguration()
        #expect(cell.configured == 1 && cell.contentConfiguration is UIListContentConfiguration)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(MAXFLOAT == .greatestFiniteMagnitude && CGFLOAT_MAX == .greatestFiniteMagnitude)
    }

    @Test func controllersAndDelegatesRunInert() {
        let controller = AppController()
        controller.viewDidLoad()
        #expect(!controller.observed, "observations never fire")
        #expect(controller.navigationItem.backButtonDisplayMode == .minimal)
        #expect(controller.value(forKey: "observed") as? Bool == false)
        let scene = UIWindowScene(
            session: UISceneSession(configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
            connectionOptions: UIScene.ConnectionOptions())
        let delegate = AppSceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        #expect(delegate.window?.rootViewController is AppController)
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
    }
}
