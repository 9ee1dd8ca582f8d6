import UIKit

/// Seed 003's badges: a badge on each item's top trailing corner, pushed out by a fractional
/// offset of its own size. `badgeSize` and `badgeOffset` rebuild the section when set.
final class BadgeLayout: UICollectionViewCompositionalLayout {
    /// What the section is built from; the provider reads it on every prepare.
    final class Settings {
        var badgeSize = CGSize(width: 20, height: 20)
        var badgeOffset = CGPoint(x: 0.3, y: -0.3)
    }

    private var settings = Settings()

    var badgeSize: CGSize {
        get { settings.badgeSize }
        set { settings.badgeSize = newValue; invalidateLayout() }
    }

    var badgeOffset: CGPoint {
        get { settings.badgeOffset }
        set { settings.badgeOffset = newValue; invalidateLayout() }
    }

    static func make() -> BadgeLayout {
        let settings = Settings()
        let layout = BadgeLayout { _, _ in section(settings) }
        layout.settings = settings
        return layout
    }

    static func section(_ settings: Settings) -> NSCollectionLayoutSection {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: settings.badgeOffset)
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(settings.badgeSize.width), heightDimension: .absolute(settings.badgeSize.height))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return section
    }
}
