import Foundation

/// The layouts a `check` has finished, kept in a file beside the session's plugin copies so that
/// a check run again past a trap (the engine gone with everything it held) starts where the
/// trap was instead of checking every layout before it again. One JSON line a layout, after a
/// first line naming the check (its words), so a journal of another check is never read.
struct CheckJournal {
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

    /// The results the same check recorded before, by layout id (none when it was another check).
    func recorded() -> [String: LayoutChecker.Result] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == signature else { return [:] }
        lines.removeFirst()
        var results: [String: LayoutChecker.Result] = [:]
        for line in lines {
            guard let result = try? JSONDecoder().decode(LayoutChecker.Result.self, from: Data(line.utf8)) else { continue }
            results[result.layoutID] = result
        }
        return results
    }

    /// Records a finished layout.
    func record(_ result: LayoutChecker.Result) {
        guard let data = try? JSONEncoder().encode(result), let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data + Data("\n".utf8))
    }
}
