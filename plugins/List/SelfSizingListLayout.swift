import UIKit

/// A list of full-width rows with estimated heights that settle on the cells' real (self-sized)
/// heights. Heights are cached by item identifier, so a row keeps its height when it moves.
/// Inserted rows fade in and deleted rows shrink away during animated updates.
final class SelfSizingListLayout: UICollectionViewLayout {
    var estimatedHeight: CGFloat = 44 {
        didSet { invalidateLayout() }
    }

    var spacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }

    private var heights: [String: CGFloat] = [:]
    private var frames: [[CGRect]] = []
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    override class var layoutAttributesClass: AnyClass { ListRowAttributes.self }

    private func identifier(_ path: IndexPath) -> String {
        collectionView?.itemIdentifier(for: path) ?? "\(path.section)-\(path.item)"
    }

    override func prepare() {
        guard let collectionView else { return }
        var y: CGFloat = 0
        frames = (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let height = heights[identifier(IndexPath(item: item, section: section))] ?? estimatedHeight
                defer { y += height + spacing }
                return CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last(where: { !$0.isEmpty })?.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().flatMap { section, rows in
            rows.enumerated().filter { $0.element.intersects(rect) }.map { row(IndexPath(item: $0.offset, section: section)) }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return row(indexPath)
    }

    private func row(_ path: IndexPath) -> ListRowAttributes {
        let attributes = ListRowAttributes(forCellWith: path)
        attributes.frame = frames[path.section][path.item]
        attributes.identifier = identifier(path)
        attributes.estimated = heights[attributes.identifier] == nil
        return attributes
    }

    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        heights[identifier(preferredAttributes.indexPath)] = preferredAttributes.size.height
        context.invalidateItems(at: [preferredAttributes.indexPath])
        context.contentSizeAdjustment = CGSize(width: 0, height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        inserted = []
        deleted = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deleted.contains(itemIndexPath) else { return nil }
        let attributes = ListRowAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: collectionView?.bounds.width ?? 0, height: estimatedHeight)
        attributes.alpha = 0
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }
}

/// A row's attributes with the data's identifier and whether its height is still estimated.
final class ListRowAttributes: UICollectionViewLayoutAttributes {
    var identifier = ""
    var estimated = true

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ListRowAttributes
        copy.identifier = identifier
        copy.estimated = estimated
        return copy
    }
}
