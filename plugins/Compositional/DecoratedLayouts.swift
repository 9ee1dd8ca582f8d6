import UIKit

/// Seed 003's supplementary demos: section backgrounds, a global header and footer, and pinned
/// section headers (after Apple's SectionDecoration, LayoutHeaderFooter and PinnedSectionHeader
/// samples the seed reproduces).
enum DecoratedLayouts {
    static let background = "background-element-kind"
    static let sectionHeader = "section-header-element-kind"
    static let sectionFooter = "section-footer-element-kind"
    static let layoutHeader = "layout-header-element-kind"
    static let layoutFooter = "layout-footer-element-kind"

    static func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    /// Each section on a card: a background decoration inset by 5.
    static func makeBackground() -> UICollectionViewCompositionalLayout {
        let section = listSection()
        let sectionBackground = NSCollectionLayoutDecorationItem.background(elementKind: background)
        sectionBackground.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackground]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: background)
        return layout
    }

    /// A header and a footer for the whole layout, pinned, with 20 between sections.
    static func makeGlobal() -> UICollectionViewCompositionalLayout {
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: layoutHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: layoutFooter, alignment: .bottom)
        header.pinToVisibleBounds = true
        footer.pinToVisibleBounds = true
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: listSection(), configuration: configuration)
    }

    /// Section headers pinned above the cells (zIndex 2), footers that scroll away.
    static func makePinned() -> UICollectionViewCompositionalLayout {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: sectionHeader, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: sectionFooter, alignment: .bottom)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// The view an app registers for the section background (it draws nothing here).
final class SectionBackgroundView: UICollectionReusableView {}
