package import Foundation
import HostSystem

/// A plugin folder (the user's, or one bundled with layoutbench), the target that builds it in
/// the generated package, and the library that build produces.
package struct PluginSource: Sendable, Equatable {
    package enum BuildState: String, Sendable {
        case missing, stale, built

        /// As `plugins` shows it (its help names each).
        package var shown: String {
            switch self {
            case .missing: "not built"
            case .stale: "changed"
            case .built: "built"
            }
        }
    }

    /// What `load`, `reload` and the prompt call it: the folder's name.
    package var name: String
    /// The user's folder of Swift files.
    package var folder: String
    /// The target (and product) name in the generated package: the name as a Swift identifier.
    package var target: String
    package var package: PluginPackage
    package var configuration: String

    package var libraryPath: String { package.scratch + "/\(configuration)/" + package.sdk.toolchain.libraryFileName(target) }
    /// The target's folder in the generated package (links and build copies).
    package var buildFolder: String { package.targetFolder(target) }

    /// Files whose changes make the library stale: the plugin's own and the SDK's.
    package var watchedFolders: [String] { [folder] + package.sdkFolders }

    /// missing when never built, stale when any source is newer than the library (whose time is
    /// the moment its build read the sources: BuildStamp), the folder's contents are not those
    /// it compiled, or another build of layoutbench wrote its build copies and entry (its
    /// discovery may differ).
    package func buildState() -> BuildState {
        guard let built = PluginSource.modificationDate(libraryPath) else { return .missing }
        let newest = watchedFolders.compactMap(PluginSource.newestModification).max() ?? .distantPast
        if newest > built || !BuildStamp.matches(self) { return .stale }
        let origin = try? String(contentsOfFile: buildFolder + "/" + PluginPackage.originFileName, encoding: .utf8)
        // The discoverer is the last line (the folder before it may hold line breaks).
        return origin?.split(separator: "\n").last.map(String.init) == DiscoveryCache.discoverer ? .built : .stale
    }

    /// The modification time of `path`, following symbolic links (a plugin may link a file
    /// of another plugin, as Pizza links Table's TableLayout).
    package static func modificationDate(_ path: String) -> Date? {
        FileTimes.of(path)?.modified
    }

    /// The newest modification time of any file below `folder` (or of the file itself).
    package static func newestModification(_ folder: String) -> Date? {
        newestModification(folder, of: FolderWalk.files(in: folder, includingFolders: true, skipping: { _ in false }))
    }

    /// The newest modification time of `folder` and of the entries `relative` to it.
    package static func newestModification(_ folder: String, of relative: [String]) -> Date? {
        var newest = modificationDate(folder)
        for path in relative {
            if let date = modificationDate(folder + "/" + path), date > (newest ?? .distantPast) { newest = date }
        }
        return newest
    }
}
