@testable import CollectionLayout
import PluginABI
import Foundation
import Testing

/// UICollectionViewLayoutAttributes semantics; expected values worked out by hand from the
/// model in docs/uikit-rules.md §1 (center, size, transform3D are the truth).
@MainActor struct LayoutAttributesTests {
    func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func defaultsAreUIKits() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        #expect(a.alpha == 1)
        #expect(a.zIndex == 0)
        #expect(a.isHidden == false)
        #expect(a.transform == .identity)
        #expect(a.transform3D == CATransform3DIdentity)
        #expect(a.frame == .zero)
        #expect(a.representedElementCategory == .cell)
        #expect(a.representedElementKind == nil)
        #expect(a.indexPath.section == 1 && a.indexPath.item == 3)
    }

    @Test func supplementaryAndDecorationConstructors() {
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView)
        #expect(decoration.representedElementKind == "background")
        #expect(UICollectionView.ElementCategory.decorationView.rawValue == 2)
    }

    @Test func frameSetsCenterAndSize() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        // center = (10 + 200/2, 20 + 50/2) = (110, 45)
        #expect(a.center == CGPoint(x: 110, y: 45))
        #expect(a.size == CGSize(width: 200, height: 50))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func centerMovesTheFrameAndSizeGrowsAroundTheCenter() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.center = CGPoint(x: 100, y: 100)
        // origin = center − size/2 = (95, 95)
        #expect(a.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
        a.size = CGSize(width: 20, height: 30)
        // origin = (100 − 10, 100 − 15) = (90, 85)
        #expect(a.frame == CGRect(x: 90, y: 85, width: 20, height: 30))
        a.bounds = CGRect(x: 0, y: 0, width: 4, height: 6)
        #expect(a.size == CGSize(width: 4, height: 6))
    }

    @Test func frameAfterScaleIsTheScaledBoxAroundTheCenter() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // center (50, 100); half-size box 50×100 centred there: origin (25, 50)
        #expect(a.frame == CGRect(x: 25, y: 50, width: 50, height: 100))
        #expect(a.center == CGPoint(x: 50, y: 100))
        #expect(a.size == CGSize(width: 100, height: 200))
    }

    @Test func frameAfterRotationIsTheBoundingBox() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // a quarter turn swaps the box: 50 wide, 100 tall, around (50, 25): origin (25, −25)
        #expect(close(a.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        a.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // 45°: the box's half-extent is (50 + 25)·cos45 = 75/√2 ≈ 53.033 on both axes
        let half = 75 / 2.0.squareRoot()
        #expect(close(a.frame, CGRect(x: 50 - half, y: 25 - half, width: 2 * half, height: 2 * half)))
    }

    @Test func frameThenTranslationReadsTheMovedFrame() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        a.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(a.frame == CGRect(x: 110, y: 20, width: 200, height: 50))
    }

    @Test func orderMattersFrameAfterTransformAppliesTheScaleTwice() {
        // The seed's warning: set the frame before the transform.
        let a = UICollectionViewLayoutAttributes()
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.frame == CGRect(x: -5, y: -5, width: 20, height: 20))
        a.frame = a.frame  // size becomes 20×20 under the same scale: 40×40 around (5, 5)
        #expect(a.frame == CGRect(x: -15, y: -15, width: 40, height: 40))
    }

    @Test func transformAndTransform3DReplaceEachOther() {
        let a = UICollectionViewLayoutAttributes()
        a.transform3D = CATransform3DMakeScale(2, 3, 4)
        #expect(a.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        a.transform = CGAffineTransform(translationX: 5, y: 6)
        #expect(a.transform3D == CATransform3DMakeTranslation(5, 6, 0))
    }

    final class AngleAttributes: UICollectionViewLayoutAttributes {
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var angle: CGFloat = 0
        var label = "wheel"
        var selected = false
        var note: String?

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! AngleAttributes
            copy.anchorPoint = anchorPoint
            copy.angle = angle
            copy.label = label
            copy.selected = selected
            copy.note = note
            return copy
        }
    }

    @Test func customPropertiesAreReflectedInDeclarationOrder() {
        let a = AngleAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.angle = 0.25
        let custom = a.customAttributes
        #expect(custom.map(\.name) == ["anchorPoint", "angle", "label", "selected", "note"])
        #expect(custom[0].value == .point(CGPoint(x: 0.5, y: 0.5)))
        #expect(custom[1].value == .number(0.25))
        #expect(custom[2].value == .string("wheel"))
        #expect(custom[3].value == .bool(false))
        #expect(custom[4].value == .null)
        #expect(UICollectionViewLayoutAttributes().customAttributes.isEmpty)
    }

    @Test func copyKeepsTheSubclassAndItsFields() {
        let a = AngleAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 1, section: 0))
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.alpha = 0.5
        a.zIndex = 7
        a.angle = 1.5
        let b = a.copy() as! AngleAttributes
        #expect(b !== a)
        #expect(b.isEqual(a))
        #expect(b.angle == 1.5)
        #expect(b.representedElementKind == "header")
        #expect(b.frame == a.frame)
    }

    /// UIKit's isEqual(_:) compares the base properties only (its class overview: subclasses
    /// compare their own, then call super): a subclass that does not override it is equal to an
    /// attribute differing only in its own fields, which is why UIKit then skips re-applying it.
    @Test func equalityComparesTheBasePropertiesOnly() {
        let a = AngleAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let b = a.copy() as! AngleAttributes
        #expect(a.isEqual(b))
        b.angle = 0.1
        #expect(a.isEqual(b))  // differs only in a subclass field the subclass does not compare
        let c = a.copy() as! AngleAttributes
        c.alpha = 0.9
        #expect(!a.isEqual(c))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(!plain.isEqual(a))  // a different class is a different element
    }
}

/// The stock layouts' rect test answers as `intersects(_:)` does, and false for NaN where
/// swift-corelibs-foundation's `intersects(_:)` would trap (Core Graphics returns null there).
@MainActor @Test func overlapsMatchesIntersectsAndRefusesNaN() {
    let box = CGRect(x: 0, y: 0, width: 100, height: 100)
    let cases = [
        CGRect(x: 50, y: 50, width: 100, height: 100), CGRect(x: 100, y: 0, width: 10, height: 10),
        CGRect(x: 101, y: 0, width: 10, height: 10), CGRect(x: 150, y: 50, width: -60, height: 10), CGRect.null,
        CGRect(x: 50, y: 50, width: 0, height: 0)
    ]
    for rect in cases { #expect(rect.overlaps(box) == rect.intersects(box), "\(rect)") }
    #expect(!CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10).overlaps(box))
    #expect(!box.overlaps(CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)))
}

/// UIKit copies what a layout returns: a subclass whose copy(with:) drops its properties shows
/// their defaults, and the author is warned once for the class.
@MainActor struct CopiedOnTheWayOutTests {
    final class Forgetful: UICollectionViewLayoutAttributes {
        var tint: CGFloat = 0
    }

    final class Careful: UICollectionViewLayoutAttributes {
        var tint: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! Careful
            copy.tint = tint
            return copy
        }
    }

    final class Warnings: @unchecked Sendable { var lines: [String] = [] }

    /// The host extension lb.host.warnings/1, its warn appending to the context's lines.
    nonisolated(unsafe) static let warningsTable: UnsafeMutablePointer<lb_host_warnings> = {
        let table = UnsafeMutablePointer<lb_host_warnings>.allocate(capacity: 1)
        table.initialize(
            to: lb_host_warnings(struct_size: UInt32(MemoryLayout<lb_host_warnings>.size)) { context, message in
                Unmanaged<Warnings>.fromOpaque(context!).takeUnretainedValue().lines.append(String(cString: message!))
            })
        return table
    }()

    /// A handle on a layout-less export, with a host table whose warn callback collects lines.
    func shown<T: UICollectionViewLayoutAttributes>(_ make: () -> T, count: Int, warnings: Warnings) -> [UICollectionViewLayoutAttributes] {
        var table = lb_host_callbacks()
        table.struct_size = UInt32(MemoryLayout<lb_host_callbacks>.size)
        table.context = Unmanaged.passUnretained(warnings).toOpaque()
        table.get_extension = { _, id in
            guard String(cString: id!) == LB_HOST_EXTENSION_WARNINGS else { return nil }
            return UnsafeRawPointer(Self.warningsTable)
        }
        let handle = withUnsafePointer(to: &table) { pointer in
            LayoutInstanceHandle(export: LayoutExport("probe", title: "probe") { UICollectionViewLayout() }, host: HostConnection(pointer))
        }
        let attributes: [UICollectionViewLayoutAttributes] = (0..<count).map { index in
            let element = make()
            element.indexPath = IndexPath(item: index, section: 0)
            (element as? Forgetful)?.tint = 0.5
            (element as? Careful)?.tint = 0.5
            return element
        }
        return handle.presented(attributes)
    }

    @Test func aCopyThatDropsItsPropertiesShowsTheDefaultsAndWarnsOnce() {
        let warnings = Warnings()
        let shown = shown({ Forgetful() }, count: 3, warnings: warnings)
        // The base class copies its own storage only: tint falls back to its default, 0.
        #expect(shown.compactMap { ($0 as? Forgetful)?.tint } == [0, 0, 0])
        #expect(warnings.lines.count == 1)
        #expect(warnings.lines.first?.hasPrefix("Forgetful.tint is 0.5 in the layout but 0 in the copy UIKit makes") == true)
        #expect(warnings.lines.first?.contains("override copy(with:) (and isEqual(_:)") == true)
    }

    @Test func aCopyThatCarriesItsPropertiesIsSilent() {
        let warnings = Warnings()
        let shown = shown({ Careful() }, count: 3, warnings: warnings)
        #expect(shown.compactMap { ($0 as? Careful)?.tint } == [0.5, 0.5, 0.5])
        #expect(warnings.lines.isEmpty)
    }
}

/// indexPathsForVisibleItems, visibleCells and indexPathForItem(at:) answer from what is
/// displayed: the last rect answer handed to the host, filtered to the bounds as the host shows it.
@MainActor struct VisibleItemsTests {
    /// Rows 100 tall, full width; a taller row 3 drawn over row 4's top (zIndex 1).
    final class Rows: UICollectionViewLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<20).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 390, height: item == 3 ? 150 : 100)
                attributes.zIndex = item == 3 ? 1 : 0
                return attributes
            }.filter { $0.frame.intersects(rect) }
        }
    }

    @Test func theyAnswerFromTheDisplayedCells() {
        let handle = LayoutInstanceHandle(export: LayoutExport("rows", title: "rows") { Rows() }, host: nil)
        let view = handle.collectionView
        #expect(view.indexPathsForVisibleItems.isEmpty, "nothing displayed before the first pass")
        // The host asks for the screen pages 0…600 of a 390x300 view at offset 150.
        view.bounds = CGRect(x: 0, y: 150, width: 390, height: 300)
        let instance = OpaquePointer(Unmanaged.passRetained(handle).toOpaque())
        var list = lb_element_list()
        _ = functionTable.pointee.elements_in_rect?(instance, lb_rect(x: 0, y: 0, width: 390, height: 600), &list)
        // Bounds 150…450: rows 1 (100…200), 2, 3 (300…450) and 4 (400…500); row 0 (0…100) ends
        // before 150 and row 5 starts at 500, after 450.
        #expect(view.indexPathsForVisibleItems == (1...4).map { IndexPath(item: $0, section: 0) })
        #expect(view.visibleCells.count == 4)
        #expect(view.visibleCells.first?.frame == CGRect(x: 0, y: 100, width: 390, height: 100))
        // y 420 lies in row 4 (400…500) and in row 3 (300…450), which is drawn over it.
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 420)) == IndexPath(item: 3, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 470)) == IndexPath(item: 4, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 50)) == nil, "row 0 is not on screen")
        Unmanaged<LayoutInstanceHandle>.fromOpaque(UnsafeRawPointer(instance)).release()
    }
}

/// A layout reads counts through the data source as in an app: the host's data answers.
@MainActor @Test func theDataSourceAnswersTheHostsCounts() {
    let view = UICollectionView()
    view.itemCounts = [3, 0, 7]
    #expect(view.dataSource?.numberOfSections(in: view) == 3)
    #expect(view.dataSource?.collectionView(view, numberOfItemsInSection: 2) == 7)
}

/// UIScrollView.visibleSize is the bounds' size.
@MainActor @Test func visibleSizeIsTheBoundsSize() {
    let view = UICollectionView()
    view.bounds = CGRect(x: 0, y: 300, width: 390, height: 844)
    #expect(view.visibleSize == CGSize(width: 390, height: 844))
}

/// collectionView.traitCollection follows the bounds as the compositional environment's does:
/// compact below 768 points, regular from 768 (`help decisions`), scale 3, large text.
@MainActor @Test func theTraitCollectionFollowsTheBounds() {
    let view = UICollectionView()
    view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(view.traitCollection.verticalSizeClass == .regular)
    view.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
    #expect(view.traitCollection.displayScale == 3)
    #expect(view.traitCollection.preferredContentSizeCategory == .large)
}

/// The collection view puts its cells on the pixel grid: x, y, width and height each rounded to
/// 1/scale. Widths 375·0.0999484835 = 37.4807 and 375·0.2244798446 = 84.1799 (a public report
/// of a 2x device) show as 37.5 and 84 at 2x; 37.4807 is 112/3 = 37.333 at 3x.
@MainActor @Test func visibleCellsSitOnThePixelGrid() {
    final class Two: UICollectionViewLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let widths: [CGFloat] = [375 * 0.2244798445859886, 375 * 0.0999484835067196]
            var x: CGFloat = 0
            return widths.enumerated().map { index, width in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                attributes.frame = CGRect(x: x, y: 0, width: width, height: 50)
                x += width
                return attributes
            }
        }
    }
    let handle = LayoutInstanceHandle(export: LayoutExport("two", title: "two") { Two() }, host: nil)
    let view = handle.collectionView
    view.bounds = CGRect(x: 0, y: 0, width: 375, height: 300)
    let instance = OpaquePointer(Unmanaged.passRetained(handle).toOpaque())
    var list = lb_element_list()
    _ = functionTable.pointee.elements_in_rect?(instance, lb_rect(x: 0, y: 0, width: 375, height: 300), &list)
    view.displayScale = 2
    #expect(view.traitCollection.displayScale == 2)
    #expect(view.visibleCells.map { $0.frame.width } == [84, 37.5])
    #expect(view.visibleCells.last?.frame.minX == 84)  // 84.1799 rounds to 84 at 2x
    view.displayScale = 3
    #expect(view.visibleCells.last.map { abs($0.frame.width - 112.0 / 3) < 1e-9 } == true)
    Unmanaged<LayoutInstanceHandle>.fromOpaque(UnsafeRawPointer(instance)).release()
}
