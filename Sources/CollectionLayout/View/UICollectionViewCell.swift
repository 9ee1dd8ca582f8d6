import Foundation

/// A displayed cell, as `visibleCells` hands it out: its frame is where the collection view
/// puts the cell, the attributes' frame on the display's pixel grid. It holds no content;
/// layouts read cells for their geometry and count. Configurations an app's cell sets are
/// kept; nothing asks the cell to update them here.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Where an app's cell puts its subviews; nothing is drawn here.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    public var contentConfiguration: UIContentConfiguration?
    public var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    public var configurationUpdateHandler: ConfigurationUpdateHandler?

    /// The cell's state: its selection and highlight, in its traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for `updateConfiguration(using:)`, which runs at once here (on iOS, before the next layout).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Runs the configuration update handler; a subclass overrides it to configure itself.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func dragStateDidChange(_ p0: UICollectionViewCell.DragState) {}
}
