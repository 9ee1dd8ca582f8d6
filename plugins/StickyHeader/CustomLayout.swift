import UIKit

/// The seed's sizes and spacings (seed 001); the values are the ones the seed's screen uses.
struct CustomLayoutSettings {
    /// Height of the big header (its width is the collection view's).
    var headerHeight: CGFloat = 300
    /// Height of the menu under the header (its width is the collection view's).
    var menuHeight: CGFloat = 70
    /// Height of a cell (its width is the collection view's).
    var cellHeight: CGFloat = 100
    /// Added above every cell: a cell starts at the previous element's maxY plus this.
    var minimumLineSpacing: CGFloat = 2
    /// A cell's x.
    var minimumInteritemSpacing: CGFloat = 0
    /// The header's overlay alpha never exceeds this.
    var headerOverlayMaxAlphaValue: CGFloat = 0.6
}

/// The seed's CustomLayout (seed 001): a header and a menu as supplementary views above full-width
/// cells. Pulled down, everything moves with the finger's pull (the screen looks still); pushed
/// up, the header stays under the cells with a darkening overlay and the menu pins to the top.
///
/// Every pass is the seed's: prepare() rebuilds the cache, layoutAttributesForElements(in:) sets
/// the transforms for the current contentOffset on the cached attributes.
final class CustomLayout: UICollectionViewLayout {
    /// The element types, also the cache's keys; `kind` is the supplementary view kind.
    enum Element: String, CaseIterable {
        case header
        case menu
        case cell

        var id: String { return self.rawValue }
        var kind: String { return self.rawValue }
    }

    override class var layoutAttributesClass: AnyClass {
        return CustomLayoutAttributes.self
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionViewWidth, height: contentHeight)
    }

    var settings = CustomLayoutSettings() {
        didSet { invalidateLayout() }
    }

    private var oldBounds = CGRect.zero
    private var contentHeight = CGFloat()
    private var cache = [Element: [IndexPath: CustomLayoutAttributes]]()
    private var visibleLayoutAttributes = [CustomLayoutAttributes]()
    private var zIndex = 0

    private var collectionViewWidth: CGFloat {
        return collectionView!.frame.width
    }

    private var cellHeight: CGFloat {
        return settings.cellHeight
    }

    private var headerSize: CGSize {
        return CGSize(width: collectionViewWidth, height: settings.headerHeight)
    }

    private var menuSize: CGSize {
        return CGSize(width: collectionViewWidth, height: settings.menuHeight)
    }

    private var contentOffset: CGPoint {
        return collectionView!.contentOffset
    }

    // MARK: - Preparation

    override func prepare() {
        guard let collectionView = collectionView, collectionView.numberOfItems(inSection: 0) > 0 else {
            return
        }
        prepareCache()
        contentHeight = 0
        zIndex = 0
        oldBounds = collectionView.bounds
        let itemSize = CGSize(width: collectionViewWidth, height: cellHeight)

        let headerAttributes = CustomLayoutAttributes(
            forSupplementaryViewOfKind: Element.header.kind,
            with: IndexPath(item: 0, section: 0)
        )
        prepareElement(size: headerSize, type: .header, attributes: headerAttributes)

        let menuAttributes = CustomLayoutAttributes(
            forSupplementaryViewOfKind: Element.menu.kind,
            with: IndexPath(item: 0, section: 0))
        prepareElement(size: menuSize, type: .menu, attributes: menuAttributes)

        for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
            let cellIndexPath = IndexPath(item: item, section: 0)
            let attributes = CustomLayoutAttributes(forCellWith: cellIndexPath)
            let lineInterSpace = settings.minimumLineSpacing
            attributes.frame = CGRect(
                x: settings.minimumInteritemSpacing,
                y: contentHeight + lineInterSpace,
                width: itemSize.width,
                height: itemSize.height
            )
            attributes.zIndex = zIndex
            contentHeight = attributes.frame.maxY
            cache[.cell]?[cellIndexPath] = attributes
            zIndex += 1
        }

        // The menu above every cell.
        cache[.menu]?.first?.value.zIndex = zIndex
    }

    private func prepareCache() {
        cache.removeAll(keepingCapacity: true)
        for element in Element.allCases {
            cache[element] = [IndexPath: CustomLayoutAttributes]()
        }
    }

    /// A supplementary element below the previous one, its origin remembered as initialOrigin.
    private func prepareElement(size: CGSize, type: Element, attributes: CustomLayoutAttributes) {
        guard size != .zero else { return }
        attributes.initialOrigin = CGPoint(x: 0, y: contentHeight)
        attributes.frame = CGRect(origin: attributes.initialOrigin, size: size)
        attributes.zIndex = zIndex
        zIndex += 1
        contentHeight = attributes.frame.maxY
        cache[type]?[attributes.indexPath] = attributes
    }

    // MARK: - Invalidation

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if oldBounds.size != newBounds.size {
            cache.removeAll(keepingCapacity: true)
        }
        return true
    }

    // MARK: - Queries

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case Element.header.kind:
            return cache[.header]?[indexPath]
        case Element.menu.kind:
            return cache[.menu]?[indexPath]
        default:
            return nil
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache[.cell]?[indexPath]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }

        visibleLayoutAttributes.removeAll(keepingCapacity: true)
        // The seed walks the dictionaries in their (unspecified) order; walking the element types
        // in declaration order and the index paths sorted gives the same elements in an order that
        // is the same from run to run.
        for type in Element.allCases {
            guard let elementInfos = cache[type] else { continue }
            for (indexPath, attributes) in elementInfos.sorted(by: { $0.key < $1.key }) {
                attributes.transform = .identity
                updateSupplementaryViews(type, attributes: attributes, collectionView: collectionView, indexPath: indexPath)

                // Only what is on screen; the cells' test uses their untransformed frame.
                if attributes.frame.intersects(rect) {
                    if type == .cell {
                        updateCells(attributes, collectionView: collectionView, indexPath: indexPath)
                    }
                    visibleLayoutAttributes.append(attributes)
                }
            }
        }
        return visibleLayoutAttributes
    }

    // MARK: - Per-offset changes

    /// The header follows the offset and darkens; the menu is pulled down with the content, or
    /// pinned to the top once it would scroll off.
    private func updateSupplementaryViews(
        _ type: Element, attributes: CustomLayoutAttributes, collectionView: UICollectionView, indexPath: IndexPath
    ) {
        switch type {
        case .header:
            attributes.transform = CGAffineTransform(translationX: 0, y: contentOffset.y)
            attributes.headerOverlayAlpha = min(settings.headerOverlayMaxAlphaValue, contentOffset.y / headerSize.height)
        case .menu:
            if contentOffset.y < 0 {
                attributes.transform = CGAffineTransform(
                    translationX: 0, y: attributes.initialOrigin.y - headerSize.height + contentOffset.y)
            } else {
                attributes.transform = CGAffineTransform(
                    translationX: 0, y: max(attributes.initialOrigin.y, contentOffset.y) - headerSize.height)
            }
        default:
            break
        }
    }

    /// Pulled down, the cells move with the pull.
    private func updateCells(_ attributes: CustomLayoutAttributes, collectionView: UICollectionView, indexPath: IndexPath) {
        if contentOffset.y < 0 {
            attributes.transform = CGAffineTransform(translationX: 0, y: attributes.initialOrigin.y + contentOffset.y)
        }
    }
}
