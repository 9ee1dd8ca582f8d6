import UIKit

/// Breaks uncopied-attributes: changes the flow layout's own attributes instead of copies.
final class UncopiedFlow: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        attributes?.forEach { $0.alpha = 0.5; $0.frame.origin.x += 1 }
        return attributes
    }
}
