import Foundation
public import FrontEnd
import HostSupport
import LayoutHost
import Workbench
import EngineProtocol

/// A front end and its engine for the benchmarks: commands sent as the REPL sends them, each
/// answered with what it cost (wall time at the front end, the layout's part in the engine).
/// Output is counted, not kept, so long runs do not grow.
public final class EngineProbe {
    private let console = CountingConsole()
    public let client: EngineClient

    /// An engine started from `executable` (a release `layoutbench`), plugins from
    /// `packageRoot`/plugins, a fresh temporary workspace.
    public init(executable: String, packageRoot: String) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw CommandError("no layoutbench at \(executable)", hint: "run swift build -c release in \(packageRoot) first")
        }
        let workspace = NSTemporaryDirectory() + "layoutbench-engine-probe-\(getpid())"
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        var options = Session.Options(
            workspace: workspace, pluginsDirectory: packageRoot + "/plugins", terminalWidth: 200,
            configuration: "release")
        options.callTimeout = EngineLimits.defaultCallTimeout
        client = try EngineClient(
            options: options, console: console,
            configuration: .init(
                executable: executable, arguments: ["--workspace", workspace, "--plugins", packageRoot + "/plugins", "--release"],
                memoryLimit: EngineLimits.defaultMemoryLimit))
    }

    deinit { client.shutdown() }

    /// Runs one command; its cost, or an error when it failed.
    @discardableResult
    public func run(_ command: String) throws -> EngineRequestCost {
        let failuresBefore = client.failureCount
        guard client.execute(command) == .succeeded, client.failureCount == failuresBefore, let cost = client.lastCost else {
            throw CommandError("'\(command)' failed in the engine")
        }
        return cost
    }

    /// Times the engine's replacement: the old one ended, a new one started, the session's image
    /// and data replayed into it, and `state` (the first command after) answered. Nanoseconds.
    public func restart() throws -> UInt64 {
        let start = MonotonicClock.now()
        client.replaceEngine()
        try run("state")
        return MonotonicClock.now() - start
    }

    /// Bytes of output the commands printed so far.
    public var printedBytes: Int { console.bytes }
}

/// Counts what it is given.
private final class CountingConsole: Console {
    var bytes = 0
    func write(_ text: String) { bytes += text.utf8.count }
    func error(_ text: String) { bytes += text.utf8.count }
    func status(_ text: String) {}
}
