import Foundation
import LayoutDiscovery

/// What a build that left declarations out decided (PartialBuild), kept in the generated package
/// (`LeftOut/TARGET.json`): later builds cut the folder the same way while its files and the SDK
/// are as they were (without first failing on the whole folder again), the note says what was
/// left out, and `use` of a layout that was not built shows the compiler's lines for it.
package struct LeftOutRecord: Codable, Sendable, Equatable {
    /// A declaration, by its file (relative to the plugin folder) and first line.
    package struct Place: Codable, Sendable, Equatable, Hashable {
        package var file: String
        package var line: Int
    }

    /// A declaration left out because it does not compile, and its first error as shown.
    package struct LeftOut: Codable, Sendable, Equatable {
        package var title: String
        package var file: String
        package var line: Int
        package var error: String
        /// Only the members its layouts do not use were left out (a reduced view or controller).
        package var membersOnly: Bool
    }

    /// Each Swift file's hash when decided, by its path relative to the plugin folder.
    package var sources: [String: String]
    /// The shared SDK library's identity when decided, and the executable's that decided.
    package var sdk: String
    package var discoverer: String = DiscoveryCache.discoverer
    package var reduced: [String]
    package var excluded: [Place]
    /// Members of reduced classes excluded, by their first line.
    package var excludedMembers: [Place] = []
    package var droppedModules: [String]
    package var leftOut: [LeftOut]
    /// The layouts not built, by id, with the compiler's lines for what each needs.
    package var failedLayouts: [String: [String]]

    static func path(_ source: PluginSource) -> String { source.package.root + "/LeftOut/" + source.target + ".json" }

    /// The record of `source`, when one exists and still holds for `files` (relative path → text)
    /// and the SDK as it is.
    package static func current(for source: PluginSource, files: [String: String]) -> LeftOutRecord? {
        guard let data = FileManager.default.contents(atPath: path(source)),
            let record = try? JSONDecoder().decode(LeftOutRecord.self, from: data),
            record.sdk == source.package.sdk.libraryIdentity(source.configuration), record.discoverer == DiscoveryCache.discoverer,
            record.sources == files.mapValues(PluginPackage.hash)
        else { return nil }
        return record
    }

    /// The record of `source` as last saved, whether or not it still holds.
    package static func saved(for source: PluginSource) -> LeftOutRecord? {
        FileManager.default.contents(atPath: path(source)).flatMap { try? JSONDecoder().decode(LeftOutRecord.self, from: $0) }
    }

    func save(for source: PluginSource) throws {
        try FileManager.default.createDirectory(atPath: source.package.root + "/LeftOut", withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try PackageFiles.write(String(decoding: try encoder.encode(self), as: UTF8.self) + "\n", to: LeftOutRecord.path(source))
    }

    static func remove(for source: PluginSource) {
        try? FileManager.default.removeItem(atPath: path(source))
    }

    /// The closure these decisions make of `files` (relative paths, in the folder's order).
    func closure(graph: DeclarationGraph, relativePaths: [String]) -> LayoutClosure {
        var closure = LayoutClosure(graph: graph)
        closure.reduced = Set(reduced)
        for place in excluded {
            if let file = relativePaths.firstIndex(of: place.file), let node = graph.node(file: file, line: place.line) {
                closure.excluded.insert(node)
            }
        }
        for place in excludedMembers {
            if let file = relativePaths.firstIndex(of: place.file), let node = graph.node(file: file, line: place.line),
                let member = graph.member(of: node, line: place.line)
            {
                closure.excludedMembers.insert(LayoutClosure.MemberKey(node: node, member: member))
            }
        }
        return closure
    }

    /// One line: what was left out, with the first error of each, and the layouts not built.
    package var note: String {
        var parts: [String] = []
        for item in leftOut {
            let what = item.membersOnly ? "members of \(item.title) no layout uses" : item.title
            parts.append("\(what) (\(item.error))")
        }
        if !droppedModules.isEmpty { parts.append("imports of " + droppedModules.joined(separator: ", ") + " (modules the build lacks)") }
        var text = "built without what does not compile and no layout needs: " + parts.joined(separator: "; ")
        if !failedLayouts.isEmpty {
            text += "; not built: " + failedLayouts.keys.sorted().joined(separator: ", ") + " (`use` one for its errors)"
        }
        return text
    }
}
