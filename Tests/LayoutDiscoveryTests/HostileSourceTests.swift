import Foundation
import Testing
@testable import LayoutDiscovery
import SwiftParser

/// Sources that once stopped discovery for every plugin: an inheritance cycle, which
/// Swift refuses, and long inheritance chains, which must be walked once, not once a class.
struct HostileSourceTests {
    static func files(_ files: [String: String]) -> [SourceFile] {
        files.sorted { $0.key < $1.key }.map { SourceFile(path: "/u/" + $0.key, text: $0.value) }
    }

    @Test func anInheritanceCycleIsNamedWithItsFileAndTheRestIsDiscovered() {
        let files = Self.files([
            "Cycle.swift": "import UIKit\nclass B: A {}\nclass A: B {}\nclass C: C {}\nclass D: E {}\ntypealias E = D\n",
            "Real.swift": "import UIKit\nclass RealLayout: UICollectionViewFlowLayout { var gap: CGFloat = 4 }\nclass Sub: RealLayout {}\n"
        ])
        let (ids, skipped) = PluginSourcePlan.discovery(files: files)
        #expect(ids == ["real-layout", "sub"])
        let cycles = skipped.filter { $0.reason.contains("inheritance cycle") }
        #expect(cycles.map(\.name) == ["A, B", "C", "D"], "\(skipped)")
        #expect(cycles.first?.reason == "an inheritance cycle in Cycle.swift (A → B → A), which Swift refuses")
        // The plan for a build still writes an entry for the layouts that are not in a cycle.
        let plan = PluginSourcePlan.make(name: "P", files: files)
        #expect(plan.layouts.map(\.id) == ["real-layout", "sub"])
        #expect(plan.layouts.last?.parameters.map(\.name) == ["gap"])
    }

    /// A chain of 3,000 classes, each a flow layout through the one before: every class is a
    /// layout, each inherits the first class's parameter, and each delegate plan is found.
    @Test func aLongInheritanceChainIsDiscovered() {
        let count = 3_000
        var text = "import UIKit\nclass L0: UICollectionViewFlowLayout { var gap: CGFloat = 4 }\n"
        for index in 1..<count { text += "class L\(index): L\(index - 1) {}\n" }
        let files = Self.files(["Chain.swift": text])
        let (ids, skipped) = PluginSourcePlan.discovery(files: files)
        #expect(ids.count == count && skipped.isEmpty)
        let plan = PluginSourcePlan.make(name: "P", files: files)
        #expect(plan.layouts.count == count)
        #expect(plan.layouts.allSatisfy { $0.parameters.map(\.name).first == "gap" })
        // The closure's families: every class's topmost class in the folder is L0.
        let closure = LayoutClosure(graph: DeclarationGraph(trees: files.map { Parser.parse(source: $0.text) }))
        #expect((0..<count).allSatisfy { closure.family(of: "L\($0)") == "L0" })
    }
}
