import Foundation

/// Nanoseconds from CLOCK_MONOTONIC: what every timing in layoutbench is measured with.
public enum MonotonicClock {
    @inline(__always)
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// `instant` (a reading of `now()`) as ms since 1970 on the realtime clock, as a browser's
    /// `performance.timeOrigin + performance.now()` gives it on this machine.
    public static func unixMilliseconds(_ instant: UInt64) -> Double {
        Date().timeIntervalSince1970 * 1000 - (Double(now()) - Double(instant)) / 1e6
    }
}
