/// Adds up the time a layout spends in prepare and in the rect query, per frame.
package final class FrameCallTimer: LayoutCallRecorder {
    var prepare: UInt64 = 0
    var query: UInt64 = 0
    /// The recorder that was attached before (the profiler): it hears every call too.
    weak var next: LayoutCallRecorder?

    package func record(_ phase: LayoutPhase, nanoseconds: UInt64) {
        next?.record(phase, nanoseconds: nanoseconds)
        switch phase {
        case .prepare: prepare += nanoseconds
        case .layoutAttributesForElements: query += nanoseconds
        default: break
        }
    }

    package func recordHostOverhead(nanoseconds: UInt64) { next?.recordHostOverhead(nanoseconds: nanoseconds) }

    func reset() {
        prepare = 0
        query = 0
    }
}
