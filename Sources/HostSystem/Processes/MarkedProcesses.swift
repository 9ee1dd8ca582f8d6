public import CHostSystem
import Foundation

/// Processes found by a mark in their environment (ProcessMark). The same user's processes only:
/// another's environment cannot be read.
public enum MarkedProcesses {
    /// A fresh mark.
    public static func newMark() -> String { UUID().uuidString }

    /// Kills every process but this one whose environment holds `mark`, pass after pass until a
    /// pass finds none (one may fork between a pass's look and its kill: a double fork).
    public static func kill(_ mark: ProcessMark) {
        for _ in 0..<8 where killOnce(needle: Array("\(mark.variable)=\(mark.value)\0".utf8)) > 0 { usleep(5_000) }
    }

    /// The ids of the running processes (this user's, and others' the system lists).
    public static func all() -> [pid_t] {
        var capacity = 1024
        while true {
            var pids = [pid_t](repeating: 0, count: capacity)
            let count = Int(lb_list_processes(&pids, CInt(capacity)))
            guard count >= 0 else { return [] }
            if count <= capacity { return Array(pids[0..<count]) }
            capacity = count + 64
        }
    }

    /// `pid`'s environment as it started, NUL-separated; nil when it cannot be read.
    public static func environment(of pid: pid_t) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        let count = buffer.withUnsafeMutableBytes { lb_process_environment(pid, $0.baseAddress, $0.count) }
        guard count >= 0 else { return nil }
        return Array(buffer[0..<count])
    }

    private static func killOnce(needle: [UInt8]) -> Int {
        let own = getpid()
        var killed = 0
        for pid in all() where pid != own && pid > 1 {
            guard let environment = environment(of: pid), environment.count >= needle.count else { continue }
            // A zombie's environment reads empty: only the living are counted.
            if contains(environment, needle), Foundation.kill(pid, SIGKILL) == 0 { killed += 1 }
        }
        return killed
    }

    /// Whether `needle` is one of the NUL-terminated strings of `block` (or starts one).
    package static func contains(_ block: [UInt8], _ needle: [UInt8]) -> Bool {
        var start = 0
        while start + needle.count <= block.count {
            if block[start..<(start + needle.count)].elementsEqual(needle) { return true }
            guard let end = block[start...].firstIndex(of: 0) else { return false }
            start = end + 1
        }
        return false
    }
}
