import Foundation
import Testing

/// Layout files shaped as real apps' are (written here, after public layouts of the same shape),
/// each one cause that stopped such files before, in one folder outside the repository (one
/// plugin each, so the folder's SDK is built once): framework and submodule imports, iOS-only
/// conditions, optional requirements in conditions, type aliases, overrides in extensions,
/// UIKit API around a layout, app-defined colours, delegates the app sets, configuration set
/// before the first pass.
// Serialized: its tests share one folder (`root`); the first builds its plugins and the rest
// find them built, where all at once would each wait on the same build.
@Suite(.serialized)
struct RealAppCodeTests {
    static let plugins: [String: [String: String]] = [
        // CoreGraphics and QuartzCore imports, a submodule import, and a file with no import at
        // all (the app's bridging header gave it UIKit).
        // A struct's factory behind the app's protocol, `abs` inside `extension CGFloat` (which
        // Linux's CGFloat answers with a static member) and URLSession's types (which Linux keeps in
        // FoundationNetworking), as iOS compiles them.
        // A tutorial's masonry layout: its knobs fileprivate, its state private.
        "Masonry": [
            "MasonryLayout.swift": """
            import UIKit

            class MasonryLayout: UICollectionViewLayout {
                fileprivate var numberOfColumns = 2
                private var cellPadding: CGFloat = 6
                fileprivate var cache = [UICollectionViewLayoutAttributes]()
                private var contentHeight: CGFloat = 0

                override var collectionViewContentSize: CGSize {
                    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
                }

                override func prepare() {
                    cache.removeAll()
                    contentHeight = 0
                    guard let collectionView else { return }
                    let width = collectionView.bounds.width / CGFloat(numberOfColumns)
                    var offsets = [CGFloat](repeating: 0, count: numberOfColumns)
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let column = item % numberOfColumns
                        let frame = CGRect(x: CGFloat(column) * width, y: offsets[column], width: width, height: 100)
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
                        cache.append(attributes)
                        offsets[column] = frame.maxY
                        contentHeight = max(contentHeight, frame.maxY)
                    }
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.filter { $0.frame.intersects(rect) }
                }
            }
            """
        ],
        "Makers": [
            "Makers.swift": """
            import UIKit

            protocol LayoutMaking {
                func create() -> UICollectionViewLayout
            }

            extension CGFloat {
                func distance(to other: CGFloat) -> CGFloat { abs(self - other) }
            }

            struct ColumnsMaker: LayoutMaking {
                func create() -> UICollectionViewLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: CGFloat(0).distance(to: 100), height: 40)
                    return layout
                }
            }

            final class ImageService {
                let session = URLSession.shared
                func request(_ url: URL) -> URLRequest { URLRequest(url: url) }
            }
            """
        ],
        // A collection view controller that builds its layout in init() (two real apps of the
        // fresh trial), beside its view lifecycle.
        "Library": [
            "LibraryViewController.swift": """
            import UIKit

            final class LibraryViewController: UICollectionViewController {
                init() {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalWidth(0.5)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
                    super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Library"
                }
            }
            """
        ],
        "Imports": [
            "TiltLayout.swift": """
            import CoreGraphics
            import QuartzCore
            import UIKit.UIGestureRecognizerSubclass

            final class TiltLayout: UICollectionViewLayout {
                var side: CGFloat = 100
                override var collectionViewContentSize: CGSize {
                    CGSize(width: collectionView?.bounds.width ?? 0, height: side * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0))
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                        .filter { $0.frame.intersects(rect) }
                }
                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = Geometry.row(indexPath.item, side: side)
                    attributes.transform3D = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
                    return attributes
                }
            }
            """,
            "Geometry.swift": """
            enum Geometry {
                static func row(_ index: Int, side: CGFloat) -> CGRect {
                    CGRect(x: 0, y: CGFloat(index) * side, width: side, height: side)
                }
            }
            """
        ],
        // iOS-only conditions, and a base class through a type alias chosen by one.
        "Conditions": [
            "Aliased.swift": """
            import UIKit

            #if canImport(AppKit)
            import AppKit
            typealias CollectionViewFlowLayout = NSCollectionViewFlowLayout
            #else
            typealias CollectionViewFlowLayout = UICollectionViewFlowLayout
            #endif

            final class PlatformFlowLayout: CollectionViewFlowLayout {
                override init() {
                    super.init()
                    #if os(tvOS)
                    itemSize = CGSize(width: 300, height: 300)
                    #elseif os(iOS)
                    itemSize = CGSize(width: 120, height: 60)
                    #else
                    itemSize = CGSize(width: 1, height: 1)
                    #endif
                }
                required init?(coder: NSCoder) { fatalError() }
                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                    #if os(tvOS)
                    return true
                    #elseif os(iOS)
                    return false
                    #endif
                }
                var isCatalyst: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return false
                    #endif
                }
            }
            """
        ],
        // Optional requirements in every place app code puts them, and overrides in an extension.
        "Requirements": [
            "SizingFlowLayout.swift": """
            import UIKit

            @objc protocol SizingDelegate: AnyObject {
                @objc optional func extraHeight(at indexPath: IndexPath) -> CGFloat
            }

            final class SizingFlowLayout: UICollectionViewFlowLayout {
                weak var sizing: SizingDelegate?

                func size(at indexPath: IndexPath) -> CGSize {
                    guard let collectionView = collectionView,
                          let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout,
                          let size = delegate.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) else {
                        return CGSize(width: 50, height: 40 + (sizing?.extraHeight?(at: indexPath).magnitude ?? 0))
                    }
                    return size
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)?.map { original in
                        let copy = original.copy() as! UICollectionViewLayoutAttributes
                        copy.size = size(at: copy.indexPath)
                        return copy
                    }
                }
            }

            extension SizingFlowLayout {
                override var debugDescription: String { "SizingFlowLayout(\\(itemSize))" }
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: 50, height: 40)
                }
            }
            """
        ],
        // UIKit API around a layout: the app's direction, a view overriding frame, layers, a
        // collection view subclass overriding register, and the app's own colours.
        "Views": [
            "BadgeLayout.swift": """
            import UIKit

            final class BadgeView: UICollectionReusableView {
                var framesSeen = 0
                override var frame: CGRect { didSet { framesSeen += 1; layer.cornerRadius = frame.height / 2 } }
                override var bounds: CGRect { didSet { layer.bounds = bounds } }
            }

            final class SheetCollectionView: UICollectionView {
                var registered: [String] = []
                override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
                    registered.append(identifier)
                    super.register(cellClass, forCellWithReuseIdentifier: identifier)
                }
            }

            final class MirrorLayout: UICollectionViewLayout {
                override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 100) }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!]
                }
                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
                    badge.frame.size.height = 30
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    let leading = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? 390 - 100 : 0
                    attributes.frame = CGRect(x: CGFloat(leading), y: badge.layer.cornerRadius, width: 100, height: CGFloat(badge.framesSeen * 10))
                    return attributes
                }
            }

            final class SheetViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .brandBackground
                    view.tintColor = UIColor.cornflowerBlue
                    let sheet = SheetCollectionView(frame: view.bounds, collectionViewLayout: MirrorLayout())
                    sheet.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                }
            }
            """
        ],
        // Delegates the app sets: a layout's own delegate property, and the collection view's
        // delegate read as the layout's protocol; nothing in the folder adopts either.
        "Delegates": [
            "MosaicLayout.swift": """
            import UIKit

            protocol MosaicLayoutDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                func numberOfColumns(in collectionView: UICollectionView) -> Int
            }

            final class MosaicLayout: UICollectionViewLayout {
                weak var delegate: MosaicLayoutDelegate?
                private var cache: [UICollectionViewLayoutAttributes] = []
                private var height: CGFloat = 0

                override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

                override func prepare() {
                    guard let collectionView = collectionView else { return }
                    cache = []
                    let columns = delegate!.numberOfColumns(in: collectionView)
                    let width = collectionView.bounds.width / CGFloat(columns)
                    var offsets = [CGFloat](repeating: 0, count: columns)
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let path = IndexPath(item: item, section: 0)
                        let column = item % columns
                        let rowHeight = delegate!.collectionView(collectionView, heightForItemAt: path)
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                        attributes.frame = CGRect(x: CGFloat(column) * width, y: offsets[column], width: width, height: rowHeight)
                        offsets[column] += rowHeight
                        cache.append(attributes)
                    }
                    height = offsets.max() ?? 0
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.filter { $0.frame.intersects(rect) }
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
                }
            }
            """,
            "WaterfallLayout.swift": """
            import UIKit

            @objc protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                                   columnCountFor section: Int) -> Int
            }

            final class WaterfallLayout: UICollectionViewLayout {
                var delegate: WaterfallLayoutDelegate? { collectionView?.delegate as? WaterfallLayoutDelegate }
                private var frames: [CGRect] = []

                override var collectionViewContentSize: CGSize { CGSize(width: 390, height: frames.map(\\.maxY).max() ?? 0) }

                override func prepare() {
                    assert(delegate != nil, "the collection view's delegate should conform to WaterfallLayoutDelegate")
                    guard let collectionView = collectionView, let delegate = delegate else { return }
                    let columns = delegate.collectionView?(collectionView, layout: self, columnCountFor: 0) ?? 2
                    var heights = [CGFloat](repeating: 0, count: columns)
                    frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: 0))
                        let column = heights.firstIndex(of: heights.min()!)!
                        let width = 390 / CGFloat(columns), height = width * size.height / size.width
                        defer { heights[column] += height }
                        return CGRect(x: CGFloat(column) * width, y: heights[column], width: width, height: height)
                    }
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard frames.indices.contains(indexPath.item) else { return nil }
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = frames[indexPath.item]
                    return attributes
                }
            }
            """
        ],
        // A delegate the app sets from its view controller, which adopts the protocol: used as the app would.
        "Adopted": [
            "ShelfLayout.swift": """
            import UIKit

            protocol ShelfLayoutDelegate: AnyObject {
                func shelfHeight(for section: Int) -> CGFloat
            }

            final class ShelfLayout: UICollectionViewFlowLayout {
                weak var delegate: ShelfLayoutDelegate?
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: 80, height: delegate?.shelfHeight(for: 0) ?? 1)
                }
            }

            final class ShelfViewController: UIViewController, ShelfLayoutDelegate {
                func shelfHeight(for section: Int) -> CGFloat { 77 }
            }
            """
        ],
        // A missing symbol the geometry depends on, beside an app colour: still an error, and
        // the colour is not stubbed while it stands.
        "Matters": [
            "InsetLayout.swift": """
            import UIKit

            final class InsetLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    let extra: CGFloat = collectionView?.dragDelegate == nil ? 0 : 10
                    itemSize = CGSize(width: 50 + extra, height: 50)
                }
            }

            final class InsetViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .brandAccent }
            }
            """
        ],
        // Made only with arguments, one of them its delegate; a data source and a delegate of
        // two protocols; an optional requirement asked about with responds(to:) first.
        "Mozaic": [
            "MozaicLayout.swift": """
            import UIKit

            @objc protocol MozaicDataSource: AnyObject {
                func numberOfColumns(in layout: MozaicLayout) -> Int
            }

            @objc protocol MozaicDelegate: AnyObject {
                func rowHeight(for layout: MozaicLayout) -> CGFloat
                @objc optional func collectionView(_ collectionView: UICollectionView, spanForItemAt indexPath: IndexPath) -> Int
            }

            final class MozaicLayout: UICollectionViewLayout {
                weak var dataSource: MozaicDataSource?
                private weak var delegate: MozaicDelegate?
                private let gap: CGFloat
                private var frames: [CGRect] = []

                init(delegate: MozaicDelegate, gap: CGFloat) {
                    self.delegate = delegate
                    self.gap = gap
                    super.init()
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override var collectionViewContentSize: CGSize {
                    CGSize(width: collectionView?.bounds.width ?? 0, height: frames.map(\\.maxY).max() ?? 0)
                }

                override func prepare() {
                    super.prepare()
                    guard let collectionView, let dataSource, let delegate else { return }
                    let columns = dataSource.numberOfColumns(in: self)
                    let width = collectionView.bounds.width / CGFloat(columns)
                    let height = delegate.rowHeight(for: self)
                    frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                        let path = IndexPath(item: item, section: 0)
                        // Asked first, as Objective-C code does; the stand-in does not implement it.
                        let span = delegate.responds(to: #selector(MozaicDelegate.collectionView(_:spanForItemAt:)))
                            ? delegate.collectionView!(collectionView, spanForItemAt: path) : 1
                        return CGRect(x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * (height + gap),
                                      width: width * CGFloat(span), height: height)
                    }
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    frames.enumerated().filter { $0.element.intersects(rect) }.map { item, frame in
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = frame
                        return attributes
                    }
                }
            }
            """
        ],
        // The common left-aligned flow subclass that changes super's attributes in place.
        "LeftAligned": [
            "LeftAlignedLayout.swift": """
            import UIKit

            final class LeftAlignedLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    var x = sectionInset.left, y: CGFloat = -1
                    for cell in attributes ?? [] where cell.representedElementCategory == .cell {
                        if cell.frame.origin.y != y { (x, y) = (sectionInset.left, cell.frame.origin.y) }
                        cell.frame.origin.x = x
                        x += cell.frame.width + minimumInteritemSpacing
                    }
                    return attributes
                }
            }
            """
        ],
        // A layout that lays out only once its collection view is on screen (as sticky split
        // layouts do): superview and window are there, the window as large as the view.
        "OnScreen": [
            "OnScreenRows.swift": """
            import UIKit

            final class OnScreenRows: UICollectionViewLayout {
                override var collectionViewContentSize: CGSize {
                    guard let collectionView, collectionView.superview != nil, let window = collectionView.window else { return .zero }
                    return CGSize(width: window.bounds.width, height: 100 * CGFloat(collectionView.numberOfItems(inSection: 0)))
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = CGRect(x: 0, y: 100 * CGFloat(item), width: collectionViewContentSize.width, height: 100)
                        return attributes
                    }.filter { $0.frame.intersects(rect) }
                }
            }
            """
        ],
        // Configuration the app sets before the first pass.
        "Configured": [
            "CardSwiperLayout.swift": """
            import UIKit

            final class CardSwiperLayout: UICollectionViewFlowLayout {
                internal var cellHeight: CGFloat?
                internal var spacing: CGFloat? = 10

                override func prepare() {
                    super.prepare()
                    guard let cellHeight = cellHeight, let spacing = spacing else { return }
                    itemSize = CGSize(width: (collectionView?.bounds.width ?? 0) - 2 * spacing, height: cellHeight)
                    minimumLineSpacing = spacing
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cellHeight == nil ? [] : super.layoutAttributesForElements(in: rect)
                }
            }
            """
        ]
    ]

    /// The folder, written once for the suite (its plugins build once, on first use).
    static let root: String = {
        let root = Executable.temporaryWorkspace()
        for (plugin, files) in plugins.merging(["Corpus": ["Corpus.swift": OptionalRequirementCorpusTests.file]], uniquingKeysWith: { $1 }) {
            let folder = root + "/Layouts/" + plugin
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, text) in files { try? text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        }
        return root
    }()

    func run(_ commands: String) async throws -> Executable.Run {
        try await Executable.run(["--keep-going", "-c", "size 390x844; items 6; " + commands], plugins: "Layouts", directory: Self.root)
    }

    /// The frames of an `attrs --json` document's elements.
    func frames(_ run: Executable.Run) -> [[Double]] {
        run.json.objects("elements").map { element in (element["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }
    }

    /// The collection view is on screen: its window, as large as the view, is its superview.
    /// 6 rows of 100 in a view 844 wide: content 844 × 600 (without a window, zero).
    @Test func theCollectionViewIsInAWindow() async throws {
        let run = try await run("size 844x390; use on-screen-rows; state --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json.numbers("contentSize") == [844, 600], "\(run.stdout)")
    }

    /// Items of 100 × 40 with flow's default spacing of 10: 390 holds 3 (3·100 + 2·10 = 320 ≤
    /// 390 < 430), the 90 left over spread over 2 gaps: x 0, 145, 290.
    @Test func aStructsFactoryAndLinuxFoundationsDifferences() async throws {
        let run = try await run("use columns-maker-create; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(3).map { $0.first } == [0, 145, 290], "\(run.stdout)")
        #expect(frames(run).first?.suffix(2) == [100, 40])
    }

    /// Thirds of 390 wide (130), each half the width tall (195): four items are three in the first
    /// row (x 0, 130, 260) and one in the second (y 195).
    @Test func theLayoutAControllerMakesInItsInitialiser() async throws {
        let run = try await run("items 4; use library-collection-view-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run) == [[0, 0, 130, 195], [130, 0, 130, 195], [260, 0, 130, 195], [0, 195, 130, 195]], "\(run.stdout)")
    }

    @Test func frameworkAndSubmoduleImportsAndImplicitUIKit() async throws {
        let run = try await run("use tilt-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        // Six 100-point squares down the left edge, each turned π/8 about its centre: the frame
        // is the turned square's bounding box, 100·(cos π/8 + sin π/8) = 130.6563 wide, about
        // (50, 50): x = y = 50 − 65.3281 = −15.3281.
        let first = frames(run).first ?? []
        #expect(first.count == 4 && zip(first, [-15.3281, -15.3281, 130.6563, 130.6563]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(run.stdout)")
        #expect(run.json.objects("elements").count == 6)
    }

    @Test func iOSOnlyConditionsAndATypeAliasedBase() async throws {
        let run = try await run("layouts; use platform-flow-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        // The iOS branch: 120 × 60 items; 390 fits 3 (3·120 = 360 ≤ 390), the 30 left spread over 2
        // gaps: 0, 135, 270.
        #expect(frames(run).prefix(3).map(\.first) == [0, 135, 270])
        #expect(frames(run).first?.last == 60)
    }

    @Test func optionalRequirementsInConditionsAndOverridesInExtensions() async throws {
        let run = try await run("use sizing-flow-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        // prepare() from the extension sets 50 × 40; no delegate answers, so the guard's else: 50 × 40 + 0.
        let sizes = frames(run).map { Array($0.suffix(2)) }
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 == [50, 40] }, "\(run.stdout)")
    }

    @Test func viewsAroundALayoutAndTheAppsOwnColours() async throws {
        let run = try await run("use mirror-layout; attrs --json; rtl on; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        // frame set twice (init and the height), each didSet rounding the corners to half the
        // height (30 / 2 = 15): y 15, height 2 · 10.
        let documents = run.documents.compactMap { $0 as? [String: Any] }
        #expect(documents.first?.objects("elements").first?["frame"] as? [Double] == [0, 15, 100, 20], "\(run.stdout)")
        // Right to left: UIApplication follows the collection view, 390 − 100 = 290.
        #expect(documents.last?.objects("elements").first?["frame"] as? [Double] == [290, 15, 100, 20], "\(run.stdout)")
        #expect(
            run.stderr.contains("warning: Views: the app defines UIColor.brandBackground, UIColor.cornflowerBlue in a file not in this folder"),
            "\(run.stderr)")
    }

    @Test func aStandInDelegateAnswersFromParameters() async throws {
        let run = try await run(
            "use mosaic-layout; attrs --json; state; param delegate.heightForItemAt 120,80,200; param delegate.numberOfColumns 3; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        let documents = run.documents.compactMap { $0 as? [String: Any] }
        // Defaults: 2 columns of 195, rows 100 tall.
        let first = documents.first?.objects("elements").compactMap { $0["frame"] as? [Double] } ?? []
        #expect(first.prefix(2) == [[0, 0, 195, 100], [195, 0, 195, 100]], "\(run.stdout)")
        #expect(run.stdout.contains("delegate       a stand-in"))
        // Three columns of 130; heights 120, 80, 200 cycled: item 3 is under item 0, at y 120.
        let second = documents.last?.objects("elements").compactMap { $0["frame"] as? [Double] } ?? []
        #expect(second.count == 6 && second[3] == [0, 120, 130, 120], "\(second)")
    }

    /// UIKit's console warning, once, for a flow subclass that changes the attributes `super`
    /// returned without copying them (UIKit finds it as a mismatch with its cached frames): six
    /// 50-point cells justified in 390 sit at 68 · i ((390 − 6 · 50) / 5 = 18 apart); moved
    /// left they sit at 60 · i (50 + the interitem spacing 10), so item 1's cached 68 differs.
    @Test func changingSupersAttributesWithoutCopyingWarnsOnce() async throws {
        let run = try await run("use left-aligned-layout; attrs --json; offset 0 10; attrs; offset 0 20; attrs")
        #expect(run.status == 0, "\(run.stderr)")
        let frames = run.documents.compactMap { $0 as? [String: Any] }.first?.objects("elements").compactMap { $0["frame"] as? [Double] } ?? []
        #expect(frames.map { $0[0] } == [0, 60, 120, 180, 240, 300], "\(run.stdout)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("cached frame mismatch") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(
            warnings.first?.hasPrefix(
                "warning: UICollectionViewFlowLayout has cached frame mismatch for index path 0-1 - cached value: {{68, 0}, {50, 50}}; expected value: {{60, 0}, {50, 50}}"
            ) == true, "\(run.stderr)")
        #expect(
            warnings.first?.hasSuffix(
                "This is likely occurring because the flow layout subclass LeftAlignedLayout is modifying attributes returned by UICollectionViewFlowLayout without copying them"
            ) == true)
    }

    /// One stand-in is the data source and the delegate, passed to the only initialiser with the
    /// other argument's default; responds(to:) is false for the optional method it lacks.
    @Test func oneStandInForTwoProtocolsThroughTheInitialiser() async throws {
        let run = try await run("use mozaic-layout; attrs --json; param delegate.numberOfColumns 3; param delegate.rowHeight 50; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        let documents = run.documents.compactMap { $0 as? [String: Any] }
        // Defaults: 2 columns of 390 / 2 = 195, rows 100 tall, gap 100 (a length's default):
        // item 2 starts the second row at y = 100 + 100 = 200; spans are 1 (responds(to:) false).
        let first = documents.first?.objects("elements").compactMap { $0["frame"] as? [Double] } ?? []
        #expect(first.prefix(3) == [[0, 0, 195, 100], [195, 0, 195, 100], [0, 200, 195, 100]], "\(run.stdout)\(run.stderr)")
        // 3 columns of 130, rows of 50: item 4 is in row 1, column 1, at y = 50 + 100 = 150.
        let second = documents.last?.objects("elements").compactMap { $0["frame"] as? [Double] } ?? []
        #expect(second.count == 6 && second[4] == [130, 150, 130, 50], "\(second)")
    }

    @Test func aStandInIsTheCollectionViewsDelegateAndSizesComeFromTheData() async throws {
        let run = try await run("use waterfall-layout; snapshot size S0-1 100x300; apply; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        // Two columns of 195 (the optional column count is nil); 100 × 100 items are 195 tall, item
        // 1's size from the data (100 × 300) makes it 585.
        #expect(frames(run).prefix(2) == [[0, 0, 195, 195], [195, 0, 195, 585]], "\(run.stdout)")
    }

    @Test func theAppsOwnAdopterIsUsedInsteadOfAStandIn() async throws {
        let run = try await run("use shelf-layout; attrs --json; state")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).first?.last == 77)
        #expect(run.stdout.contains("delegate       the app's ShelfViewController"), "\(run.stdout)")
    }

    /// A fileprivate knob is a parameter; private state the layout assigns is not. Three columns of
    /// 390 / 3 = 130, inset 10 (cellPadding): item 1 at x 130 + 10 = 140, 110 wide, 80 tall.
    @Test func privateKnobsAreParametersAndPrivateStateIsNot() async throws {
        let run = try await run("items 4; use masonry-layout; param numberOfColumns 3; param cellPadding 10; attrs --json; params")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(2) == [[10, 10, 110, 80], [140, 10, 110, 80]], "\(run.stdout)")
        #expect(!run.stdout.contains("contentHeight"), "\(run.stdout)")
    }

    @Test func aMissingSymbolTheGeometryReadsStaysAnError() async throws {
        let run = try await run("use inset-layout")
        #expect(run.status != 0)
        #expect(run.stderr.contains("error: UIKit shim: `UICollectionView.dragDelegate` is not available in layoutbench"), "\(run.stderr)")
        #expect(!run.stderr.contains("took their place"), "\(run.stderr)")
    }

    @Test func optionalConfigurationIsAParameterSetBeforeTheFirstPass() async throws {
        let unset = try await run("use card-swiper-layout; attrs --json")
        #expect(unset.json.objects("elements").isEmpty)
        // 390 − 2 · 10 = 370 wide, 300 tall, 10 apart: item 1 at y 310.
        let onUse = try await run("use card-swiper-layout cellHeight=300; attrs --json")
        #expect(frames(onUse).prefix(2) == [[10, 0, 370, 300], [10, 310, 370, 300]], "\(onUse.stderr)")
        let noPass = try await run(
            "use card-swiper-layout --no-pass; param spacing 20; param cellHeight 200; attrs --json; param cellHeight nil; attrs --json; params")
        #expect(noPass.status == 0, "\(noPass.stderr)")
        let documents = noPass.documents.compactMap { $0 as? [String: Any] }
        // 390 − 40 = 350 wide, 200 tall, 20 apart.
        #expect(documents.first?.objects("elements").compactMap { $0["frame"] as? [Double] }.prefix(2) == [[20, 0, 350, 200], [20, 220, 350, 200]])
        #expect(documents.last?.objects("elements").isEmpty == true)
        #expect(noPass.stdout.contains("cellHeight") && noPass.stdout.contains("number?"))
    }
}
