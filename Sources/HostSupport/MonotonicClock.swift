import Foundation

/// Nanoseconds from CLOCK_MONOTONIC: what every timing in layoutbench is measured with.
public enum MonotonicClock {
    @inline(__always)
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
