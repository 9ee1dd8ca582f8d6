import Foundation

/// A plugin folder in the plugins directory and the library its build produces.
public struct PluginSource: Sendable, Equatable {
    public enum BuildState: String, Sendable {
        case missing, stale, built
    }

    public var name: String
    public var folder: String
    public var libraryPath: String

    /// Files whose changes make the library stale: the plugin's own and the SDK's.
    public var watchedFolders: [String]

    /// missing when never built, stale when any source is newer than the library.
    public func buildState() -> BuildState {
        guard let built = PluginSource.modificationDate(libraryPath) else { return .missing }
        let newest = watchedFolders.compactMap(PluginSource.newestModification).max() ?? .distantPast
        return newest > built ? .stale : .built
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// The newest modification time of any file below `folder` (or of the file itself).
    static func newestModification(_ folder: String) -> Date? {
        var newest = modificationDate(folder)
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return newest }
        for case let relative as String in walker {
            if let date = modificationDate(folder + "/" + relative), date > (newest ?? .distantPast) { newest = date }
        }
        return newest
    }
}
