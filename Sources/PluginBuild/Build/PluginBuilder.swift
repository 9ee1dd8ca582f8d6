import Foundation
import LayoutHost

/// Builds one plugin product with `swift build --product NAME` in a child process, with a time
/// limit (the child's whole process group is stopped when it runs past it). The one place that
/// knows how a plugin is built: `load`, `use`, profiles and the reload fallback all come here.
public struct PluginBuilder: Sendable {
    public struct Result: Sendable {
        public var succeeded: Bool
        /// Compact compiler diagnostics: "plugins/Table/TableLayout.swift:12:5: error: …".
        public var diagnostics: [String]
        public var output: String
        public var seconds: Double
        /// Stopped at the time limit, or cancelled.
        public var killed = false
    }

    public var catalog: PluginCatalog
    /// A build that runs longer than this is killed.
    public var timeLimit: TimeInterval = 600
    /// Runs the build at the lowest CPU priority (`nice -n 19`), for builds nobody waits for.
    public var lowPriority = false

    public init(catalog: PluginCatalog) { self.catalog = catalog }

    /// Builds `source`. SwiftPM caches the evaluated manifest by its text and environment, and
    /// the manifest lists plugins/ at evaluation time, so the plugin set goes into the
    /// environment; a product still reported missing is built once more with every cache off.
    public func build(_ source: PluginSource) -> Result {
        build(source, in: ChildProcess())
    }

    /// Builds `source`, telling `progress` each step SwiftPM reports ("[12/40] Compiling …").
    public func build(_ source: PluginSource, progress: @escaping (String) -> Void) -> Result {
        let process = ChildProcess()
        process.onLine = { line in
            if line.range(of: #"^\[\d+/\d+\] "#, options: .regularExpression) != nil { progress(line) }
        }
        return build(source, in: process)
    }

    /// Builds `source` in `process`, which the caller may cancel from another thread.
    func build(_ source: PluginSource, in process: ChildProcess) -> Result {
        let start = MonotonicClock.now()
        var result = run(source, in: process, uncached: false, start: start)
        let stale = ["no product named", "No target named", "unknown product"].contains { result.output.contains($0) }
        if !result.succeeded, !result.killed, stale {
            result = run(source, in: process, uncached: true, start: start)
        }
        result.seconds = Double(MonotonicClock.now() - start) / 1e9
        return result
    }

    private func run(_ source: PluginSource, in process: ChildProcess, uncached: Bool, start: UInt64) -> Result {
        guard let root = catalog.packageRoot else {
            return Result(succeeded: false, diagnostics: ["no Package.swift beside \(catalog.pluginsDirectory): cannot build \(source.name)"],
                          output: "", seconds: 0)
        }
        let scratch = catalog.buildDirectory ?? root + "/.build-plugins"
        // swift-driver misses a source saved twice within one second (Reload/SameSecondEdits.swift).
        SameSecondEdits.shared.prepare(outputFileMap: scratch + "/\(catalog.configuration)/\(source.name).build/output-file-map.json")
        let arguments = (lowPriority ? ["nice", "-n", "19"] : []) + ["swift", "build", "--package-path", root, "--product", source.name,
                         "-c", catalog.configuration, "--scratch-path", scratch]
            + (uncached ? ["--manifest-cache", "none", "--disable-build-manifest-caching"] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTBENCH_PLUGIN_SET"] = catalog.sources().map(\.name).joined(separator: ",")
        let remaining = max(0, timeLimit - Double(MonotonicClock.now() - start) / 1e9)
        let outcome = process.run(arguments, environment: environment, timeLimit: remaining)
        var diagnostics = PluginBuilder.diagnostics(in: outcome.output, root: root)
        if outcome.timedOut {
            diagnostics.insert("build of \(source.name) killed after \(Int(timeLimit)) s", at: 0)
        } else if outcome.cancelled {
            diagnostics.insert("build of \(source.name) cancelled", at: 0)
        }
        if !outcome.succeeded && diagnostics.isEmpty {
            diagnostics = outcome.output.split(separator: "\n").suffix(5).map(String.init)
        }
        return Result(succeeded: outcome.succeeded, diagnostics: diagnostics, output: outcome.output, seconds: outcome.seconds,
                      killed: outcome.timedOut || outcome.cancelled)
    }

    /// The compiler's error and warning lines, paths made relative to the package, deduplicated;
    /// every error line is kept, those without a source position too.
    static func diagnostics(in output: String, root: String) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for line in output.split(separator: "\n") {
            let text = String(line).trimmingCharacters(in: .whitespaces)
            // "file:line:col: error:", and also "<unknown>:0: error:", which has no column.
            guard text.range(of: #"^[^ :]+:\d+(:\d+)?: (error|warning): "#, options: .regularExpression) != nil
                || text.hasPrefix("error: ")
            else { continue }
            let compact = text.replacingOccurrences(of: root + "/", with: "")
            if seen.insert(compact).inserted { result.append(compact) }
        }
        return result
    }
}
