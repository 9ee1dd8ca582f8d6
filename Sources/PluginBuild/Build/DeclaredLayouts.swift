import Foundation
import LayoutHost

/// The layout ids a plugin folder declares in its sources (`LayoutExport("table", …)`), read
/// without building anything: `use` builds only the plugin that declares an id, answers a typo
/// at once with "did you mean", and completion offers layouts never built.
public enum DeclaredLayouts {
    /// Plugin name → the ids its sources declare, merged with the ids its library last exported
    /// (LayoutIndex), for plugins whose ids are not string literals.
    public static func index(catalog: PluginCatalog, workspace: String) -> [String: [String]] {
        var index = LayoutIndex.read(workspace: workspace)
        for source in catalog.sources() {
            let declared = ids(inFolder: source.folder)
            let recorded = index[source.name] ?? []
            index[source.name] = declared + recorded.filter { !declared.contains($0) }
        }
        return index
    }

    /// The string literals that open `LayoutExport(` calls in the folder's Swift files.
    public static func ids(inFolder folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var ids: [String] = []
        for name in names.sorted() where name.hasSuffix(".swift") {
            guard let text = try? InputFile.text(folder + "/" + name, limit: 4 << 20) else { continue }
            for id in DeclaredLayouts.ids(inSource: text) where !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    static func ids(inSource text: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(text)
        while let call = rest.range(of: "LayoutExport(") {
            rest = rest[call.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { continue }
            let id = rest[rest.index(after: rest.startIndex)..<close]
            if !id.isEmpty, !id.contains("\\") { ids.append(String(id)) }
            rest = rest[close...]
        }
        return ids
    }
}
