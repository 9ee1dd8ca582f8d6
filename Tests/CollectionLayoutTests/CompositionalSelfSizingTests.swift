import PropertyBased
import Testing
@testable import CollectionLayout

/// Self-sized cells in compositional groups: once their sizes are known, items are
/// dealt to groups again in order, each group holding as many as fit, as UIKit wraps chips.
@MainActor @Suite struct CompositionalSelfSizingTests {
    /// Chips: items `.estimated(estimate)` wide and 32 high in a full-width horizontal group,
    /// `spacing` between chips and between rows.
    func chips(estimate: CGFloat = 100, spacing: CGFloat = 8) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(estimate), heightDimension: .absolute(32)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), subitems: [item])
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Lays `layout` out at 390 × 844 with `count` items, then with `sizes` self-sized.
    func attach(_ layout: UICollectionViewLayout, count: Int, sizes: [Int: CGSize]) -> UICollectionView {
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.itemCounts = [count]
        view.collectionViewLayout = layout
        layout.attachedCollectionView = view
        layout.prepare()
        if !sizes.isEmpty {
            let context = UICollectionViewLayoutInvalidationContext()
            context.preferredSizes = Dictionary(uniqueKeysWithValues: sizes.map { (IndexPath(item: $0.key, section: 0), $0.value) })
            layout.invalidateLayout(with: context)
            layout.prepare()
        }
        return view
    }

    func frame(_ layout: UICollectionViewLayout, _ item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Item 0 self-sizes to 250 × 32. Row 0: 250 + 8 + 100 = 358 ≤ 390, a third chip would need
    /// 358 + 8 + 100 = 466 > 390: items 0 and 1. Row 1: 100 + 8 + 100 + 8 + 100 = 316 ≤ 390, a
    /// fourth 424 > 390: items 2, 3, 4, from y 32 + 8 = 40. Row 2: item 5 at y 80. Content
    /// 80 + 32 = 112 high.
    @Test func aWideChipWrapsTheRow() {
        let layout = chips()
        let view = attach(layout, count: 6, sizes: [0: CGSize(width: 250, height: 32)])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 250, height: 32))
        #expect(frame(layout, 1) == CGRect(x: 258, y: 0, width: 100, height: 32))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 40, width: 100, height: 32))
        #expect(frame(layout, 4) == CGRect(x: 216, y: 40, width: 100, height: 32))
        #expect(frame(layout, 5) == CGRect(x: 0, y: 80, width: 100, height: 32))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 112))
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
        #expect(all.map(\.indexPath.item).sorted() == Array(0..<6))
        _ = view
    }

    /// Six chips estimated 100 wide self-size to 50: 6 × 50 + 5 × 8 = 340 ≤ 390, one row at
    /// x = 58 · i (0, 58, 116, 174, 232, 290); content 32 high.
    @Test func narrowChipsShareOneRow() {
        let layout = chips()
        let view = attach(layout, count: 6, sizes: Dictionary(uniqueKeysWithValues: (0..<6).map { ($0, CGSize(width: 50, height: 32)) }))
        for item in 0..<6 {
            #expect(frame(layout, item) == CGRect(x: 58 * CGFloat(item), y: 0, width: 50, height: 32))
        }
        #expect(layout.collectionViewContentSize.height == 32)
        _ = view
    }

    /// A full-width row `.estimated(row)` high: a half-width column `.estimated(column)` high of
    /// `.estimated(leaf)` leaves (two by count, or one repeated while the estimates fit) beside a
    /// half-width item `.estimated(side)` high.
    func nestedRow(leaf: CGFloat, column: CGFloat, side: CGFloat, row: CGFloat, repeating: Bool) -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(leaf)))
        let columnSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(column))
        let nested =
            repeating
            ? NSCollectionLayoutGroup.vertical(layoutSize: columnSize, subitems: [item])
            : NSCollectionLayoutGroup.vertical(layoutSize: columnSize, subitem: item, count: 2)
        let beside = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(side)))
        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(row)), subitems: [nested, beside])
    }

    /// A row of a column of two `.estimated(40)` leaves (the column `.estimated(80)`, half the
    /// width: 195) beside an `.estimated(80)` item. Leaf 0 self-sizes to 195 × 100: the column
    /// holds 100 + 40 = 140, the row grows to its tallest child, 140, and the next row starts at
    /// y 140 (its column leaf, item 3, at (0, 140, 195, 40), the estimate's share 80 / 2).
    @Test func aSelfSizedLeafGrowsItsColumnAndItsRow() {
        let row = nestedRow(leaf: 40, column: 80, side: 80, row: 80, repeating: false)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        let view = attach(layout, count: 6, sizes: [0: CGSize(width: 195, height: 100)])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 195, height: 100))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 100, width: 195, height: 40))
        #expect(frame(layout, 2) == CGRect(x: 195, y: 0, width: 195, height: 80))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 140, width: 195, height: 40))
        #expect(frame(layout, 5) == CGRect(x: 195, y: 140, width: 195, height: 80))
        // Two rows: 140 + 80.
        #expect(layout.collectionViewContentSize.height == 220)
        _ = view
    }

    /// The issue-52 shape: a column repeating one `.estimated(50)` leaf (the column
    /// `.estimated(100)` high, 195 wide) beside an `.estimated(100)` item, in a row
    /// `.estimated(100)` high. By the estimates the column holds two leaves (50 + 50 = 100; a third
    /// would need 150), so items 0 and 1 are the column's and item 2 beside it, whatever item 0
    /// self-sizes to. Item 0 at 195 × 80: item 1 below it at y 80, the column 80 + 50 = 130, item 2
    /// at x 195 at its estimate, 100; the row as tall as its taller child, 130, so the next row
    /// (items 3, 4 in the column, 5 beside) starts at y 130 and the content ends at 130 + 100 = 230.
    @Test func itemsFillANestedColumnFirstAfterSelfSizing() {
        let row = nestedRow(leaf: 50, column: 100, side: 100, row: 100, repeating: true)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        let view = attach(layout, count: 6, sizes: [0: CGSize(width: 195, height: 80)])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 195, height: 80))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 80, width: 195, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 130, width: 195, height: 50))
        #expect(frame(layout, 4) == CGRect(x: 0, y: 180, width: 195, height: 50))
        #expect(frame(layout, 5) == CGRect(x: 195, y: 130, width: 195, height: 100))
        #expect(layout.collectionViewContentSize.height == 230)
        _ = view
    }

    /// A row scrolling sideways: items and groups `.estimated(100)` wide, 31 high, 6 apart;
    /// items 0 and 2 self-size to 180 and 60. Groups follow their items: x 0, 180 + 6 = 186,
    /// 186 + 100 + 6 = 292, 292 + 60 + 6 = 358, 358 + 100 + 6 = 464; the row 464 + 100 = 564
    /// long, so it scrolls 564 − 390 = 174 at most, and a group-leading-boundary row rests at
    /// group edges 0, 186, 292, 358, 464 (clamped to 174).
    @Test func selfSizedWidthsInARowThatScrollsSideways() {
        let size = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(31))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = attach(layout, count: 5, sizes: [0: CGSize(width: 180, height: 31), 2: CGSize(width: 60, height: 31)])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 180, height: 31))
        #expect(frame(layout, 1) == CGRect(x: 186, y: 0, width: 100, height: 31))
        #expect(frame(layout, 2) == CGRect(x: 292, y: 0, width: 60, height: 31))
        #expect(frame(layout, 3) == CGRect(x: 358, y: 0, width: 100, height: 31))
        #expect(frame(layout, 4) == CGRect(x: 464, y: 0, width: 100, height: 31))
        let scrolling = layout.geometry.sections.first?.scrolling
        #expect(scrolling?.contentLength == 564)
        // Proposed 200: the nearest edge is 186; proposed 300: 292 is nearer, but 174 is the end.
        #expect(scrolling?.rule.target(current: 0, proposed: 200, velocity: 0) == 174)
        #expect(scrolling?.rule.target(current: 0, proposed: 100, velocity: 0) == 174)
        #expect(scrolling?.rule.target(current: 0, proposed: 60, velocity: 0) == 0)
        _ = view
    }

    /// The group's shapes a random case lays out: flat chips, a nested column beside an item,
    /// and chips in a section that scrolls sideways.
    enum Shape: CaseIterable { case flat, nested, nestedRepeating, orthogonal }

    func layout(_ shape: Shape, estimate: CGFloat, spacing: CGFloat) -> UICollectionViewCompositionalLayout {
        switch shape {
        case .flat:
            return chips(estimate: estimate, spacing: spacing)
        case .nested, .nestedRepeating:
            // Two leaves either way: a count of 2, or one leaf repeated while the estimates fit.
            let row = nestedRow(leaf: estimate, column: 2 * estimate, side: estimate, row: 2 * estimate, repeating: shape == .nestedRepeating)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = spacing
            return UICollectionViewCompositionalLayout(section: section)
        case .orthogonal:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(estimate), heightDimension: .absolute(31)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(estimate), heightDimension: .absolute(31)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.orthogonalScrollingBehavior = .continuous
            return UICollectionViewCompositionalLayout(section: section)
        }
    }

    /// Whatever the estimates and the sizes cells answer: every item exactly once, by index path
    /// and by rect, no frame outside the content (an orthogonal row may run on sideways), no trap.
    @Test func everyItemExactlyOnceWhateverTheSizes() async {
        let sizes = zip(Gen.int(in: 0...60), Gen.double(in: 1...390), Gen.double(in: 1...300)).array(of: 0...40)
        await propertyCheck(count: 300, input: Gen.int(in: 0...3), Gen.int(in: 0...40), Gen.double(in: 10...200), Gen.double(in: 0...20), sizes) {
            shape, count, estimate, spacing, answers in
            let shape = Shape.allCases[shape]
            let layout = layout(shape, estimate: estimate, spacing: spacing)
            var preferred: [Int: CGSize] = [:]
            for (item, width, height) in answers where item < count { preferred[item] = CGSize(width: width, height: height) }
            let view = attach(layout, count: count, sizes: preferred)
            let content = layout.collectionViewContentSize
            for item in 0..<count {
                let found = frame(layout, item)
                #expect(found != nil, "item \(item) of \(count) lost (\(shape))")
                if let found {
                    #expect(found.minY >= -1e-6 && found.maxY <= content.height + 1e-6, "item \(item) \(found) outside \(content) (\(shape))")
                    if shape != .orthogonal { #expect(found.minX >= -1e-6 && found.maxX <= content.width + 1e-6) }
                }
            }
            let all = layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1, width: 2e6, height: content.height + 2)) ?? []
            #expect(all.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item).sorted() == Array(0..<count), "\(shape)")
            let frames = (0..<count).compactMap { frame(layout, $0) }
            if frames.count == count { checkLeafOrder(shape, frames) }
            _ = view
        }
    }

    /// Items take a group's leaves in order, depth first: chips read left to right, then the
    /// next row below; a nested row's items 3k and 3k + 1 are its column's (the second right
    /// below the first), 3k + 2 beside the column at its top; sideways, each group after the last.
    func checkLeafOrder(_ shape: Shape, _ frames: [CGRect]) {
        let tolerance = 1e-6
        switch shape {
        case .flat:
            for (previous, next) in zip(frames, frames.dropFirst()) {
                let sameRow = abs(next.minY - previous.minY) < tolerance && next.minX > previous.maxX - tolerance
                let nextRow = next.minY >= previous.maxY - tolerance && abs(next.minX) < tolerance
                #expect(sameRow || nextRow, "chip \(next) does not follow \(previous)")
            }
        case .nested, .nestedRepeating:
            for start in stride(from: 0, to: frames.count, by: 3) {
                let first = frames[start]
                #expect(abs(first.minX) < tolerance, "item \(start) not at the column's top \(first) (\(shape))")
                if start + 1 < frames.count {
                    let second = frames[start + 1]
                    #expect(
                        abs(second.minX - first.minX) < tolerance && abs(second.minY - first.maxY) < tolerance,
                        "item \(start + 1) \(second) not below item \(start) \(first) (\(shape))")
                }
                if start + 2 < frames.count {
                    let beside = frames[start + 2]
                    #expect(
                        abs(beside.minX - 195) < tolerance && abs(beside.minY - first.minY) < tolerance,
                        "item \(start + 2) \(beside) not beside the column of \(start) (\(shape))")
                }
                if start > 0 {
                    // The row starts below everything of the row before it.
                    let above = frames[(start - 3)..<start].map(\.maxY).max() ?? 0
                    #expect(first.minY >= above - tolerance, "row of item \(start) overlaps the one above (\(shape))")
                }
            }
        case .orthogonal:
            for (previous, next) in zip(frames, frames.dropFirst()) {
                #expect(next.minX >= previous.maxX - tolerance, "group of \(next) does not follow \(previous)")
            }
        }
    }
}
