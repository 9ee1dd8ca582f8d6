import Foundation
import PluginBuild

/// Where a layout id the session does not know is declared nearby: in a plugins folder beside
/// the working folder (./Layouts, ./plugins, a project's Layouts one level down), so `use`
/// can say which `--plugins` finds it.
enum NearbyLayouts {
    /// Folders looked in, relative to the working folder.
    static let candidates = ["Layouts", "plugins", "Plugins", "layouts", "."]

    /// The plugins folder (as the user would type it) whose sources declare `id`, other than
    /// `current`, the one in use.
    static func folder(declaring id: String, besides current: String?) -> String? {
        let manager = FileManager.default
        let here = manager.currentDirectoryPath
        var folders = candidates
        // A project's Layouts one level down (MyApp/Layouts).
        for child in ((try? manager.contentsOfDirectory(atPath: here)) ?? []).sorted().prefix(64) where !child.hasPrefix(".") {
            folders.append(child + "/Layouts")
        }
        let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let currentPath = current.map(resolved)
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                resolved(folder) != currentPath
            else { continue }
            let plugins =
                PluginCatalog.holdsSwiftFiles(folder)
                ? [folder]
                : ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted().prefix(64).map { folder + "/" + $0 }
            for plugin in plugins where PluginCatalog.holdsSwiftFiles(plugin) && DeclaredLayouts.ids(inFolder: plugin).contains(id) {
                // The working folder holds other things (./Layouts among them, which `--plugins .`
                // would build as one plugin): the plugin's own folder is what finds it.
                return folder == "." && plugin != "." ? String(plugin.dropFirst(2)) : folder
            }
        }
        return nil
    }
}
