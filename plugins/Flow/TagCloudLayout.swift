import UIKit

/// The left-aligned flow layout apps write for tag clouds: super lays out and justifies each
/// line; this moves every line's items back to the left inset, minimumInteritemSpacing apart.
final class TagCloudLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        minimumInteritemSpacing = 8
        minimumLineSpacing = 8
        sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var x = sectionInset.left
        var lineY = -CGFloat.greatestFiniteMagnitude
        return attributes.map { original in
            guard original.representedElementCategory == .cell else { return original }
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            // A new line starts below the previous line's top (items are centred on their line,
            // so a line's items share its top only when they are equally tall).
            if copy.frame.minY >= lineY + 1 || copy.frame.maxY <= lineY {
                x = sectionInset.left
                lineY = copy.frame.minY
            }
            copy.frame.origin.x = x
            x += copy.frame.width + minimumInteritemSpacing
            return copy
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let line = CGRect(x: 0, y: original.frame.minY, width: collectionViewContentSize.width, height: original.frame.height)
        return layoutAttributesForElements(in: line)?.first { $0.indexPath == indexPath } ?? original
    }
}

/// The tag cloud's delegate: a tag is as wide as its text, 20 points of padding plus 9 points
/// a character of the item's identifier, and 32 points high.
final class TagSizes: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let text = collectionView.itemIdentifier(for: indexPath) ?? "\(indexPath.section)-\(indexPath.item)"
        return CGSize(width: 20 + 9 * CGFloat(text.count), height: 32)
    }
}
