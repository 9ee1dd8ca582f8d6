import UIKit

/// A shelf that pages one card at a time with the card centred (groupPagingCentered), whose
/// visible-items handler scales and fades each card by its distance from the centre:
/// scale = max(minimumScale, 1 − d / w), alpha the same, d = |card midX − offset − w/2| and w
/// the container's width: the code apps write for carousels.
final class CarouselLayout: UICollectionViewCompositionalLayout {
    final class Settings {
        var minimumScale: CGFloat = 0.8
    }

    private var settings = Settings()

    var minimumScale: CGFloat {
        get { settings.minimumScale }
        set { settings.minimumScale = newValue; invalidateLayout() }
    }

    static func make() -> CarouselLayout {
        let settings = Settings()
        let layout = CarouselLayout { _, _ in section(settings) }
        layout.settings = settings
        return layout
    }

    static func section(_ settings: Settings) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(300)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(settings.minimumScale, 1 - distance / width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        return section
    }
}
