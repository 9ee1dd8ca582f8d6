import Foundation
import Workbench

/// Every process an engine started, however far it went: each engine has a mark of its own in
/// its environment (`LAYOUTBENCH_ENGINE_MARK`), which whatever it forks or executes inherits, in
/// the process group or out of it (`setsid`), its parent alive or not. When the engine ends,
/// the processes that still carry its mark are ended too (/proc, the same user's processes).
package enum EngineDescendants {
    package static let variable = "LAYOUTBENCH_ENGINE_MARK"

    /// A fresh mark for one engine.
    package static func newMark() -> String { UUID().uuidString }

    /// Kills every process but this one whose environment holds `mark`, pass after pass until a
    /// pass finds none (one may fork between a pass's look and its kill: a double fork).
    package static func kill(marked mark: String) {
        for _ in 0..<8 where killOnce(marked: mark) > 0 { usleep(5_000) }
    }

    /// One pass over /proc: how many marked processes it killed.
    private static func killOnce(marked mark: String) -> Int {
        let needle = Data("\(variable)=\(mark)\0".utf8)
        let own = getpid()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        var killed = 0
        for entry in entries {
            guard let pid = pid_t(entry), pid != own, pid > 1 else { continue }
            guard let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"), environment.count >= needle.count else { continue }
            // A zombie's environment reads empty: only the living are counted.
            if environment.range(of: needle) != nil, Foundation.kill(pid, SIGKILL) == 0 { killed += 1 }
        }
        return killed
    }
}
