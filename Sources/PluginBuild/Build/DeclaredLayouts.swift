import Foundation
import Synchronization
package import LayoutDiscovery

/// The layout ids a plugin folder declares in its sources, read without building anything:
/// a hand-written entry's `LayoutExport("table", …)` literals, or the ids discovery gives its
/// layouts. `use` builds only the plugin that declares an id, answers a typo at once with
/// "did you mean", and completion offers layouts never built.
package enum DeclaredLayouts {
    /// Plugin name → the ids its sources declare, merged with the ids its library last exported
    /// (LayoutIndex), for plugins whose ids are not string literals. Only the catalog's plugins:
    /// a name the index remembers from a folder renamed since, or from another plugins folder
    /// run in the same workspace, is not offered.
    package static func index(catalog: PluginCatalog, workspace: String) -> [String: [String]] {
        let recordedIndex = LayoutIndex.read(workspace: workspace)
        var index: [String: [String]] = [:]
        for source in catalog.sources() {
            let declared = ids(inFolder: source.folder)
            let recorded = recordedIndex[source.name] ?? []
            index[source.name] = declared + recorded.filter { !declared.contains($0) }
        }
        return index
    }

    /// The ids the Swift files below `folder` declare; remembered until a file changes.
    package static func ids(inFolder folder: String) -> [String] {
        discovery(inFolder: folder).ids
    }

    /// The layout classes below `folder` discovery does not offer, with why.
    package static func skipped(inFolder folder: String) -> [SkippedLayout] {
        discovery(inFolder: folder).skipped
    }

    private static func discovery(inFolder folder: String) -> (ids: [String], skipped: [SkippedLayout]) {
        let files = PluginPackage.swiftFiles(in: folder)
        let stamp = files.map { relative in
            "\(relative)@\(PluginSource.modificationDate(folder + "/" + relative)?.timeIntervalSince1970 ?? 0)"
        }.joined(separator: "|")
        if let cached = cache.withLock({ $0[folder] }), cached.stamp == stamp { return (cached.ids, cached.skipped) }
        // A file that cannot be read (a dangling link) declares nothing; the others still do.
        let sources = files.compactMap { try? PluginPackage.read($0, in: folder) }
        let found = DiscoveryCache.discovery(of: sources, folder: folder) { PluginSourcePlan.discovery(files: sources) }
        cache.withLock { $0[folder] = (stamp, found.ids, found.skipped) }
        return found
    }

    /// Discoveries made, by folder, with the files' stamp they were made for.
    private static let cache = Mutex<[String: (stamp: String, ids: [String], skipped: [SkippedLayout])]>([:])
}
