package import Foundation
import HostSupport
import HostSystem

/// Builds one plugin product in child processes, with a time limit (the child's whole process
/// group is stopped when it runs past it): swiftc's two commands (DirectBuildPlan), or
/// `swift build --product NAME` when those fail without a diagnostic. The one place that knows
/// how a plugin is built: `load`, `use`, profiles and the reload fallback all come here.
package struct PluginBuilder: Sendable {

    /// `LAYOUTBENCH_BUILD_SWIFTPM=1`: every plugin build goes through `swift build`.
    static var swiftPMOnly: Bool { ProcessInfo.processInfo.environment["LAYOUTBENCH_BUILD_SWIFTPM"] == "1" }

    /// A build that runs longer than this is killed.
    package var timeLimit: TimeInterval = 600
    /// Runs the build at the lowest CPU priority (`nice -n 19`), for builds nobody waits for.
    package var lowPriority = false

    package init() {}

    /// Builds `source`: its target in the generated package brought up to date first
    /// (PluginPackage.sync), then `swift build --product`. A product still reported missing
    /// (SwiftPM's manifest cache) is built once more with every cache off.
    package func build(_ source: PluginSource) -> PluginBuildResult {
        build(source, in: ChildProcess())
    }

    /// Builds `source`, telling `progress` each step SwiftPM reports ("[12/40] Compiling …"),
    /// those of the shared SDK's build (SDKPackage) marked `sdk`.
    package func build(_ source: PluginSource, progress: @escaping (_ step: String, _ sdk: Bool) -> Void) -> PluginBuildResult {
        let process = ChildProcess()
        let phase = BuildPhase()
        process.onLine = { line in
            if line.range(of: #"^\[\d+/\d+\] "#, options: .regularExpression) != nil { progress(line, phase.sdk) }
        }
        return build(source, in: process, phase: phase)
    }

    /// Which build the child process runs: the SDK's first, when it is not current, then the plugin's.
    /// Unchecked: written by the building thread between the child's lines, read by the line handler on that same thread.
    final class BuildPhase: @unchecked Sendable {
        var sdk = false
    }

    /// Builds `source` in `process`, which the caller may cancel from another thread.
    /// `synced`: the caller has just brought the generated target up to date (a reload has),
    /// after taking `stamp`.
    func build(
        _ source: PluginSource, in process: ChildProcess, phase: BuildPhase = BuildPhase(), synced: Bool = false,
        stamp: BuildStamp? = nil
    ) -> PluginBuildResult {
        let start = MonotonicClock.now()
        let sdkWasCurrent = source.package.sdk.isCurrent(source.configuration)
        phase.sdk = !sdkWasCurrent
        let sdkFailure = buildSDK(for: source, in: process, start: start)
        phase.sdk = false
        if let failure = sdkFailure { return failure }
        let sdkSeconds = sdkWasCurrent ? nil : Double(MonotonicClock.now() - start) / 1e9
        let stamp = stamp ?? BuildStamp.take(source)
        source.package.removeStaleTemporaries()
        do {
            if !synced { try source.package.sync(source) }
        } catch {
            let cache = (source.package.root as NSString).deletingLastPathComponent
            let problem =
                FilePaths.unwritable(cache).map {
                    "cannot build \(source.name): the cache folder \(cache) cannot be written (\($0)); set LAYOUTBENCH_CACHE to a folder that can"
                } ?? "cannot prepare the build of \(source.name) in \(source.package.root): \(error.localizedDescription)"
            return PluginBuildResult(
                succeeded: false, diagnostics: [], output: "", seconds: Double(MonotonicClock.now() - start) / 1e9,
                problem: problem)
        }
        let partialBefore = LeftOutRecord.saved(for: source)
        var result = build(source, in: process, start: start)
        // Members of the app's appearance types that the folder lacks: stood in for, and built again;
        // stand-ins the app's own definitions now replace: dropped, and built again.
        let stubs = AppSymbolStubs.stubs(of: source)
        let redeclared = result.succeeded ? [] : AppSymbolStubs.redeclared(in: result.diagnostics, among: stubs)
        let missing = result.succeeded || result.killed ? nil : AppSymbolStubs.missing(in: result.diagnostics)
        if !redeclared.isEmpty || missing != nil {
            let wanted = stubs.filter { !redeclared.contains($0) } + (missing ?? []).filter { !stubs.contains($0) }
            do {
                try AppSymbolStubs.save(wanted, for: source)
                try source.package.sync(source)
                result = build(source, in: process, start: start)
            } catch {
                return PluginBuildResult(
                    succeeded: false, diagnostics: ["cannot prepare the build of \(source.name): \(error.localizedDescription)"],
                    output: "", seconds: Double(MonotonicClock.now() - start) / 1e9)
            }
        }
        // A folder that does not compile as a whole builds what its layouts need (PartialBuild);
        // one built that way before, unchanged since, was cut before this build and says so.
        if !result.succeeded, !result.killed, result.problem == nil {
            if partialBefore != nil {
                LeftOutRecord.remove(for: source)
                try? source.package.sync(source)
                result = build(source, in: process, start: start)
            }
            if !result.succeeded, let partial = PartialBuild(source: source).run(after: result, build: { build(source, in: process, start: start) }) {
                result = partial
            }
        } else if result.succeeded, let partialBefore {
            result.notes.append("\(source.name): " + partialBefore.note)
        }
        if result.succeeded {
            result.notes += source.package.migrated(source.target).map { "\(source.name): " + $0 }
        }
        let stubbed = AppSymbolStubs.stubs(of: source)
        if result.succeeded, !stubbed.isEmpty {
            result.notes.append(
                "\(source.name): the app defines \(stubbed.joined(separator: ", ")) in a file not in this folder; "
                    + "inert stand-ins (a grey, the body font, an empty image) took their place")
        }
        // The library is as new as the moment its sources were read (SwiftPM may find nothing
        // to do for a comment's change, and leave it older), so a save during the build is newer.
        if result.succeeded { stamp.record(on: source) }
        // The files an editor should know, whether or not they compile yet.
        CompilationDatabase.refresh(source)
        result.seconds = Double(MonotonicClock.now() - start) / 1e9
        if result.succeeded {
            BuildTimes.record(source, seconds: result.seconds - (sdkSeconds ?? 0), sdkSeconds: sdkSeconds)
        }
        return result
    }

    /// Builds the SDK every folder shares (SDKPackage) when a source of it is newer than its
    /// library: the first plugin built after the SDK changed pays for it once, for every folder.
    /// The result of the failed build, or nil when the SDK is current.
    private func buildSDK(for source: PluginSource, in process: ChildProcess, start: UInt64) -> PluginBuildResult? {
        let sdk = source.package.sdk, configuration = source.configuration
        let seconds = { Double(MonotonicClock.now() - start) / 1e9 }
        if sdk.isCurrent(configuration) { return makeSharedSDK(sdk, configuration, in: process, start: start) }
        do {
            try sdk.sync()
        } catch {
            let cache = (sdk.root as NSString).deletingLastPathComponent
            let problem =
                FilePaths.unwritable(cache).map {
                    "cannot build \(source.name): the cache folder \(cache) cannot be written (\($0)); set LAYOUTBENCH_CACHE to a folder that can"
                } ?? "cannot prepare the SDK's build in \(sdk.root): \(error.localizedDescription)"
            return PluginBuildResult(succeeded: false, diagnostics: [], output: "", seconds: seconds(), problem: problem)
        }
        sdk.prepareBuild(configuration)
        let environment = ChildProcess.environment(temporaries: sdk.temporaryFolder)
        let outcome = process.run(
            (lowPriority ? ["nice", "-n", "19"] : []) + sdk.buildArguments(configuration),
            environment: environment, timeLimit: max(0, timeLimit - seconds()))
        if outcome.succeeded {
            sdk.markBuilt(configuration)
            return makeSharedSDK(sdk, configuration, in: process, start: start)
        }
        var diagnostics = PluginBuilder.diagnostics(in: outcome.output) { path in
            FilePaths.display(path.hasPrefix(sdk.root + "/SDK/") ? sdk.sdkRoot + "/Sources/" + path.dropFirst(sdk.root.count + 5) : path)
        }
        if outcome.timedOut {
            diagnostics.insert("build of the SDK killed after \(Int(timeLimit)) s", at: 0)
        } else if outcome.cancelled {
            diagnostics.insert("build of \(source.name) cancelled", at: 0)
        }
        if diagnostics.isEmpty { diagnostics = outcome.output.split(separator: "\n").suffix(5).map(String.init) }
        return PluginBuildResult(
            succeeded: false, diagnostics: ["the SDK (\(sdk.sdkRoot)/Sources) does not build:"] + diagnostics,
            output: outcome.output, seconds: seconds(), killed: outcome.timedOut || outcome.cancelled)
    }

    /// Builds the SDK `source` compiles against when it is not current (an editor needs its
    /// modules before any plugin is built); the failure, or nil.
    package func prepareSDK(for source: PluginSource) -> PluginBuildResult? {
        prepareSDK(for: source, in: ChildProcess())
    }

    /// The same, in `process` (which the caller may suspend or cancel from another thread).
    func prepareSDK(for source: PluginSource, in process: ChildProcess) -> PluginBuildResult? {
        buildSDK(for: source, in: process, start: MonotonicClock.now())
    }

    /// Links the SDK's shared library (SDKPackage.sharedLibrary) when this SDK build has none
    /// yet, beside the others under a temporary name then renamed into place; the libraries of
    /// earlier SDK builds go (an engine that loaded one keeps its mapping). nil on success.
    private func makeSharedSDK(_ sdk: SDKPackage, _ configuration: String, in process: ChildProcess, start: UInt64) -> PluginBuildResult? {
        let path = sdk.sharedLibrary(configuration)
        let manager = FileManager.default
        guard !manager.fileExists(atPath: path) else { return nil }
        let seconds = { Double(MonotonicClock.now() - start) / 1e9 }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".\(getpid()).tmp", empty = folder + "/layoutbench-sdk-shared.swift"
        if !manager.fileExists(atPath: empty) { try? PackageFiles.write("", to: empty) }
        let outcome = process.run(
            sdk.sharedLibraryArguments(configuration, output: temporary, emptySource: empty),
            environment: ChildProcess.environment(temporaries: sdk.temporaryFolder), timeLimit: max(0, timeLimit - seconds()))
        guard outcome.succeeded, rename(temporary, path) == 0 else {
            unlink(temporary)
            let lines = outcome.output.split(separator: "\n").suffix(5).map(String.init)
            return PluginBuildResult(
                succeeded: false, diagnostics: ["the SDK's shared library could not be linked:"] + lines,
                output: outcome.output, seconds: seconds(), killed: outcome.timedOut || outcome.cancelled)
        }
        let name = (path as NSString).lastPathComponent
        for other in (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        where other.hasPrefix("lib\(SDKPackage.product)-") && sdk.toolchain.platform.isLibrary(other) && other != name {
            try? manager.removeItem(atPath: folder + "/" + other)
        }
        return nil
    }

    /// The compiler jobs, else (failing without a diagnostic, or `swiftPMOnly`) `swift build`, once
    /// more with every cache off when SwiftPM's manifest cache still misses the product.
    private func build(_ source: PluginSource, in process: ChildProcess, start: UInt64) -> PluginBuildResult {
        if !PluginBuilder.swiftPMOnly {
            let jobs = runCompilerJobs(source, in: process, start: start)
            if jobs.succeeded || !jobs.diagnostics.isEmpty || jobs.killed { return jobs }
        }
        var result = run(source, in: process, uncached: false, start: start)
        let stale = ["no product named", "No target named", "unknown product"].contains { result.output.contains($0) }
        if !result.succeeded, !result.killed, stale {
            result = run(source, in: process, uncached: true, start: start)
        }
        return result
    }

    /// DirectBuildPlan's commands, holding SwiftPM's lock (BuildLock) so no `swift build` of the
    /// same package runs meanwhile; each step said as SwiftPM says its own ("[1/2] Compiling …").
    private func runCompilerJobs(_ source: PluginSource, in process: ChildProcess, start: UInt64) -> PluginBuildResult {
        let seconds = { Double(MonotonicClock.now() - start) / 1e9 }
        let plan = DirectBuildPlan(source)
        let outcome = BuildLock.holding(source.package, giveUp: { seconds() >= timeLimit || process.isCancelled }) { () -> PluginBuildResult in
            do {
                try plan.prepare(source)
            } catch {
                return PluginBuildResult(succeeded: false, diagnostics: [], output: "\(error)", seconds: seconds())
            }
            let environment = ChildProcess.environment(temporaries: source.package.temporaryFolder)
            var steps: [(name: String, seconds: Double)] = []
            var compileMode: String?
            let toolchain = source.package.sdk.toolchain, generation = PluginToolchain.newGeneration()
            for (index, step) in plan.steps.enumerated() {
                let what = step.name == "compile" ? "Compiling \(source.target)" : "Linking " + toolchain.libraryFileName(source.target)
                process.onLine?("[\(index + 1)/\(plan.steps.count)] \(what)")
                // The tools the driver would run, run directly (DriverJobs), else the driver; the
                // build's own generation in a Mac plugin's install name.
                var jobs = (DriverJobs.jobs(for: step.arguments, environment: environment) ?? [step.arguments])
                    .filter(toolchain.keepsDriverJob).map { PluginToolchain.stamped($0, generation: generation) }
                var linked: () -> Void = {}
                if step.name == "link", let interfaces = LinkInterfaces(source.package.sdk) { (jobs, linked) = interfaces.lighter(jobs) }
                let run = { (jobs: [[String]]) in runJobs(jobs, in: process, environment: environment, timeLimit: max(0, timeLimit - seconds())) }
                let outcome: ChildProcess.Outcome
                if step.name == "compile", let perFile = plan.perFile, jobs.count == 1, jobs[0].contains("-primary-file") {
                    let compile = IncrementalCompile(
                        job: jobs[0], files: perFile.files, objects: perFile.objects, recordPath: perFile.record,
                        sdk: source.package.sdk.libraryIdentity(source.configuration))
                    let compiled = compile.run(run)
                    outcome = compiled.outcome
                    compileMode = compiled.mode.describe(of: perFile.files.count)
                } else {
                    outcome = run(jobs)
                    if outcome.succeeded { linked() }
                }
                steps.append((step.name, outcome.seconds))
                guard outcome.succeeded else {
                    return PluginBuildResult(
                        succeeded: false, diagnostics: diagnostics(of: outcome, source), output: outcome.output, seconds: seconds(),
                        killed: outcome.timedOut || outcome.cancelled, route: .compilerJobs, steps: steps, compileMode: compileMode)
                }
            }
            return PluginBuildResult(
                succeeded: true, diagnostics: [], output: "", seconds: seconds(), route: .compilerJobs, steps: steps,
                compileMode: compileMode)
        }
        return outcome
            ?? PluginBuildResult(
                succeeded: false, diagnostics: ["build of \(source.name) cancelled"], output: "", seconds: seconds(),
                killed: true, route: .compilerJobs)
    }

    /// `jobs` one after another until one fails: their outputs together, their times summed.
    private func runJobs(_ jobs: [[String]], in process: ChildProcess, environment: [String: String], timeLimit: TimeInterval) -> ChildProcess.Outcome {
        let start = MonotonicClock.now()
        var outcome = ChildProcess.Outcome(status: 0, output: "", seconds: 0, timedOut: false, cancelled: false)
        for job in jobs {
            let remaining = max(0, timeLimit - Double(MonotonicClock.now() - start) / 1e9)
            let ran = process.run((lowPriority ? ["nice", "-n", "19"] : []) + job, environment: environment, timeLimit: remaining)
            outcome = ChildProcess.Outcome(
                status: ran.status, output: outcome.output + ran.output, seconds: outcome.seconds + ran.seconds,
                timedOut: ran.timedOut, cancelled: ran.cancelled)
            if !ran.succeeded { break }
        }
        return outcome
    }

    private func run(_ source: PluginSource, in process: ChildProcess, uncached: Bool, start: UInt64) -> PluginBuildResult {
        let root = source.package.root, scratch = source.package.scratch
        // swift-driver misses a source saved twice within one second (Reload/SameSecondEdits.swift);
        // the objects are removed under SwiftPM's lock, never under another process's build.
        _ = BuildLock.holding(source.package, giveUp: { Double(MonotonicClock.now() - start) / 1e9 >= timeLimit || process.isCancelled }) {
            SameSecondEdits.shared.prepare(source)
        }
        let arguments =
            (lowPriority ? ["nice", "-n", "19"] : []) + [
                "swift", "build", "--package-path", root, "--product", source.target,
                "-c", source.configuration, "--scratch-path", scratch, "--disable-index-store"
            ]
            + (uncached ? ["--manifest-cache", "none", "--disable-build-manifest-caching"] : [])
        let remaining = max(0, timeLimit - Double(MonotonicClock.now() - start) / 1e9)
        var environment = ChildProcess.environment(temporaries: source.package.temporaryFolder)
        environment["LAYOUTBENCH_PLUGIN_SET"] = source.package.pluginSet
        let outcome = process.run(arguments, environment: environment, timeLimit: remaining)
        var diagnostics = diagnostics(of: outcome, source)
        if !outcome.succeeded && diagnostics.isEmpty {
            diagnostics = outcome.output.split(separator: "\n").suffix(5).map(String.init)
        }
        return PluginBuildResult(
            succeeded: outcome.succeeded, diagnostics: diagnostics, output: outcome.output, seconds: outcome.seconds,
            killed: outcome.timedOut || outcome.cancelled)
    }

    /// A build step's diagnostics, after a line saying it was killed or cancelled when it was.
    private func diagnostics(of outcome: ChildProcess.Outcome, _ source: PluginSource) -> [String] {
        var diagnostics = PluginBuilder.diagnostics(in: outcome.output, package: source.package)
        if outcome.timedOut {
            diagnostics.insert("build of \(source.name) killed after \(Int(timeLimit)) s", at: 0)
        } else if outcome.cancelled {
            diagnostics.insert("build of \(source.name) cancelled", at: 0)
        }
        return diagnostics
    }

    /// The compiler's diagnostics as the user should read them: paths in the generated
    /// package turned back into the user's files (relative to the working folder when below
    /// it), UIKit API the SDK lacks said in one line each (UIKitShimMessages).
    /// A file written in Swift 1 or 2 gets one line instead of its errors: no migration reaches it.
    static func diagnostics(in output: String, package: PluginPackage) -> [String] {
        let oldSwift = package.oldSwiftFiles()
        var said = Set<String>()
        let lines = diagnostics(in: output) { path in package.userPath(path) }.compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), let markers = oldSwift[String(line[..<colon])] else { return line }
            let path = String(line[..<colon])
            guard line.contains(" error: "), said.insert(path).inserted else { return line.contains(" error: ") ? nil : line }
            return oldSwiftLine(path, markers: markers)
        }
        return UIKitShimMessages.rewrite(
            lines.map { line in
                guard let colon = line.firstIndex(of: ":"), line.hasPrefix("/") else { return line }
                return FilePaths.display(String(line[..<colon])) + line[colon...]
            })
    }

    /// The one line a file written in Swift 1 or 2 gets for all its errors.
    static func oldSwiftLine(_ path: String, markers: String) -> String {
        "\(FilePaths.display(path)): error: written in Swift 2 or earlier (\(markers)), before Swift 3 renamed UIKit's API "
            + "and changed the language; layoutbench builds Swift 3 and later, as Xcode does (copy a newer version of the file)"
    }

    /// The compiler's error and warning lines, each one's path shown as `display` says,
    /// deduplicated; every error line is kept, those without a source position too.
    static func diagnostics(in output: String, display: (String) -> String) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for line in output.split(separator: "\n") {
            let text = String(line).trimmingCharacters(in: .whitespaces)
            // "file:line:col: error:" (a path may hold spaces, not colons), and also "<unknown>:0:
            // error:", which has no column; not the lines of a diagnostic's source excerpt ("| `- error:").
            let positioned = text.range(of: #"^[^|` ][^:]*:\d+(:\d+)?: (error|warning): "#, options: .regularExpression) != nil
            // The linker's own errors ("ld.lld: error: undefined symbol: …") have no position.
            let linker = PluginToolchain.built.isLinkerError(text)
            guard positioned || linker || text.hasPrefix("error: ") else { continue }
            var shown = text
            if positioned, let colon = text.firstIndex(of: ":") {
                shown = display(String(text[..<colon])) + text[colon...]
            }
            if seen.insert(shown).inserted { result.append(shown) }
        }
        // SwiftPM's own line about the compiler's exit says nothing the compiler's errors did not.
        let positioned = result.contains { $0.range(of: #"^[^|` ][^:]*:\d+(:\d+)?: error: "#, options: .regularExpression) != nil }
        if positioned {
            result.removeAll {
                $0.range(of: #"^error: [a-z-]+ command failed with exit code \d+ \(use -v to see invocation\)$"#, options: .regularExpression) != nil
            }
        }
        return result
    }
}
