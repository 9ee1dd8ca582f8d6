import Foundation
import HostSupport

/// Remembers which layouts each plugin exported when it was last loaded, in
/// workspace/.layout-index, so completion can offer layouts of plugins not loaded yet.
package enum LayoutIndex {
    static func path(_ workspace: String) -> String { workspace + "/.layout-index" }

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
        try? FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        _ = try? OutputFile.write(text, to: path(workspace), policy: .workspace)
    }
}
