import Foundation

/// What a context menu would show (`collectionView(_:contextMenuConfigurationForItemAt:point:)`):
/// its identifier and providers kept; no menu is ever shown here.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    open var identifier: NSCopying { storedIdentifier }
    private let storedIdentifier: NSCopying
    private let previewProvider: (() -> UIViewController?)?
    private let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    public init(identifier: NSCopying?, previewProvider: (() -> UIViewController?)?, actionProvider: (([UIMenuElement]) -> UIMenu?)?) {
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
