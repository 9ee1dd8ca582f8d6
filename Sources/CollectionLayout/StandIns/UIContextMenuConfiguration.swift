import Foundation

/// What a context menu would show (`collectionView(_:contextMenuConfigurationForItemAt:point:)`):
/// its identifier and providers kept; no menu is ever shown here.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    open var identifier: NSCopying { storedIdentifier }
    private let storedIdentifier: NSCopying
    private let previewProvider: UIContextMenuContentPreviewProvider?
    private let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        storedIdentifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var badgeCount: Int = 0
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
}

/// What makes a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// What makes a context menu from the suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
