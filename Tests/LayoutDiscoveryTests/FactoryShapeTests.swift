import Testing
@testable import LayoutDiscovery

/// The shapes app code makes its layout in besides a class: a struct's factory, a collection view
/// controller's initialiser, a library's section builder; and why one is not offered.
struct FactoryShapeTests {
    static func discover(_ text: String) -> (plan: PluginSourcePlan, skipped: [SkippedLayout]) {
        let files = [SourceFile(path: "/u/A.swift", text: text)]
        return (PluginSourcePlan.make(name: "P", files: files), PluginSourcePlan.discovery(files: files).skipped)
    }

    @Test func aStructsFactoryIsCalledOnAFreshValue() {
        let (plan, _) = Self.discover(
            """
            import UIKit
            struct Maker { func create() -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
            """)
        #expect(plan.layouts.map(\.id) == ["maker-create"])
        #expect(plan.layouts.first?.make == "Maker().create()")
        #expect(plan.layouts.first?.companion == nil)
    }

    @Test func aCollectionViewControllerThatMakesItsLayoutInItsInitialiser() {
        let (plan, _) = Self.discover(
            """
            import UIKit
            final class LibraryViewController: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Plain: UICollectionViewController {}
            """)
        #expect(plan.layouts.map(\.id) == ["library-collection-view-layout"])
        #expect(plan.layouts.first?.title == "LibraryViewController.collectionViewLayout")
        #expect(plan.layouts.first?.make == "$0.collectionViewLayout")
        #expect(plan.layouts.first?.companion == "LibraryViewController()")
    }

    /// A collection view subclass whose initialiser passes the caller's layout on makes none of
    /// its own: only the controller that makes one with a layout is offered.
    @Test func aLayoutPassedOnIsTheCallersNotTheSubclasss() {
        let (plan, _) = Self.discover(
            """
            import UIKit
            final class ChatCollectionView: UICollectionView {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ChatViewController: UIViewController {
                lazy var collectionView = ChatCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        #expect(plan.layouts.map(\.title) == ["ChatViewController's collection view layout"])
    }

    /// A section builder is the layout of a folder with no other: made in a section provider,
    /// which gives it the environment and the section's index.
    @Test func aSectionBuilderIsALayoutWhereTheFolderHasNoOther() {
        let builder = """
            import UIKit
            enum Shelf {
                struct Configuration { var columns = 2 }
                static func makeSection(config: Configuration, environment: NSCollectionLayoutEnvironment, sectionIndex: Int) -> NSCollectionLayoutSection {
                    NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: []))
                }
            }
            """
        let (alone, _) = Self.discover(builder)
        #expect(alone.layouts.map(\.id) == ["shelf-section"])
        #expect(
            alone.layouts.first?.make
                == "UICollectionViewCompositionalLayout { sectionIndex, environment in Shelf.makeSection(config: Shelf.Configuration(), environment: environment, sectionIndex: sectionIndex) }"
        )
        let (beside, _) = Self.discover(builder + "\nfinal class GridLayout: UICollectionViewFlowLayout {}\n")
        #expect(beside.layouts.map(\.id) == ["grid-layout"])
    }

    /// A factory with arguments is the app's to call with what the layout is for: not offered, and
    /// said why; a section builder's arguments besides the environment and index get defaults.
    @Test func aFactoryWithArgumentsIsNotOfferedAndSaysWhy() {
        let (plan, skipped) = Self.discover(
            """
            import UIKit
            protocol Source { func kind(at index: Int) -> Int }
            struct Provider { func createLayout(dataSource: Source) -> UICollectionViewLayout { UICollectionViewFlowLayout() } }
            func makeLayout(columns: Int) -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            func makeSection(source: Source, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
            class Plain {}
            """)
        #expect(plan.layouts.isEmpty)
        #expect(
            skipped == [
                SkippedLayout(
                    name: "Provider.createLayout(dataSource:)",
                    reason: "it takes dataSource: Source (a factory is offered when it takes no arguments, or only ones with default values)"),
                SkippedLayout(
                    name: "makeLayout(columns:)",
                    reason: "it takes columns: Int (a factory is offered when it takes no arguments, or only ones with default values)"),
                SkippedLayout(name: "makeSection(source:environment:)", reason: "it takes source: Source, which layoutbench cannot make without the app")
            ])
    }
}
