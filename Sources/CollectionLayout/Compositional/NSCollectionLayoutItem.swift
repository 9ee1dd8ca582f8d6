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
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
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

    init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?,
        supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    ) {
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

    /// iOS 16's spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public class func horizontalGroup(
        with layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// iOS 16's spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    public class func verticalGroup(
        with layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Settable on a group, as on iOS (an item's are fixed when it is made).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    /// An outline of the group, where UIKit draws one: its arrangement and size, then each
    /// subitem's, indented (a count group's one subitem with its count).
    open func visualDescription() -> String { outline(depth: 0).joined(separator: "\n") }
}

extension NSCollectionLayoutItem {
    /// One line for the item (its size, and its supplementary items'), then its subitems' lines when a group.
    func outline(depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var line = indent
        var children: [String] = []
        if let group = self as? NSCollectionLayoutGroup {
            switch group.arrangement {
            case .horizontal: line += "horizontal group"
            case .vertical: line += "vertical group"
            case .custom: line += "custom group"
            }
            line += " " + layoutSize.outlineText
            if let count = group.count { line += ", \(count) × its subitem" }
            if let spacing = group.interItemSpacing { line += ", interItemSpacing \(spacing.outlineText)" }
            children = group.subitems.flatMap { $0.outline(depth: depth + 1) }
        } else {
            line += "item " + layoutSize.outlineText
        }
        if contentInsets != .zero {
            line += ", contentInsets (\(contentInsets.top), \(contentInsets.leading), \(contentInsets.bottom), \(contentInsets.trailing))"
        }
        let supplementaries = supplementaryItems.map { "\(indent)  supplementary \"\($0.elementKind)\" \($0.layoutSize.outlineText)" }
        return [line] + supplementaries + children
    }
}

extension NSCollectionLayoutSize {
    var outlineText: String { "\(widthDimension.outlineText) × \(heightDimension.outlineText)" }
}

extension NSCollectionLayoutDimension {
    var outlineText: String { "\(kind)(\(dimension))" }
}

extension NSCollectionLayoutSpacing {
    var outlineText: String { "\(isFlexibleSpacing ? "flexible" : "fixed")(\(spacing))" }
}
