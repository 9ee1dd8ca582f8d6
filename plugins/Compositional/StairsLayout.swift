import UIKit

/// Seed 003's custom group: three items a third of the group's height each, stepping down and
/// right like stairs, (width − 4·8)/3 wide.
func makeStairsLayout() -> UICollectionViewCompositionalLayout {
    let height: CGFloat = 120.0
    let groupLayoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    let group = NSCollectionLayoutGroup.custom(layoutSize: groupLayoutSize) { (env) -> [NSCollectionLayoutGroupCustomItem] in
        let size = env.container.contentSize
        let spacing: CGFloat = 8.0
        let itemWidth = (size.width - spacing * 4) / 3.0
        return [
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: itemWidth, height: height / 3.0)),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: (itemWidth + spacing), y: height / 3.0, width: itemWidth, height: height / 3.0)),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: ((itemWidth + spacing) * 2), y: height * 2 / 3.0, width: itemWidth, height: height / 3.0)),
        ]
    }
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
}
