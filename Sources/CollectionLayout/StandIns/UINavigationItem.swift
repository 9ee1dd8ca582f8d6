import Foundation

/// What a navigation bar shows for a controller: kept, shown nowhere.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var backButtonDisplayMode = BackButtonDisplayMode.default

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var additionalOverflowItems: UIDeferredMenuElement? = nil
    open var backAction: UIAction? = nil
    open var backBarButtonItem: UIBarButtonItem? = nil
    open var customizationIdentifier: String? = nil
    open var hidesSearchBarWhenScrolling: Bool = false
    open var leftItemsSupplementBackButton: Bool = false
    open var preferredSearchBarPlacement: UINavigationItem.SearchBarPlacement = UINavigationItem.SearchBarPlacement.automatic
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement { UINavigationItem.SearchBarPlacement.automatic }
    open var searchController: UISearchController? = nil
    open func setHidesBackButton(_ p0: Bool, animated p1: Bool) {}
    open func setLeftBarButton(_ p0: UIBarButtonItem?, animated p1: Bool) {}
    open func setLeftBarButtonItems(_ p0: [UIBarButtonItem]?, animated p1: Bool) {}
    open func setRightBarButton(_ p0: UIBarButtonItem?, animated p1: Bool) {}
    open func setRightBarButtonItems(_ p0: [UIBarButtonItem]?, animated p1: Bool) {}
    open var style: UINavigationItem.ItemStyle = UINavigationItem.ItemStyle.navigator
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? = nil
}
