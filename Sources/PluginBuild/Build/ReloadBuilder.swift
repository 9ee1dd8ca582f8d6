package import Foundation
import HostSupport

/// Builds one plugin product for a reload, in child processes, with a time limit: the recorded
/// SwiftPM commands when they still apply (`RecordedBuildPlan`, which compile only the changed
/// files), else exactly as `PluginBuilder` builds (DirectBuildPlan, `swift build` its fallback).
/// Runs on the reload queue, never on the main thread.
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
        let scratch = source.package.scratch
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
        var note: String?
        if PluginBuilder.swiftPMOnly {
            note = "LAYOUTBENCH_BUILD_SWIFTPM=1"
        } else if let plan = RecordedBuildPlan.load(product: source.target, scratch: scratch, configuration: source.configuration) {
            if let reason = plan.staleness(for: source) {
                note = reason
            } else {
                var result = runRecorded(plan, source: source, start: start)
                if result.succeeded { stamp.record(on: source) }
                if result.succeeded || !result.diagnostics.isEmpty || result.killed {
                    result.seconds = elapsed()
                    return result
                }
                note = "recorded commands failed without diagnostics"
            }
        } else {
            note = "no build plan yet"
        }
        var result = runBuilder(source, start: start, stamp: stamp)
        result.routeNote = note
        result.seconds = elapsed()
        return result
    }

    // MARK: - The two ways

    /// The recorded commands, holding SwiftPM's lock (BuildLock) from the object files'
    /// removal to the link.
    private func runRecorded(_ plan: RecordedBuildPlan, source: PluginSource, start: UInt64) -> PluginBuildResult {
        let result = BuildLock.holding(source.package, giveUp: { remaining(start) <= 0 || isCancelled }) {
            SameSecondEdits.shared.prepare(source)
            return runSteps(plan, package: source.package, start: start)
        }
        return result ?? killed(.recordedCommands)
    }

    private func runSteps(_ plan: RecordedBuildPlan, package: PluginPackage, start: UInt64) -> PluginBuildResult {
        var steps: [(name: String, seconds: Double)] = []
        for (name, step) in [("compile", plan.compile), ("wrap", Self.wrapStep(plan)), ("link", Self.linkStep(plan, toolchain: package.sdk.toolchain))] {
            guard let step else { continue }
            let outcome = runChild(step, package: package, start: start)
            steps.append((name, outcome.seconds))
            if outcome.timedOut || outcome.cancelled { return killed(.recordedCommands) }
            guard outcome.succeeded else {
                return PluginBuildResult(
                    succeeded: false, diagnostics: diagnostics(outcome.output, package: package), seconds: 0, route: .recordedCommands, steps: steps)
            }
        }
        return PluginBuildResult(succeeded: true, diagnostics: [], seconds: 0, route: .recordedCommands, steps: steps)
    }

    /// The wrap step only puts the module's AST into an object for the debugger; once that
    /// object exists from a full build, a reload links the existing one.
    static func wrapStep(_ plan: RecordedBuildPlan) -> [String]? {
        guard let wrap = plan.wrap, let index = wrap.firstIndex(of: "-o"), index + 1 < wrap.count else { return plan.wrap }
        return FileManager.default.fileExists(atPath: wrap[index + 1]) ? nil : wrap
    }

    /// The link step with lld when the toolchain ships it beside swiftc (faster than the default
    /// linker for a plugin library: docs/performance.md, Live reload), and on a Mac with an install
    /// name of this build's own.
    static func linkStep(_ plan: RecordedBuildPlan, toolchain: PluginToolchain) -> [String] {
        let link = toolchain.withGeneration(plan.link, target: plan.target, generation: PluginToolchain.newGeneration())
        guard let driver = link.first, !link.contains(where: { $0.hasPrefix("-use-ld") }) else { return link }
        return link + toolchain.linkerChoice(hasLLD: DirectBuildPlan.Compiler.hasLLD(beside: driver))
    }

    /// A build as PluginBuilder runs every other one.
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

    /// One recorded command, with the package's own TMPDIR as every build of it has.
    private func runChild(_ arguments: [String], package: PluginPackage, start: UInt64) -> ChildProcess.Outcome {
        let environment = ChildProcess.environment(temporaries: package.temporaryFolder)
        return withChild { $0.run(arguments, environment: environment, timeLimit: max(0, remaining(start))) }
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

    private func diagnostics(_ output: String, package: PluginPackage) -> [String] {
        let all = PluginBuilder.diagnostics(in: output, package: package)
        let errors = all.filter { $0.contains("error: ") }
        return errors.isEmpty ? all : errors
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
