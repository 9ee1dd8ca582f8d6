import Benchmark
import CollectionLayout
import Foundation
import LayoutHost
import Workbench
import WorkbenchTestSupport

/// The SDK's own layouts, through their plugins as layoutbench runs them (release builds):
///
/// - Flow prepare: invalidateLayout() then prepare() for 100,000 items, uniform (`flow`: nothing
///   stored per item) and sized by the delegate (`flow-sized`: a delegate call and a frame per item).
/// - Flow query: one screen (390×844) of layoutAttributesForElements(in:) at 100,000 items,
///   across the ABI and decoded, as a frame asks it.
/// - Compositional prepare and query: the same for `comp-grid` (one group solved, repeated by
///   offset) and `comp-app` (a section provider).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 100_000)

    // The package root: Benchmarks/Benchmarks/LayoutBenchmarks/LayoutBenchmarks.swift, four up.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    for (plugin, ids) in [("Flow", ["flow", "flow-sized"]), ("Compositional", ["comp-grid", "comp-app"])] {
        let library: PluginLibrary
        do {
            library = try BenchmarkProbes.loadPlugin(plugin, packageRoot: root, configuration: "release")
        } catch {
            fatalError("cannot load the \(plugin) plugin: \(error)")
        }
        for id in ids {
            let stepper: BenchmarkProbes.FrameStepper
            do {
                stepper = try BenchmarkProbes.FrameStepper(library: library, layoutID: id, items: 100_000)
            } catch {
                fatalError("\(id) with 100000 items: \(error)")
            }
            Benchmark("\(plugin) prepare (\(id), 100000 items)") { _ in
                try stepper.invalidateAndPrepare()
            }
            // A screen in the middle of the content.
            let middle = stepper.contentHeight / 2
            let screen = CGRect(x: 0, y: middle, width: 390, height: 844)
            Benchmark("\(plugin) query (\(id), 100000 items, one 390x844 screen)") { _ in
                blackHole(try stepper.query(screen))
            }
        }
    }
}
