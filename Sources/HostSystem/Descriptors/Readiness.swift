import CHostSystem
import Foundation

/// Waiting for descriptors to become readable: poll on Linux; select on macOS, where poll() of a
/// terminal is unreliable (the REPL waits on its terminal and the engine's pipes together).
public enum Readiness {
    /// Waits up to `timeout` milliseconds (-1: without limit) until one of `descriptors` is
    /// readable, at its end or failed; which are, in order. All false on a timeout or a signal;
    /// nil when the wait itself failed (a closed descriptor).
    public static func wait(_ descriptors: [Int32], timeout: Int32) -> [Bool]? {
        var ready = [UInt8](repeating: 0, count: descriptors.count)
        let result = lb_wait_readable(descriptors, CInt(descriptors.count), timeout, &ready)
        if result < 0 { return errno == EINTR ? [Bool](repeating: false, count: descriptors.count) : nil }
        return ready.map { $0 != 0 }
    }

    /// Whether `descriptor` becomes readable within `timeout` milliseconds.
    public static func isReadable(_ descriptor: Int32, timeout: Int32) -> Bool {
        wait([descriptor], timeout: timeout)?.first ?? false
    }
}
