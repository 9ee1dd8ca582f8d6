/// Adds up the time a layout spends in prepare and in the rect query, per frame.
final class FrameCallTimer: LayoutCallRecorder {
    var prepare: UInt64 = 0
    var query: UInt64 = 0

    func record(_ phase: LayoutPhase, nanoseconds: UInt64) {
        switch phase {
        case .prepare: prepare += nanoseconds
        case .layoutAttributesForElements: query += nanoseconds
        default: break
        }
    }

    func recordHostOverhead(nanoseconds: UInt64) {}

    func reset() {
        prepare = 0
        query = 0
    }
}
