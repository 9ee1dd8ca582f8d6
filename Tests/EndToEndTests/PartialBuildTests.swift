import Foundation
import Testing

/// A folder as apps have them: the layouts beside a view controller, a cell and a helper that
/// each fail to compile here in their own way (a module the app has, an app symbol from a file
/// not copied, a framework layoutbench does not have). The layouts that do not need them run;
/// the one that does fails with the compiler's line (PartialBuild).
// Serialized: its tests share one folder (`root`); the first builds its plugins and the rest
// find them built, where all at once would each wait on the same build.
@Suite(.serialized)
struct PartialBuildTests {
    static let files: [String: String] = [
        "GridLayout.swift": """
        import UIKit

        /// Two columns of rows 100 tall.
        class GridLayout: UICollectionViewLayout {
            var columns = 2
            private var cache: [UICollectionViewLayoutAttributes] = []
            override func prepare() {
                cache = []
                guard let collectionView else { return }
                let width = collectionView.bounds.width / CGFloat(columns)
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * Metrics.rowHeight,
                                              width: width, height: Metrics.rowHeight)
                    cache.append(attributes)
                }
            }
            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat((cache.count + columns - 1) / columns) * Metrics.rowHeight)
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }
        }
        """,
        // A helper file: the constant the grid reads compiles; the function beside it does not.
        "Helpers.swift": """
        import UIKit
        import CoreLocation

        enum Metrics {
            static let rowHeight: CGFloat = 100
        }

        func currentCity() -> String {
            CLLocationManager().location.map { "\\($0)" } ?? ""
        }
        """,
        // A view controller whose lifecycle uses the app's analytics (a file not copied) and whose
        // factory makes a compositional layout.
        "PhotosViewController.swift": """
        import UIKit

        final class PhotosViewController: UIViewController {
            var spacing: CGFloat = 8

            override func viewDidLoad() {
                super.viewDidLoad()
                AppAnalytics.shared.track("photos")
            }

            func createLayout() -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                return UICollectionViewCompositionalLayout(section: section)
            }
        }

        extension PhotosViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 70, height: 35)
            }
        }

        extension PhotosViewController: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
                cell.load(AppAnalytics.shared.lastURL)
                return cell
            }
        }
        """,
        // A cell that needs a module the app has.
        "PhotoCell.swift": """
        import UIKit
        import Kingfisher

        final class PhotoCell: UICollectionViewCell {
            let imageView = UIImageView()
            func load(_ url: URL?) { imageView.kf.setImage(with: url) }
        }
        """,
        // A layout that asks the collection view's delegate (the controller, as the app sets it) for sizes.
        "SizedLayout.swift": """
        import UIKit

        final class SizedLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 1000) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView, let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else { return [] }
                return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let indexPath = IndexPath(item: item, section: 0)
                    let size = delegate.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) ?? .zero
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = CGRect(origin: CGPoint(x: 0, y: CGFloat(item) * size.height), size: size)
                    return attributes
                }
            }
        }
        """,
        // A layout that needs the failing helper.
        "CityLayout.swift": """
        import UIKit

        final class CityLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                itemSize = CGSize(width: CGFloat(currentCity().count + 50), height: 40)
            }
        }
        """
    ]

    /// A folder whose name holds spaces, and a controller with two factories: one needs a layout
    /// DSL the app has as a module, the other only UIKit.
    static let samples: [String: String] = [
        "FeedViewController.swift": """
        import UIKit
        import LayoutDSL

        final class FeedViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout {
                LayoutBuilder { Section { HGroup { Item() } } }
            }

            func createPlainLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 390, height: 66)
                return layout
            }
        }
        """
    ]

    /// A layout with an error of its own beside files that fail too; and one that needs a module
    /// the build lacks (swift-collections' Deque, which the app has as a package).
    static let ownErrors: [String: String] = [
        "TileLayout.swift": """
        import UIKit
        final class TileLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                itemSize = CGSize(width: 10, heigth: 10)
            }
        }
        """,
        "TileCell.swift":
            "import UIKit\nfinal class TileCell: UICollectionViewCell {\n    let badge = BadgeView()\n    func configure(with model: TileModel) { badge.apply(model) }\n}\n",
        "TileStore.swift": "import UIKit\nstruct TileStore { let cache: ImageCache }\n"
    ]
    static let queued: [String: String] = [
        "QueueLayout.swift": """
        import UIKit
        import DequeModule
        final class QueueLayout: UICollectionViewFlowLayout {
            var recent = Deque<Int>()
        }
        """
    ]

    static let root: String = {
        let root = Executable.temporaryWorkspace()
        for (folder, contents) in [("Gallery", files), ("Sample Screens", samples), ("Tiles", ownErrors), ("Queue", queued)] {
            let path = root + "/Layouts/" + folder
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for (name, text) in contents { try? text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        }
        return root
    }()

    func run(_ commands: String) async throws -> Executable.Run {
        try await Executable.run(["-c", "size 390x844; items 6; " + commands], plugins: "Layouts", directory: Self.root)
    }

    /// The grid runs though the cell, the controller's lifecycle and a helper fail; the build says
    /// in one line what it left out, each with its first error.
    @Test func theLayoutsRunBesideFilesThatDoNotCompile() async throws {
        let run = try await run("use grid-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        // Two columns of 390 / 2 = 195, rows of Metrics.rowHeight = 100: item 3 at (195, 100).
        let frames = run.json.objects("elements").compactMap { $0["frame"] as? [Double] }
        #expect(frames.count == 6 && frames[3] == [195, 100, 195, 100], "\(run.stdout)")
        let note = run.stderr.split(separator: "\n").filter { $0.contains("built without") }
        #expect(note.count == 1, "\(run.stderr)")
        let line = String(note.first ?? "")
        // The compiler names the first module it lacks and stops; every such import goes at once.
        #expect(line.contains("PhotoCell.swift (") && line.contains("imports of CoreLocation, Kingfisher (modules the build lacks)"), "\(line)")
        #expect(line.contains("members of PhotosViewController no layout uses") && line.contains("AppAnalytics"), "\(line)")
        #expect(line.contains("func currentCity()") && line.contains("CLLocationManager"), "\(line)")
        #expect(line.contains("not built: city-layout"), "\(line)")
    }

    /// A view controller's factory runs with its lifecycle left out: 390 / 2 = 195 wide items,
    /// groups 120 tall and `spacing` 8 apart: item 2 at y 128.
    @Test func aControllersFactoryRunsWithoutItsLifecycle() async throws {
        let run = try await run("use photos-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        let frames = run.json.objects("elements").compactMap { $0["frame"] as? [Double] }
        #expect(frames.prefix(3) == [[0, 0, 195, 120], [195, 0, 195, 120], [0, 128, 195, 120]], "\(run.stdout)")
    }

    /// The controller the app sets as the collection view's delegate answers the layout's sizes,
    /// its data source extension (which needs the cell of a module the app has) left out:
    /// 70 × 35 items, one under the other.
    @Test func theControllerIsTheDelegateWithoutWhatFails() async throws {
        let run = try await run("use sized-layout; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        let frames = run.json.objects("elements").compactMap { $0["frame"] as? [Double] }
        #expect(frames.prefix(2) == [[0, 0, 70, 35], [0, 35, 70, 35]], "\(run.stdout)")
    }

    /// Of one controller's two factories, the one needing the app's module fails with its lines
    /// and the other runs: 66-point rows, UIKit's default line spacing 10 apart (y 0, 76); paths
    /// with spaces are read.
    @Test func aControllersOtherFactoryRunsWithoutTheOneThatFails() async throws {
        let plain = try await run("use feed-plain-layout; attrs --json")
        #expect(plain.status == 0, "\(plain.stderr)")
        let frames = plain.json.objects("elements").compactMap { $0["frame"] as? [Double] }
        #expect(frames.prefix(2) == [[0, 0, 390, 66], [0, 76, 390, 66]], "\(plain.stdout)")
        #expect(plain.stderr.contains("FeedViewController.createLayout() (Layouts/Sample Screens/FeedViewController.swift:6:"), "\(plain.stderr)")
        let fancy = try await run("use feed-layout")
        #expect(fancy.status != 0)
        #expect(fancy.stderr.contains("Layouts/Sample Screens/FeedViewController.swift:6:") && fancy.stderr.contains("LayoutBuilder"), "\(fancy.stderr)")
    }

    /// The layout that needs the failing helper fails, naming the helper's line; the plugin's
    /// other layouts stay usable in the same session.
    @Test func aLayoutThatNeedsTheFailingFileFailsWithItsLine() async throws {
        let run = try await Executable.run(
            ["--keep-going", "-c", "items 6; use city-layout; use grid-layout; state"],
            plugins: "Layouts", directory: Self.root)
        #expect(run.stderr.contains("Layouts/Gallery/Helpers.swift:9:5: error:") && run.stderr.contains("CLLocationManager"), "\(run.stderr)")
        #expect(run.stderr.contains("error: layout 'city-layout' of Gallery does not build"), "\(run.stderr)")
        #expect(run.stdout.contains("grid-layout"), "\(run.stdout)")
    }

    /// What the layout needs fails itself: its error is said, not the folder's, and the errors
    /// elsewhere are counted with their files.
    @Test func aLayoutsOwnErrorIsSaidBeforeTheFolders() async throws {
        let run = try await Executable.run(["-c", "use tile-layout"], plugins: "Layouts", directory: Self.root)
        #expect(run.status != 0)
        #expect(run.stderr.contains("note: the folder does not compile as a whole, and what tile-layout needs fails itself:"), "\(run.stderr)")
        #expect(run.stderr.contains("TileLayout.swift:5:26: error: incorrect argument label"), "\(run.stderr)")
        #expect(run.stderr.contains("in what no layout needs (TileCell.swift, TileStore.swift)"), "\(run.stderr)")
        #expect(!run.stderr.contains("BadgeView"), "\(run.stderr)")
    }

    /// A layout that fails for want of a module whose import was dropped says which.
    @Test func aDroppedImportIsNamedWhenTheLayoutStillFails() async throws {
        let run = try await Executable.run(["-c", "use queue-layout"], plugins: "Layouts", directory: Self.root)
        #expect(run.status != 0)
        #expect(run.stderr.contains("(without its imports of DequeModule, modules the build lacks)"), "\(run.stderr)")
        #expect(run.stderr.contains("QueueLayout.swift:4:18: error: cannot find 'Deque' in scope"), "\(run.stderr)")
    }
}

/// A build from less than the folder answers as the whole folder would: beside an
/// unrelated broken file, a module's `~=` that a `case` uses and a conformance added to Bool
/// that picks a generic overload stay, and the build says it left something out.
struct ClosureMeaningTests {
    @Test func aPartialBuildKeepsWhatChangesMeaning() async throws {
        let folder = try HostileFolderTests.folder([
            "Meaning": [
                "SwitchLayout.swift": """
                import UIKit
                protocol Wide {}
                func width<T>(_ value: T) -> CGFloat { 10 }
                func width<T: Wide>(_ value: T) -> CGFloat { 30 }
                class SwitchLayout: UICollectionViewFlowLayout {
                    override func prepare() {
                        // The folder's ~= matches nothing, so the default branch runs: 77 tall.
                        switch 3 {
                        case 0...5: itemSize = CGSize(width: width(true), height: 10)
                        default: itemSize = CGSize(width: width(true), height: 77)
                        }
                        super.prepare()
                    }
                }
                """,
                "Operators.swift": """
                import UIKit
                func ~= (pattern: ClosedRange<Int>, value: Int) -> Bool { false }
                extension Bool: Wide {}
                """,
                "Broken.swift": "import UIKit\nlet broken: Int = \"not a number\"\n"
            ]
        ])
        let run = try await Executable.run(["-c", "items 1; use switch-layout; attrs --json"], plugins: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // Bool is Wide in the folder, so width(true) is the constrained overload's 30.
        #expect(run.json.objects("elements").first?.numbers("frame").suffix(2) == [30, 77], "\(run.stdout)")
        #expect(run.stderr.contains("Broken.swift"), "\(run.stderr)")
    }
}
