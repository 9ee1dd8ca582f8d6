import Foundation
import Testing

/// Layout files as an app has them (`import UIKit`, no workbench code) in a folder outside the
/// repository, run from that folder.
// Serialized: its tests share one app folder written once (`files`) and its build; one test
// edits a layout there and waits for the reload.
@Suite(.serialized) struct AppFolderTests {
    /// An app-style custom layout (a cache in prepare(), didSet invalidation, an `@objc optional`
    /// delegate requirement, `#selector`), a flow subclass with `override init()`,
    /// `required init?(coder:)` and colour and image literals, and a compositional layout made
    /// by a private method of a view controller with a diffable data source and a cell registration.
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
            let highlight = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            let badge = #imageLiteral(resourceName: "badge")

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

        """
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

    @Test func appFilesRunUnchangedFromAnywhere() async throws {
        let (root, plugin) = try Self.makeFolder()
        let before = try Self.files.keys.map { try String(contentsOfFile: plugin + "/" + $0, encoding: .utf8) }
        let run = try await Executable.run(
            [
                "-c",
                "layouts --json; use grid-layout; params; item 0 1 --json; param columns 3; item 0 1 --json; "
                    + "use tag-flow-layout; item 0 1 --json; use shelf-layout; item 0 2 --json; use table"
            ],
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
    @Test func aSavedEditOfAFoundLayoutReloads() async throws {
        let (root, plugin) = try Self.makeFolder()
        let grid = plugin + "/GridLayout.swift"
        let original = try String(contentsOfFile: grid, encoding: .utf8)
        // The cache is emptied in an invalidateLayout() override and filled in prepare() only
        // when empty, the Pinterest pattern; `spacing` has no didSet.
        try original.replacingOccurrences(
            of: "var spacing: CGFloat = 10 { didSet { invalidateLayout() } }",
            with: """
                var spacing: CGFloat = 10
                    override func invalidateLayout() {
                        super.invalidateLayout()
                        cache.removeAll()
                    }
                """
        ).replacingOccurrences(
            of: "guard let collectionView = collectionView else { return }",
            with: "guard cache.isEmpty, let collectionView = collectionView else { return }"
        )
        .write(toFile: grid, atomically: true, encoding: .utf8)
        let session = try LiveSession(plugins: root + "/Layouts")
        // Two columns in 390 points, 10 apart: item 1 at x 200, 190 wide.
        #expect(await Self.frame(session.run("use grid-layout; item 0 1 --json")) == [200, 0, 190, 100])
        // 20 apart: width (390 − 20) / 2 = 185, item 1 at 185 + 20 = 205.
        #expect(await Self.frame(session.run("param spacing 20; item 0 1 --json")) == [205, 0, 185, 100])
        // The saved edit: rows 100 → 120 tall without a delegate; the parameter set stays.
        let edited = try String(contentsOfFile: grid, encoding: .utf8).replacingOccurrences(of: "?? 100", with: "?? 120")
        try edited.write(toFile: grid, atomically: false, encoding: .utf8)
        await session.run("reload")
        await session.wait(for: "reloaded Shelf: generation 2", in: \.stderr)
        #expect(await Self.frame(session.run("item 0 1 --json")) == [205, 0, 185, 120])
        #expect(await session.finish() == 0)
    }

    /// UIKit API the SDK lacks is named in one line per symbol, at the user's own file and line.
    @Test func missingUIKitAPIIsOneLinePerSymbol() async throws {
        let root = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: root + "/Broken", withIntermediateDirectories: true)
        try """
        import UIKit

        final class BrokenLayout: UICollectionViewLayout {
            override func prepare() {
                let supplementary = collectionView?.dragDelegate
                let again = collectionView?.dragDelegate
                let collision = UICollisionBehavior(items: [])
                _ = (supplementary, again, collision)
            }
        }

        """.write(toFile: root + "/Broken/BrokenLayout.swift", atomically: true, encoding: .utf8)
        let run = try await Executable.run(["-c", "use broken-layout"], plugins: "Broken", directory: root)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("build of") }
        #expect(
            lines == [
                "Broken/BrokenLayout.swift:5:45: error: UIKit shim: `UICollectionView.dragDelegate` is not available in layoutbench",
                "Broken/BrokenLayout.swift:7:25: error: UIKit shim: `UICollisionBehavior` is not available in layoutbench"
            ])
    }

    /// The springy flow layout of the well-known UIKit Dynamics tutorial, as apps copy it: every
    /// visible item hangs on a spring at its flow position, and a scroll pulls items by the
    /// distance times their distance from the finger over 1500.
    static let springy = """
        import UIKit

        class SpringyFlowLayout: UICollectionViewFlowLayout {
            var dynamicAnimator: UIDynamicAnimator!
            var visibleIndexPathsSet = Set<IndexPath>()
            var latestDelta: CGFloat = 0

            override init() {
                super.init()
                itemSize = CGSize(width: 390, height: 50)
                minimumLineSpacing = 10
                dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
            }

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
            }

            override func prepare() {
                super.prepare()
                let visibleRect = CGRect(origin: collectionView!.bounds.origin, size: collectionView!.frame.size).insetBy(dx: -100, dy: -100)
                let itemsInVisibleRectArray = super.layoutAttributesForElements(in: visibleRect) ?? []
                let itemsIndexPathsInVisibleRectSet = Set(itemsInVisibleRectArray.map { $0.indexPath })
                let noLongerVisibleBehaviours = dynamicAnimator.behaviors.filter { behaviour in
                    guard let item = (behaviour as? UIAttachmentBehavior)?.items.first as? UICollectionViewLayoutAttributes else { return false }
                    return !itemsIndexPathsInVisibleRectSet.contains(item.indexPath)
                }
                for behaviour in noLongerVisibleBehaviours {
                    dynamicAnimator.removeBehavior(behaviour)
                    let item = (behaviour as! UIAttachmentBehavior).items.first as! UICollectionViewLayoutAttributes
                    visibleIndexPathsSet.remove(item.indexPath)
                }
                let newlyVisibleItems = itemsInVisibleRectArray.filter { !visibleIndexPathsSet.contains($0.indexPath) }
                let touchLocation = collectionView!.panGestureRecognizer.location(in: collectionView)
                for item in newlyVisibleItems {
                    var center = item.center
                    let springBehaviour = UIAttachmentBehavior(item: item, attachedToAnchor: center)
                    springBehaviour.length = 0.0
                    springBehaviour.damping = 0.8
                    springBehaviour.frequency = 1.0
                    if !touchLocation.equalTo(.zero) {
                        let distanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y) + abs(touchLocation.x - springBehaviour.anchorPoint.x)
                        let scrollResistance = distanceFromTouch / 1500
                        center.y += latestDelta < 0 ? max(latestDelta, latestDelta * scrollResistance) : min(latestDelta, latestDelta * scrollResistance)
                        item.center = center
                    }
                    dynamicAnimator.addBehavior(springBehaviour)
                    visibleIndexPathsSet.insert(item.indexPath)
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                return dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                return dynamicAnimator.layoutAttributesForCell(at: indexPath)
            }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                let scrollView = collectionView!
                let delta = newBounds.origin.y - scrollView.bounds.origin.y
                latestDelta = delta
                let touchLocation = collectionView!.panGestureRecognizer.location(in: collectionView)
                dynamicAnimator.behaviors.forEach { behaviour in
                    let springBehaviour = behaviour as! UIAttachmentBehavior
                    let distanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y) + abs(touchLocation.x - springBehaviour.anchorPoint.x)
                    let scrollResistance = distanceFromTouch / 1500
                    let item = springBehaviour.items.first!
                    var center = item.center
                    center.y += delta < 0 ? max(delta, delta * scrollResistance) : min(delta, delta * scrollResistance)
                    item.center = center
                    dynamicAnimator.updateItem(usingCurrentState: item)
                }
                return false
            }
        }

        """

    /// Puts item 0 where the pan recognizer's finger is, as wide and tall as its translation
    /// (plus 10), with its state as the zIndex.
    static let touchProbe = """
        import UIKit

        final class TouchProbeLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 2000) }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                guard let collectionView = collectionView else { return nil }
                let pan = collectionView.panGestureRecognizer
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                let translation = pan.translation(in: collectionView)
                attributes.size = CGSize(width: 10 + abs(translation.x), height: 10 + abs(translation.y))
                attributes.center = pan.location(in: collectionView)
                attributes.zIndex = pan.state.rawValue
                return attributes
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!]
            }
        }

        """

    /// UIDynamicAnimator(collectionViewLayout:) runs on the host's frames: a scroll pulls the
    /// springs, `wait` lets them swing back as a damped spring does, a drag's finger reaches
    /// panGestureRecognizer, and a drag plays on until the springs rest.
    @Test func springsOfADynamicAnimatorSwingOnTheHostsFrames() async throws {
        let root = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: root + "/Springs", withIntermediateDirectories: true)
        try Self.springy.write(toFile: root + "/Springs/SpringyFlowLayout.swift", atomically: true, encoding: .utf8)
        try Self.touchProbe.write(toFile: root + "/Springs/TouchProbeLayout.swift", atomically: true, encoding: .utf8)
        let run = try await Executable.run(
            [
                "-c",
                "use springy-flow-layout; item 0 2 --json; offset 0 100; item 0 2 --json; wait 100; item 0 2 --json; "
                    + "wait; item 0 2 --json; drag 0 200 200 --json; item 0 8 --json; "
                    + "use touch-probe-layout; offset 0 0; drag 0 100 100; item 0 0 --json"
            ],
            plugins: "Springs", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let frames = lines.filter { $0.hasPrefix("{\"section\"") || $0.contains("\"frame\"") && !$0.contains("timeline") }.map(Self.frame)
        try #require(frames.count == 6, "\(run.stdout)")
        // Rows 50 tall, 10 apart: item 2 at y 120, centre (195, 145).
        #expect(frames[0] == [0, 120, 390, 50])
        // offset 0 100 with no finger yet (location (0, 0)): the pull is 100 × (145 + 195) / 1500
        // = 22.667 points, so the row sits at 142.667 until time passes.
        #expect(abs(frames[1][1] - 142.667) < 0.01)
        // 100 ms of a spring of 1 Hz, damping ratio 0.8 released 22.667 points out:
        // 22.667 · e^(−0.8·2π·0.1) · (cos(0.6·2π·0.1) + (0.8/0.6)·sin(0.6·2π·0.1))
        // = 22.667 · 0.60492 · (0.92978 + 1.33333 · 0.36812) = 19.479 above its rest: y 139.479.
        #expect(abs(frames[2][1] - 139.479) < 0.001)
        // `wait` runs until the animator pauses: back at the row's flow position.
        #expect(abs(frames[3][1] - 120) < 0.1)
        // The drag plays on (phase "dynamics") until the springs rest where the flow puts them
        // (row 8 at y 8 × 60 = 480).
        let drag = lines.first { $0.contains("\"timeline\"") } ?? ""
        #expect(drag.contains("\"phase\":\"drag\"") && drag.contains("\"phase\":\"dynamics\""))
        #expect(abs(frames[4][1] - 480) < 0.1)
        // The finger starts at the view's centre (195, 422) and moves 100 points up as the
        // content does: in content coordinates it stays at (195, 422); its translation is −100;
        // after the lift the recognizer is .ended (3) and keeps its last location.
        #expect(frames[5] == [190, 367, 10, 110])
        #expect(lines.last { $0.contains("\"frame\"") }?.contains("\"zIndex\":3") == true)

        // A profile's frames are the frames a scroll shows: the springs step on each of the 12, so
        // each frame's animator moves items, invalidates the layout and prepare() runs again (the
        // sweep used to skip UIKit Dynamics, leaving the one prepare() of the fresh instance).
        let profile = try await Executable.run(
            ["-c", "items 40; use springy-flow-layout; profile --scenario sweep --frames 12 --json"],
            plugins: "Springs", directory: root)
        #expect(profile.status == 0, "\(profile.stderr)")
        #expect(ProfileTests.calls(profile.json, "prepare") >= 12, "\(profile.stdout)")
    }

    /// A user plugin folder named as a bundled plugin hides it, and `layouts` says so.
    @Test func aUserPluginThatHidesABundledOneIsNoted() async throws {
        let root = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: root + "/Mine/Circular", withIntermediateDirectories: true)
        try "import UIKit\n\nfinal class RingLayout: UICollectionViewFlowLayout {}\n"
            .write(toFile: root + "/Mine/Circular/RingLayout.swift", atomically: true, encoding: .utf8)
        let run = try await Executable.run(["-c", "layouts"], plugins: "Mine", directory: root)
        #expect(run.status == 0)
        #expect(run.stdout.contains("ring-layout") && !run.stdout.contains("circular-fast"))
        #expect(run.stderr.contains("note: your plugin folder Circular hides the bundled plugin of that name"))
    }

    /// A layout whose init() traps takes only itself down: the plugin's other layouts are listed
    /// and used, and `use` of the broken one names it and its line.
    @Test func aLayoutWhoseInitTrapsLeavesItsPluginsOtherLayouts() async throws {
        let root = Executable.temporaryWorkspace()
        // A name of its own, so the package generated for it is this run's alone.
        let folder = "Mixed" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: root + "/\(folder)/Pair", withIntermediateDirectories: true)
        try """
        import UIKit

        final class SturdyLayout: UICollectionViewFlowLayout {}

        final class BrittleLayout: UICollectionViewLayout {
            override init() {
                let sizes: [CGFloat] = []
                _ = sizes[0]
                super.init()
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """.write(toFile: root + "/\(folder)/Pair/Layouts.swift", atomically: true, encoding: .utf8)
        let run = try await Executable.run(
            ["--keep-going", "-c", "layouts; use brittle-layout; use sturdy-layout; attrs --json"],
            plugins: folder, directory: root)
        #expect(run.stdout.contains("brittle-layout") && run.stdout.contains("sturdy-layout"))
        let errors = run.errors.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(run.stderr)")
        #expect(errors.first?.hasPrefix("error: brittle-layout trapped in init(): Fatal error: Index out of range (Layouts.swift:8") == true, "\(run.stderr)")
        #expect(run.json["layout"] as? String == "sturdy-layout")
        #expect(run.status == 1)
        // The folder's first build ran SwiftPM, whose lock files stay in the generated package
        // (its TMPDIR), not in the system's temporary folder, where nothing would remove them.
        let locks = try FileManager.default.contentsOfDirectory(atPath: "/tmp").filter { $0.contains("_\(folder)-") && $0.hasSuffix(".lock") }
        #expect(locks.isEmpty, "\(locks)")
    }

    /// `new` writes a layout of each kind that loads and lays out.
    @Test func newWritesALayoutThatLoads() async throws {
        let root = Executable.temporaryWorkspace()
        let created = try await Executable.run(["new", "Mosaic", "--flow"], plugins: ".", directory: root)
        #expect(created.status == 0)
        #expect(created.stdout.contains(" --plugins . run ./Mosaic/tour.lbs"), "\(created.stdout)")
        let run = try await Executable.run(["run", "Mosaic/tour.lbs"], plugins: ".", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        // Three columns 8 apart in 390 points: side = floor((390 − 16) / 3) = 124.
        #expect(run.stdout.contains("124x124"))
        let again = try await Executable.run(["new", "Mosaic"], plugins: ".", directory: root)
        #expect(again.status == 1)
        #expect(again.stderr.contains("exists already"))
    }
}
