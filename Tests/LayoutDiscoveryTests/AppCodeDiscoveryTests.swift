import Testing
@testable import LayoutDiscovery
import Foundation

/// Discovery of real app code, from source text alone: files compiled as iOS compiles them,
/// type aliases, overrides in extensions, the delegates an app sets.
struct AppCodeDiscoveryTests {
    static func plan(_ text: String) -> PluginSourcePlan { PluginSourcePlanTests.plan(["A.swift": text]) }

    @Test func conditionsAreDecidedAsIOSDecidesThem() throws {
        let plan = Self.plan(
            """
            import UIKit
            #if os(tvOS) || targetEnvironment(macCatalyst)
            final class TVLayout: UICollectionViewLayout {}
            #elseif os(iOS) && canImport(UIKit) && !canImport(AppKit)
            final class PhoneLayout: UICollectionViewLayout {}
            #endif
            #if os(Linux)
            final class LinuxLayout: UICollectionViewLayout {}
            #endif
            """)
        #expect(plan.layouts.map(\.id) == ["phone-layout"])
        let copy = try #require(plan.buildCopies[0])
        // Each platform atom is replaced by its value; the #if stays for the compiler.
        #expect(copy.contains("#if false || false"))
        #expect(copy.contains("#elseif true && true && !false"))
        #expect(copy.contains("#if false\n"))
    }

    @Test func submoduleAndClassImportsImportTheModule() throws {
        let plan = Self.plan(
            """
            import UIKit.UICollectionView
            import class UIKit.UIColor
            final class L: UICollectionViewLayout {}
            """)
        let copy = try #require(plan.buildCopies[0])
        #expect(copy.components(separatedBy: "import UIKit\n").count == 3, "\(copy)")
        #expect(!copy.contains("UIKit.UICollectionView\n") && !copy.contains("import class"))
    }

    @Test func aFileWithNoImportGetsUIKit() throws {
        let plan = PluginSourcePlanTests.plan([
            "A.swift": "import UIKit\nfinal class L: UICollectionViewLayout { var g = Geometry.side }",
            "B.swift": "enum Geometry { static let side: CGFloat = 3 }"
        ])
        let copy = try #require(plan.buildCopies[1])
        #expect(copy.hasPrefix("import UIKit\n#sourceLocation(file: \"/u/B.swift\", line: 1)"), "\(copy)")
    }

    @Test func aliasesAreFollowedInsideConditions() {
        let plan = Self.plan(
            """
            import UIKit
            #if canImport(AppKit)
            typealias FlowLayout = NSCollectionViewFlowLayout
            #else
            typealias FlowLayout = UICollectionViewFlowLayout
            #endif
            typealias Base = FlowLayout
            final class Shelf: Base {}
            """)
        #expect(plan.layouts.map(\.id) == ["shelf"])
    }

    @Test func overridesInExtensionsMoveIntoTheClass() throws {
        let plan = Self.plan(
            """
            import UIKit
            final class L: UICollectionViewFlowLayout {
                var x = 1
            }
            extension L {
                override var debugDescription: String { "L" }
                override func prepare() { super.prepare() }
                func helper() {}
            }
            extension UICollectionViewLayout {
                override open var description: String { "any layout" }
            }
            """)
        let copy = try #require(plan.buildCopies[0])
        let classBody = try #require(copy.range(of: "var x = 1")).upperBound
        let debug = try #require(copy.range(of: "override var debugDescription"))
        #expect(
            debug.lowerBound > classBody && debug.lowerBound < copy.range(of: "extension L {")!.lowerBound,
            "moved into the class body: \(copy)")
        #expect(copy.contains("var layoutbench_description: String"), "\(copy)")
        #expect(copy.contains("func helper() {}"))
    }

    @Test func aDelegateNothingAdoptsGetsAStandIn() throws {
        let plan = Self.plan(
            """
            import UIKit
            enum Side: Int { case left, right }
            protocol MosaicDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
                func numberOfColumns(in collectionView: UICollectionView) -> Int
                func side(for section: Int) -> Side
                func didTap()
            }
            final class MosaicLayout: UICollectionViewLayout {
                weak var delegate: MosaicDelegate?
            }
            """)
        let entry = try #require(plan.entrySource)
        #expect(entry.contains("final class LayoutbenchStandIn_MosaicDelegate: StandInDelegate, MosaicDelegate"), "\(entry)")
        for key in ["heightForItemAt", "numberOfColumns", "side"] {
            #expect(entry.contains("StandInDelegate.parameter(\"\(key)\""), "\(key): \(entry)")
        }
        #expect(entry.contains("func didTap() {}"))
        // An enum the stand-in answers with gets a parameter value's conformances.
        #expect(plan.buildCopies[0]?.contains("extension Side: CaseIterable, LayoutParameterValue {}") == true)
    }

    @Test func theAppsAdopterIsTheDelegate() throws {
        let plan = Self.plan(
            """
            import UIKit
            protocol ShelfDelegate: AnyObject { func height() -> CGFloat }
            final class ShelfLayout: UICollectionViewFlowLayout { weak var delegate: ShelfDelegate? }
            final class ShelfViewController: UIViewController, ShelfDelegate { func height() -> CGFloat { 3 } }
            """)
        // The app's adopter by default; the stand-in beside it, which `delegate=stand-in` chooses.
        let entry = try #require(plan.entrySource)
        #expect(entry.contains("DelegateChoice.argument(app: \"ShelfViewController\")"), "\(entry)")
        #expect(entry.contains("== .app ? ShelfViewController() as AnyObject : LayoutbenchStandIn_ShelfDelegate() as AnyObject"), "\(entry)")
    }

    @Test func standInKeys() {
        #expect(DelegateStandIn.key("collectionView", labels: ["_", "layout", "heightForItemAt"], taken: []) == "heightForItemAt")
        #expect(
            DelegateStandIn.key("collectionView", labels: ["_", "layout", "sizeForItemAtIndexPath", "width", "side"], taken: [])
                == "sizeForItemAtIndexPath")
        #expect(DelegateStandIn.key("numberOfColumns", labels: ["in"], taken: []) == "numberOfColumns")
        #expect(
            DelegateStandIn.key("collectionView", labels: ["_", "heightForItemAt"], taken: ["heightForItemAt"])
                == "collectionView_heightForItemAt")
    }

    /// Swift 4 pods' `open let` is `public let` in the build copy, and an app's entry point
    /// attribute is dropped (a plugin is a library), lines kept.
    @Test func swift4OpenLetsAndAppEntryPoints() throws {
        let plan = Self.plan(
            """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            open class CardLayout: UICollectionViewLayout {
                open let spacing: CGFloat = 8
                open var count = 2
            }
            """)
        let copy = try #require(plan.buildCopies[0])
        #expect(copy.contains("    public let spacing: CGFloat = 8") && copy.contains("    open var count = 2"), "\(copy)")
        #expect(!copy.contains("@UIApplicationMain"), "\(copy)")
        #expect(copy.components(separatedBy: "\n").count >= 7)
    }

    /// A layout made only with arguments is made with each argument's default; those of a
    /// parameter's type are initialiser arguments the host sets, named inside the initialiser.
    @Test func aLayoutWhoseInitTakesArgumentsIsMadeWithDefaults() throws {
        let plan = Self.plan(
            """
            import UIKit
            enum Style { case plain, grouped }
            enum Width { case ratio(CGFloat), equal }
            open class SliderLayout: UICollectionViewFlowLayout {
                public init(with itemSize: CGSize, _ count: Int, style: Style) { super.init() }
                public required init?(coder: NSCoder) { fatalError() }
            }
            final class RatioLayout: UICollectionViewLayout {
                init(width: Width) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        // Width's default is its first case without values.
        #expect(plan.layouts.map(\.id) == ["ratio-layout", "slider-layout"])
        let entry = try #require(plan.entrySource)
        #expect(entry.contains("RatioLayout(width: Width.equal)"), "\(entry)")
        #expect(
            entry.contains(
                #"LayoutArgument("itemSize", default: StandInDelegate.defaultValue(CGSize.self) as CGSize), "#
                    + #"LayoutArgument("count", default: StandInDelegate.defaultValue(Int.self) as Int)]"#), "\(entry)")
        #expect(
            entry.contains(
                #"{ arguments in SliderLayout(with: arguments["itemSize", default: StandInDelegate.defaultValue(CGSize.self) as CGSize], "#
                    + #"arguments["count", default: StandInDelegate.defaultValue(Int.self) as Int], style: Style.plain) }"#), "\(entry)")
        #expect(plan.layouts.last?.arguments.map(\.name) == ["itemSize", "count"])
    }

    /// `x?(…)` on a closure property stays as Swift calls it; a UIKit requirement's call keeps
    /// its closure's `$0`; `import ObjectiveC` imports the SDK; `override init()` of an
    /// invalidation context is `required`, as the SDK's is.
    @Test func rewritesTouchOnlyWhatLinuxNeeds() throws {
        let plan = Self.plan(
            """
            import UIKit
            import ObjectiveC
            final class Proxy: NSObject {
                var onScroll: (() -> Void)?
                func scrolled() { self.onScroll?() }
            }
            final class Context: UICollectionViewLayoutInvalidationContext {
                var flag: Bool
                override init() { flag = false }
            }
            final class L: UICollectionViewLayout {
                var sections: Int { resolve({ $0.dataSource?.numberOfSections?(in: $0) }) ?? 1 }
                func resolve(_ body: (UICollectionView) -> Int?) -> Int? { collectionView.flatMap(body) }
            }
            """)
        let copy = try #require(plan.buildCopies[0])
        #expect(copy.contains("self.onScroll?()"), "\(copy)")
        #expect(copy.contains("resolve({ UIKitOptionalRequirement.answer($0.dataSource?.numberOfSections(in: $0)) })"), "\(copy)")
        #expect(copy.contains("import UIKit\nimport UIKit\n"), "\(copy)")
        #expect(copy.contains("override required init() { flag = false }"), "\(copy)")
    }

    /// A protocol-typed property the class sets itself (private, lazy, or with a value) gets no stand-in.
    @Test func aDelegateTheClassMakesItselfGetsNoStandIn() throws {
        let plan = Self.plan(
            """
            import UIKit
            protocol Controller: AnyObject { func offset() -> CGFloat }
            final class Impl: Controller { func offset() -> CGFloat { 0 } }
            final class L: UICollectionViewLayout {
                private lazy var controller: Controller = Impl()
            }
            """)
        #expect(plan.layouts.first?.delegate == nil)
        #expect(plan.entrySource?.contains("LayoutbenchStandIn") == false)
    }

    /// A private computed property reading the collection view's delegate still names the
    /// protocol to stand in for; a model the protocol answers is made fresh.
    @Test func aPrivateComputedDelegateGetsAStandIn() throws {
        let plan = Self.plan(
            """
            import UIKit
            final class Style { var radius: CGFloat = 4 }
            @objc protocol WaterfallDelegate: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, styleFor section: Int) -> Style
                @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountFor section: Int) -> Int
            }
            final class WaterfallLayout: UICollectionViewLayout {
                private var delegate: WaterfallDelegate? {
                    return collectionView?.delegate as? WaterfallDelegate
                }
            }
            """)
        let standIn = try #require(plan.layouts.first?.delegate, "\(plan.layouts)")
        #expect((standIn.declaration ?? "").contains("-> Style { Style() }"), "\(standIn.declaration)")
    }

    /// A cast of the collection view's delegate in a method's local names the protocol too.
    @Test func aDelegateCastInAMethodGetsAStandIn() throws {
        let plan = Self.plan(
            """
            import UIKit
            @objc protocol RoundDelegate: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, radiusFor section: Int) -> CGFloat
            }
            final class RoundLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    let delegate = collectionView?.delegate as! RoundDelegate
                    _ = delegate
                }
            }
            """)
        #expect(plan.layouts.first?.delegate?.protocolName == "RoundDelegate")
    }

    /// `responds(to: #selector(…))` of an optional requirement asks its refinement.
    @Test func respondsToAnOptionalRequirementAsksItsRefinement() throws {
        let plan = Self.plan(
            """
            import UIKit
            @objc protocol SpanDelegate: AnyObject {
                @objc optional func collectionView(_ collectionView: UICollectionView, spanForItemAt indexPath: IndexPath) -> Int
            }
            final class L: UICollectionViewLayout {
                weak var delegate: SpanDelegate?
                var spans: Bool { delegate?.responds(to: #selector(SpanDelegate.collectionView(_:spanForItemAt:))) ?? false }
            }
            """)
        let copy = try #require(plan.buildCopies[0])
        #expect(copy.contains("(((delegate) as? any LayoutbenchOptional_SpanDelegate_collectionView__spanForItemAt) != nil) ?? false"), "\(copy)")
    }
}
