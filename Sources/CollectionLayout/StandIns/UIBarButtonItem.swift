import Foundation

/// A bar button item: its title, image, target, action, primary action and menu are kept; no bar
/// shows it and nothing taps it here.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    open var style = Style.plain
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var customView: UIView?
    open var action: Selector?
    open weak var target: AnyObject?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var isSelected = false
    open var isHidden = false
    open var tintColor: UIColor?
    private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, target: target as AnyObject?, action: action)
        self.style = style
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, target: target as AnyObject?, action: action)
        self.style = style
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, image: nil, target: target as AnyObject?, action: action)
        self.systemItem = systemItem
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
        self.systemItem = systemItem
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = UIBarButtonItem() as! Self
        item.systemItem = SystemItem.fixedSpace
        item.width = width
        return item
    }

    open class func flexibleSpace() -> Self {
        let item = UIBarButtonItem() as! Self
        item.systemItem = SystemItem.flexibleSpace
        return item
    }

    public enum Style: Int, Sendable { case plain = 0, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh
        case stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func backButtonBackgroundImage(for p0: UIControl.State, barMetrics p1: UIBarMetrics) -> UIImage? { nil }
    open func backButtonBackgroundVerticalPositionAdjustment(for p0: UIBarMetrics) -> CGFloat { 0 }
    open func backButtonTitlePositionAdjustment(for p0: UIBarMetrics) -> UIOffset { .zero }
    open func backgroundImage(for p0: UIControl.State, barMetrics p1: UIBarMetrics) -> UIImage? { nil }
    open func backgroundImage(for p0: UIControl.State, style p1: UIBarButtonItem.Style, barMetrics p2: UIBarMetrics) -> UIImage? { nil }
    open func backgroundVerticalPositionAdjustment(for p0: UIBarMetrics) -> CGFloat { 0 }
    open var menuRepresentation: UIMenuElement? = nil
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    open func setBackButtonBackgroundImage(_ p0: UIImage?, for p1: UIControl.State, barMetrics p2: UIBarMetrics) {}
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ p0: CGFloat, for p1: UIBarMetrics) {}
    open func setBackButtonTitlePositionAdjustment(_ p0: UIOffset, for p1: UIBarMetrics) {}
    open func setBackgroundImage(_ p0: UIImage?, for p1: UIControl.State, barMetrics p2: UIBarMetrics) {}
    open func setBackgroundImage(_ p0: UIImage?, for p1: UIControl.State, style p2: UIBarButtonItem.Style, barMetrics p3: UIBarMetrics) {}
    open func setBackgroundVerticalPositionAdjustment(_ p0: CGFloat, for p1: UIBarMetrics) {}
    open func setTitlePositionAdjustment(_ p0: UIOffset, for p1: UIBarMetrics) {}
    open func titlePositionAdjustment(for p0: UIBarMetrics) -> UIOffset { .zero }
}
