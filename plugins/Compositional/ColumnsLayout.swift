import UIKit

/// Seed 003's vertical group: items 45, 65 and 85 high stacked 5 apart in a 110 × 205 group
/// whose trailing edge spacing of 10 separates it from the next, the groups scrolling sideways
/// and resting on a group's leading edge.
func makeColumnsLayout() -> UICollectionViewCompositionalLayout {
    let layoutSize = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(45))
    let item = NSCollectionLayoutItem(layoutSize: layoutSize)
    let layoutSize2 = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(65))
    let item2 = NSCollectionLayoutItem(layoutSize: layoutSize2)
    let layoutSize3 = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(85))
    let item3 = NSCollectionLayoutItem(layoutSize: layoutSize3)
    // 45 + 65 + 85 = 195, and 2 · 5 of spacing: 205.
    let groupLayoutSize = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(205))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: groupLayoutSize, subitems: [item, item2, item3])
    group.interItemSpacing = .fixed(5)
    group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(10), bottom: nil)
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
}
