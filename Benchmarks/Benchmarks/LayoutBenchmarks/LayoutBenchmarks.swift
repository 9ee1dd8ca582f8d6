import Benchmark
import CollectionLayout
import Foundation
import Workbench

/// The SDK's own layouts, through their plugins as layoutbench runs them (release builds):
///
/// - Flow prepare: invalidateLayout() then prepare() for 100,000 items, uniform (`flow`: nothing
///   stored per item) and sized by the delegate (`flow-sized`: a delegate call and a frame per item).
/// - Flow query: one screen (390×844) of layoutAttributesForElements(in:) at 100,000 items,
///   across the ABI and decoded, as a frame asks it.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 100_000)

    // The package root: Benchmarks/Benchmarks/LayoutBenchmarks/LayoutBenchmarks.swift, four up.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    let flow: PluginLibrary
    do {
        flow = try BenchmarkProbes.loadPlugin("Flow", packageRoot: root, configuration: "release")
    } catch {
        fatalError("cannot load the Flow plugin: \(error)")
    }

    for id in ["flow", "flow-sized"] {
        let stepper: BenchmarkProbes.FrameStepper
        do {
            stepper = try BenchmarkProbes.FrameStepper(library: flow, layoutID: id, items: 100_000)
        } catch {
            fatalError("\(id) with 100000 items: \(error)")
        }
        Benchmark("Flow prepare (\(id), 100000 items)") { _ in
            try stepper.invalidateAndPrepare()
        }
        // A screen in the middle of the content.
        let middle = stepper.view.state.contentSize.height / 2
        let screen = CGRect(x: 0, y: middle, width: 390, height: 844)
        Benchmark("Flow query (\(id), 100000 items, one 390x844 screen)") { _ in
            blackHole(try stepper.query(screen))
        }
    }
}
