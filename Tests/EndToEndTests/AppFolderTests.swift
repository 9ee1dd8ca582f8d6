import Foundation
import Testing

/// Layout files as an app has them (`import UIKit`, no workbench code) in a folder outside the
/// repository, run from that folder (issue 16).
@Suite(.serialized) struct AppFolderTests {
    /// An app-style custom layout (a cache in prepare(), didSet invalidation, an `@objc optional`
    /// delegate requirement, `#selector`), a flow subclass with `override init()` and
    /// `required init?(coder:)`, and a compositional layout made by a private method of a view
    /// controller with a diffable data source and a cell registration.
    static let files: [String: String] = [
        "GridLayout.swift": """
            import UIKit

            @objc protocol GridLayoutDelegate: AnyObject {
                @objc optional func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
            }

            /// Columns of rows as tall as the delegate says, 100 points without one.
            class GridLayout: UICollectionViewLayout {
                weak var delegate: GridLayoutDelegate?
                var columns = 2 { didSet { invalidateLayout() } }
                var spacing: CGFloat = 10 { didSet { invalidateLayout() } }
                private var cache: [UICollectionViewLayoutAttributes] = []
                private var contentHeight: CGFloat = 0

                override var collectionViewContentSize: CGSize {
                    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
                }

                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView else { return }
                    cache.removeAll()
                    let width = (collectionView.bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
                    var y: CGFloat = 0
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let indexPath = IndexPath(item: item, section: 0)
                        let column = item % columns
                        let height = delegate?.collectionView?(collectionView, heightForItemAt: indexPath) ?? 100
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                        attributes.frame = CGRect(x: CGFloat(column) * (width + spacing), y: y, width: width, height: height)
                        cache.append(attributes)
                        if column == columns - 1 { y += height + spacing }
                    }
                    contentHeight = cache.map(\\.frame.maxY).max() ?? 0
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.filter { $0.frame.intersects(rect) }
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    cache[indexPath.item]
                }

                @objc func refresh() { _ = #selector(refresh) }
            }

            """,
        "TagFlowLayout.swift": """
            import UIKit

            class TagFlowLayout: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    itemSize = CGSize(width: 100, height: 40)
                    minimumInteritemSpacing = 10
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            """,
        "ShelfViewController.swift": """
            import UIKit

            class ShelfViewController: UIViewController {
                enum Section { case main }
                var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
                var collectionView: UICollectionView! = nil

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                    collectionView.backgroundColor = .systemBackground
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                        var content = cell.defaultContentConfiguration()
                        content.text = "\\(item)"
                        cell.contentConfiguration = content
                    }
                    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { view, indexPath, item in
                        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                    }
                }
            }

            extension ShelfViewController {
                private func createLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                         heightDimension: .fractionalHeight(1.0)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                        subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """,
    ]

    /// A folder (in a temporary directory) holding the three files as plugin "Shelf".
    static func makeFolder() throws -> (root: String, plugin: String) {
        let root = Executable.temporaryWorkspace()
        let plugin = root + "/Layouts/Shelf"
        try FileManager.default.createDirectory(atPath: plugin, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: plugin + "/" + name, atomically: true, encoding: .utf8) }
        return (root, plugin)
    }

    static func frame(_ json: String) -> [Double] {
        guard let start = json.range(of: "\"frame\":[")?.upperBound, let end = json[start...].firstIndex(of: "]") else { return [] }
        return json[start..<end].split(separator: ",").compactMap { Double($0) }
    }

    @Test func appFilesRunUnchangedFromAnywhere() throws {
        let (root, plugin) = try Self.makeFolder()
        let before = try Self.files.keys.map { try String(contentsOfFile: plugin + "/" + $0, encoding: .utf8) }
        let run = try Executable.run(
            ["-c", "layouts --json; use grid-layout; params; item 0 1 --json; param columns 3; item 0 1 --json; "
                + "use tag-flow-layout; item 0 1 --json; use shelf-layout; item 0 2 --json; use table"],
            plugins: "Layouts", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        for id in ["grid-layout", "tag-flow-layout", "shelf-layout"] {
            #expect(run.stdout.contains("{\"id\":\"\(id)\",\"plugin\":\"Shelf\",\"loaded\":false}"))
        }
        #expect(run.stdout.contains("columns") && run.stdout.contains("spacing"))
        let frames = run.stdout.split(separator: "\n").filter { $0.contains("\"frame\"") }.map { Self.frame(String($0)) }
        // Two columns in 390 points, 10 apart: width (390 − 10) / 2 = 190, item 1 at x 190 + 10 = 200,
        // 100 tall (no delegate: the optional requirement reads nil).
        #expect(frames.first == [200, 0, 190, 100])
        // Three columns: width (390 − 20) / 3 = 123.33…, item 1 at 123.33… + 10.
        #expect(frames.count > 1 && abs(frames[1][0] - (370.0 / 3 + 10)) < 0.01)
        // Flow, 100-point items at least 10 apart: 3 fit ((390 + 10) / 110 = 3.6); the 90
        // points left spread over 2 gaps: item 1 at 100 + 45 = 145.
        #expect(frames.count > 2 && frames[2] == [145, 0, 100, 40])
        // Rows of 44 points, full width: item 2 at y 88.
        #expect(frames.count > 3 && frames[3] == [0, 88, 390, 44])
        // The bundled plugins are still there, and the user's files are untouched.
        #expect(run.stdout.contains("using table") || run.status == 0)
        let after = try Self.files.keys.map { try String(contentsOfFile: plugin + "/" + $0, encoding: .utf8) }
        #expect(before == after)
        #expect(try FileManager.default.contentsOfDirectory(atPath: plugin).sorted() == Self.files.keys.sorted())
    }

    /// A saved edit of a discovered layout reloads (`reload`, as `watch on` runs it), and a
    /// parameter whose setter does not invalidate reaches the layout's invalidateLayout() override.
    @Test func aSavedEditOfAFoundLayoutReloads() throws {
        let (root, plugin) = try Self.makeFolder()
        let grid = plugin + "/GridLayout.swift"
        let original = try String(contentsOfFile: grid, encoding: .utf8)
        // The cache is emptied in an invalidateLayout() override and filled in prepare() only
        // when empty, the Pinterest pattern; `spacing` has no didSet.
        try original.replacingOccurrences(of: "var spacing: CGFloat = 10 { didSet { invalidateLayout() } }", with: """
            var spacing: CGFloat = 10
                override func invalidateLayout() {
                    super.invalidateLayout()
                    cache.removeAll()
                }
            """).replacingOccurrences(of: "guard let collectionView = collectionView else { return }",
                                      with: "guard cache.isEmpty, let collectionView = collectionView else { return }")
            .write(toFile: grid, atomically: true, encoding: .utf8)
        let session = try LiveSession(plugins: root + "/Layouts")
        // Two columns in 390 points, 10 apart: item 1 at x 200, 190 wide.
        #expect(Self.frame(session.run("use grid-layout; item 0 1 --json")) == [200, 0, 190, 100])
        // 20 apart: width (390 − 20) / 2 = 185, item 1 at 185 + 20 = 205.
        #expect(Self.frame(session.run("param spacing 20; item 0 1 --json")) == [205, 0, 185, 100])
        // The saved edit: rows 100 → 120 tall without a delegate; the parameter set stays.
        let edited = try String(contentsOfFile: grid, encoding: .utf8).replacingOccurrences(of: "?? 100", with: "?? 120")
        try edited.write(toFile: grid, atomically: false, encoding: .utf8)
        session.run("reload")
        session.wait(for: "reloaded Shelf: generation 2", in: \.stderr)
        #expect(Self.frame(session.run("item 0 1 --json")) == [205, 0, 185, 120])
        #expect(session.finish() == 0)
    }

    /// UIKit API the SDK lacks is named in one line per symbol, at the user's own file and line.
    @Test func missingUIKitAPIIsOneLinePerSymbol() throws {
        let root = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: root + "/Broken", withIntermediateDirectories: true)
        try """
            import UIKit

            final class BrokenLayout: UICollectionViewLayout {
                override func prepare() {
                    let supplementary = collectionView?.indexPathsForVisibleSupplementaryElements(ofKind: "x")
                    let again = collectionView?.indexPathsForVisibleSupplementaryElements(ofKind: "y")
                    let animator = UIDynamicAnimator(collectionViewLayout: self)
                    _ = (supplementary, again, animator)
                }
            }

            """.write(toFile: root + "/Broken/BrokenLayout.swift", atomically: true, encoding: .utf8)
        let run = try Executable.run(["-c", "use broken-layout"], plugins: "Broken", directory: root)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("build of") }
        #expect(lines == [
            "Broken/BrokenLayout.swift:5:45: error: UIKit shim: `UICollectionView.indexPathsForVisibleSupplementaryElements` is not available in layoutbench",
            "Broken/BrokenLayout.swift:7:24: error: UIKit shim: `UIDynamicAnimator` is not available in layoutbench",
        ])
    }

    /// `new` writes a layout of each kind that loads and lays out.
    @Test func newWritesALayoutThatLoads() throws {
        let root = Executable.temporaryWorkspace()
        let created = try Executable.run(["new", "Mosaic", "--flow"], plugins: ".", directory: root)
        #expect(created.status == 0)
        #expect(created.stdout.contains("next: layoutbench --plugins . run ./Mosaic/tour.lbs"))
        let run = try Executable.run(["run", "Mosaic/tour.lbs"], plugins: ".", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        // Three columns 8 apart in 390 points: side = floor((390 − 16) / 3) = 124.
        #expect(run.stdout.contains("124x124"))
        let again = try Executable.run(["new", "Mosaic"], plugins: ".", directory: root)
        #expect(again.status == 1)
        #expect(again.stderr.contains("exists already"))
    }
}
