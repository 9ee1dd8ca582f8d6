import Foundation

/// Signals and exit statuses of processes this one started.
public enum ProcessControl {
    /// Sends `signal` to `pid`; true when it was delivered.
    @discardableResult
    public static func signal(_ pid: pid_t, _ signal: Int32) -> Bool { kill(pid, signal) == 0 }

    /// Sends `signal` to every process of the group `leader` leads.
    @discardableResult
    public static func signalGroup(_ leader: pid_t, _ signal: Int32) -> Bool { kill(-leader, signal) == 0 }

    /// Whether `pid` is a process that exists (ours or another user's).
    public static func exists(_ pid: pid_t) -> Bool { pid == getpid() || kill(pid, 0) == 0 || errno == EPERM }

    /// Reaps `pid` if it has ended, without waiting: its raw wait status, 0 when it was reaped
    /// elsewhere already (ECHILD), nil while it runs.
    public static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid || (result < 0 && errno == ECHILD) else { return nil }
        return result == pid ? status : 0
    }

    /// An exit status as a shell reports it: the code, or 128 + the signal that ended it
    /// (WIFEXITED, WEXITSTATUS and WTERMSIG by hand: the macros are not imported).
    public static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The signal that ended a process with wait status `status`, or 0 when it exited.
    public static func terminatingSignal(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0x7F ? 0 : signal
    }

    /// This process's id.
    public static var currentID: pid_t { getpid() }

    /// The parent's id (1 once the parent has gone).
    public static var parentID: pid_t { getppid() }
}
