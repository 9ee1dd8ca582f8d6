import Benchmark
import Foundation
import LayoutHost
import Workbench
import WorkbenchTestSupport

/// What running layouts in an engine process costs, measured from the front end as the REPL
/// sends commands (one request a command), against the release `layoutbench` of the package
/// root (`swift build -c release` there first):
///
/// - Fling: a fling of about 1,200 frames (240 fps, 222,000 pt/s) against `table-fast` with
///   100,000 items, one request. `host+IPC µs a fling` is the request's wall time at the front
///   end less the engine's time in plugin code: the host's frames, the output, the crossing.
/// - attrs round trip: `attrs` of the 20 visible rows of `table-fast` (rows 42.25 tall: 844 / 42.25 = 19.98, so 20 rows).
/// - Engine start and replay: the engine ended, a new one started, the session (plugin, layout,
///   parameter, data, offset) replayed into it and the next command answered.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(5))

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    let executable = ProcessInfo.processInfo.environment["LAYOUTBENCH_EXECUTABLE"] ?? root + "/.build/release/layoutbench"
    let probe: EngineProbe
    do {
        probe = try EngineProbe(executable: executable, packageRoot: root)
        try probe.run("items 100000; use table-fast; fps 240")
    } catch {
        fatalError("cannot start the engine: \(error)")
    }

    let hostMicroseconds = BenchmarkMetric.custom("host+IPC µs a fling", polarity: .prefersSmaller, useScalingFactor: false)
    let layoutMicroseconds = BenchmarkMetric.custom("layout µs a fling", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Engine fling (table-fast, 100000 items, ~1200 frames at 240 fps)",
        configuration: .init(metrics: [.wallClock, hostMicroseconds, layoutMicroseconds], maxIterations: 40)
    ) { benchmark in
        try probe.run("offset 0 0")
        let cost = try probe.run("fling 0 222000")
        benchmark.measurement(hostMicroseconds, Int(cost.host / 1000))
        benchmark.measurement(layoutMicroseconds, Int(cost.layout / 1000))
    }

    let attrs: EngineProbe
    do {
        attrs = try EngineProbe(executable: executable, packageRoot: root)
        try attrs.run("items 1000; use table-fast; param itemSize 390x42.25")
    } catch {
        fatalError("cannot start the engine: \(error)")
    }
    Benchmark("Engine attrs round trip (table-fast, 20 visible rows)", configuration: .init(maxIterations: 5000)) { _ in
        blackHole(try attrs.run("attrs"))
    }

    let restartMicroseconds = BenchmarkMetric.custom("start+replay µs", polarity: .prefersSmaller, useScalingFactor: false)
    let session: EngineProbe
    do {
        session = try EngineProbe(executable: executable, packageRoot: root)
        try session.run("items 1000; load Table; load Pizza; use pizza-left; param itemSize 200x200; offset 0 800; velocity 0 -300")
    } catch {
        fatalError("cannot start the engine: \(error)")
    }
    Benchmark(
        "Engine start and replay (2 plugins, a layout with a parameter, 1000 items)",
        configuration: .init(metrics: [.wallClock, restartMicroseconds], maxIterations: 200)
    ) { benchmark in
        benchmark.measurement(restartMicroseconds, Int(try session.restart() / 1000))
    }
}
