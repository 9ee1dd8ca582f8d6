import Foundation
import Synchronization

/// The commands SwiftPM planned for one plugin product, read back from its build manifest
/// (`<scratch>/<configuration>.yaml`, llbuild's description of every build step): compile the
/// module, wrap its AST for the debugger, link the library. A reload runs those three
/// commands itself when nothing but the plugin's existing source files changed, which saves
/// SwiftPM's start-up, manifest load and planning (half of such a build). Anything else
/// — files added or removed, Package.swift or the SDK edited, no manifest yet — goes through
/// `swift build`, which also rewrites the plan.
package struct RecordedBuildPlan: Sendable {
    var manifestPath: String
    var manifestDate: Date
    var compile: [String]
    var compileInputs: [String]
    var wrap: [String]?
    var link: [String]
    var library: String
    /// The product (the plugin's target).
    var target = ""

    /// The plan for `product`, or nil when the manifest does not describe it.
    static func load(product: String, scratch: String, configuration: String) -> RecordedBuildPlan? {
        let path = scratch + "/\(configuration).yaml"
        guard let date = PluginSource.modificationDate(path) else { return nil }
        let key = path + "|" + product
        if let cached = cache.withLock({ $0[key] }), cached.manifestDate == date { return cached }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let plan = parse(text, product: product, configuration: configuration, manifestPath: path, manifestDate: date)
        else { return nil }
        cache.withLock { $0[key] = plan }
        return plan
    }

    /// Plans already read, by manifest and product (a manifest is rewritten whenever SwiftPM plans).
    private static let cache = Mutex<[String: RecordedBuildPlan]>([:])

    static func parse(
        _ text: String, product: String, configuration: String, manifestPath: String = "",
        manifestDate: Date = .distantPast
    ) -> RecordedBuildPlan? {
        let moduleKey = "-\(configuration).module", libraryKey = "-\(configuration)" + PluginToolchain.swiftPMProductKeySuffix
        let wrapSuffix = "/\(product).build/\(product).swiftmodule.o"
        var commands: [String: [String: [String]]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \""), line.hasSuffix("\":") {
                let key = String(line.dropFirst(3).dropLast(2))
                let wanted =
                    (key.hasPrefix("C.\(product)-") && (key.hasSuffix(moduleKey) || key.hasSuffix(libraryKey)))
                    || key.hasSuffix(wrapSuffix)
                current = wanted ? key : nil
                continue
            }
            if !line.hasPrefix("    ") { current = nil; continue }
            guard let key = current else { continue }
            for field in ["args", "inputs", "outputs"] where line.hasPrefix("    \(field): [") {
                let json = line.dropFirst(6 + field.count)
                if let array = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] {
                    commands[key, default: [:]][field] = array
                }
            }
        }
        func command(_ matches: (String) -> Bool) -> [String: [String]]? {
            commands.first { matches($0.key) }?.value
        }
        guard let compile = command({ $0.hasSuffix(moduleKey) }), let compileArgs = compile["args"], compileArgs.count > 1,
            let link = command({ $0.hasSuffix(libraryKey) }), let linkArgs = link["args"], linkArgs.count > 1,
            let library = link["outputs"]?.first
        else { return nil }
        let wrap = command({ $0.hasSuffix(wrapSuffix) })?["args"]
        // Plain "file:line:col: error:" diagnostics instead of the driver's JSON messages.
        let plainCompile = compileArgs.filter { $0 != "-parseable-output" }
        return RecordedBuildPlan(
            manifestPath: manifestPath, manifestDate: manifestDate, compile: plainCompile,
            compileInputs: compile["inputs"] ?? [], wrap: wrap, link: linkArgs, library: library, target: product)
    }

    /// Why the recorded commands would not build what `swift build` would, or nil when they do.
    func staleness(for source: PluginSource) -> String? {
        let manager = FileManager.default
        if let manifest = PluginSource.modificationDate(source.package.root + "/Package.swift"), manifest > manifestDate {
            return "Package.swift changed"
        }
        // Paths compared with their folders resolved but not their last component: the target's
        // files are links to the user's, and SwiftPM lists the links. The target holds only
        // Swift files (PluginPackage.sync links nothing else).
        let folder = FilePaths.resolved(source.buildFolder)
        let recorded = Set(
            compileInputs.filter { $0.hasSuffix(".swift") }.map(RecordedBuildPlan.resolvedFolder)
                .filter { $0.hasPrefix(folder + "/") })
        let present = Set(
            PluginPackage.swiftFiles(in: source.buildFolder).map {
                RecordedBuildPlan.resolvedFolder(source.buildFolder + "/" + $0)
            })
        if present != recorded { return "source files were added or removed" }
        for input in compileInputs where !input.hasPrefix("<") && !recorded.contains(RecordedBuildPlan.resolvedFolder(input)) {
            if !manager.fileExists(atPath: input) { return "\(input) is missing" }
        }
        guard let built = PluginSource.modificationDate(library) else { return "not linked yet" }
        for folder in source.watchedFolders where folder != source.folder {
            if let newest = PluginSource.newestModification(folder), newest > built { return "the SDK changed" }
        }
        return nil
    }

    /// `path` with its folder resolved and its last component kept (a link stays a link).
    static func resolvedFolder(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return FilePaths.resolved(url.deletingLastPathComponent().path) + "/" + url.lastPathComponent
    }
}
