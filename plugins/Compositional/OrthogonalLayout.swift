import UIKit

/// Apple's orthogonal-scrolling sample as seed 003 shows it: each section a row of groups (a
/// tall item beside two stacked ones, 0.85 of the width) scrolling sideways. By default section
/// k scrolls with the k-th behaviour (none, continuous, continuousGroupLeadingBoundary, paging,
/// groupPaging, groupPagingCentered, then again); `behavior` gives every section one.
final class OrthogonalLayout: UICollectionViewCompositionalLayout {
    enum Behavior: String, CaseIterable, LayoutParameterValue {
        case each, none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

        static let cycle: [UICollectionLayoutSectionOrthogonalScrollingBehavior] =
            [.none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]

        func behavior(forSection section: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .each: return Self.cycle[section % Self.cycle.count]
            case .none: return .none
            case .continuous: return .continuous
            case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
            case .paging: return .paging
            case .groupPaging: return .groupPaging
            case .groupPagingCentered: return .groupPagingCentered
            }
        }
    }

    enum Bounce: String, CaseIterable, LayoutParameterValue {
        case automatic, always, never

        var value: UICollectionLayoutSectionOrthogonalScrollingBounce {
            switch self {
            case .automatic: return .automatic
            case .always: return .always
            case .never: return .never
            }
        }
    }

    final class Settings {
        var behavior = Behavior.each
        var bounce = Bounce.automatic
    }

    private var settings = Settings()

    var behavior: Behavior {
        get { settings.behavior }
        set { settings.behavior = newValue; invalidateLayout() }
    }

    var bounce: Bounce {
        get { settings.bounce }
        set { settings.bounce = newValue; invalidateLayout() }
    }

    static func make() -> OrthogonalLayout {
        let settings = Settings()
        let layout = OrthogonalLayout { index, _ in
            let made = section(settings.behavior.behavior(forSection: index))
            made.orthogonalScrollingProperties.bounce = settings.bounce.value
            return made
        }
        layout.settings = settings
        return layout
    }

    static func section(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let leadingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            repeatingSubitem: trailingItem, count: 2)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = behavior
        return section
    }
}
