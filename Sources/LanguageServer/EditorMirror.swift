import Foundation
import HostSupport
package import LayoutDiscovery
package import PluginBuild

/// What the language server is shown of one plugins folder: each plugin's files as its build
/// compiles them (the build copies, PluginSourcePlan), written to `Editor/` in the folder's
/// generated package with a compilation database beside them, and kept in memory for the files
/// the editor has open. Every file's source map carries positions between the user's text and
/// the copy. The user's files are only read.
/// Unchecked: used by the proxy under its lock.
package final class EditorMirror: @unchecked Sendable {
    /// One user file as the server sees it.
    package struct Document: Sendable {
        package var userPath: String
        /// Its path in the mirror (the server's name for it).
        package var mirrorPath: String
        /// The copy's text as shown to the server (`#sourceLocation` lines blanked).
        package var text: String
        /// The user's text it was made from.
        package var userText: String
        package var map: SourceMap
    }

    /// The folder the server is rooted at (it holds the compilation database).
    package let root: String
    private let sources: [PluginSource]
    /// The mirror of every file of every plugin, by the user's path.
    private(set) var documents: [String: Document] = [:]
    /// Open files' texts, which replace what is on disk.
    private var overrides: [String: String] = [:]

    /// The mirror of `sources` (one plugins folder: one generated package).
    package init?(sources: [PluginSource]) {
        guard let first = sources.first else { return nil }
        self.sources = sources
        root = first.package.root + "/Editor"
    }

    /// The plugin a user file belongs to.
    package func source(of userPath: String) -> PluginSource? {
        sources.first { userPath.hasPrefix($0.folder + "/") && userPath.hasSuffix(".swift") }
    }

    /// Writes every plugin's mirror and the compilation database.
    package func writeAll() throws {
        for source in sources { try write(source) }
        try writeDatabase()
    }

    /// The user's text of `path` for the editor is `text` (nil: the file on disk again).
    package func setText(_ text: String?, of userPath: String) { overrides[userPath] = text }

    /// Recomputes `source`'s copies from the user's texts (open files' as the editor has them);
    /// the documents whose copies changed. Nothing is written.
    package func refresh(_ source: PluginSource) -> [Document] {
        let relative = PluginPackage.swiftFiles(in: source.folder)
        let files = relative.map { name -> SourceFile in
            let path = source.folder + "/" + name
            return SourceFile(path: path, text: overrides[path] ?? (try? InputFile.text(path, limit: 8 << 20)) ?? "")
        }
        let plan = PluginSourcePlan.make(name: source.name, files: files)
        var changed: [Document] = []
        for (number, name) in relative.enumerated() {
            let file = files[number]
            let mirrorPath = folder(of: source) + "/" + name
            let document: Document
            if let copy = plan.buildCopies[number], let map = plan.sourceMaps[number] {
                document = Document(
                    userPath: file.path, mirrorPath: mirrorPath, text: EditorMirror.blankingDirectives(copy),
                    userText: file.text, map: map)
            } else {
                document = Document(
                    userPath: file.path, mirrorPath: mirrorPath, text: file.text, userText: file.text,
                    map: .identity(length: file.text.utf8.count))
            }
            if documents[file.path]?.text != document.text || documents[file.path]?.mirrorPath != document.mirrorPath { changed.append(document) }
            documents[file.path] = document
        }
        for (path, _) in documents where path.hasPrefix(source.folder + "/") && !relative.contains(String(path.dropFirst(source.folder.count + 1))) {
            documents[path] = nil
        }
        return changed
    }

    /// Writes `source`'s mirror folder as its files are on disk (saved), the open ones too.
    package func write(_ source: PluginSource) throws {
        _ = refresh(source)
        var entries: [String: PackageFiles.Entry] = [:]
        for document in documents.values where document.userPath.hasPrefix(source.folder + "/") {
            let relative = String(document.mirrorPath.dropFirst(folder(of: source).count + 1))
            entries[relative] = .text(document.text)
        }
        try PackageFiles.mirror(entries, into: folder(of: source))
    }

    /// The document whose mirror is at `mirrorPath`.
    package func document(atMirror mirrorPath: String) -> Document? {
        documents.values.first { $0.mirrorPath == mirrorPath }
    }

    package func document(atUser userPath: String) -> Document? { documents[userPath] }

    private func folder(of source: PluginSource) -> String { root + "/" + source.target }

    /// The compilation database: each plugin's mirrored files, compiled as its build compiles them.
    package func writeDatabase() throws {
        var entries: [[String: Any]] = []
        for source in sources {
            let files = documents.values.filter { $0.userPath.hasPrefix(source.folder + "/") }.map(\.mirrorPath).sorted()
            guard !files.isEmpty else { continue }
            let plan = DirectBuildPlan(source)
            let list = try CompilationDatabase.writeFileList(files, named: "Editor-" + source.target, under: source.package.root)
            let arguments = [plan.swiftc] + plan.moduleFlags + ["@" + list]
            entries += files.map { ["directory": folder(of: source), "file": $0, "arguments": arguments] }
        }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys])
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try PackageFiles.write(String(decoding: data, as: UTF8.self), to: root + "/compile_commands.json")
    }

    /// The copy's text with each `#sourceLocation(…)` directive turned into spaces: the server
    /// reports positions in the copy itself, which the source map carries back.
    static func blankingDirectives(_ text: String) -> String {
        guard text.contains("#sourceLocation(") else { return text }
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: "#sourceLocation(") {
            result += rest[..<range.lowerBound]
            // A directive is one line; its last `)` ends it (a path may hold one).
            let lineEnd = rest[range.lowerBound...].firstIndex(of: "\n") ?? rest.endIndex
            let end = rest[range.lowerBound..<lineEnd].lastIndex(of: ")").map { rest.index(after: $0) } ?? lineEnd
            result += String(repeating: " ", count: rest[range.lowerBound..<end].utf8.count)
            rest = rest[end...]
        }
        return result + rest
    }
}
