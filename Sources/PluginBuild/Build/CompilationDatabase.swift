import Foundation
import HostSupport

/// `compile_commands.json` in a plugins folder, the compilation database SourceKit-LSP reads: each
/// plugin's own files with the flags its build compiles them with (the SDK's modules, so `import
/// UIKit` resolves; the module name; the language mode), so an editor knows the layout as the
/// host builds it. The build copies' rewrites (optional requirements, overrides in extensions,
/// app-symbol stand-ins, `os(iOS)` made true) are not applied to the files an editor shows:
/// there, code under `#if os(iOS)` is inactive. Written by `layoutbench editor`; kept current by
/// every build of a plugin of a folder that has one.
package enum CompilationDatabase {
    package static let fileName = "compile_commands.json"

    /// The database of `folder` as its plugins are now; how many plugins and files it names.
    @discardableResult
    package static func write(_ sources: [PluginSource], into folder: String) throws -> (plugins: Int, files: Int) {
        let entries = sources.flatMap(entries(for:))
        try save(entries, into: folder)
        return (sources.count, entries.count)
    }

    /// Replaces `source`'s entries in its folder's database, when the folder has one.
    package static func refresh(_ source: PluginSource) {
        let folder = (source.folder as NSString).deletingLastPathComponent
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path),
            let existing = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return }
        let kept = existing.filter { ($0["file"] as? String).map { !$0.hasPrefix(source.folder + "/") } ?? false }
        try? save(kept + entries(for: source), into: folder)
    }

    /// One entry a file: the plugin's compile without outputs, its files named once, in a
    /// response file the entries share (`@…/Plugin.files`, which SourceKit-LSP expands): the
    /// database grows with the files, not their square.
    static func entries(for source: PluginSource) -> [[String: Any]] {
        let files = PluginPackage.swiftFiles(in: source.folder).map { source.folder + "/" + $0 }
        guard !files.isEmpty, let list = try? writeFileList(files, named: source.target, under: source.package.root) else { return [] }
        let plan = DirectBuildPlan(source)
        let arguments = [plan.swiftc] + plan.moduleFlags + ["@" + list]
        return files.map { ["directory": source.folder, "file": $0, "arguments": arguments] }
    }

    /// `files` as a response file in the generated package (`CompileCommands/NAME.files`), each
    /// path in double quotes; written only when it changed. Its path.
    package static func writeFileList(_ files: [String], named name: String, under root: String) throws -> String {
        let folder = root + "/CompileCommands"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name + ".files"
        let text =
            files.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: "\n") + "\n"
        if FileManager.default.contents(atPath: path) != Data(text.utf8) { try PackageFiles.write(text, to: path) }
        return path
    }

    /// Writes the entries by file, and only when they changed: an editor reloads its settings
    /// whenever the file is written, and a reload's build refreshes it on every save.
    private static func save(_ entries: [[String: Any]], into folder: String) throws {
        let sorted = entries.sorted { ($0["file"] as? String ?? "") < ($1["file"] as? String ?? "") }
        let data = try JSONSerialization.data(withJSONObject: sorted, options: [.prettyPrinted, .sortedKeys])
        let path = folder + "/" + fileName
        guard FileManager.default.contents(atPath: path) != data else { return }
        _ = try OutputFile.write(data, to: path, policy: .replace)
    }
}
