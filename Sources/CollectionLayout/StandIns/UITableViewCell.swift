import Foundation

/// A table view cell: its labels, accessory and selection are kept, drawn nowhere.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    private let storedReuseIdentifier: String?
    private let storedContentView = UIView()
    private lazy var storedTextLabel = UILabel()
    private lazy var storedDetailTextLabel = UILabel()
    private lazy var storedImageView = UIImageView(image: nil)
    open var contentView: UIView { storedContentView }
    open var textLabel: UILabel? { storedTextLabel }
    open var detailTextLabel: UILabel? { storedDetailTextLabel }
    open var imageView: UIImageView? { storedImageView }
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// The cell's default background, as a plain table's cells have.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
    public var contentConfiguration: UIContentConfiguration?
    public var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open var selectionStyle = SelectionStyle.default
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var editingStyle: EditingStyle { .delete }
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var editingAccessoryType = AccessoryType.none
    open var editingAccessoryView: UIView?
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    public init(style: CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
    }
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Asks for `updateConfiguration(using:)`, which runs at once here (on iOS, before the next layout).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The cell's state: its selection, highlight and editing, in its traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }

    // iOS's other members, kept and inert (sdk-surface standins)
    public var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? = nil
    open func didTransition(to p0: UITableViewCell.StateMask) {}
    open func dragStateDidChange(_ p0: UITableViewCell.DragState) {}
    open var focusStyle: UITableViewCell.FocusStyle = UITableViewCell.FocusStyle.`default`
    open var showingDeleteConfirmation: Bool { false }
    /// Runs the configuration update handler; a subclass overrides it to configure itself.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    open var userInteractionEnabledWhileDragging: Bool = false
    open func willTransition(to p0: UITableViewCell.StateMask) {}
}

/// A table's section header or footer view: kept, drawn nowhere.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    private let storedReuseIdentifier: String?
    private let storedContentView = UIView()
    private lazy var storedTextLabel = UILabel()
    open var contentView: UIView { storedContentView }
    open var textLabel: UILabel? { storedTextLabel }
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// The header's or footer's default configurations, as a plain table's are.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainHeaderFooter() }
    public var contentConfiguration: UIContentConfiguration?

    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
    }

    open func prepareForReuse() {}

    // iOS's other members, kept and inert (sdk-surface standins)
    /// True, UIKit's default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true
    /// True, UIKit's default.
    open var automaticallyUpdatesContentConfiguration: Bool = true
    public var backgroundConfiguration: UIBackgroundConfiguration? = nil
    open var backgroundView: UIView? = nil
    /// The view's secondary label, made on first use as `textLabel` is.
    open var detailTextLabel: UILabel? { storedDetailTextLabel }
    private lazy var storedDetailTextLabel = UILabel()
    open func setNeedsUpdateConfiguration() {}
}
