import Testing
@testable import LayoutDiscovery

/// Layouts app code gives its collection views, in the shapes the trial's apps wrote them: the
/// ways a collection view is made, owners made with what the folder has, the sites the
/// workbench's run reaches, and ids that stay unique.
struct AppCodeSiteTests {
    static func discover(_ text: String) -> (plan: PluginSourcePlan, skipped: [SkippedLayout]) {
        let files = [SourceFile(path: "/u/A.swift", text: text)]
        return (PluginSourcePlan.make(name: "P", files: files), PluginSourcePlan.discovery(files: files).skipped)
    }

    /// `.init(…)` with the type from the context, `UICollectionView.init(…)`, and a collection
    /// view subclass's convenience `self.init(frame:collectionViewLayout:)` make a collection view.
    @Test func collectionViewsMadeWithInit() {
        let (plan, _) = Self.discover(
            """
            import UIKit
            final class GridViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout: UICollectionViewFlowLayout = .init()
                    let collectionView: UICollectionView = .init(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(collectionView)
                }
            }
            final class StripView: UIView {
                let strip = UICollectionView.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            final class FeedView: UICollectionView {
                convenience init() {
                    self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                }
            }
            """)
        #expect(plan.layouts.map(\.id) == ["feed-view-layout", "grid-layout", "strip-view-layout"])
    }

    /// A controller whose initialiser takes a protocol of the folder that nothing in it adopts
    /// (the app's adopter is elsewhere) is made with a stand-in for it, declared in the entry.
    @Test func anOwnerTakingAProtocolNothingAdoptsGetsAStandIn() throws {
        let (plan, _) = Self.discover(
            """
            import UIKit
            protocol ChatEvents: AnyObject {
                func didShow(_ message: String)
                func unreadCount() -> Int
            }
            struct Theme { var spacing: CGFloat = 4 }
            final class ChatViewController: UIViewController {
                private var events: ChatEvents
                private let theme: Theme
                init(theme: Theme, events: ChatEvents, animated: Bool) {
                    self.theme = theme
                    self.events = events
                    super.init(nibName: nil, bundle: nil)
                    setUp()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setUp() {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = theme.spacing
                    let list = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    view.addSubview(list)
                }
            }
            """)
        let layout = try #require(plan.layouts.first)
        #expect(plan.layouts.map(\.id) == ["chat-layout"])
        #expect(
            layout.companion?.contains("ChatViewController(theme: Theme(), events: LayoutbenchStandIn_ChatEvents(), animated: ") == true,
            "\(layout.companion ?? "")")
        let entry = try #require(plan.entrySource)
        #expect(entry.contains("final class LayoutbenchStandIn_ChatEvents: StandInDelegate, ChatEvents {"), "\(entry)")
        #expect(entry.contains("func didShow(_ a0: String) {}"), "\(entry)")
    }

    /// An owner nothing can make says so, as a factory's owner does.
    @Test func anOwnerThatCannotBeMadeSaysSo() {
        let (plan, skipped) = Self.discover(
            """
            import UIKit
            final class AlbumViewController: UIViewController {
                init(service: PhotoService) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()))
                }
            }
            """)
        #expect(plan.layouts.isEmpty)
        #expect(
            skipped == [
                SkippedLayout(
                    name: "AlbumViewController's collection view layout",
                    reason: "AlbumViewController cannot be made: init(service:) takes what only the app has")
            ])
    }

    /// Only the sites the workbench's run reaches are offered: a layout set in a method the app
    /// calls later is not, and says why; a view that sets itself up in awakeFromNib() is made as
    /// a nib makes it, so its layout is offered.
    @Test func onlySitesTheRunReachesAreOffered() throws {
        let (plan, skipped) = Self.discover(
            """
            import UIKit
            final class MonthView: UIView {
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
                    grid.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
                }
                private func commonInit() {
                    grid = UICollectionView(frame: bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    addSubview(grid)
                }
            }
            final class HeaderView: UIView {
                private var days: UICollectionView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    setUp()
                }
                private func setUp() {
                    days = UICollectionView(frame: bounds, collectionViewLayout: UICollectionViewFlowLayout())
                }
            }
            """)
        #expect(plan.layouts.map(\.id) == ["header-view-layout", "month-view-layout"])
        let header = try #require(plan.layouts.first)
        #expect(header.companion == "AppCodeLayouts.making { { let made = HeaderView(coder: StoryboardCoder())!; made.awakeFromNib(); return made }() }")
        #expect(
            skipped == [
                SkippedLayout(
                    name: "MonthView's collection view layout in relayout()",
                    reason:
                        "relayout() runs only from reload(), which the app calls later; the workbench makes MonthView and reads its lazy properties, which do not call it"
                )
            ])
    }

    /// A collection view subclass's layout made in init?(coder:) is a nib's, not the run's (made
    /// with init()), and says so; the member access `grid.reload()` is not its own reload().
    @Test func aNibsInitialiserAndOtherValuesMembersAreNotTheRunsWay() {
        let (plan, skipped) = Self.discover(
            """
            import UIKit
            final class FeedView: UICollectionView {
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                convenience init() {
                    self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    grid.reload()
                }
                required init?(coder: NSCoder) {
                    super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                }
                func reload() { setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false) }
            }
            """)
        #expect(plan.layouts.map(\.id) == ["feed-view-layout", "feed-view-layout-2"])
        #expect(
            skipped.map(\.reason) == [
                "init(coder:) runs only when a storyboard or nib makes FeedView; the workbench makes it with its other initialisers",
                "reload() runs only when the app calls it later; the workbench makes FeedView and reads its lazy properties, which do not call it"
            ])
    }

    /// A view whose code gives two collection views layouts, and a layout class of the view's
    /// name: `-2` is the view's own second id, so the class's repeat takes `-3`.
    @Test func idsStayUniqueWhenARepeatMeetsAnOwnId() {
        let (plan, _) = Self.discover(
            """
            import UIKit
            final class MessageViewLayout: UICollectionViewFlowLayout {}
            final class MessageView: UIView {
                let top = UICollectionView(frame: .zero, collectionViewLayout: MessageViewLayout())
                let bottom = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        let ids = plan.layouts.map(\.id)
        #expect(ids == ["message-view-layout", "message-view-layout-2", "message-view-layout-3"], "\(ids)")
        #expect(plan.layouts.last?.title == "MessageViewLayout")
        #expect(Set(ids).count == ids.count)
    }
    /// A view whose code makes a layout class of the folder with itself as its (private) delegate:
    /// `delegate=stand-in` puts a stand-in there in place of the view, the build copy exposes
    /// the property, and the entry offers the choice though the view is no UIKit delegate.
    @Test func aStandInTakesTheDelegateAppCodeGaveItsLayout() throws {
        let (plan, _) = Self.discover(
            """
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
                    itemSize = CGSize(width: collectionView!.bounds.width / CGFloat(source!.numberOfDays()), height: 40)
                }
            }
            final class WeekView: UIView, WeekSource {
                var days: Int!
                private var grid: UICollectionView!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    grid = UICollectionView(frame: bounds, collectionViewLayout: WeekLayout(source: self))
                }
                required init?(coder: NSCoder) { fatalError() }
                func numberOfDays() -> Int { days }
            }
            """)
        let entry = try #require(plan.entrySource)
        let export = try #require(entry.split(separator: "\n").first { $0.contains("\"week-view-layout\"") })
        #expect(export.contains("arguments: [DelegateChoice.argument(app: \"WeekView\")]"), "\(export)")
        #expect(
            export.contains(
                "standIn: arguments[\"delegate\", default: DelegateChoice.app] == .standIn ? { layout in if let layout = layout as? WeekLayout { "
                    + "let standIn = LayoutbenchStandIn_WeekSource(); layout.source = standIn; return standIn }; return nil } : nil)"), "\(export)")
        #expect(entry.contains("final class LayoutbenchStandIn_WeekSource: StandInDelegate, WeekSource {"), "\(entry)")
        let copy = try #require(plan.buildCopies[0])
        #expect(copy.contains("    weak var source: WeekSource?") && !copy.contains("private weak var source"), "\(copy)")
    }

    /// A layout class `init()` makes, whose delegate only `init(source:)` can give (a private
    /// property), is made with that initialiser: the app's adopter by default, the stand-in beside.
    @Test func aLayoutWhoseDelegateOnlyItsInitialiserGivesIsMadeWithIt() throws {
        let (plan, _) = Self.discover(
            """
            import UIKit
            protocol WeekSource: AnyObject { func numberOfDays() -> Int }
            final class WeekLayout: UICollectionViewFlowLayout {
                private weak var source: WeekSource?
                override init() { super.init() }
                convenience init(source: WeekSource) {
                    self.init()
                    self.source = source
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class WeekViewController: UIViewController, WeekSource {
                func numberOfDays() -> Int { 7 }
            }
            """)
        let layout = try #require(plan.layouts.first { $0.id == "week-layout" })
        #expect(layout.make == "WeekLayout(source: delegate)")
        let entry = try #require(plan.entrySource)
        #expect(
            entry.contains(
                "== .app ? WeekViewController() as AnyObject : LayoutbenchStandIn_WeekSource() as AnyObject }) "
                    + "{ chosen, arguments in let delegate: any WeekSource = (chosen as? any WeekSource) ?? LayoutbenchStandIn_WeekSource(); "
                    + "let layout = WeekLayout(source: delegate); return layout }"),
            "\(entry)")
    }
}
