import Foundation

/// Every process an engine started, however far it went: each engine has a mark of its own in
/// its environment (`LAYOUTBENCH_ENGINE_MARK`), which whatever it forks or executes inherits, in
/// the process group or out of it (`setsid`), its parent alive or not. When the engine ends,
/// the processes that still carry its mark are ended too (/proc, the same user's processes).
package enum EngineDescendants {
    package static let variable = "LAYOUTBENCH_ENGINE_MARK"

    /// A fresh mark for one engine.
    package static func newMark() -> String { UUID().uuidString }

    /// Kills every process but this one whose environment holds `mark`.
    package static func kill(marked mark: String) {
        let needle = Array("\(variable)=\(mark)\0".utf8)
        let own = getpid()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for entry in entries {
            guard let pid = pid_t(entry), pid != own, pid > 1 else { continue }
            guard let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"), environment.count >= needle.count else { continue }
            if [UInt8](environment).contains(subsequence: needle) { Foundation.kill(pid, SIGKILL) }
        }
    }
}

private extension Array where Element == UInt8 {
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, count >= needle.count else { return false }
        var index = startIndex
        while index <= count - needle.count {
            guard let start = self[index...(count - needle.count)].firstIndex(of: first) else { return false }
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
            index = start + 1
        }
        return false
    }
}
