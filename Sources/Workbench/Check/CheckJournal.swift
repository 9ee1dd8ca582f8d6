import Foundation

/// The layouts and steps a `check` has finished, kept in a file beside the session's plugin
/// copies so that a check run again past a trap (the engine gone with everything it held)
/// starts where the trap was instead of checking every layout and step before it again, or
/// building again a plugin that did not build. One JSON line an entry, after a first line
/// naming the check (its words), so a journal of another check is never read.
struct CheckJournal {
    /// A layout checked, a step of one finished, or a plugin that did not build.
    struct Entry: Codable {
        var result: LayoutChecker.Result?
        var step: LayoutChecker.StepRecord?
        var unbuilt: String?
        /// A layout's check started (PLUGIN:ID, and when: seconds since 1970).
        var started: String?
        var at: Double?
    }

    /// What the same check recorded before a trap ended its engine.
    struct Recorded {
        /// Layouts checked, by PLUGIN:ID.
        var results: [String: LayoutChecker.Result] = [:]
        /// Steps finished, by PLUGIN:ID and step number.
        var steps: [String: [Int: LayoutChecker.StepRecord]] = [:]
        var unbuilt: Set<String> = []
        /// When each layout's check first started, by PLUGIN:ID: its time includes the traps.
        var started: [String: Date] = [:]
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

    /// What the same check recorded before (nothing when the journal is another check's).
    func recorded() -> Recorded {
        var recorded = Recorded()
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return recorded }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == signature else { return recorded }
        lines.removeFirst()
        for line in lines {
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line.utf8)) else { continue }
            if let result = entry.result { recorded.results[result.key] = result }
            if let step = entry.step { recorded.steps[step.layout, default: [:]][step.index] = step }
            if let plugin = entry.unbuilt { recorded.unbuilt.insert(plugin) }
            if let key = entry.started, let at = entry.at, recorded.started[key] == nil { recorded.started[key] = Date(timeIntervalSince1970: at) }
        }
        return recorded
    }

    /// Records a finished layout.
    func record(_ result: LayoutChecker.Result) { append(Entry(result: result)) }

    /// Records a finished step of a layout's check.
    func record(_ step: LayoutChecker.StepRecord) { append(Entry(step: step)) }

    /// Records that a layout's check starts now.
    func recordStart(_ key: String, at date: Date = Date()) { append(Entry(started: key, at: date.timeIntervalSince1970)) }

    /// Records a plugin that did not build.
    func recordUnbuilt(_ plugin: String) { append(Entry(unbuilt: plugin)) }

    private func append(_ entry: Entry) {
        guard let data = try? JSONEncoder().encode(entry), let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data + Data("\n".utf8))
    }
}
