import Testing
@testable import CollectionLayout

/// `.readableContent` is the readable content guide: 672 points at the large text size
/// (46 "m"s of the Body font rounded up to a multiple of 8; measured on an iPad in landscape,
/// useyourloaf.com "Readable Content Guides"), centred when the safe area is more than 88 wider.
@MainActor @Suite struct ReadableContentTests {
    func fullWidthRows(in size: CGSize, margins: CGFloat) -> (UICollectionViewCompositionalLayout, UICollectionView) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .readableContent
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let view = UICollectionView()
        view.bounds = CGRect(origin: .zero, size: size)
        view.layoutMargins = UIEdgeInsets(top: margins, left: margins, bottom: margins, right: margins)
        view.itemCounts = [2]
        view.collectionViewLayout = layout
        layout.attachedCollectionView = view
        layout.prepare()
        return (layout, view)
    }

    /// An iPad in landscape, 1024 wide, margins 20: 1024 − 672 = 352 > 88, so the column is
    /// centred: x = floor(352 / 2) = 176, wider than the margins' 20; width 672.
    @Test func anIPadInLandscapeReadsInACentredColumn() {
        let (layout, view) = fullWidthRows(in: CGSize(width: 1024, height: 768), margins: 20)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 176, y: 0, width: 672, height: 50))
        _ = view
    }

    /// An iPhone, 390 wide: 390 − 672 < 88, so the guide is the margins': x 20, 390 − 40 = 350 wide.
    /// An iPad in portrait, 768: 768 − 672 = 96 > 88: x = 96 / 2 = 48, width 672.
    @Test func narrowerViewsReadBetweenTheirMargins() {
        let (phone, phoneView) = fullWidthRows(in: CGSize(width: 390, height: 844), margins: 20)
        #expect(phone.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 0, width: 350, height: 50))
        let (pad, padView) = fullWidthRows(in: CGSize(width: 768, height: 1024), margins: 20)
        #expect(pad.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 48, y: 0, width: 672, height: 50))
        _ = (phoneView, padView)
    }

    /// A section's boundary supplementaries measure their insets from their own reference
    /// (iOS 16's supplementaryContentInsetsReference): the section's items follow the layout
    /// margins, 8 a side in a 390-wide view, so they are 390 − 16 = 374 wide from x 8; a header
    /// with `.none` spans the whole width (x 0, 390 wide), with `.automatic` it follows the
    /// section's reference (x 8, 374 wide).
    @Test(arguments: [(UIContentInsetsReference.none, 0.0, 390.0), (.automatic, 8.0, 374.0), (.layoutMargins, 8.0, 374.0)])
    func headersFollowTheirOwnInsetsReference(reference: UIContentInsetsReference, x: Double, width: Double) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .layoutMargins
        section.supplementaryContentInsetsReference = reference
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        view.itemCounts = [1]
        view.collectionViewLayout = layout
        layout.attachedCollectionView = view
        layout.prepare()
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: x, y: 0, width: width, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 8, y: 40, width: 374, height: 50))
    }
}
