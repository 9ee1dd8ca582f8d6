package import Foundation
import HostSupport

/// Builds one plugin product for a reload, in child processes, with a time limit, exactly as
/// `PluginBuilder` builds (DirectBuildPlan's compiler jobs, `swift build` their fallback): a
/// build cancel() can stop. Runs on the reload queue, never on the main thread.
/// Unchecked: `child` and `cancelled` are behind `lock`; the rest is set in init.
package final class ReloadBuilder: @unchecked Sendable {

    let catalog: PluginCatalog
    let timeLimit: TimeInterval
    private let lock = NSLock()
    private var child: ChildProcess?
    private var cancelled = false

    package init(catalog: PluginCatalog, timeLimit: TimeInterval) {
        self.catalog = catalog
        self.timeLimit = timeLimit
    }

    /// Kills the running build (quitting the REPL while a build runs).
    package func cancel() {
        lock.lock()
        cancelled = true
        let running = child
        lock.unlock()
        running?.cancel()
    }

    package func build(plugin name: String) -> PluginBuildResult {
        let start = MonotonicClock.now()
        let elapsed = { Double(MonotonicClock.now() - start) / 1e9 }
        guard let source = catalog.source(named: name) else {
            return PluginBuildResult(
                succeeded: false, diagnostics: ["\(catalog.pluginsDirectory)/\(name) no longer exists (deleted or renamed)"],
                seconds: 0, route: .none)
        }
        if let bad = ReloadBuilder.nonUTF8File(in: source.folder) {
            return PluginBuildResult(
                succeeded: false, diagnostics: ["\(FilePaths.display(bad)): not UTF-8 text (Swift sources must be UTF-8)"],
                seconds: elapsed(), route: .none)
        }
        // The generated target follows the folder first: new files linked, copies rewritten.
        let stamp = BuildStamp.take(source)
        source.package.removeStaleTemporaries()
        do {
            try source.package.sync(source)
        } catch {
            return PluginBuildResult(
                succeeded: false, diagnostics: ["cannot prepare the build of \(name): \(error.localizedDescription)"],
                seconds: elapsed(), route: .none)
        }
        var result = runBuilder(source, start: start, stamp: stamp)
        if PluginBuilder.swiftPMOnly { result.routeNote = "LAYOUTBENCH_BUILD_SWIFTPM=1" }
        result.seconds = elapsed()
        return result
    }

    // MARK: - The build

    /// The build as PluginBuilder runs every other one (its compiler jobs, `swift build` the
    /// fallback), in a child process cancel() can stop.
    private func runBuilder(_ source: PluginSource, start: UInt64, stamp: BuildStamp) -> PluginBuildResult {
        var builder = PluginBuilder()
        builder.timeLimit = max(0, remaining(start))
        let built = withChild { builder.build(source, in: $0, synced: true, stamp: stamp) }
        if built.killed { return killed(built.route) }
        let errors = built.diagnostics.filter { $0.contains("error: ") }
        return PluginBuildResult(
            succeeded: built.succeeded, diagnostics: built.succeeded ? [] : (errors.isEmpty ? built.diagnostics : errors),
            seconds: 0, route: built.route, steps: built.steps, compileMode: built.compileMode)
    }

    // MARK: - Helpers

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    private func remaining(_ start: UInt64) -> TimeInterval {
        timeLimit - Double(MonotonicClock.now() - start) / 1e9
    }

    /// Runs `body` with a child process that cancel() can stop.
    private func withChild<T>(_ body: (ChildProcess) -> T) -> T {
        let process = ChildProcess()
        lock.lock()
        child = process
        if cancelled { process.cancel() }
        lock.unlock()
        defer {
            lock.lock()
            child = nil
            lock.unlock()
        }
        return body(process)
    }

    private func killed(_ route: BuildRoute) -> PluginBuildResult {
        let text = isCancelled ? "build cancelled" : "build killed after \(ReloadBuilder.seconds(timeLimit)) (time limit)"
        return PluginBuildResult(succeeded: false, diagnostics: [text], seconds: 0, killed: true, route: route)
    }

    static func seconds(_ value: TimeInterval) -> String {
        value >= 10 || value == value.rounded() ? "\(Int(value.rounded())) s" : String(format: "%.1f s", value)
    }

    /// The first Swift source below `folder` that is not valid UTF-8.
    static func nonUTF8File(in folder: String) -> String? {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let name = (relative as NSString).lastPathComponent
            guard !EditorDroppings.isDropping(name), let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
            if String(validating: data, as: UTF8.self) == nil { return folder + "/" + relative }
        }
        return nil
    }
}
