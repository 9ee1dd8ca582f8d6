import UIKit

/// A row's place on screen, which its cell shows (as carousels scale a cell by it).
final class ProgressAttributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ProgressAttributes
        copy.progress = progress
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ProgressAttributes else { return false }
        return other.progress == progress && super.isEqual(object)
    }
}

/// Keeps every rule while preparing on every scroll frame: what changes is only a custom
/// attribute, each row's progress across the screen, so the answers do change.
final class ProgressRows: UICollectionViewLayout {
    private var rows = RowGeometry(nil)

    override class var layoutAttributesClass: AnyClass { ProgressAttributes.self }

    override func prepare() {
        super.prepare()
        rows = RowGeometry(collectionView)
    }

    override var collectionViewContentSize: CGSize { rows.contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.attributes(in: rect).map(withProgress)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        withProgress(rows.attributes(indexPath))
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    private func withProgress(_ row: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = ProgressAttributes(forCellWith: row.indexPath)
        attributes.frame = row.frame
        let bounds = collectionView?.bounds ?? .zero
        attributes.progress = bounds.height > 0 ? (row.frame.midY - bounds.minY) / bounds.height : 0
        return attributes
    }
}
