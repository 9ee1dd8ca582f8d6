import PropertyBased
import Testing
@testable import CollectionLayout

/// The SDK's own layouts keep the contract `layoutbench check` holds app layouts to,
/// over random flow and compositional configurations: sizes, insets, spacings, estimated sizes
/// with random self-sized answers, several sections (empty ones too), orthogonal sections and
/// pinned boundary items. Every item appears exactly once, frames stay in the content, the rect
/// query and the item and supplementary queries agree, and nothing traps.
@MainActor @Suite struct SDKContractPropertyTests {
    /// `layout` in a view `size` big with `counts` items a section; `answers` self-size items
    /// (section, item, width, height) the way cells answer preferredLayoutAttributesFitting.
    func attach(_ layout: UICollectionViewLayout, size: CGSize, counts: [Int], answers: [(Int, Int, Double, Double)]) -> UICollectionView {
        let view = UICollectionView()
        view.bounds = CGRect(origin: .zero, size: size)
        view.itemCounts = counts
        view.collectionViewLayout = layout
        layout.attachedCollectionView = view
        layout.prepare()
        var preferred: [IndexPath: CGSize] = [:]
        for (section, item, width, height) in answers where section < counts.count && item < counts[section] {
            preferred[IndexPath(item: item, section: section)] = CGSize(width: width, height: height)
        }
        if !preferred.isEmpty {
            let context = UICollectionViewLayoutInvalidationContext()
            context.preferredSizes = preferred
            layout.invalidateLayout(with: context)
            layout.prepare()
        }
        return view
    }

    /// The contract at the view's current bounds; `orthogonal` sections may run on sideways.
    func holdsTheContract(_ layout: UICollectionViewLayout, counts: [Int], orthogonal: Set<Int> = [], _ what: String) {
        let content = layout.collectionViewContentSize
        let slack: CGFloat = 0.01
        let everything = layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) ?? []
        let cells = everything.filter { $0.representedElementCategory == .cell }
        let expected = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
        #expect(cells.map { $0.indexPath }.sorted() == expected, "every item exactly once: \(what)")
        for cell in cells {
            let frame = cell.frame
            let own = layout.layoutAttributesForItem(at: cell.indexPath)?.frame
            #expect(
                own.map {
                    abs($0.minX - frame.minX) <= slack && abs($0.minY - frame.minY) <= slack
                        && abs($0.width - frame.width) <= slack && abs($0.height - frame.height) <= slack
                } == true,
                "item \(cell.indexPath): rect query \(frame), item query \(String(describing: own)): \(what)")
            #expect(frame.width >= 0 && frame.height >= 0 && frame.minX.isFinite && frame.minY.isFinite, "\(frame): \(what)")
            let sideways = orthogonal.contains(cell.indexPath.section)
            #expect(
                frame.minY >= -slack && frame.maxY <= content.height + slack || sideways && content.width > content.height,
                "item \(cell.indexPath) \(frame) outside the content \(content): \(what)")
            #expect(
                frame.minX >= -slack && frame.maxX <= content.width + slack || sideways,
                "item \(cell.indexPath) \(frame) outside the content \(content): \(what)")
        }
        for view in everything where view.representedElementCategory == .supplementaryView {
            let kind = view.representedElementKind ?? ""
            let own = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: view.indexPath)?.frame
            #expect(own == view.frame, "\(kind) \(view.indexPath): rect query \(view.frame), its own query \(String(describing: own)): \(what)")
        }
    }

    /// Scrolls `view` to `share` of its content along the axis and lays the layout out again.
    func scroll(_ view: UICollectionView, _ layout: UICollectionViewLayout, share: Double, horizontal: Bool) {
        let content = layout.collectionViewContentSize
        let room = horizontal ? max(0, content.width - view.bounds.width) : max(0, content.height - view.bounds.height)
        let offset = (room * share).rounded()
        view.bounds.origin = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        if layout.shouldInvalidateLayout(forBoundsChange: view.bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: view.bounds))
            layout.prepare()
        }
    }

    static let counts = Gen.int(in: 0...9).array(of: 0...4)
    static let answers = zip(Gen.int(in: 0...3), Gen.int(in: 0...9), Gen.double(in: 1...300), Gen.double(in: 1...200)).array(of: 0...12)

    @Test func flowLayoutsKeepTheContract() async {
        let sizes = zip(Gen.double(in: 1...240), Gen.double(in: 1...160), Gen.double(in: 0...24), Gen.double(in: 0...24))
        let extras = zip(Gen.double(in: 0...30), Gen.double(in: 0...60), Gen.int(in: 0...7), Gen.double(in: 0...1))
        await propertyCheck(count: 250, input: Self.counts, sizes, extras, Self.answers, Gen.double(in: 200...1000)) {
            counts, sizes, extras, answers, width in
            let (inset, header, flags, share) = extras
            let horizontal = flags & 1 != 0, estimated = flags & 2 != 0, pinned = flags & 4 != 0
            // UIKit defines the flow only for items that fit across the section (its console:
            // "the item width must be less than the width of the UICollectionView minus the
            // section insets"): sizes and answers are held to that.
            let across = horizontal ? 700 - 2 * inset : width - inset
            func fitting(_ w: Double, _ h: Double) -> (Double, Double) { horizontal ? (w, min(h, across)) : (min(w, across), h) }
            let (itemWidth, itemHeight) = fitting(sizes.0, sizes.1)
            let (line, interitem) = (sizes.2, sizes.3)
            let answers = answers.map { section, item, w, h in
                let (fw, fh) = fitting(w, h); return (section, item, fw, fh)
            }
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            if estimated {
                layout.estimatedItemSize = CGSize(width: itemWidth, height: itemHeight)
            } else {
                layout.itemSize = CGSize(width: itemWidth, height: itemHeight)
            }
            layout.minimumLineSpacing = line
            layout.minimumInteritemSpacing = interitem
            layout.sectionInset = UIEdgeInsets(top: inset, left: inset / 2, bottom: inset, right: inset / 2)
            layout.headerReferenceSize = CGSize(width: header, height: header)
            layout.sectionHeadersPinToVisibleBounds = pinned
            let view = attach(layout, size: CGSize(width: width, height: 700), counts: counts, answers: estimated ? answers : [])
            let what = "flow \(counts), item \(itemWidth)x\(itemHeight)\(estimated ? " estimated" : ""), flags \(flags), view \(width)"
            holdsTheContract(layout, counts: counts, what)
            scroll(view, layout, share: share, horizontal: horizontal)
            holdsTheContract(layout, counts: counts, what + ", scrolled \(share)")
        }
    }

    @Test func compositionalLayoutsKeepTheContract() async {
        let shape = zip(Gen.int(in: 1...4), Gen.int(in: 0...2), Gen.double(in: 20...200), Gen.int(in: 0...5))
        let extras = zip(Gen.double(in: 0...24), Gen.double(in: 0...30), Gen.int(in: 0...7), Gen.double(in: 0...1))
        await propertyCheck(count: 250, input: Self.counts, shape, extras, Self.answers, Gen.double(in: 200...1000)) {
            counts, shape, extras, answers, width in
            let (columns, widthKind, height, behavior) = shape
            let (spacing, inset, flags, share) = extras
            let estimatedHeight = flags & 1 != 0, header = flags & 2 != 0, pinned = flags & 4 != 0
            // Items fit their row (see the answers below): a column's share of the section's width.
            let column = (width - 2 * inset) / CGFloat(columns)
            let itemWidth: NSCollectionLayoutDimension = [.fractionalWidth(1 / CGFloat(columns)), .absolute(column), .estimated(column)][widthKind]
            let heightDimension: NSCollectionLayoutDimension = estimatedHeight ? .estimated(height) : .absolute(height)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: heightDimension))
            let orthogonal = behavior != 0
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(orthogonal ? 0.8 : 1), heightDimension: heightDimension),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
            section.orthogonalScrollingBehavior =
                [
                    .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
                    .groupPagingCentered
                ][behavior]
            if header {
                let boundary = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: "header", alignment: .top)
                boundary.pinToVisibleBounds = pinned
                section.boundarySupplementaryItems = [boundary]
            }
            let layout = UICollectionViewCompositionalLayout(section: section)
            // As for flow, cells wider than their row are outside what UIKit defines (they
            // overflow the group): answers fit a column's share of a section that does not
            // scroll sideways.
            let answers = orthogonal ? answers : answers.map { ($0.0, $0.1, min($0.2, column), $0.3) }
            let view = attach(layout, size: CGSize(width: width, height: 700), counts: counts, answers: answers)
            let what =
                "compositional \(counts), \(columns) columns, width kind \(widthKind), height \(height)\(estimatedHeight ? " estimated" : ""), "
                + "behavior \(behavior), flags \(flags), view \(width)"
            let sideways = orthogonal ? Set(counts.indices) : []
            holdsTheContract(layout, counts: counts, orthogonal: sideways, what)
            scroll(view, layout, share: share, horizontal: false)
            holdsTheContract(layout, counts: counts, orthogonal: sideways, what + ", scrolled \(share)")
        }
    }
}
