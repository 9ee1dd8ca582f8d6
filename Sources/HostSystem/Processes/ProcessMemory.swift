public import CHostSystem
import Foundation

/// How much memory a process holds.
public struct ProcessMemory: Equatable, Sendable {
    /// What an engine's memory limit counts: the address space on Linux (RLIMIT_AS caps it), the
    /// physical footprint on macOS (which enforces no RLIMIT_AS, and where address spaces are
    /// reserved far beyond use).
    public var counted: UInt64
    /// The resident set.
    public var resident: UInt64

    /// `pid`'s figures; nil when they cannot be read.
    public static func of(_ pid: pid_t) -> ProcessMemory? {
        var counted: Int64 = 0, resident: Int64 = 0
        guard lb_process_memory(pid, &counted, &resident) == 0 else { return nil }
        return ProcessMemory(counted: UInt64(max(0, counted)), resident: UInt64(max(0, resident)))
    }

    /// This process's figures (zero when unreadable).
    public static var current: ProcessMemory { of(getpid()) ?? ProcessMemory(counted: 0, resident: 0) }
}
