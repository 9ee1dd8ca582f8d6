import Foundation

/// A search bar: its text, placeholder and scope buttons are kept; nobody searches here, so its
/// delegate is kept and never told anything.
@preconcurrency @MainActor open class UISearchBar: UIView {
    open var barStyle = UIBarStyle.default
    open weak var delegate: UISearchBarDelegate?
    open var text: String?
    open var prompt: String?
    open var placeholder: String?
    open var showsBookmarkButton = false
    open var showsCancelButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var barTintColor: UIColor?
    open var searchBarStyle = Style.default
    open var isTranslucent = true
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    private var storedInputAccessoryView: UIView?
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open var isEnabled = true
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    open var searchTextPositionAdjustment = UIOffset.zero

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero) }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { nil }

    public enum Icon: Int, Sendable { case search = 0, clear, bookmark, resultsList }
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func backgroundImage(for p0: UIBarPosition, barMetrics p1: UIBarMetrics) -> UIImage? { nil }
    open func positionAdjustment(for p0: UISearchBar.Icon) -> UIOffset { .zero }
    open func scopeBarButtonBackgroundImage(for p0: UIControl.State) -> UIImage? { nil }
    open func scopeBarButtonDividerImage(forLeftSegmentState p0: UIControl.State, rightSegmentState p1: UIControl.State) -> UIImage? { nil }
    open func scopeBarButtonTitleTextAttributes(for p0: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }
    open func searchFieldBackgroundImage(for p0: UIControl.State) -> UIImage? { nil }
    open func setBackgroundImage(_ p0: UIImage?, for p1: UIBarPosition, barMetrics p2: UIBarMetrics) {}
    open func setPositionAdjustment(_ p0: UIOffset, for p1: UISearchBar.Icon) {}
    open func setScopeBarButtonBackgroundImage(_ p0: UIImage?, for p1: UIControl.State) {}
    open func setScopeBarButtonDividerImage(_ p0: UIImage?, forLeftSegmentState p1: UIControl.State, rightSegmentState p2: UIControl.State) {}
    open func setScopeBarButtonTitleTextAttributes(_ p0: [NSAttributedString.Key: Any]?, for p1: UIControl.State) {}
    open func setSearchFieldBackgroundImage(_ p0: UIImage?, for p1: UIControl.State) {}
}

public enum UIBarStyle: Int, Sendable { case `default` = 0, black, blackTranslucent = 2 }
