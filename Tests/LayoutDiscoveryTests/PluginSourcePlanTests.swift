import Testing
@testable import LayoutDiscovery
import Foundation

/// Discovery and the build copies, from source text alone.
struct PluginSourcePlanTests {
    static func plan(_ files: [String: String]) -> PluginSourcePlan {
        PluginSourcePlan.make(name: "P", files: files.sorted { $0.key < $1.key }.map { SourceFile(path: "/u/" + $0.key, text: $0.value) })
    }

    @Test func kebabCaseIds() {
        #expect(KebabCase.id("GridLayout") == "grid-layout")
        #expect(KebabCase.id("PinterestURLLayout") == "pinterest-url-layout")
        #expect(KebabCase.id("layout2Columns") == "layout2-columns")
        #expect(KebabCase.id("My_Layout") == "my-layout")
    }

    @Test func layoutClassesThroughFoundSuperclassesWithParameters() {
        let plan = Self.plan([
            "A.swift": """
            import UIKit
            /// The base.
            class BaseLayout: UICollectionViewLayout { var gap: CGFloat = 4 }
            class Wall: BaseLayout {
                var columns = 3 { didSet { invalidateLayout() } }
                let fixed = 2
                private var hidden = 1
                private(set) var readOnly = 1.5
                var computed: Int { 3 }
                var insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                var mode: Mode = .a
                private var state = 0.5
                func f() { var local = 3; local += 1; self.state += 1 }
            }
            enum Mode: String { case a, b }
            class NeedsArgs: UICollectionViewLayout {
                init(x: Int) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Comp: UICollectionViewCompositionalLayout {}
            class Generic<T>: UICollectionViewLayout {}
            """
        ])
        // BaseLayout is named Base…: abstract. Comp (no init()) and Generic are not made; NeedsArgs
        // is, with its argument's default (a count: 2), an initialiser argument the host sets.
        #expect(plan.layouts.map(\.id) == ["needs-args", "wall"])
        #expect(plan.layouts[0].make == #"NeedsArgs(x: arguments["x", default: StandInDelegate.defaultValue(Int.self) as Int])"#)
        #expect(plan.layouts[0].arguments == [DiscoveredArgument(name: "x", typeName: "Int", defaultValue: "StandInDelegate.defaultValue(Int.self)")])
        // A private knob the class never assigns is a parameter (its copy drops the `private`);
        // private state it assigns is not.
        #expect(plan.layouts[1].parameters.map(\.name) == ["columns", "hidden", "insets", "mode", "gap"])
        #expect(plan.layouts[1].parameters.map(\.typeName) == ["Int", "Int", "UIEdgeInsets", "Mode", "CGFloat"])
        #expect(plan.buildCopies[0]?.contains("\n    var hidden = 1\n") == true)
        #expect(plan.buildCopies[0]?.contains("private var state = 0.5") == true)
        // The enum gets its conformances in a build copy of its file; the entry exports Wall.
        #expect(plan.buildCopies[0]?.contains("extension Mode: CaseIterable, LayoutParameterValue {}") == true)
        #expect(plan.entrySource?.contains(#"LayoutExport("wall", title: "Wall", parameters: [LayoutParameter("columns", \Wall.columns)"#) == true)
    }

    /// A type nested in another is named through its parent in the code added for it.
    @Test func nestedEnumParametersAndNestedClasses() {
        let plan = Self.plan([
            "N.swift": """
            import UIKit
            class Row: UICollectionViewLayout {
                enum Alignment: Int { case left, right }
                var alignment: Alignment = .left
            }
            enum Catalog { final class Grid: UICollectionViewFlowLayout {} }
            """
        ])
        #expect(plan.layouts.map(\.id) == ["grid", "row"])  // by file, then type name
        #expect(plan.buildCopies[0]?.contains("extension Row.Alignment: CaseIterable, LayoutParameterValue {}") == true)
        #expect(plan.entrySource?.contains("{ Catalog.Grid() }") == true)
        #expect(plan.entrySource?.contains(#"LayoutParameter("alignment", \Row.alignment)"#) == true)
    }

    @Test func factoriesByFunctionStaticMemberAndController() {
        let plan = Self.plan([
            "B.swift": """
            import UIKit
            func createShelfLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            enum Layouts { static var grid: UICollectionViewCompositionalLayout { fatalError() } }
            class ListViewController: UIViewController {}
            extension ListViewController {
                private func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func helper(_ x: Int) -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            """
        ])
        #expect(Set(plan.layouts.map(\.id)) == ["shelf-layout", "layouts-grid", "list-layout"])
        // The private method is reached from an extension added to its own file.
        #expect(plan.buildCopies[0]?.contains("extension ListViewController {\n    static func layoutbenchExport") == true)
        #expect(plan.entrySource?.contains("{ createShelfLayout() }") == true)
        #expect(plan.entrySource?.contains("{ Layouts.grid }") == true)
    }

    @Test func aHandWrittenEntryWins() {
        let plan = Self.plan([
            "C.swift": """
            import CollectionLayout
            final class T: UICollectionViewLayout {}
            @_cdecl("layoutbench_plugin_entry")
            public func layoutbenchPluginEntry(_ v: UInt32) -> UnsafeRawPointer? {
                LayoutPlugin.export(name: "C", layouts: [LayoutExport("tee", title: "T") { T() }])
            }
            """
        ])
        #expect(plan.entrySource == nil)
        #expect(plan.layouts.isEmpty)
        #expect(plan.declaredIDs == ["tee"])
        #expect(plan.buildCopies.isEmpty)
    }

    /// The build copy keeps every line where it was (diagnostics name the user's lines) and
    /// keeps optional-requirement semantics.
    @Test func objectiveCOnlySwiftIsRewrittenLineForLine() {
        let source = """
            import UIKit
            @objc protocol D {
                @objc optional func height(_ layout: UICollectionViewLayout, at item: Int) -> CGFloat
                func width() -> CGFloat
            }
            class V: NSObject, D {
                func width() -> CGFloat { 1 }
                func height(_ layout: UICollectionViewLayout, at item: Int) -> CGFloat { 2 }
                @objc func tap() { let s = #selector(tap); _ = s }
                @IBOutlet weak var label: UILabel?
            }
            func use(_ d: D?, _ l: UICollectionViewLayout) -> CGFloat {
                let flow = (l.collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(l.collectionView!, layout: l, sizeForItemAt: IndexPath(item: 0, section: 0))
                return (d?.height?(l, at: 0) ?? 0) + (flow?.width ?? 0)
            }
            """
        let plan = Self.plan(["D.swift": source])
        let copy = try! #require(plan.buildCopies[0])
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"#sourceLocation(file: "/u/D.swift", line: 1)"#)
        // Line n of the user's file is line n + 1 of the copy.
        #expect(lines[2].trimmingCharacters(in: .whitespaces) == "protocol D: AnyObject {")
        #expect(lines[3].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[9].contains("func tap() { let s = Selector(\"tap\"); _ = s }"))
        #expect(!lines[9].contains("@objc"))
        #expect(lines[10].trimmingCharacters(in: .whitespaces) == "weak var label: UILabel?")
        #expect(
            lines[13].contains(
                "UIKitOptionalRequirement.answer((l.collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(l.collectionView!"))
        #expect(lines[14].contains("((d as? any LayoutbenchOptional_D_height__at)?.height(l, at: 0) ?? 0)"))
        #expect(copy.contains("protocol LayoutbenchOptional_D_height__at: D {\n    func height(_ layout: UICollectionViewLayout, at item: Int) -> CGFloat\n}"))
        #expect(copy.contains("extension V: LayoutbenchOptional_D_height__at {}"))
    }

    /// A private knob shadowed by one of the same name in a subclass (another variable, in
    /// another file) is no parameter of either: setting the subclass's would change nothing the
    /// base class's code reads.
    @Test func shadowedPrivateKnobsAreNoParameters() {
        let plan = Self.plan([
            "A.swift": "import UIKit\nclass GridLayout: UICollectionViewFlowLayout {\n    private var columns = 2\n    var gap: CGFloat = 4\n}\n",
            "B.swift": "import UIKit\nclass WideGridLayout: GridLayout {\n    private var columns = 3\n}\n"
        ])
        for layout in plan.layouts {
            #expect(!layout.parameters.map(\.name).contains("columns"), "\(layout.id): \(layout.parameters.map(\.name))")
            #expect(layout.parameters.map(\.name).contains("gap"))
        }
    }
}
