import Foundation

/// Builds one plugin product with `swift build --product NAME` in a child process.
public struct PluginBuilder: Sendable {
    public struct Result: Sendable {
        public var succeeded: Bool
        /// Compact compiler diagnostics: "plugins/Table/TableLayout.swift:12:5: error: …".
        public var diagnostics: [String]
        public var output: String
        public var seconds: Double
    }

    public var catalog: PluginCatalog
    /// A build that runs longer than this is killed.
    public var timeLimit: TimeInterval = 600

    public init(catalog: PluginCatalog) { self.catalog = catalog }

    /// Builds `source`; `progress` receives short status lines while it runs. SwiftPM caches
    /// the evaluated manifest by its text and environment, and the manifest lists plugins/ at
    /// evaluation time, so the plugin set goes into the environment; a product still reported
    /// missing is built once more with every cache off.
    public func build(_ source: PluginSource, progress: (String) -> Void) -> Result {
        let first = run(source, progress: progress, uncached: false)
        let stale = ["no product named", "No target named", "unknown product"].contains { first.output.contains($0) }
        guard !first.succeeded, stale else { return first }
        return run(source, progress: progress, uncached: true)
    }

    private func run(_ source: PluginSource, progress: (String) -> Void, uncached: Bool) -> Result {
        guard let root = catalog.packageRoot else {
            return Result(succeeded: false, diagnostics: ["no Package.swift beside \(catalog.pluginsDirectory): cannot build \(source.name)"],
                          output: "", seconds: 0)
        }
        let start = Date()
        // swift-driver misses a source saved twice within one second (Reload/SameSecondEdits.swift).
        SameSecondEdits.shared.prepare(outputFileMap: (catalog.buildDirectory ?? root + "/.build-plugins")
            + "/\(catalog.configuration)/\(source.name).build/output-file-map.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--product", source.name, "-c", catalog.configuration,
                             "--scratch-path", catalog.buildDirectory ?? root + "/.build-plugins"]
            + (uncached ? ["--manifest-cache", "none", "--disable-build-manifest-caching"] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTBENCH_PLUGIN_SET"] = catalog.sources().map(\.name).joined(separator: ",")
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(succeeded: false, diagnostics: ["cannot start swift build: \(error.localizedDescription)"], output: "", seconds: 0)
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + timeLimit)
        timer.setEventHandler { if process.isRunning { process.terminate() } }
        timer.resume()
        var output = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
            if let text = String(data: chunk, encoding: .utf8) {
                for line in text.split(separator: "\n") where line.hasPrefix("[") || line.hasPrefix("Compiling") {
                    progress(String(line))
                }
            }
        }
        process.waitUntilExit()
        timer.cancel()
        let text = String(decoding: output, as: UTF8.self)
        let seconds = Date().timeIntervalSince(start)
        let succeeded = process.terminationStatus == 0 && process.terminationReason == .exit
        var diagnostics = PluginBuilder.diagnostics(in: text, root: root)
        if !succeeded && process.terminationReason == .uncaughtSignal {
            diagnostics.insert("build of \(source.name) killed after \(Int(timeLimit)) s", at: 0)
        }
        if !succeeded && diagnostics.isEmpty {
            diagnostics = text.split(separator: "\n").suffix(5).map(String.init)
        }
        return Result(succeeded: succeeded, diagnostics: diagnostics, output: text, seconds: seconds)
    }

    /// The compiler's error and warning lines, paths made relative to the package, deduplicated.
    static func diagnostics(in output: String, root: String) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for line in output.split(separator: "\n") {
            let text = String(line).trimmingCharacters(in: .whitespaces)
            guard text.range(of: #"^[^ :]+:\d+:\d+: (error|warning): "#, options: .regularExpression) != nil
                || text.hasPrefix("error: ")
            else { continue }
            let compact = text.replacingOccurrences(of: root + "/", with: "")
            if seen.insert(compact).inserted { result.append(compact) }
        }
        return result
    }
}
