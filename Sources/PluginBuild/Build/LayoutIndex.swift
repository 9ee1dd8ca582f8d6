import Foundation
import HostSupport

/// Remembers which layouts each plugin exported when it was last loaded, so completion can
/// offer layouts of plugins not loaded yet: one file a workspace, in the cache folder
/// (`layout-index/`), so no command makes a folder where it runs.
package enum LayoutIndex {
    static func path(_ workspace: String) -> String {
        let real = URL(fileURLWithPath: workspace).standardizedFileURL.resolvingSymlinksInPath().path
        return PluginPackage.cacheFolder(environment: ProcessInfo.processInfo.environment) + "/layout-index/" + PluginPackage.hash(real)
    }

    /// Plugin name → layout ids, as last recorded.
    package static func read(workspace: String) -> [String: [String]] {
        guard let text = try? InputFile.text(path(workspace), limit: 1 << 20) else { return [:] }
        var index: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if let plugin = words.first { index[plugin] = Array(words.dropFirst()) }
        }
        return index
    }

    package static func record(plugin: String, layouts: [String], workspace: String) {
        var index = read(workspace: workspace)
        guard index[plugin] != layouts else { return }
        index[plugin] = layouts
        let text = index.keys.sorted().map { ([$0] + index[$0]!).joined(separator: " ") }.joined(separator: "\n") + "\n"
        let file = path(workspace)
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = try? OutputFile.write(text, to: file, policy: .replace)
    }
}
