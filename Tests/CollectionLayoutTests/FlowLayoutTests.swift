import Testing
@testable import CollectionLayout

/// UICollectionViewFlowLayout against frames worked by hand from UIKit's rules
/// (docs/uikit-rules.md §3); each expectation shows its arithmetic.
@MainActor @Suite struct FlowLayoutTests {
    /// A collection view of `size` with `counts` items per section, laid out by `layout`. The
    /// layout holds its view weakly, as in UIKit: keep the result alive while querying.
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

    func header(_ layout: UICollectionViewLayout, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical && layout.estimatedItemSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(layout.sectionInsetReference == .fromContentInset)
    }

    /// docs/uikit-rules.md §3.9 example A: width 375, 100×100 items, spacings 10, insets (20, 15, 20, 15),
    /// header 44, footer 30, 7 items.
    @Test func uniformGridIsJustifiedAndKeepsItsColumnsOnTheLastLine() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        _ = attach(layout, size: CGSize(width: 375, height: 600), counts: [7])
        // L = 375 − 30 = 345; 3·100 + 2·10 = 320 ≤ 345, a fourth needs 430: 3 per line.
        // Justified gap (345 − 300)/2 = 22.5: x = 15, 137.5, 260. Line tops 44 + 20 = 64, 174, 284.
        #expect(frame(layout, 0) == CGRect(x: 15, y: 64, width: 100, height: 100))
        #expect(frame(layout, 1) == CGRect(x: 137.5, y: 64, width: 100, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 260, y: 64, width: 100, height: 100))
        #expect(frame(layout, 5) == CGRect(x: 260, y: 174, width: 100, height: 100))
        // The lone last item keeps the first column: (15, 284).
        #expect(frame(layout, 6) == CGRect(x: 15, y: 284, width: 100, height: 100))
        #expect(header(layout, 0) == CGRect(x: 0, y: 0, width: 375, height: 44))
        // Footer at 284 + 100 + 20 = 404; content 404 + 30 = 434.
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 404, width: 375, height: 30))
        #expect(footer?.representedElementCategory == .supplementaryView)
        #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 434))
    }

    /// docs/uikit-rules.md §3.9 example B: widths 300, 200, 100 (height 50) in L = 345.
    @Test func aLoneItemIsCentredAndAVariedLastLineIsLeftAligned() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        let delegate = SizeList([CGSize(width: 300, height: 50), CGSize(width: 200, height: 50), CGSize(width: 100, height: 50)])
        let view = UICollectionView()
        view.delegate = delegate
        view.bounds = CGRect(x: 0, y: 0, width: 375, height: 600)
        view.itemCounts = [3]
        layout.attachedCollectionView = view
        layout.prepare()
        // 300 + 10 + 200 = 510 > 345: 300 alone, not last, centred at 15 + (345 − 300)/2 = 37.5.
        #expect(frame(layout, 0) == CGRect(x: 37.5, y: 0, width: 300, height: 50))
        // 200 + 10 + 100 = 310 ≤ 345, the last line: left-aligned at 15 and 15 + 200 + 10 = 225, y = 50 + 10.
        #expect(frame(layout, 1) == CGRect(x: 15, y: 60, width: 200, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 225, y: 60, width: 100, height: 50))
    }

    @Test func aFullVariedLineIsJustifiedAndItemsAreCentredAcrossIt() {
        let layout = UICollectionViewFlowLayout()
        let delegate = SizeList([
            CGSize(width: 100, height: 50), CGSize(width: 120, height: 80), CGSize(width: 100, height: 60),
            CGSize(width: 50, height: 50)
        ])
        let view = UICollectionView()
        view.delegate = delegate
        view.bounds = CGRect(x: 0, y: 0, width: 375, height: 600)
        view.itemCounts = [4]
        layout.attachedCollectionView = view
        layout.prepare()
        // 100 + 10 + 120 + 10 + 100 = 340 ≤ 375; + 10 + 50 = 400 > 375: the line holds items 0–2.
        // Justified: leftover 375 − 320 = 55, gap 27.5: x = 0, 127.5, 275 (275 + 100 = 375).
        // The line is 80 thick (its tallest): item 0 at y = (80 − 50)/2 = 15, item 2 at (80 − 60)/2 = 10.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 127.5, y: 0, width: 120, height: 80))
        #expect(frame(layout, 2) == CGRect(x: 275, y: 10, width: 100, height: 60))
        // Item 3 alone on the last line: left-aligned at x 0, y 80 + 10 = 90.
        #expect(frame(layout, 3) == CGRect(x: 0, y: 90, width: 50, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 140))
    }

    @Test func aLoneUniformItemPerLineIsCentred() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        _ = attach(layout, size: CGSize(width: 390, height: 844), counts: [3])
        // 300 + 10 + 300 > 390: one per line, centred at (390 − 300)/2 = 45; lines at 0, 50, 100.
        #expect(frame(layout, 0) == CGRect(x: 45, y: 0, width: 300, height: 40))
        #expect(frame(layout, 2) == CGRect(x: 45, y: 100, width: 300, height: 40))
    }

    /// docs/uikit-rules.md §3.9 example C: height 300, 100×100 items, spacings 10.
    @Test func horizontalLinesAreColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        _ = attach(layout, size: CGSize(width: 390, height: 300), counts: [5])
        // 3 items need 320 > 300: 2 per column, justified gap 300 − 200 = 100: y = 0, 200.
        // The header is a column 30 wide (its height is ignored), full height; columns at 30, 140, 250.
        #expect(header(layout, 0) == CGRect(x: 0, y: 0, width: 30, height: 300))
        #expect(frame(layout, 0) == CGRect(x: 30, y: 0, width: 100, height: 100))
        #expect(frame(layout, 1) == CGRect(x: 30, y: 200, width: 100, height: 100))
        #expect(frame(layout, 4) == CGRect(x: 250, y: 0, width: 100, height: 100))
        // Content: 250 + 100 = 350 wide, the view's 300 high.
        #expect(layout.collectionViewContentSize == CGSize(width: 350, height: 300))
    }

    /// Two sections of 4 items (100×100, 3 per line in 390), headers 50, no footers: section 0
    /// spans 0…260 (header 0–50, lines 50 and 160), section 1 spans 260…520.
    @Test(arguments: [
        // offset, header 0's y (nil: not in the answer), header 1's y
        // 100: min(max(100, 0), 260 − 50) = 100; header 1 stays at 260.
        (CGFloat(100), CGFloat?(100), CGFloat(260)),
        // 230: min(max(230, 0), 210) = 210, pushed up by section 1, whose header is at 260.
        (230, 210, 260),
        // 300: section 0 is above the bounds; header 1: min(max(300, 260), 520 − 50) = 300.
        (300, nil, 300),
        // 0: both natural.
        (0, 0, 260)
    ])
    func pinnedHeadersHandOff(offset: CGFloat, first: CGFloat?, second: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = attach(layout, size: CGSize(width: 390, height: 400), counts: [4, 4], offset: CGPoint(x: 0, y: offset))
        let headers = (layout.layoutAttributesForElements(in: view.bounds) ?? []).filter { $0.representedElementCategory == .supplementaryView }
        #expect(headers.first { $0.indexPath.section == 0 }?.frame.minY == first)
        #expect(headers.first { $0.indexPath.section == 1 }?.frame.minY == second)
        // UIKit's zIndex for flow headers and footers: 10, pinned or not (devices' dumps, e.g.
        // "kind: (UICollectionElementKindSectionHeader); frame = (0 0; 375 32); zIndex = 10").
        #expect(headers.allSatisfy { $0.zIndex == 10 })
    }

    /// Unpinned headers and footers have UIKit's zIndex 10 too (a device's dump of an unpinned
    /// flow header reads "zIndex = 10"); cells keep the default 0.
    @Test func headersAndFootersDrawOverCells() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        let view = attach(layout, size: CGSize(width: 390, height: 800), counts: [2])
        let all = layout.layoutAttributesForElements(in: view.bounds) ?? []
        #expect(all.filter { $0.representedElementCategory == .supplementaryView }.map { $0.zIndex } == [10, 10])
        #expect(all.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.zIndex == 0 })
    }

    @Test func pinnedFootersHoldTheBottomOfTheBounds() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.footerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionFootersPinToVisibleBounds = true
        // One section of 9 items: 3 lines at 0, 110, 220, footer natural at 320. Bounds 0…200:
        // footer at max(min(200 − 40, 320), 0) = 160.
        let view = attach(layout, size: CGSize(width: 390, height: 200), counts: [9])
        defer { withExtendedLifetime(view) {} }
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 160, width: 390, height: 40))
    }

    /// Pinned headers and footers meet, as UIKit's flow layout clamps them (its
    /// `_frameForHeaderInSection:` and `_frameForFooterInSection:`, docs/uikit-rules.md §3.6): a
    /// header stops at its section's footer's natural top, a footer at its header's natural bottom.
    /// Two sections of 4 items (100×100, 3 a line in 390), headers 50, footers 40: section 0 is
    /// header 0–50, lines at 50 and 160, footer 260–300.
    @Test func pinnedHeadersAndFootersStopAtEachOther() {
        func supplementaries(height: CGFloat, offset: CGFloat) -> (header: CGFloat?, footer: CGFloat?) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 50)
            layout.footerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
            layout.sectionFootersPinToVisibleBounds = true
            let view = attach(layout, size: CGSize(width: 390, height: height), counts: [4, 4], offset: CGPoint(x: 0, y: offset))
            let all = (layout.layoutAttributesForElements(in: view.bounds) ?? []).filter { $0.indexPath.section == 0 }
            return (
                all.first { $0.representedElementKind == UICollectionView.elementKindSectionHeader }?.frame.minY,
                all.first { $0.representedElementKind == UICollectionView.elementKindSectionFooter }?.frame.minY
            )
        }
        // Offset 230, 400 high: the header wants 230, but 230 + 50 + 40 = 320 > 300, so it rests at
        // 300 − (40 + 50) = 210, on the footer's natural top (260), not at 300 − 50 = 250 over it.
        #expect(supplementaries(height: 400, offset: 230).header == 210)
        // Offset 0, 80 high: the footer wants 80 − 40 = 40, but 40 − 50 < 0 (the section's
        // start), so it rests at 0 + 50 = 50, on the header's natural bottom; the header stays at 0.
        let short = supplementaries(height: 80, offset: 0)
        #expect(short.footer == 50)
        #expect(short.header == 0)
    }

    @Test func sectionInsetReferenceMeasuresFromSafeAreaAndMargins() {
        func firstFrame(_ reference: UICollectionViewFlowLayout.SectionInsetReference, adjustedLeft: CGFloat) -> CGRect? {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            layout.sectionInsetReference = reference
            let view = UICollectionView()
            view.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
            view.itemCounts = [2]
            view.hostSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
            view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            view.adjustedContentInset = UIEdgeInsets(top: 0, left: adjustedLeft, bottom: 0, right: 0)
            layout.attachedCollectionView = view
            layout.prepare()
            return frame(layout, 0)
        }
        // Content inset: L = 844 − 20 = 824; two 300s fit (610): justified, first at x 10.
        #expect(firstFrame(.fromContentInset, adjustedLeft: 0)?.minX == 10)
        // Safe area: left max(0, 44 + 10 − 0) = 54.
        #expect(firstFrame(.fromSafeArea, adjustedLeft: 0)?.minX == 54)
        // Layout margins, measured inside the safe area (insetsLayoutMarginsFromSafeArea): 44 + 8 + 10 = 62.
        #expect(firstFrame(.fromLayoutMargins, adjustedLeft: 0)?.minX == 62)
        // An adjusted inset of 60 exceeds 44 + 10: the content aligns to it, max(0, 54 − 60) = 0.
        #expect(firstFrame(.fromSafeArea, adjustedLeft: 60)?.minX == 0)
    }

    @Test func missingDelegateMethodsFallBackToProperties() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let delegate = SpacingOnly()
        let view = UICollectionView()
        view.delegate = delegate
        view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.itemCounts = [4]
        layout.attachedCollectionView = view
        layout.prepare()
        // Line spacing 30 from the delegate, sizes from itemSize: 3 per line, the second line at 130.
        #expect(frame(layout, 3) == CGRect(x: 0, y: 130, width: 100, height: 100))
        #expect(layout.delegateLacks.contains(.itemSize) && !layout.delegateLacks.contains(.lineSpacing))
    }

    @Test func selfSizedCellsReflowTheirLine() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [4])
        defer { withExtendedLifetime(view) {} }
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let fitted = original.copy() as! UICollectionViewLayoutAttributes
        fitted.size = CGSize(width: 100, height: 80)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
        layout.prepare()
        // Sizes now differ: line 0 (items 0–2, 3·100 + 20 = 320 ≤ 390) is 80 thick and justified,
        // gap (390 − 300)/2 = 45; item 0 centred across: (80 − 50)/2 = 15.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 145, y: 0, width: 100, height: 80))
        // Item 3 on the last line, left-aligned, at 80 + 10 = 90.
        #expect(frame(layout, 3) == CGRect(x: 0, y: 90, width: 100, height: 50))
        // Without estimated sizes, the flow layout does not take preferred sizes.
        let fixed = UICollectionViewFlowLayout()
        _ = attach(fixed, size: CGSize(width: 390, height: 844), counts: [4])
        #expect(!fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: fitted, withOriginalAttributes: original))
    }

    /// UIKit's shouldInvalidateLayoutForBoundsChange: (docs/uikit-rules.md §3, RE of iOS 10 and
    /// 26.1): a change across the scrolling axis (width or x when vertical, height or y when
    /// horizontal) invalidates; a scroll or a resize along it does not; pinning, any change.
    @Test func boundsChangesInvalidateAcrossTheScrollingAxisOrForPinning() {
        let layout = UICollectionViewFlowLayout()
        let view = attach(layout, size: CGSize(width: 390, height: 844), counts: [10])
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 390, height: 844)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 844)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 10, y: 0, width: 390, height: 844)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 600)))
        let widened =
            layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 844))
            as? UICollectionViewFlowLayoutInvalidationContext
        #expect(widened?.invalidateFlowLayoutAttributes == true && widened?.invalidateFlowLayoutDelegateMetrics == false)
        let sideways = UICollectionViewFlowLayout()
        sideways.scrollDirection = .horizontal
        let sidewaysView = attach(sideways, size: CGSize(width: 390, height: 844), counts: [10])
        #expect(sideways.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 600)))
        #expect(!sideways.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 844)))
        #expect(!sideways.shouldInvalidateLayout(forBoundsChange: CGRect(x: 100, y: 0, width: 390, height: 844)))
        #expect(sidewaysView.bounds.height == 844)
        layout.sectionHeadersPinToVisibleBounds = true
        let moved = CGRect(x: 0, y: 100, width: 390, height: 844)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
        let context = layout.invalidationContext(forBoundsChange: moved) as? UICollectionViewFlowLayoutInvalidationContext
        #expect(context?.invalidateFlowLayoutAttributes == false && context?.invalidateFlowLayoutDelegateMetrics == false)
        #expect(view.bounds.size.width == 390)
    }

    @Test func aRectQueryReturnsExactlyTheIntersectingElements() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        _ = attach(layout, size: CGSize(width: 390, height: 844), counts: [30, 30])
        // Every element, checked against a brute-force filter of all frames.
        let everything = layout.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: 1000, height: 100_000)) ?? []
        #expect(everything.count == 62)
        for rect in [
            CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 200, y: 1000, width: 50, height: 333),
            CGRect(x: 0, y: 1130, width: 390, height: 10), CGRect(x: 0, y: 5000, width: 390, height: 844)
        ] {
            let expected = everything.filter { $0.frame.intersects(rect) }.map { $0.indexPath }
            let answer = (layout.layoutAttributesForElements(in: rect) ?? []).map { $0.indexPath }
            #expect(Set(answer) == Set(expected), "\(rect)")
            #expect(answer.count == expected.count)
        }
    }

    /// A subclass adjusts copies of what super returns, as apps do.
    @Test func subclassesAdjustCopiesOfSuper() {
        let layout = ScalingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = attach(layout, size: CGSize(width: 390, height: 844), counts: [3])
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
        #expect(attributes.count == 3)
        #expect(attributes.allSatisfy { $0.alpha == 0.5 })
        // super's own answer is untouched by the subclass's changes to its copies.
        #expect(layout.superAnswer().allSatisfy { $0.alpha == 1 })
    }
}

/// A delegate that gives each item a size from a list.
final class SizeList: UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item % sizes.count] }
}

/// A delegate that answers the line spacing only.
final class SpacingOnly: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 30 }
}

final class ScalingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            copy.alpha = 0.5
            return copy
        }
    }

    func superAnswer() -> [UICollectionViewLayoutAttributes] {
        super.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
    }
}

extension FlowLayoutTests {
    /// Each rect query makes new attributes objects: objects handed out before are never touched
    /// again, so a layout that keeps them (a UIKit Dynamics animator's items, which it moves) keeps
    /// what it did to them when it asks its superclass again.
    @Test func objectsHandedOutBeforeAreNeverTouchedAgain() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = attach(layout, size: CGSize(width: 320, height: 480), counts: [30])
        let first = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        first[0].center.y += 20
        let second = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        // Item 0 of 100×100 at the top: centre y 50, moved 20 by its keeper; the new answer's is 50.
        #expect(first[0].center.y == 70 && second[0].center.y == 50)
        #expect(first[0] !== second[0])
        withExtendedLifetime(view) {}
    }
}
