import Foundation

/// A view attached to an item or a group (a badge), placed by its anchor.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    let storedElementKind: String
    open var elementKind: String { storedElementKind }
    let storedContainerAnchor: NSCollectionLayoutAnchor
    open var containerAnchor: NSCollectionLayoutAnchor { storedContainerAnchor }
    let storedItemAnchor: NSCollectionLayoutAnchor?
    open var itemAnchor: NSCollectionLayoutAnchor? { storedItemAnchor }
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: nil)
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: itemAnchor)
    }

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        anchor itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.storedElementKind = elementKind
        self.storedContainerAnchor = containerAnchor
        self.storedItemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section (or of the whole layout, in the configuration).
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    let storedAlignment: NSRectAlignment
    open var alignment: NSRectAlignment { storedAlignment }
    /// The absolute offset from the aligned position.
    let storedOffset: CGPoint
    open var offset: CGPoint { storedOffset }
    /// True (the default): the item makes room for itself, pushing the content; false: it overlays.
    open var extendsBoundary = true
    /// Held at the visible edge while any part of its section is visible.
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.storedAlignment = alignment
        storedOffset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset), anchor: nil)
    }
}

/// A view behind a section's content, as its background.
@preconcurrency @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    let storedElementKind: String
    open var elementKind: String { storedElementKind }
    /// 0 by default: below the section's other elements.
    open var zIndex = 0

    init(elementKind: String) {
        self.storedElementKind = elementKind
        let whole = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: whole, supplementaryItems: [])
    }

    open class func background(elementKind: String) -> Self {
        unsafeDowncast(NSCollectionLayoutDecorationItem(elementKind: elementKind), to: self)
    }
}
