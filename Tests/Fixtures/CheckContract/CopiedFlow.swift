import UIKit

/// Keeps uncopied-attributes: changes copies of the flow layout's attributes.
final class CopiedFlow: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { original in
            let attributes = (original.copy() as? UICollectionViewLayoutAttributes) ?? original
            attributes.alpha = 0.5
            return attributes
        }
    }
}
