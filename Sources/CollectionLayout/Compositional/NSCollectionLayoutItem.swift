import Foundation

/// The smallest part of a compositional layout: a cell's size, the space around it and the
/// supplementary items (badges) attached to it.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    let storedLayoutSize: NSCollectionLayoutSize
    open var layoutSize: NSCollectionLayoutSize { storedLayoutSize }
    /// Space inside the item's box, applied after its position is computed; ignored on an axis
    /// whose dimension is estimated.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's box, applied before its content insets.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    let storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.storedLayoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A cell placed by a custom group's provider: a frame relative to the group, and a zIndex.
@preconcurrency @MainActor open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    let storedFrame: CGRect
    open var frame: CGRect { storedFrame }
    let storedZIndex: Int
    open var zIndex: Int { storedZIndex }
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    public init(frame: CGRect, zIndex: Int) {
        self.storedFrame = frame
        self.storedZIndex = zIndex
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items (and groups) laid out along an axis, repeated for the section's items: horizontal,
/// vertical, a fixed count sharing the group's length, or frames from a custom provider.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    let storedSubitems: [NSCollectionLayoutItem]
    open var subitems: [NSCollectionLayoutItem] { storedSubitems }
    /// `count` groups: exactly this many subitems, their length on the group's axis shared out.
    let count: Int?
    /// Space between subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?,
         supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.arrangement = arrangement
        self.storedSubitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil), to: self)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count), to: self)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil), to: self)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count), to: self)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil), to: self)
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func visualDescription() -> String { "" }
}
