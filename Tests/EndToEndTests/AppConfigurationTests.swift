import Foundation
import Testing

/// Configuration an app does for its layout, and discovery of what app code makes:
/// initialiser arguments as parameters, models and tuples an initialiser or a delegate needs,
/// storyboard layouts, implicitly unwrapped configuration, abstract factories, two protocols
/// with one optional requirement's name, and a moved override that reads a fileprivate member.
// Serialized: its tests share one folder (`root`); the first builds its plugins and the rest
// find them built, where all at once would each wait on the same build.
@Suite(.serialized)
struct AppConfigurationTests {
    static let files: [String: String] = [
        "Columns.swift": """
        import UIKit

        struct GridMetrics { var inset: CGFloat = 8 }
        enum Density: String { case compact, roomy }

        /// Columns of rows 50 tall.
        final class ColumnsLayout: UICollectionViewLayout {
            let columns: Int
            let metrics: GridMetrics
            let density: Density
            init(columns: Int, metrics: GridMetrics, density: Density) {
                self.columns = columns
                self.metrics = metrics
                self.density = density
                super.init()
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
            override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: 1000) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let width = ((collectionView?.bounds.width ?? 0) - 2 * metrics.inset) / CGFloat(columns)
                let height: CGFloat = density == .compact ? 50 : 80
                return (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: metrics.inset + CGFloat(item % columns) * width, y: CGFloat(item / columns) * height,
                                              width: width, height: height)
                    return attributes
                }
            }
        }

        final class SizeProvider {
            init(url: URL) {}
        }

        final class SizerLayout: UICollectionViewLayout {
            init(sizer: SizeProvider) { super.init() }
            required init?(coder: NSCoder) { fatalError() }
        }
        """,
        "Storyboard.swift": """
        import UIKit

        final class NibFlowLayout: UICollectionViewFlowLayout {
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override func awakeFromNib() {
                super.awakeFromNib()
                itemSize = CGSize(width: 77, height: 33)
                minimumInteritemSpacing = 0
            }
        }
        """,
        "Week.swift": """
        import UIKit

        final class WeekLayout: UICollectionViewLayout {
            var hourHeight: CGFloat!
            var dayWidth: CGFloat!
            override var collectionViewContentSize: CGSize { CGSize(width: 390, height: hourHeight * 24) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard dayWidth != nil else { return [] }
                return (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: CGFloat(item % 7) * dayWidth, y: 0, width: dayWidth, height: hourHeight)
                    return attributes
                }
            }
        }
        """,
        "Mosaic.swift": """
        import UIKit

        struct TileInfo {
            let height: CGFloat
            init(height: CGFloat) { self.height = height }
        }

        protocol MosaicDelegate: AnyObject {
            func span(at indexPath: IndexPath) -> (columns: Int, rows: Int)
            func tile(in section: Int) -> TileInfo
            var header: TileInfo { get }
        }

        final class MosaicLayout: UICollectionViewLayout {
            weak var delegate: MosaicDelegate?
            override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 500) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let span = delegate?.span(at: IndexPath(item: 0, section: 0)) ?? (columns: 0, rows: 0)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                attributes.frame = CGRect(x: 0, y: delegate?.header.height ?? 0, width: CGFloat(span.columns) * 10,
                                          height: delegate?.tile(in: 0).height ?? 0)
                return [attributes]
            }
        }
        """,
        "Controllers.swift": """
        import UIKit

        class BaseListViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout { preconditionFailure("subclasses make their layout") }
        }

        final class ShelfViewController: BaseListViewController {
            override func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 60, height: 90)
                return layout
            }
        }
        """,
        "Twins.swift": """
        import UIKit

        @objc protocol LeftDelegate: AnyObject {
            @objc optional func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
        }
        @objc protocol RightDelegate: AnyObject {
            @objc optional func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
        }

        final class LeftLayout: UICollectionViewFlowLayout {
            weak var leftDelegate: LeftDelegate?
            override func prepare() {
                super.prepare()
                itemSize = CGSize(width: 100, height: leftDelegate?.collectionView?(collectionView!, heightForItemAt: IndexPath(item: 0, section: 0)) ?? 41)
            }
        }

        final class RightLayout: UICollectionViewFlowLayout {
            weak var rightDelegate: RightDelegate?
            override func prepare() {
                super.prepare()
                itemSize = CGSize(width: 100, height: rightDelegate?.collectionView?(collectionView!, heightForItemAt: IndexPath(item: 0, section: 0)) ?? 42)
            }
        }
        """,
        "StickyLayout.swift": """
        import UIKit

        final class StickyLayout: UICollectionViewFlowLayout {
            var headerHeight: CGFloat = 40
        }
        """,
        "StickyLayout+Debug.swift": """
        import UIKit

        extension StickyLayout {
            override var debugDescription: String { "sticky, valid: \\(isValid)" }
            fileprivate var isValid: Bool { headerHeight > 0 }
        }
        """
    ]

    static let root: String = {
        let root = Executable.temporaryWorkspace()
        let folder = root + "/Layouts/Configured"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try? text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return root
    }()

    func run(_ commands: String, keepGoing: Bool = false) async throws -> Executable.Run {
        try await Executable.run(
            (keepGoing ? ["--keep-going"] : []) + ["-c", "size 390x844; items 8; " + commands],
            plugins: "Layouts", directory: Self.root)
    }

    func frames(_ run: Executable.Run) -> [[Double]] {
        run.json.objects("elements").compactMap { $0["frame"] as? [Double] }
    }

    /// `init(columns:metrics:density:)`: columns and density are arguments the host sets, metrics
    /// a model made with init(); setting one makes the layout anew.
    @Test func initialiserArgumentsAreParameters() async throws {
        let made = try await run("use columns-layout columns=3 density=roomy; attrs --json; params")
        #expect(made.status == 0, "\(made.stderr)")
        // (390 − 2·8) / 3 = 124.6667 wide, 80 tall (roomy); item 3 starts the second row at y 80.
        let first = frames(made)
        #expect(first.count == 8 && abs(first[1][0] - (8 + 124.6667)) < 1e-3 && first[3][1] == 80, "\(made.stdout)")
        #expect(made.stdout.contains("columns") && made.stdout.contains("an argument of the initialiser"), "\(made.stdout)")
        // Set again after the first pass: 2 columns of (390 − 16) / 2 = 187.
        let again = try await run("use columns-layout; param columns 2; attrs --json")
        #expect(frames(again).prefix(2) == [[8, 0, 187, 50], [195, 0, 187, 50]], "\(again.stdout)\(again.stderr)")
    }

    /// A class discovery cannot make is named in `layouts` with why.
    @Test func aClassNotOfferedIsNamedWithWhy() async throws {
        let run = try await run("layouts")
        #expect(
            run.stderr.contains("not offered: SizerLayout (Configured): its init(sizer:) takes sizer: SizeProvider"),
            "\(run.stderr)")
        #expect(run.stderr.contains("not offered: BaseListViewController") == false, "a controller is not a layout class")
        #expect(!run.stdout.contains("base-list"), "an abstract factory is not offered: \(run.stdout)")
        #expect(run.stdout.contains("shelf"), "\(run.stdout)")
    }

    /// A layout made the storyboard way: init?(coder:), then awakeFromNib() sets 77 × 33 items;
    /// 390 holds 5 (5 · 77 = 385), the 5 points left spread over 4 gaps: x 0, 78.25, 156.5.
    @Test func aStoryboardLayoutIsMadeWithACoder() async throws {
        let run = try await run("use nib-flow-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run).prefix(3).map { $0[0] } == [0, 78.25, 156.5], "\(run.stdout)")
        #expect(frames(run).first?.suffix(2) == [77, 33])
    }

    /// Implicitly unwrapped configuration: parameters; a trap on it names it and the command.
    @Test func implicitlyUnwrappedConfigurationIsNamed() async throws {
        let trapped = try await run("use week-layout")
        #expect(trapped.status != 0)
        #expect(trapped.stderr.contains("Unexpectedly found nil while implicitly unwrapping an Optional value (Week.swift:6)"), "\(trapped.stderr)")
        #expect(
            trapped.stderr.contains("hourHeight, dayWidth are nil: the app sets them (use week-layout hourHeight=100 dayWidth=100)"),
            "\(trapped.stderr)")
        let empty = try await run("use week-layout hourHeight=30; attrs")
        #expect(empty.stderr.contains("note: dayWidth is nil: the app sets it (use week-layout dayWidth=100)"), "\(empty.stderr)")
        let set = try await run("use week-layout hourHeight=30 dayWidth=50; attrs --json")
        #expect(frames(set).prefix(2) == [[0, 0, 50, 30], [50, 0, 50, 30]], "\(set.stdout)\(set.stderr)")
    }

    /// A stand-in delegate answers a tuple with each element's default (columns 2) and a model,
    /// returned or a property, with defaults for its initialiser (height 100): 2 · 10 = 20 wide,
    /// 100 tall, at y 100.
    @Test func aStandInAnswersTuplesAndModels() async throws {
        let run = try await run("use mosaic-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames(run) == [[0, 100, 20, 100]], "\(run.stdout)")
    }

    /// Two protocols with one optional requirement: each layout asks its own (unimplemented:
    /// nil, so the fallback height), and a moved override reads its file's fileprivate member.
    @Test func optionalRequirementsByTheReceiversProtocolAndAMovedOverride() async throws {
        let left = try await run("use left-layout; attrs --json")
        #expect(frames(left).first?.last == 41, "\(left.stdout)\(left.stderr)")
        let right = try await run("use right-layout; attrs --json")
        #expect(frames(right).first?.last == 42, "\(right.stdout)\(right.stderr)")
        let sticky = try await run("use sticky-layout; state")
        #expect(sticky.status == 0, "\(sticky.stderr)")
    }
}
