import Testing
@testable import CollectionLayout

/// `.readableContent` is the readable content guide (issue 30): 672 points at the large text size
/// (46 "m"s of the Body font rounded up to a multiple of 8; measured on an iPad in landscape,
/// useyourloaf.com "Readable Content Guides"), centred when the safe area is more than 88 wider.
@Suite struct ReadableContentTests {
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
}
