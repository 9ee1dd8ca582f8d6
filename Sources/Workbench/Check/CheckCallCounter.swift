import LayoutHost

/// Counts the layout's prepare() calls and their time, so `check` knows when an answer belongs
/// to a new preparation and what a needless one cost.
final class CheckCallCounter: LayoutCallRecorder {
    private(set) var prepares = 0
    private(set) var prepareNanoseconds: UInt64 = 0

    func record(_ phase: LayoutPhase, nanoseconds: UInt64) {
        guard phase == .prepare else { return }
        prepares += 1
        prepareNanoseconds &+= nanoseconds
    }

    func recordHostOverhead(nanoseconds: UInt64) {}
}
