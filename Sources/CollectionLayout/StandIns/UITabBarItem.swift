import Foundation

/// A tab bar item: its title, images, tag and badge are kept, shown nowhere.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func badgeTextAttributes(for p0: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }
    open func setBadgeTextAttributes(_ p0: [NSAttributedString.Key: Any]?, for p1: UIControl.State) {}
    open var titlePositionAdjustment: UIOffset = .zero
}
