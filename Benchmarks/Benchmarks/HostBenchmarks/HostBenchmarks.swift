import Benchmark
import CollectionLayout
import Foundation
import LayoutHost
import Workbench
import WorkbenchTestSupport
import Snapshots

/// The host's own costs: what layoutbench adds around the plugin's work, so the numbers a
/// profile shows as "host" can be tracked across changes with baselines.
///
/// - Host frame: one display frame of a scroll against `table-fast` (a cheap layout, so the host
///   is most of it): bounds change, shouldInvalidate, content size, the rect query, decoding,
///   filtering, a run-loop turn, the layout's requests. Custom metrics split each frame into the
///   host's nanoseconds and the layout's. Here Swift's main actor serves the main queue, so the
///   run-loop turn returns at once; in layoutbench the same turn waits for its deadline (the
///   difference between a profile's host wall and host CPU time). The same against `flow` with
///   about 1,000 small cells on screen, where filtering and copying the visible ones weighs most.
/// - ABI per element: decoding C element records into LayoutElement values (plain, and with four
///   custom attributes), and a whole rect query across the ABI through the Table plugin; both
///   scaled to one element (×1000 elements an iteration).
/// - Snapshot diff: DataSnapshot diffs of 10 000 items with a few hundred edits.
/// - render: the SVG document and the terminal drawing of 100 and 10 000 visible elements.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    // The package root: Benchmarks/Benchmarks/HostBenchmarks/HostBenchmarks.swift, three up and one more.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    let table: PluginLibrary, flow: PluginLibrary
    do {
        table = try BenchmarkProbes.loadPlugin("Table", packageRoot: root, configuration: "release")
        flow = try BenchmarkProbes.loadPlugin("Flow", packageRoot: root, configuration: "release")
    } catch {
        fatalError("cannot load the Table and Flow plugins: \(error)")
    }

    let hostNanoseconds = BenchmarkMetric.custom("host ns a frame", polarity: .prefersSmaller, useScalingFactor: false)
    let layoutNanoseconds = BenchmarkMetric.custom("layout ns a frame", polarity: .prefersSmaller, useScalingFactor: false)

    // One display frame of a scroll a benchmark, its frame split into the host's and the
    // layout's nanoseconds. State is built once, outside the measured closure (each closure call
    // is one iteration).
    func hostFrame(_ name: String, _ makeStepper: () throws -> BenchmarkProbes.FrameStepper) {
        let stepper: BenchmarkProbes.FrameStepper
        do {
            stepper = try makeStepper()
        } catch {
            fatalError("\(name): \(error)")
        }
        Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal, hostNanoseconds, layoutNanoseconds])) { benchmark in
            let frame = try stepper.frame()
            benchmark.measurement(hostNanoseconds, Int(frame.host))
            benchmark.measurement(layoutNanoseconds, Int(frame.layout))
        }
    }
    for items in [1_000, 100_000] {
        hostFrame("Host frame (table-fast, \(items) items)") {
            try BenchmarkProbes.FrameStepper(library: table, layoutID: "table-fast", items: items)
        }
    }
    // A screen full of small cells, as the live view's benchmark scrolls: (390/18)·(844/18) ≈ 21·46
    // = 966 cells of 17 points with 1-point gaps visible, so the host's filtering and copying of
    // the visible elements is most of a frame.
    hostFrame("Host frame (flow, 100000 items, about 1000 visible)") {
        try BenchmarkProbes.FrameStepper(
            library: flow, layoutID: "flow", items: 100_000,
            parameters: ["itemSize": "17x17", "minimumLineSpacing": "1", "minimumInteritemSpacing": "1"])
    }

    // render: a picture of 100 and of 10 000 visible elements, as SVG and in the terminal.
    for count in [100, 10_000] {
        let probe = BenchmarkProbes.PictureProbe(count: count)
        Benchmark("render --svg (\(count) elements)") { _ in blackHole(probe.svg()) }
        Benchmark("render, terminal (\(count) elements)") { _ in blackHole(probe.terminal()) }
    }

    let plain = BenchmarkProbes.ElementRecords(count: 1000)
    // One iteration carries 20 rows across the boundary (the fixture is built once, outside the
    // measurement): divide by 20 for the cost per element.
    let twentyRows = BenchmarkProbes.BoundaryRoundTrip(rows: 20)
    Benchmark("ABI boundary, 20 visible rows (encode + decode)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(twentyRows.run()) }
    }

    Benchmark("ABI decode per element (plain cells)", configuration: .init(scalingFactor: .kilo)) { _ in
        blackHole(plain.decode())
    }

    let custom = BenchmarkProbes.ElementRecords(count: 1000, customAttributes: 4)
    Benchmark("ABI decode per element (4 custom attributes)", configuration: .init(scalingFactor: .kilo)) { _ in
        blackHole(custom.decode())
    }

    let querying: BenchmarkProbes.FrameStepper
    do {
        querying = try BenchmarkProbes.FrameStepper(library: table, layoutID: "table-fast", items: 10_000)
    } catch {
        fatalError("table-fast with 10000 items: \(error)")
    }
    let thousandRows = CGRect(x: 0, y: 0, width: 390, height: 300 * 1000 - 1)
    Benchmark("ABI rect query per element (table-fast, 1000 rows a query)", configuration: .init(scalingFactor: .kilo)) { _ in
        blackHole(try querying.query(thousandRows))
    }

    for edits in [10, 300] {
        let old = DataSnapshot.quick(counts: [5_000, 5_000])
        var new = old
        do {
            let ids = old.itemIdentifiers
            // Deterministic edits: every k-th item deleted, as many appended, a few moved.
            let stride = ids.count / edits
            try new.deleteItems((0..<edits).map { ids[$0 * stride + 1] })
            try new.appendItems((0..<edits).map { "new-\($0)" }, toSection: "S1")
            let remaining = new.itemIdentifiers
            for k in 0..<edits / 2 {
                let item = remaining[(k * 7919) % remaining.count], anchor = remaining[(k * 104_729 + 13) % remaining.count]
                if item != anchor { try new.moveItem(item, beforeItem: anchor) }
            }
        } catch {
            fatalError("snapshot edits: \(error)")
        }
        Benchmark("Snapshot diff (10000 items, \(edits) edits)") { _ in
            blackHole(SnapshotDiff.diff(from: old, to: new))
        }
    }

    // Issue 4's scenario: 100,000 items (10 sections of 10,000), then 1,000 random deletes,
    // 1,000 inserts and 1,000 moves (a fixed-seed generator, so every run diffs the same pair).
    let large = DataSnapshot.quick(counts: Array(repeating: 10_000, count: 10))
    var edited = large
    do {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var ids = large.itemIdentifiers
        var deleted = Set<String>()
        while deleted.count < 1_000 { deleted.insert(ids[next(ids.count)]) }
        try edited.deleteItems(Array(deleted))
        ids = edited.itemIdentifiers
        for k in 0..<1_000 { try edited.insertItems(["inserted-\(k)"], afterItem: ids[next(ids.count)]) }
        ids = edited.itemIdentifiers
        var moves = 0
        while moves < 1_000 {
            let item = ids[next(ids.count)], anchor = ids[next(ids.count)]
            guard item != anchor else { continue }
            try edited.moveItem(item, beforeItem: anchor)
            moves += 1
        }
    } catch {
        fatalError("snapshot edits: \(error)")
    }
    Benchmark("Snapshot diff (100000 items, 1000 moves, 1000 deletes, 1000 inserts)") { _ in
        blackHole(SnapshotDiff.diff(from: large, to: edited))
    }
}
