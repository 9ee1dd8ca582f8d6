import SwiftParser
import Testing
@testable import LayoutDiscovery

/// What a layout needs of its folder (LayoutClosure), and the folder cut down to it (PartialSources).
struct LayoutClosureTests {
    static let files: [String: String] = [
        "Grid.swift": """
        import UIKit
        class GridLayout: UICollectionViewLayout {
            var spacing = Metrics.gap
            override func prepare() { _ = rounded(spacing); _ = UIColor.brand }
        }
        """,
        "Metrics.swift": """
        import UIKit
        enum Metrics { static let gap: CGFloat = 4 }
        extension Metrics { static let other = 1 }
        func rounded(_ value: CGFloat) -> CGFloat { value.rounded() }
        func unused() { let _ = UIMenu(title: "") }
        """,
        "Colors.swift": """
        import UIKit
        extension UIColor { static let brand = UIColor.red }
        extension UIFont { static let title = UIFont.systemFont(ofSize: 3) }
        """,
        "Controller.swift": """
        import UIKit
        import SnapKit
        class PhotosViewController: UIViewController {
            let columns = 3
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = makeMenu()
            }
            func makeMenu() -> UIMenu { UIMenu(title: "x") }
            func createLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            }
        }
        extension PhotosViewController: UICollectionViewDataSource {
            func cell() -> Int { columns }
        }
        """
    ]

    static var sources: [SourceFile] {
        files.sorted { $0.key < $1.key }.map { SourceFile(path: "/u/" + $0.key, text: $0.value) }
    }

    static func graph() -> DeclarationGraph { DeclarationGraph(trees: sources.map { Parser.parse(source: $0.text) }) }

    static func file(_ name: String) -> Int { files.keys.sorted().firstIndex(of: name)! }

    static func titles(_ nodes: Set<Int>, in graph: DeclarationGraph) -> [String] {
        nodes.map { graph.nodes[$0].title }.sorted()
    }

    /// A layout class reaches the types, functions, globals and extensions of UIKit's types its
    /// code names, the extensions of its folder's types, and nothing else.
    @Test func aLayoutReachesWhatItsCodeNames() {
        let graph = Self.graph()
        let closure = LayoutClosure(graph: graph)
        let layout = DiscoveredLayout(
            id: "grid-layout", title: "GridLayout", summary: "", origin: .layoutClass("GridLayout"),
            make: "GridLayout()", parameters: [], isPrivate: false, file: Self.file("Grid.swift"))
        let reach = closure.reach(closure.roots(of: layout))
        #expect(
            Self.titles(reach.nodes, in: graph) == [
                "class GridLayout", "enum Metrics", "extension Metrics", "extension UIColor", "func rounded(_:)"
            ])
    }

    /// A view controller's factory reaches the controller, and the controller's extensions only
    /// once it is reduced when they hold what the layout names; a reduced controller keeps what
    /// makes it (a stored property with no value, initialisers) and what needed code names.
    @Test func aReducedControllerKeepsWhatMakesItAndWhatItsFactoryNames() {
        let graph = Self.graph()
        var closure = LayoutClosure(graph: graph)
        let layout = DiscoveredLayout(
            id: "photos-layout", title: "PhotosViewController.createLayout()", summary: "",
            origin: .factory(owner: "PhotosViewController", member: "createLayout"), make: "$0.createLayout()",
            parameters: [], isPrivate: false, file: Self.file("Controller.swift"))
        let roots = closure.roots(of: layout)
        #expect(Self.titles(closure.reach(roots).nodes, in: graph) == ["class PhotosViewController", "extension PhotosViewController"])
        // The compiler's errors: the missing module's import, UIMenu in makeMenu (line 9).
        var dropped = Set<String>()
        let controller = Self.file("Controller.swift")
        #expect(
            closure.absorb(
                [
                    .init(file: controller, line: 2, message: "no such module 'SnapKit'"),
                    .init(file: controller, line: 9, message: "cannot find type 'UIMenu' in scope")
                ],
                droppedModules: &dropped))
        #expect(dropped == ["SnapKit"])
        #expect(closure.reduced == ["PhotosViewController"])
        #expect(closure.excluded.isEmpty)
        let reach = closure.reach(roots)
        #expect(Self.titles(reach.nodes, in: graph) == ["class PhotosViewController"])
        let node = reach.nodes.first!
        let kept = closure.keptMembers(of: node, uses: reach, roots: roots).map { graph.nodes[node].members[$0].name }
        // `columns` has a value and only the extension (not needed) names it.
        #expect(kept == ["createLayout"])
        // An error in the factory once reduced: the member is left out, and the layout that
        // needs it fails; the controller itself stays (another factory of it may be built).
        #expect(closure.absorb([.init(file: controller, line: 10, message: "x")], droppedModules: &dropped))
        #expect(closure.excluded.isEmpty && closure.excludedMembers.count == 1)
        #expect(closure.neededExcludedMembers(closure.reach(roots), roots: roots) == Array(closure.excludedMembers))
    }

    /// The cut folder: what no layout needs is taken out line for line, a file nothing is kept of
    /// is left out, a layout that needs an excluded declaration is not built.
    @Test func theCutFolderKeepsLinesAndLeavesOutTheRest() {
        var decided: LayoutClosure?
        let partial = PartialSources.cut(Self.sources, droppedModules: ["SnapKit"]) { graph in
            var closure = LayoutClosure(graph: graph)
            closure.reduced = ["PhotosViewController"]
            decided = closure
            return closure
        }
        #expect(partial.built.sorted() == ["grid-layout", "photos-layout"])
        #expect(partial.files[Self.file("Colors.swift")]?.text.contains("UIFont") == false)
        #expect(partial.files[Self.file("Colors.swift")]?.text.contains("static let brand") == true)
        let controller = partial.files[Self.file("Controller.swift")]!.text
        #expect(!controller.contains("SnapKit") && !controller.contains("viewDidLoad") && !controller.contains("makeMenu"))
        #expect(controller.contains("func createLayout()") && !controller.contains("let columns = 3"))
        #expect(
            controller.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.files["Controller.swift"]!.split(separator: "\n", omittingEmptySubsequences: false).count)
        let metrics = partial.files[Self.file("Metrics.swift")]!.text
        #expect(!metrics.contains("unused") && metrics.contains("func rounded"))
        // Excluding the function the grid calls leaves the grid unbuilt and the photos built.
        let graph = decided!.graph
        let rounded = graph.nodes.firstIndex { $0.title == "func rounded(_:)" }!
        let again = PartialSources.cut(Self.sources, droppedModules: []) { _ in
            var closure = decided!
            closure.excluded = [rounded]
            return closure
        }
        #expect(again.built == ["photos-layout"])
        #expect(again.failing == ["grid-layout": [rounded]])
    }
    /// A controller that is its layout's delegate and fails to compile keeps, once reduced, the
    /// UIKit layout delegate methods it implements (UIKit calls them; the layout's code never
    /// names them) and that protocol in its extension's clause; the data source it adopts is no
    /// layout's, nor is the delegate method that needs what the folder lacks.
    @Test func aReducedDelegateKeepsUIKitsLayoutDelegateMethods() throws {
        let sources = [
            SourceFile(
                path: "/u/Movies.swift",
                text: """
                    import UIKit
                    import RxSwift
                    class MoviesViewController: UIViewController, UICollectionViewDataSource {
                        let movies: Variable<[String]> = Variable([])
                        let padding: CGFloat = 16
                        let layout = UICollectionViewFlowLayout()
                        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { movies.value.count }
                        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
                    }
                    extension MoviesViewController: UICollectionViewDelegateFlowLayout {
                        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                            CGSize(width: view.frame.width - 2 * padding, height: 140)
                        }
                        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                            present(DetailViewController(movie: movies.value[indexPath.item]), animated: true)
                        }
                    }
                    """)
        ]
        let partial = PartialSources.cut(sources, droppedModules: ["RxSwift"]) { graph in
            var closure = LayoutClosure(graph: graph)
            closure.reduced = ["MoviesViewController"]
            return closure
        }
        #expect(partial.built == ["movies-layout"])
        let text = try #require(partial.files[0]?.text)
        #expect(text.contains("class MoviesViewController: UIViewController {"), "\(text)")
        #expect(text.contains("extension MoviesViewController: UICollectionViewDelegateFlowLayout {"), "\(text)")
        #expect(text.contains("sizeForItemAt") && text.contains("let padding"), "\(text)")
        #expect(!text.contains("didSelectItemAt") && !text.contains("cellForItemAt") && !text.contains("Variable"), "\(text)")
    }

    /// What changes other code's meaning without being named stays in a build from less than the
    /// folder: a module's `~=` a `case` uses, a conformance added to Bool that a generic call's
    /// overload depends on, an interpolation extension; and a reduced controller keeps the
    /// witnesses of the folder's protocol its layout calls through (`delegate?.height?(…)`).
    @Test func declarationsThatChangeMeaningStay() {
        let files = [
            "Layout.swift": """
            import UIKit
            protocol Flag {}
            @objc protocol RowsDelegate: AnyObject { @objc optional func height(for row: Int) -> CGFloat }
            class RowsLayout: UICollectionViewLayout {
                weak var delegate: RowsDelegate?
                override func prepare() {
                    switch 3 { case 0...5: break; default: break }
                    _ = pick(true)
                    _ = "\\(row: 1)"
                    _ = delegate?.height?(for: 0)
                }
                func pick<T>(_ value: T) -> Int { 0 }
                func pick<T: Flag>(_ value: T) -> Int { 1 }
            }
            """,
            "Extras.swift": """
            import UIKit
            func ~= (pattern: ClosedRange<Int>, value: Int) -> Bool { false }
            extension Bool: Flag {}
            extension DefaultStringInterpolation { mutating func appendInterpolation(row: Int) { appendLiteral("r\\(row)") } }
            extension UIFont { static let unrelated = 1 }
            """,
            "Controller.swift": """
            import UIKit
            class RowsViewController: UIViewController, RowsDelegate {
                func height(for row: Int) -> CGFloat { 44 }
                func unrelated() {}
                func createLayout() -> RowsLayout { let layout = RowsLayout(); layout.delegate = self; return layout }
            }
            """
        ]
        let sorted = files.keys.sorted()
        let graph = DeclarationGraph(trees: sorted.map { Parser.parse(source: files[$0]!) })
        var closure = LayoutClosure(graph: graph)
        let layout = DiscoveredLayout(
            id: "rows-layout", title: "RowsLayout", summary: "", origin: .layoutClass("RowsLayout"),
            make: "RowsLayout()", parameters: [], isPrivate: false, file: sorted.firstIndex(of: "Layout.swift")!)
        let titles = Self.titles(closure.reach(closure.roots(of: layout)).nodes, in: graph)
        #expect(titles.contains("func ~=(_:_:)") || titles.contains { $0.hasPrefix("func ~=") }, "\(titles)")
        #expect(titles.contains("extension Bool") && titles.contains("extension DefaultStringInterpolation"), "\(titles)")
        #expect(!titles.contains("extension UIFont"))
        // The controller, reduced for an error, keeps the requirement's witness.
        let factory = DiscoveredLayout(
            id: "rows-view-layout", title: "RowsViewController.createLayout()", summary: "",
            origin: .factory(owner: "RowsViewController", member: "createLayout"), make: "$0.createLayout()",
            parameters: [], isPrivate: false, file: sorted.firstIndex(of: "Controller.swift")!)
        closure.reduced = ["RowsViewController"]
        let roots = closure.roots(of: factory)
        let reach = closure.reach(roots)
        let controller = graph.nodes.firstIndex { $0.title == "class RowsViewController" }!
        let kept = closure.keptMembers(of: controller, uses: reach, roots: roots).map { graph.nodes[controller].members[$0].name }
        #expect(kept.contains("height") && kept.contains("createLayout") && !kept.contains("unrelated"), "\(kept)")
    }
}
