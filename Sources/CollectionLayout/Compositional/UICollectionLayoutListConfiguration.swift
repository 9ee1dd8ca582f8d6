import Foundation

/// A table-like list (iOS 14): full-width rows of estimated height that self-size, optional
/// section headers and footers, and an appearance that sets the insets and spacing.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    /// The list's numbers UIKit does not document, in one place, each with its source. They are
    /// layoutbench's to set (UIKit has no such property), so a plugin can expose them as parameters.
    public struct Metrics: Sendable {
        /// Rows start at 44 points, UITableView's default row height (UITableView.rowHeight docs;
        /// list cells of the default size measure 44 on iPhone).
        public var estimatedRowHeight: CGFloat = 44
        /// Header and footer estimates: 28 points plain and sidebarPlain, 38 grouped and inset
        /// grouped, 44 sidebar (public measurements of iOS 16–17 lists on iPhone; they self-size).
        public var estimatedHeaderHeight: CGFloat
        /// Space above each section (above its header): 35 points grouped and inset grouped
        /// (UITableView's grouped section spacing as commonly measured), 0 otherwise.
        public var sectionSpacing: CGFloat
        /// Leading and trailing inset of the rows: 20 points inset grouped on a 390-wide iPhone
        /// (its layout margins), 10 sidebar, 0 otherwise (public measurements).
        public var horizontalInset: CGFloat

        public init(appearance: Appearance) {
            switch appearance {
            case .plain, .sidebarPlain: (estimatedHeaderHeight, sectionSpacing, horizontalInset) = (28, 0, 0)
            case .grouped: (estimatedHeaderHeight, sectionSpacing, horizontalInset) = (38, 35, 0)
            case .insetGrouped: (estimatedHeaderHeight, sectionSpacing, horizontalInset) = (38, 35, 20)
            case .sidebar: (estimatedHeaderHeight, sectionSpacing, horizontalInset) = (44, 0, 10)
            }
        }
    }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section header (iOS 15); nil: the appearance's section spacing.
    public var headerTopPadding: CGFloat?
    /// layoutbench's metrics for this appearance (see Metrics).
    public var metrics: Metrics

    public init(appearance: Appearance) {
        self.appearance = appearance
        metrics = Metrics(appearance: appearance)
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    public var backgroundColor: UIColor? = nil
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width row per group, estimated heights, the appearance's insets,
    /// and headers and footers as boundary supplementary items of UICollectionView's kinds.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let m = configuration.metrics
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.estimatedRowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [row])
        let section = NSCollectionLayoutSection(group: group)
        let padding = configuration.headerTopPadding ?? m.sectionSpacing
        let hasHeader = configuration.headerMode == .supplementary
        section.contentInsets = NSDirectionalEdgeInsets(
            top: hasHeader ? 0 : padding, leading: m.horizontalInset,
            bottom: 0, trailing: m.horizontalInset)
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.estimatedHeaderHeight))
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
                    absoluteOffset: CGPoint(x: 0, y: padding)))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is `list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
