import Foundation

/// Asked to update search results as the search text changes (never, here).
@preconcurrency @MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search controller (`navigationItem.searchController`): its search bar and settings kept;
/// nobody searches here.
@preconcurrency @MainActor open class UISearchController: UIViewController {
    open var searchBar: UISearchBar { storedSearchBar }
    private let storedSearchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open var searchResultsController: UIViewController? { storedResultsController }
    private var storedResultsController: UIViewController?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true

    public init(searchResultsController: UIViewController?) {
        storedResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var automaticallyShowsCancelButton: Bool = false
    open var automaticallyShowsScopeBar: Bool = false
    open var automaticallyShowsSearchResultsController: Bool = false
    open var dimsBackgroundDuringPresentation: Bool = false
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked: Bool = false
    open var scopeBarActivation: UISearchController.ScopeBarActivation = UISearchController.ScopeBarActivation.automatic
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement { UINavigationItem.SearchBarPlacement.automatic }
    open var showsSearchResultsController: Bool = false
}
