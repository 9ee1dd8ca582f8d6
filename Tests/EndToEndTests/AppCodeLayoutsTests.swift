import Foundation
import Testing

/// App code as users copy it (written here, in the shapes public apps have): layouts built where
/// the app builds its collection view, code from older Swift, app code around the layout that
/// is not the layout's, and the iOS API such code touches. One folder outside the repository,
/// one plugin per shape, built once for the suite.
@Suite(.serialized)
struct AppCodeLayoutsTests {
    static let plugins: [String: [String: String]] = [
        // A flow layout configured inside a `lazy var collectionView` closure of a controller.
        "Movies": [
            "MoviesViewController.swift": """
            import UIKit

            final class MoviesViewController: UIViewController {
                lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 110, height: 160)
                    layout.minimumLineSpacing = 12
                    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                }
            }
            """
        ],
        // A layout made in viewDidLoad and a view whose initialiser takes closures.
        "Shelf": [
            "Shelf.swift": """
            import UIKit

            final class ShelfViewController: UIViewController {
                private var shelf: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout: UICollectionViewFlowLayout = .init()
                    layout.itemSize = CGSize(width: view.bounds.width / 3, height: 50)
                    layout.minimumInteritemSpacing = 0
                    layout.minimumLineSpacing = 0
                    shelf = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(shelf)
                }
            }

            final class StripView: UIView {
                private let strip: UICollectionView

                init(startAction: @escaping () -> Void, pick: @escaping (Int) -> Bool) {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    layout.itemSize = CGSize(width: 60, height: 60)
                    strip = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    super.init(frame: .zero)
                    addSubview(strip)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """
        ],
        // A collection view subclass that makes its own layout (a chat's inverted list).
        "Chat": [
            "ChatCollectionView.swift": """
            import UIKit

            final class ChatCollectionView: UICollectionView {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 390, height: 44)
                    flow.minimumLineSpacing = 4
                    super.init(frame: frame, collectionViewLayout: flow)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        ],
        // Swift 3 and 4 names, as in layouts of those years.
        "Cards": [
            "CardStackLayout.swift": """
            import UIKit

            class CardStackLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    sectionInset = UIEdgeInsetsMake(10, 20, 10, 20)
                    itemSize = CGSize(width: 100, height: 60)
                    minimumInteritemSpacing = 0
                    collectionView?.decelerationRate = UIScrollViewDecelerationRateFast
                    let label = UILabel()
                    label.attributedText = NSAttributedString(string: "x", attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 12)])
                    collectionView?.bringSubview(toFront: label)
                    _ = UICollectionElementKindSectionHeader
                }
            }
            """
        ],
        // Swift 2: out of reach, said in one line.
        "Ancient": [
            "AncientLayout.swift": """
            import UIKit

            class AncientLayout: UICollectionViewLayout {
                var cache = [UICollectionViewLayoutAttributes]()
                override func prepareLayout() {
                    for var i = 0; i < 10; i++ {
                        let attributes = UICollectionViewLayoutAttributes(forCellWithIndexPath: NSIndexPath(forItem: i, inSection: 0))
                        attributes.frame = CGRectMake(0, CGFloat(i) * 50, 100, 50)
                        cache.append(attributes)
                    }
                }
                override func layoutAttributesForElementsInRect(rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    return cache
                }
            }
            """
        ],
        // A factory in an extension of UIKit's type, beside SwiftUI code and a preview.
        "Pages": [
            "PagingLayout.swift": """
            import UIKit

            extension UICollectionViewLayout {
                static func paging() -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            #Preview {
                UIViewController()
            }
            """,
            "PageTabBar.swift": """
            import SwiftUI

            struct PageTabBar: View {
                var body: some View { Text("tabs") }
            }
            """
        ],
        // A controller that is its flow layout's delegate and answers from its own array.
        "Films": [
            "FilmsViewController.swift": """
            import UIKit

            final class FilmsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private var heights: [CGFloat] = [120, 160, 90]

                lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    view.delegate = self
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 100, height: heights[indexPath.item])
                }
            }
            """
        ],
        // A week grid a view makes with itself as the layout's delegate, which traps until the app
        // configures it; the layout set again later, in a method the app calls; a header view that
        // sets its grid up in awakeFromNib(); the layout class, whose delegate only its
        // initialiser gives.
        "Week": [
            "Week.swift": """
            import UIKit

            protocol WeekSource: AnyObject { func numberOfDays() -> Int }

            final class WeekLayout: UICollectionViewFlowLayout {
                private weak var source: WeekSource?

                convenience init(source: WeekSource) {
                    self.init()
                    self.source = source
                }

                override func prepare() {
                    super.prepare()
                    let side = collectionView!.bounds.width / CGFloat(source!.numberOfDays())
                    itemSize = CGSize(width: side, height: side)
                    minimumInteritemSpacing = 0
                    minimumLineSpacing = 0
                }
            }

            struct WeekConfiguration { var days: Int }

            final class WeekView: UIView, WeekSource, UICollectionViewDelegate {
                var configuration: WeekConfiguration!
                private var grid: UICollectionView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    commonInit()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    commonInit()
                }

                func reload() { relayout() }

                private func relayout() {
                    grid.setCollectionViewLayout(WeekLayout(source: self), animated: true)
                }

                private func commonInit() {
                    grid = UICollectionView(frame: bounds, collectionViewLayout: WeekLayout(source: self))
                    grid.delegate = self
                    addSubview(grid)
                }

                func numberOfDays() -> Int { configuration.days }
            }

            final class HeaderView: UIView, WeekSource {
                private var days: UICollectionView!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    setUp()
                }

                private func setUp() {
                    days = UICollectionView(frame: bounds, collectionViewLayout: WeekLayout(source: self))
                    addSubview(days)
                }

                func numberOfDays() -> Int { 5 }
            }
            """
        ],
        // A view whose layout reads a width the view sets in layoutSubviews(): nil here, a trap in
        // the layout's own code with the view as the collection view's delegate.
        "Agenda": [
            "Agenda.swift": """
            import UIKit

            final class AgendaLayout: UICollectionViewFlowLayout {
                weak var agenda: AgendaView?
                var columnWidth: CGFloat!

                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: columnWidth, height: 44)
                }
            }

            final class AgendaView: UIView, UICollectionViewDelegate {
                private var list: UICollectionView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let layout = AgendaLayout()
                    layout.agenda = self
                    list = UICollectionView(frame: bounds, collectionViewLayout: layout)
                    list.delegate = self
                    addSubview(list)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    (list.collectionViewLayout as? AgendaLayout)?.columnWidth = bounds.width / 7
                }
            }
            """
        ],
        // A controller made with a protocol nothing here adopts, whose collection view is made
        // with `.init(…)` and is its own data source, beside a method that needs the app's store.
        "Inbox": [
            "InboxViewController.swift": """
            import UIKit

            protocol InboxEvents: AnyObject {
                func didOpen(_ thread: String)
            }

            struct InboxTheme {
                var rowHeight: CGFloat = 64
            }

            final class InboxViewController: UIViewController, UICollectionViewDataSource {
                private let theme: InboxTheme
                private let events: InboxEvents
                private var list: UICollectionView!

                init(theme: InboxTheme, events: InboxEvents, animated: Bool) {
                    self.theme = theme
                    self.events = events
                    super.init(nibName: nil, bundle: nil)
                    setUpList()
                }

                required init?(coder: NSCoder) { fatalError() }

                private func setUpList() {
                    let layout: UICollectionViewFlowLayout = .init()
                    layout.itemSize = CGSize(width: 390, height: theme.rowHeight)
                    layout.minimumLineSpacing = 0
                    let list: UICollectionView = .init(frame: .zero, collectionViewLayout: layout)
                    list.dataSource = self
                    view.addSubview(list)
                    self.list = list
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }

                func archiveAll() {
                    ThreadStore.shared.archiveAll()
                }
            }
            """
        ],
        // A controller that is its flow layout's delegate, in an extension, beside a property of
        // a module the build lacks and a selection handler that needs the app's other screens.
        "Reels": [
            "ReelsViewController.swift": """
            import UIKit
            import RxSwift

            final class ReelsViewController: UIViewController {
                let reels: Variable<[String]> = Variable([])
                let padding: CGFloat = 16
                let layout = UICollectionViewFlowLayout()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            }

            extension ReelsViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: view.frame.width - 2 * padding, height: 140)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    12
                }

                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    present(ReelViewController(reel: reels.value[indexPath.item]), animated: true)
                }
            }
            """
        ],
        // A folder with no layout.
        "Helpers": [
            "Formatting.swift": """
            import Foundation

            struct PriceFormatter {
                func text(_ value: Double) -> String { String(format: "%.2f", value) }
            }
            """
        ],
        // The iOS API around layouts the SDK mirrors: NSIndexPath's UIKit additions, the iOS 15
        // diffable API in a section provider, KVO, the newer controls and button configurations.
        "Sections": [
            "SectionsViewController.swift": """
            import UIKit

            final class SectionsViewController: UIViewController {
                enum Section: Int { case small, large }
                private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
                private var observation: NSKeyValueObservation?
                private let toolbar = UIToolbar()
                private let slider = UISlider()
                private let pages = UIPageControl()
                private let picker = UIPickerView()
                private let notes = UITextView()

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        let section = self?.dataSource?.sectionIdentifier(for: index) ?? .small
                        let side: CGFloat = section == .large ? 200 : 100
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                        UICollectionViewCell()
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
                    snapshot.appendSections([.large, .small])
                    snapshot.appendItems([1, 2], toSection: .large)
                    snapshot.appendItems([3], toSection: .small)
                    dataSource.apply(snapshot, animatingDifferences: false)
                    observation = collectionView.observe(\\.contentSize, options: [.new]) { _, _ in }
                    let path = NSIndexPath(item: 2, section: 1)
                    slider.value = Float(path.item + path.section)
                    pages.numberOfPages = 3
                    pages.currentPage = 5
                    var configuration = UIButton.Configuration.filled()
                    configuration.title = "Go"
                    toolbar.items = [UIBarButtonItem(customView: UIButton(configuration: configuration))]
                    notes.text = "notes"
                    picker.selectRow(1, inComponent: 0, animated: false)
                }
            }
            """
        ]
    ]

    /// The folder, written once for the suite (its plugins build once, on first use).
    static let root: String = {
        let root = Executable.temporaryWorkspace()
        for (plugin, files) in plugins {
            let folder = root + "/Layouts/" + plugin
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, text) in files { try? text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        }
        let objectiveC = root + "/Layouts/Calendar"
        try? FileManager.default.createDirectory(atPath: objectiveC, withIntermediateDirectories: true)
        try? "@implementation CalendarLayout\n@end\n".write(toFile: objectiveC + "/CalendarLayout.m", atomically: true, encoding: .utf8)
        return root
    }()

    func run(_ commands: String) async throws -> Executable.Run {
        try await Executable.run(["--keep-going", "-c", "size 390x844; items 6; " + commands], plugins: "Layouts", directory: Self.root)
    }

    func frames(_ run: Executable.Run) -> [[Double]] {
        run.json.objects("elements").map { element in (element["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }
    }

    /// The lazy closure's flow layout: 110 × 160 items inside 16-point insets; 390 − 32 = 358
    /// holds 3 (3·110 + 2·10 = 350 ≤ 358), the 28 left over spread over 2 gaps: x 16, 140, 264;
    /// rows 160 + 12 apart: y 16, 188.
    @Test func theLayoutALazyCollectionViewIsMadeWith() async throws {
        let run = try await run("use movies-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(4).map { [$0[0], $0[1]] } == [[16, 16], [140, 16], [264, 16], [16, 188]], "\(run.stdout)")
    }

    /// viewDidLoad reads the view's bounds as UIKit's loaded view has them (the screen's 390):
    /// items 130 × 50, three to a row with no spacing. The view made with closures it was never
    /// given: horizontal rows of 60 × 60 items.
    @Test func layoutsMadeInViewDidLoadAndInAViewsInitialiser() async throws {
        let run = try await run("use shelf-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(4) == [[0, 0, 130, 50], [130, 0, 130, 50], [260, 0, 130, 50], [0, 50, 130, 50]], "\(run.stdout)")
        let strip = try await self.run("use strip-view-layout; attrs --json")
        #expect(strip.status == 0, "\(strip.stderr)")
        #expect(frames(strip).first == [0, 0, 60, 60], "\(strip.stdout)")
    }

    /// The collection view subclass's own layout: rows 390 × 44, 4 apart: y 0, 48, 96.
    @Test func theLayoutACollectionViewSubclassMakesItself() async throws {
        let run = try await run("use chat-collection-view-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(3).map { $0[1] } == [0, 48, 96], "\(run.stdout)")
    }

    /// The old names migrated as the compiler's fix-its would, said in one line: insets 10/20,
    /// 100 × 60 items with no spacing between: 350 holds 3 (300 ≤ 350 < 400), the 50 left over
    /// spread over 2 gaps: x 20, 145, 270.
    @Test func oldSwiftNamesAreMigrated() async throws {
        let run = try await run("use card-stack-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(3).map { $0[0] } == [20, 145, 270], "\(run.stdout)")
        #expect(run.stderr.contains("CardStackLayout.swift: 5 old Swift names migrated"), "\(run.stderr)")
        #expect(run.stderr.contains("UIEdgeInsetsMake(…) → UIEdgeInsets(top: …, left: …, bottom: …, right: …)"), "\(run.stderr)")
    }

    /// Swift 2 code gets one line saying so, not its errors.
    @Test func swiftTwoIsSaidInOneLine() async throws {
        let run = try await run("use ancient-layout")
        #expect(run.status != 0)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains("AncientLayout.swift") && $0.contains("error:") }
        #expect(errors.count == 1, "\(run.stderr)")
        #expect(errors.first?.contains("written in Swift 2 or earlier (override func prepareLayout(…)") == true, "\(run.stderr)")
    }

    /// The factory in `extension UICollectionViewLayout` is named by itself and built without the
    /// SwiftUI file; the preview is not in the build. One 390 × 200 item a group, groups down the
    /// section: y 0, 200.
    @Test func aFactoryInAnExtensionOfUIKitBesideSwiftUI() async throws {
        let run = try await run("items 2; use paging; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run) == [[0, 0, 390, 200], [0, 200, 390, 200]], "\(run.stdout)")
        #expect(run.stderr.contains("PageTabBar.swift"), "the left-out file is named: \(run.stderr)")
    }

    /// The controller's delegate reads its own three heights; with six items it traps: the layout
    /// runs with the stand-in (UIKit's defaults: the layout's 100 × 100) and says so in one line;
    /// `state` names the delegate in use, and `delegate=app` chooses the app's again.
    @Test func theAppsDelegateTrapsAndTheStandInTakesOver() async throws {
        let run = try await run("use films-layout; attrs --json; state")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).count == 6 && frames(run).allSatisfy { $0[2] == 100 && $0[3] == 100 }, "\(run.stdout)")
        #expect(run.stderr.contains("films-layout runs with the stand-in delegate instead of the app's"), "\(run.stderr)")
        #expect(run.stdout.contains("delegate       the stand-in"), "\(run.stdout)")
        let app = try await self.run("items 3; use films-layout delegate=app; attrs --json; state")
        #expect(app.status == 0, "\(app.stderr)")
        // Three items, heights 120, 160, 90, centred on their line of 160 (flow's default).
        #expect(frames(app).map { $0[3] } == [120, 160, 90], "\(app.stdout)")
        #expect(app.stdout.contains("delegate       the app's FilmsViewController"), "\(app.stdout)")
    }

    /// A folder that offers nothing says what discovery saw; a folder of Objective-C says so.
    @Test func foldersThatOfferNothingSaySo() async throws {
        let run = try await run("layouts")
        #expect(run.stderr.contains("not offered: (the folder) (Helpers): no layout among its 1 type (PriceFormatter)"), "\(run.stderr)")
        #expect(run.stderr.contains("Calendar holds Objective-C (.m) and no Swift"), "\(run.stderr)")
    }

    /// The diffable data source's iOS 15 sectionIdentifier(for:) drives the section provider:
    /// section 0 is `.large` (200-point items), section 1 `.small` (100). The rest of the API
    /// (NSIndexPath's item, KVO, controls, button configurations) compiles and runs.
    @Test func theIOSAPIAroundLayoutsCompilesAndAnswers() async throws {
        let run = try await run("items 2 1; use sections-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).map { $0[2] } == [200, 200, 100], "\(run.stdout)")
    }
    /// The week view's code makes its layout with the view as the layout's delegate, which traps
    /// on the configuration the app sets later: the stand-in takes the view's place in the
    /// layout, answering 2 days (a count's default), so items are 390 / 2 = 195 square.
    @Test func theStandInTakesTheDelegateTheAppsCodeGaveItsLayout() async throws {
        let run = try await run("use week-view-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("week-view-layout runs with the stand-in delegate instead of the app's"), "\(run.stderr)")
        #expect(frames(run).prefix(2) == [[0, 0, 195, 195], [195, 0, 195, 195]], "\(run.stdout)")
    }

    /// Offered: the view's grid (once: the layout set again in relayout() is not, and `layouts`
    /// says why), the header's, made as a nib makes it (its 5 days: 78-point items), and the
    /// layout class made with `init(source:)` and the app's HeaderView as the source.
    @Test func onlyLayoutsTheRunMakesAreOffered() async throws {
        let layouts = try await run("layouts")
        let rows: [[Substring]] = layouts.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        let ids = Set(rows.filter { $0.count > 1 && $0[1] == "Week" }.map { String($0[0]) })
        #expect(ids == ["week-view-layout", "header-view-layout", "week-layout"], "\(layouts.stdout)")
        #expect(
            layouts.stderr.contains(
                "not offered: WeekView's collection view layout in relayout() (Week): relayout() runs only from "
                    + "reload(), which the app calls later"), "\(layouts.stderr)")
        for id in ["header-view-layout", "week-layout"] {
            let run = try await run("use \(id); attrs --json")
            #expect(run.status == 0 && !run.stderr.contains("stand-in"), "\(id): \(run.stderr)")
            #expect(frames(run).first == [0, 0, 78, 78], "\(id): \(run.stdout)")
        }
    }

    /// The agenda's layout traps on a width its view sets in layoutSubviews(), in the layout's own
    /// code: the view (the collection view's delegate) had no part in it, so the stand-in is
    /// not tried, and the trap is said once as it is.
    @Test func aTrapTheDelegateHadNoPartInKeepsTheAppsDelegate() async throws {
        let run = try await run("use agenda-view-layout; attrs")
        #expect(run.status != 0)
        #expect(run.stderr.contains("agenda-view-layout trapped in prepare()"), "\(run.stderr)")
        #expect(!run.stderr.contains("stand-in"), "\(run.stderr)")
    }

    /// The inbox is made with a stand-in for the events protocol nothing here adopts, its
    /// `.init(…)` collection view found; built without archiveAll() (the app's store), it stays
    /// its collection view's data source. Rows 390 × 64, no spacing: y 0, 64, 128.
    @Test func aControllerMadeWithAStandInAndItsDataSourceKept() async throws {
        let run = try await run("use inbox-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(3) == [[0, 0, 390, 64], [0, 64, 390, 64], [0, 128, 390, 64]], "\(run.stdout)")
    }

    /// Built without what needs RxSwift and the app's other screens, the controller keeps the
    /// flow layout delegate methods UIKit calls: items (390 − 2·16) × 140, 12 apart, centred
    /// on their line: x 16, y 0, 152.
    @Test func aReducedControllerKeepsItsFlowLayoutDelegateMethods() async throws {
        let run = try await run("use reels-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(2) == [[16, 0, 358, 140], [16, 152, 358, 140]], "\(run.stdout)")
    }
}
