import Foundation

/// The children this process started as group leaders and has not ended yet (engines, build
/// jobs), with the marks they carry: a front end or engine ended by a signal ends them and all
/// they started first, so no compiler runs on, orphaned. One registry for every child `Spawn`
/// starts; its owner removes it once it has reaped it and ended its group (`end`).
/// Unchecked: a signal handler reads the slots, so they have no lock; each slot is one pid_t,
/// written before its child can matter and cleared when it is removed. The marks are behind
/// `lock`.
public final class ProcessGroups: @unchecked Sendable {
    /// The registry `Spawn` records its children in.
    public static let running = ProcessGroups()

    private static let capacity = 128
    private let slots: UnsafeMutablePointer<pid_t>
    private let lock = NSLock()
    private var marks: [pid_t: ProcessMark] = [:]

    private init() {
        slots = UnsafeMutablePointer<pid_t>.allocate(capacity: ProcessGroups.capacity)
        slots.initialize(repeating: 0, count: ProcessGroups.capacity)
    }

    /// Records a group leader and its mark (a full registry keeps only the mark: its group is
    /// then ended by `end` and `endAll`, not by `killAll`).
    public func add(_ pid: pid_t, mark: ProcessMark? = nil) {
        lock.withLock {
            marks[pid] = mark
            for index in 0..<ProcessGroups.capacity where slots[index] == 0 {
                slots[index] = pid
                return
            }
        }
    }

    /// Forgets a child.
    public func remove(_ pid: pid_t) {
        lock.withLock {
            marks[pid] = nil
            for index in 0..<ProcessGroups.capacity where slots[index] == pid { slots[index] = 0 }
        }
    }

    /// The recorded leaders.
    public var leaders: [pid_t] {
        lock.withLock { (0..<ProcessGroups.capacity).map { slots[$0] }.filter { $0 > 0 } }
    }

    /// Kills `pid`'s group and every process carrying its mark, and forgets it.
    public func end(_ pid: pid_t) {
        let mark = lock.withLock { marks[pid] }
        kill(-pid, SIGKILL)
        if let mark { MarkedProcesses.kill(mark) }
        remove(pid)
    }

    /// Ends every recorded child, its group and what carries its mark (not async-signal-safe:
    /// for a signal's dispatch source, not its handler).
    public func endAll() {
        let all = lock.withLock { marks }
        killAll()
        for mark in all.values { MarkedProcesses.kill(mark) }
    }

    /// Kills every recorded group. Async-signal-safe: reads the slots and calls kill, nothing else.
    public func killAll() {
        for index in 0..<ProcessGroups.capacity where slots[index] > 0 { kill(-slots[index], SIGKILL) }
    }
}
