import Foundation

/// The layouts a `check` has finished, kept in a file beside the session's plugin copies so that
/// a check run again past a trap (the engine gone with everything it held) starts where the
/// trap was instead of checking every layout before it again, or building again a plugin that
/// did not build. One JSON line an entry, after a first line naming the check (its words), so a
/// journal of another check is never read.
struct CheckJournal {
    /// A layout checked, or a plugin that did not build.
    struct Entry: Codable {
        var result: LayoutChecker.Result?
        var unbuilt: String?
    }

    let path: String
    let signature: String

    init(directory: String, signature: [String]) {
        path = directory + "/check-journal"
        self.signature = signature.joined(separator: " ")
    }

    /// A check starting afresh: the journal holds nothing yet.
    func start() {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data((signature + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    /// What the same check recorded before: results by layout id, and the plugins that did not
    /// build (nothing when the journal is another check's).
    func recorded() -> (results: [String: LayoutChecker.Result], unbuilt: Set<String>) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ([:], []) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == signature else { return ([:], []) }
        lines.removeFirst()
        var results: [String: LayoutChecker.Result] = [:], unbuilt: Set<String> = []
        for line in lines {
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line.utf8)) else { continue }
            if let result = entry.result { results[result.layoutID] = result }
            if let plugin = entry.unbuilt { unbuilt.insert(plugin) }
        }
        return (results, unbuilt)
    }

    /// Records a finished layout.
    func record(_ result: LayoutChecker.Result) { append(Entry(result: result)) }

    /// Records a plugin that did not build.
    func recordUnbuilt(_ plugin: String) { append(Entry(unbuilt: plugin)) }

    private func append(_ entry: Entry) {
        guard let data = try? JSONEncoder().encode(entry), let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data + Data("\n".utf8))
    }
}
