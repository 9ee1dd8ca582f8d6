import CHostSystem
import Foundation

/// Pipes and descriptor flags.
public enum Pipes {
    /// A pipe whose ends close on exec: (read end, write end).
    public static func make() throws(SystemError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard lb_pipe_cloexec(&fds) == 0 else { throw SystemError("no pipe") }
        return (fds[0], fds[1])
    }

    /// Reads on `fd` return at once when nothing waits.
    public static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// `fd` closes on exec (it never reaches a child by accident).
    public static func setCloseOnExec(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
}
