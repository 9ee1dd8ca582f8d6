import Testing
@testable import CollectionLayout

/// UICollectionViewCompositionalLayout against frames worked by hand from UIKit's rules
/// (docs/uikit-rules.md §4; examples 1–6 are §4.11's), arithmetic beside each expectation.
@MainActor @Suite struct CompositionalLayoutTests {
    /// Lays `layout` out in a view of `size` with `counts`; keep the view alive while querying.
    func attach(_ layout: UICollectionViewLayout, size: CGSize, counts: [Int], offset: CGPoint = .zero) -> UICollectionView {
        let view = UICollectionView()
        view.bounds = CGRect(origin: offset, size: size)
        view.itemCounts = counts
        view.collectionViewLayout = layout
        layout.attachedCollectionView = view
        layout.prepare()
        return view
    }

    func frame(_ layout: UICollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    func grid(itemInsets: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: itemInsets, leading: itemInsets, bottom: itemInsets, trailing: itemInsets)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Example 1: width 428; group 428 × 85.6 (0.2·428); items 85.6 square, 5 a row; 23 items
    /// make 5 rows, content 5·85.6 = 428 high.
    @Test func gridRepeatsFiveToARow() {
        let layout = grid()
        let view = attach(layout, size: CGSize(width: 428, height: 926), counts: [23])
        defer { withExtendedLifetime(view) {} }
        #expect(close(frame(layout, 0), CGRect(x: 0, y: 0, width: 85.6, height: 85.6)))
        #expect(close(frame(layout, 4), CGRect(x: 342.4, y: 0, width: 85.6, height: 85.6)))
        #expect(close(frame(layout, 7), CGRect(x: 171.2, y: 85.6, width: 85.6, height: 85.6)))
        #expect(close(frame(layout, 22), CGRect(x: 171.2, y: 342.4, width: 85.6, height: 85.6)))
        #expect(frame(layout, 23) == nil)
        #expect(abs(layout.collectionViewContentSize.height - 428) < 1e-9 && layout.collectionViewContentSize.width == 428)
    }

    /// Example 2: item insets 5 shrink the cells inside unchanged boxes.
    @Test func itemContentInsetsShrinkTheCell() {
        let layout = grid(itemInsets: 5)
        let view = attach(layout, size: CGSize(width: 428, height: 926), counts: [23])
        defer { withExtendedLifetime(view) {} }
        #expect(close(frame(layout, 0), CGRect(x: 5, y: 5, width: 75.6, height: 75.6)))
        #expect(close(frame(layout, 1), CGRect(x: 90.6, y: 5, width: 75.6, height: 75.6)))
    }

    /// Example 3: section insets 20 → effective width 388; group 388 × 77.6; items 97 × 77.6
    /// with insets 5 → item 0 at (25, 25, 87, 67.6); the badge 20×20 at [.top, .trailing]
    /// moved by (0.3, −0.3) of its size: (25 + 87 − 20 + 6, 25 − 6) = (98, 19).
    @Test func badgesAnchorToTheItemsCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = attach(layout, size: CGSize(width: 428, height: 926), counts: [8])
        defer { withExtendedLifetime(view) {} }
        #expect(close(frame(layout, 0), CGRect(x: 25, y: 25, width: 87, height: 67.6)))
        // Row 2 starts at 20 + 77.6 = 97.6; item 4's cell at 97.6 + 5.
        #expect(close(frame(layout, 4), CGRect(x: 25, y: 102.6, width: 87, height: 67.6)))
        let badgeFrame = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(close(badgeFrame, CGRect(x: 98, y: 19, width: 20, height: 20)))
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 428, height: 926)) ?? []
        #expect(all.filter { $0.representedElementKind == "badge" }.count == 8)
    }

    /// The item anchor is the badge's own point placed on the container's (Apple: "the anchor
    /// point of the supplementary item on itself"; the SDK header's diagram: container anchor
    /// [.top, .trailing], item anchor [.bottom, .leading], the badge wholly outside the corner).
    /// An item 100 × 100 at the origin, badge 20 × 20: its bottom-leading corner on the item's
    /// top-trailing one, (100, 0 − 20) = (100, −20); with the container anchor's absolute offset
    /// (10, −10) added, (110, −30); with the item anchor's fractional (0.5, 0) added too, of the
    /// badge's width, (110 + 10, −30) = (120, −30); an item anchor of no edges centres the badge
    /// on the corner: (100 − 10, 0 − 10) = (90, −10).
    @Test(arguments: [
        (NSDirectionalRectEdge([.bottom, .leading]), CGPoint.zero, false, CGPoint.zero, CGPoint(x: 100, y: -20)),
        (NSDirectionalRectEdge([.bottom, .leading]), CGPoint(x: 10, y: -10), false, CGPoint.zero, CGPoint(x: 110, y: -30)),
        (NSDirectionalRectEdge([.bottom, .leading]), CGPoint(x: 10, y: -10), true, CGPoint(x: 0.5, y: 0), CGPoint(x: 120, y: -30)),
        (NSDirectionalRectEdge([]), CGPoint.zero, false, CGPoint.zero, CGPoint(x: 90, y: -10))
    ])
    func itemAnchorsPlaceTheBadgesOwnPoint(
        itemEdges: NSDirectionalRectEdge, containerOffset: CGPoint, itemFractional: Bool,
        itemOffset: CGPoint, origin: CGPoint
    ) {
        let container = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: containerOffset)
        let itemAnchor =
            itemFractional
            ? NSCollectionLayoutAnchor(edges: itemEdges, fractionalOffset: itemOffset)
            : NSCollectionLayoutAnchor(edges: itemEdges)
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: container, itemAnchor: itemAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [1])
        defer { withExtendedLifetime(view) {} }
        let frame = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(close(frame, CGRect(origin: origin, size: CGSize(width: 20, height: 20))), "\(String(describing: frame))")
    }

    /// Example 4: count 3 with group insets 8 and fixed spacing 10: (428 − 16 − 20)/3 = 130.667,
    /// at x = 8, 148.667, 289.333 (IBP forgets the group insets and gives 136).
    @Test func countGroupsShareTheEffectiveLength() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(999), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: 3)
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = attach(layout, size: CGSize(width: 428, height: 926), counts: [3])
        defer { withExtendedLifetime(view) {} }
        let width = (428.0 - 16 - 20) / 3
        #expect(close(frame(layout, 0), CGRect(x: 8, y: 0, width: width, height: 100)))
        #expect(close(frame(layout, 1), CGRect(x: 8 + width + 10, y: 0, width: width, height: 100)))
        #expect(close(frame(layout, 2), CGRect(x: 8 + 2 * (width + 10), y: 0, width: width, height: 100)))
    }

    /// Example 5: three 100s in 428 with flexible(10): the gaps grow to (428 − 300)/2 = 64.
    @Test func flexibleSpacingSharesTheLeftover() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = attach(layout, size: CGSize(width: 428, height: 926), counts: [3])
        defer { withExtendedLifetime(view) {} }
        // 4 would need 430 > 428: 3 fit.
        #expect(frame(layout, 0)?.minX == 0 && frame(layout, 1)?.minX == 164 && frame(layout, 2)?.minX == 328)
    }

    /// Example 6: the outer group is 0.4 of the section's height (926 · 0.4 = 370.4); the leading
    /// item 0.7·428 = 299.6 wide with insets 10; the trailing count-2 vertical group 128.4 wide,
    /// each box 370.4/2 = 185.2 high (the item's own fractionalHeight(0.3) is replaced).
    @Test func nestedGroupsResolveAgainstTheirParent() {
        let leading = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)), subitems: [leading, trailing])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        let view = attach(layout, size: CGSize(width: 428, height: 926), counts: [6])
        defer { withExtendedLifetime(view) {} }
        let h = 926 * 0.4
        #expect(close(frame(layout, 0), CGRect(x: 10, y: 10, width: 279.6, height: h - 20)))
        #expect(close(frame(layout, 1), CGRect(x: 309.6, y: 10, width: 108.4, height: h / 2 - 20)))
        #expect(close(frame(layout, 2), CGRect(x: 309.6, y: h / 2 + 10, width: 108.4, height: h / 2 - 20)))
        // Three leaves a group: item 3 starts the second group at y = h.
        #expect(close(frame(layout, 3), CGRect(x: 10, y: h + 10, width: 279.6, height: h - 20)))
    }

    /// The seed's pair: section insets (0, 10, 20, 10) → 370 wide; group 370 × 44 with insets 10
    /// leading and trailing; count 2, spacing 10: (370 − 20 − 10)/2 = 170 at x 10 + 10 = 20 and
    /// 20 + 170 + 10 = 200; rows every 44 + 10 = 54; 5 items → 3 rows → 3·44 + 2·10 + 20 = 172.
    @Test func seedPairLayout() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [5])
        defer { withExtendedLifetime(view) {} }
        #expect(frame(layout, 0) == CGRect(x: 20, y: 0, width: 170, height: 44))
        #expect(frame(layout, 1) == CGRect(x: 200, y: 0, width: 170, height: 44))
        #expect(frame(layout, 4) == CGRect(x: 20, y: 108, width: 170, height: 44))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 172))
    }

    /// Headers push the groups down, footers follow the bottom inset, backgrounds cover the
    /// whole section; sections are interSectionSpacing apart; a global header starts the content.
    @Test func boundaryItemsDecorationsAndTheConfiguration() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                elementKind: "global-header", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [4, 2])
        defer { withExtendedLifetime(view) {} }
        // Section 0 starts after the global header (60): header 60–100 spanning the insets
        // (x 15, width 360); groups from 100 + 10 = 110, two rows to 310; footer at 320–360.
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 15, y: 60, width: 360, height: 40))
        // Items: 0.5 of the effective 360 = 180 wide, at 15 and 195.
        #expect(frame(layout, 1) == CGRect(x: 195, y: 110, width: 180, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 195, y: 210, width: 180, height: 100))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 15, y: 320, width: 360, height: 40))
        // Background: the section 60…360, full width, inset by 5: (5, 65, 380, 290).
        let decoration = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == CGRect(x: 5, y: 65, width: 380, height: 290))
        #expect(decoration?.representedElementCategory == .decorationView && decoration?.zIndex == 0)
        // Section 1 starts 30 later, at 390: its header 390–430, its one row at 440.
        #expect(frame(layout, 0, section: 1) == CGRect(x: 15, y: 440, width: 180, height: 100))
        // The global header: (0, 0, 390, 60).
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "global-header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 60))
        // 390 + 40 + 10 + 100 + 10 + 40 = 590.
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 590))
    }

    /// Two sections, each a 40 header and one 260-high group: section 0 spans 0…300. A pinned
    /// header holds the top while its section shows: min(max(offset, 0), 300 − 40).
    @Test(arguments: [(CGFloat(150), CGFloat(150)), (280, 260), (0, 0)])
    func pinnedHeaders(offset: CGFloat, expected: CGFloat) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(260)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = attach(layout, size: CGSize(width: 390, height: 400), counts: [1, 1], offset: CGPoint(x: 0, y: offset))
        defer { withExtendedLifetime(view) {} }
        let headers = (layout.layoutAttributesForElements(in: view.bounds) ?? []).filter { $0.representedElementKind == "header" }
        #expect(headers.first { $0.indexPath.section == 0 }?.frame.minY == expected)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: view.bounds.offsetBy(dx: 0, dy: 1)))
    }

    /// The seed's stairs: a custom group 150 high, items (390 − 32)/3 wide on three steps.
    @Test func customGroupsPlaceTheProvidersFrames() {
        let height: CGFloat = 150
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        ) { environment in
            let size = environment.container.contentSize, spacing: CGFloat = 8
            let width = (size.width - spacing * 4) / 3
            return (0..<3).map { step in
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: (width + spacing) * CGFloat(step), y: height / 3 * CGFloat(step), width: width, height: height / 3))
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [4])
        defer { withExtendedLifetime(view) {} }
        let width = (390.0 - 32) / 3
        #expect(close(frame(layout, 2), CGRect(x: 2 * (width + 8), y: 100, width: width, height: 50)))
        // Item 3 starts the second group, 150 down.
        #expect(close(frame(layout, 3), CGRect(x: 0, y: 150, width: width, height: 50)))
    }

    @Test func theSectionProviderSeesTheEnvironment() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            // Wide containers get 4 columns, narrow ones 2.
            let columns: CGFloat = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let narrow = attach(layout, size: CGSize(width: 390, height: 844), counts: [4])
        #expect(frame(layout, 1)?.minX == 195)
        withExtendedLifetime(narrow) {}
        let wide = attach(layout, size: CGSize(width: 1024, height: 768), counts: [4])
        #expect(frame(layout, 1)?.minX == 256)
        withExtendedLifetime(wide) {}
        #expect(widths.contains(390) && widths.contains(1024))
    }

    @Test func horizontalLayoutsStackSectionsSideways() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let view = attach(layout, size: CGSize(width: 390, height: 300), counts: [5])
        defer { withExtendedLifetime(view) {} }
        // Groups are columns 100 wide, two items of 150 each; item 2 starts the second column.
        #expect(frame(layout, 1) == CGRect(x: 0, y: 150, width: 100, height: 150))
        #expect(frame(layout, 2) == CGRect(x: 100, y: 0, width: 100, height: 150))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 300))
    }

    @Test func rectQueriesMatchABruteForceFilter() {
        let layout = grid(itemInsets: 3)
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [500, 7])
        defer { withExtendedLifetime(view) {} }
        let everything = layout.layoutAttributesForElements(in: CGRect(x: -10, y: -10, width: 500, height: 100_000)) ?? []
        #expect(everything.count == 507)
        for rect in [
            CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 100, y: 3000, width: 10, height: 500),
            CGRect(x: 0, y: 7800, width: 390, height: 200)
        ] {
            let expected = Set(everything.filter { $0.frame.intersects(rect) }.map { $0.indexPath })
            let answer = (layout.layoutAttributesForElements(in: rect) ?? []).map { $0.indexPath }
            #expect(Set(answer) == expected && answer.count == expected.count, "\(rect)")
        }
    }

    /// A list: rows fractionalWidth(1) × estimated(44) with insets 10. Insets apply across
    /// (x 10, width 370) but not on the estimated height (y 0, height 44). Row 1 reports 80:
    /// its group grows to 80, so row 2 starts at 44 + 80 = 124.
    @Test func estimatedRowsSelfSize() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [3])
        defer { withExtendedLifetime(view) {} }
        #expect(frame(layout, 1) == CGRect(x: 10, y: 44, width: 370, height: 44))
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let fitted = original.copy() as! UICollectionViewLayoutAttributes
        fitted.size = CGSize(width: 370, height: 80)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
        layout.prepare()
        #expect(frame(layout, 1) == CGRect(x: 10, y: 44, width: 370, height: 80))
        #expect(frame(layout, 2) == CGRect(x: 10, y: 124, width: 370, height: 44))
        #expect(layout.collectionViewContentSize.height == 168)
    }

    /// Three items a third of 390 (130) wide, heights uniformAcrossSiblings(estimate: 50) in a
    /// group estimated 50 high: item 1 reports 90, so all three become 90 and the next row starts at 90.
    @Test func uniformAcrossSiblingsGrowsToTheLargest() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [4])
        defer { withExtendedLifetime(view) {} }
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let fitted = original.copy() as! UICollectionViewLayoutAttributes
        fitted.size = CGSize(width: 130, height: 90)
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
        layout.prepare()
        #expect(frame(layout, 0)?.height == 90 && frame(layout, 2)?.height == 90)
        #expect(frame(layout, 3)?.minY == 90)
    }

    /// A 100-wide item in a 390 group: a flexible leading edge pushes it to 290; flexible on
    /// both sides centres it at (390 − 100)/2 = 145.
    @Test(arguments: [(true, false, CGFloat(290)), (true, true, 145), (false, false, 0)])
    func flexibleEdgeSpacing(leading: Bool, trailing: Bool, x: CGFloat) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: leading ? .flexible(0) : nil, top: nil,
            trailing: trailing ? .flexible(0) : nil, bottom: nil)
        // The 300-wide second subitem cannot join (100 + 300 > 390): the item is alone in its group.
        let wide = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(50)))
        let single = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(390), heightDimension: .absolute(50)), subitems: [item, wide])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: single))
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [1])
        defer { withExtendedLifetime(view) {} }
        #expect(frame(layout, 0)?.minX == x)
    }

    /// A 20×20 supplementary on a 100×100 container at the origin: x = ax·80 + dx, y = ay·80 + dy.
    @Test func anchorsAtEveryEdge() {
        let size = CGSize(width: 20, height: 20), box = CGRect(x: 0, y: 0, width: 100, height: 100)
        func origin(_ anchor: NSCollectionLayoutAnchor) -> CGPoint { anchor.frame(of: size, in: box).origin }
        #expect(origin(NSCollectionLayoutAnchor(edges: .top)) == CGPoint(x: 40, y: 0))
        #expect(origin(NSCollectionLayoutAnchor(edges: .bottom)) == CGPoint(x: 40, y: 80))
        #expect(origin(NSCollectionLayoutAnchor(edges: .leading)) == CGPoint(x: 0, y: 40))
        #expect(origin(NSCollectionLayoutAnchor(edges: .trailing)) == CGPoint(x: 80, y: 40))
        #expect(origin(NSCollectionLayoutAnchor(edges: [.top, .leading])) == CGPoint(x: 0, y: 0))
        #expect(origin(NSCollectionLayoutAnchor(edges: [.bottom, .trailing])) == CGPoint(x: 80, y: 80))
        // Absolute (5, −5) from the top: (45, −5). Fractional (0.5, 0.5) of 20 at the bottom
        // trailing corner: (80 + 10, 80 + 10).
        #expect(origin(NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: 5, y: -5))) == CGPoint(x: 45, y: -5))
        #expect(origin(NSCollectionLayoutAnchor(edges: [.bottom, .trailing], fractionalOffset: CGPoint(x: 0.5, y: 0.5))) == CGPoint(x: 90, y: 90))
    }

    /// A header that does not extend the boundary overlays the content: groups start at 0, under it.
    @Test func headersThatDoNotExtendTheBoundaryOverlay() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [2])
        defer { withExtendedLifetime(view) {} }
        #expect(frame(layout, 0)?.minY == 0)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(layout.collectionViewContentSize.height == 100)
    }
}

/// List sections for the appearances not driven through a plugin, worked from the stated metrics.
@MainActor @Suite struct ListConfigurationTests {
    func rows(_ configuration: UICollectionLayoutListConfiguration, counts: [Int]) -> (UICollectionViewCompositionalLayout, UICollectionView) {
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.itemCounts = counts
        layout.attachedCollectionView = view
        layout.prepare()
        return (layout, view)
    }

    /// Grouped, headers: 35 above each section, headers 38, full-width rows of 44: section 0's
    /// header 35…73, rows 73 and 117; section 1 from 161: header 196, row 234.
    @Test func groupedWithHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let (layout, view) = rows(configuration, counts: [2, 1])
        defer { withExtendedLifetime(view) {} }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 117, width: 390, height: 44))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 196, width: 390, height: 38))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 234)
    }

    /// Plain without headers and sidebarPlain: rows from 0, 44 apart, full width, no spacing.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .sidebarPlain])
    func plainWithoutHeaders(appearance: UICollectionLayoutListConfiguration.Appearance) {
        let (layout, view) = rows(UICollectionLayoutListConfiguration(appearance: appearance), counts: [2, 2])
        defer { withExtendedLifetime(view) {} }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(layout.collectionViewContentSize.height == 176)
    }

    /// headerTopPadding replaces the section spacing above headers.
    @Test func headerTopPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        let (layout, view) = rows(configuration, counts: [1])
        defer { withExtendedLifetime(view) {} }
        // Header 10…48, the row at 48, inset 20: (20, 48, 350, 44).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 48, width: 350, height: 44))
    }
}

/// What a visible-items handler is given: the visible items at their layout frames, and the
/// section's sideways offset.
@MainActor @Suite struct VisibleItemsHandlerTests {
    @Test(arguments: [CGFloat(0), 100, 250])
    func handlerInputs(offset: CGFloat) {
        var seen: [(CGPoint, [CGRect])] = []
        // Items 100 wide, 10 apart (stride 110), a continuous row in a 390-wide view.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, point, _ in
            seen.append((point, items.map { $0.frame }))
            for item in items { item.alpha = 0.5 }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.itemCounts = [10]
        view.orthogonalOffsets = [offset]
        layout.attachedCollectionView = view
        layout.prepare()
        let shown = layout.layoutAttributesForElements(in: view.bounds) ?? []
        // Visible: layout x in [offset, offset + 390]: items k with 110k ≤ offset + 390 and 110k + 100 ≥ offset.
        let expected = (0..<10).filter { CGFloat(110 * $0) <= offset + 390 && CGFloat(110 * $0 + 100) >= offset }
        #expect(seen.count == 1)
        #expect(seen.first?.0 == CGPoint(x: offset, y: 0))
        #expect(seen.first?.1 == expected.map { CGRect(x: CGFloat(110 * $0), y: 0, width: 100, height: 50) })
        // Shown on screen at x − offset, with the handler's alpha.
        #expect(shown.map { $0.frame } == expected.map { CGRect(x: CGFloat(110 * $0) - offset, y: 0, width: 100, height: 50) })
        #expect(shown.allSatisfy { $0.alpha == 0.5 })
        withExtendedLifetime(view) {}
    }
}

/// In a horizontal layout an orthogonal section scrolls vertically: its offset moves items up.
@MainActor @Suite struct HorizontalOrthogonalTests {
    @Test func theOffsetMovesItemsAlongY() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 390, height: 300)
        view.itemCounts = [10]
        view.orthogonalOffsets = [150]
        layout.attachedCollectionView = view
        layout.prepare()
        // Groups 100 tall stack down the section (the orthogonal axis is y); item k at layout
        // y = 100k, shown at 100k − 150: item 2 at 50. The row is 10·100 = 1000 tall, 700 to scroll.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 50, width: 100, height: 100))
        let info = layout.orthogonalSections().first
        #expect(info?.contentLength == 1000 && info?.visibleLength == 300)
        withExtendedLifetime(view) {}
    }
}
