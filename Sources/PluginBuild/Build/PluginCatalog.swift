import Foundation
import LayoutHost

/// The plugins folder: every sub-folder is a plugin, built by the package around it into
/// `<package>/.build-plugins/<configuration>/lib<Name>.so`. Plugin builds have their own
/// scratch folder so they never wait for (or block) the user's `swift build` and `swift test`,
/// which hold `.build` locked while they run.
public struct PluginCatalog: Sendable {
    public var pluginsDirectory: String
    /// The package that builds the plugins (the folder holding Package.swift), if there is one.
    public var packageRoot: String?
    public var configuration: String

    public init(pluginsDirectory: String, configuration: String = "debug") {
        let absolute = URL(fileURLWithPath: pluginsDirectory).standardizedFileURL.path
        self.pluginsDirectory = absolute
        self.configuration = configuration
        let parent = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        packageRoot = FileManager.default.fileExists(atPath: parent + "/Package.swift") ? parent : nil
    }

    /// The scratch folder plugin builds go to.
    public var buildDirectory: String? { packageRoot.map { $0 + "/.build-plugins" } }

    public func sources() -> [PluginSource] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pluginsDirectory)) ?? []
        return names.sorted().compactMap(source(named:))
    }

    /// The plugin folder named `name` (case-insensitive), if it exists.
    public func source(named name: String) -> PluginSource? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pluginsDirectory)) ?? []
        guard let folderName = names.first(where: { $0 == name }) ?? names.first(where: { $0.lowercased() == name.lowercased() }),
            !folderName.hasPrefix(".")
        else { return nil }
        var isDirectory: ObjCBool = false
        let folder = pluginsDirectory + "/" + folderName
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let library = (buildDirectory ?? pluginsDirectory) + "/\(configuration)/lib\(folderName).so"
        var watched = [folder]
        if let packageRoot {
            watched += [packageRoot + "/Sources/CollectionLayout", packageRoot + "/Sources/PluginABI"]
        }
        return PluginSource(name: folderName, folder: folder, libraryPath: library, watchedFolders: watched)
    }
}
