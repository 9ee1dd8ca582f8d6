import Histogram

/// Durations of one kind of call in nanoseconds: an HdrHistogram for the percentiles (three
/// significant digits: a percentile is within 0.1 % of the recorded value, exact below 2 µs) and
/// the exact count, sum, minimum and maximum beside it.
package struct LatencyStatistics: Sendable {
    private var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
    package private(set) var count = 0
    package private(set) var total: UInt64 = 0
    package private(set) var minimum: UInt64 = .max
    package private(set) var maximum: UInt64 = 0

    package init() {}

    /// Statistics of `samples` (nanoseconds).
    package init<S: Sequence>(_ samples: S) where S.Element == UInt64 {
        for sample in samples { record(sample) }
    }

    package mutating func record(_ nanoseconds: UInt64) {
        _ = histogram.record(nanoseconds)
        count += 1
        total &+= nanoseconds
        minimum = min(minimum, nanoseconds)
        maximum = max(maximum, nanoseconds)
    }

    /// Adds another set of samples (another run of the same phase).
    package mutating func add(_ other: LatencyStatistics) {
        guard other.count > 0 else { return }
        histogram.add(other.histogram)
        count += other.count
        total &+= other.total
        minimum = min(minimum, other.minimum)
        maximum = max(maximum, other.maximum)
    }

    package var isEmpty: Bool { count == 0 }

    /// The value at `percent` (0…100): the largest recorded value that `percent` % of the
    /// samples are at or below, within the histogram's precision; 0 when there are no samples.
    package func percentile(_ percent: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        if percent >= 100 { return maximum }
        return min(max(histogram.valueAtPercentile(percent), minimum), maximum)
    }

    /// The exact mean (from the exact sum), 0 when empty.
    package var mean: Double { count == 0 ? 0 : Double(total) / Double(count) }

    package var p50: UInt64 { percentile(50) }
    package var p95: UInt64 { percentile(95) }
    package var p99: UInt64 { percentile(99) }

    /// Counts per power-of-two bucket: bucket k holds values in [2^k, 2^(k+1)) ns (bucket 0 also
    /// holds 0). For the terminal histogram.
    package func powerOfTwoBuckets() -> [Int: Int] {
        var buckets: [Int: Int] = [:]
        for value in histogram.recordedValues() {
            let representative = histogram.medianEquivalentForValue(value.value)
            let bucket = representative <= 1 ? 0 : (63 - representative.leadingZeroBitCount)
            buckets[bucket, default: 0] += Int(value.count)
        }
        return buckets
    }
}
