import Foundation
import HostSupport
import LiveView

/// What `view status` counts since the view started or was last reset: the pieces sent, each
/// painted piece's way, and the frames the pages played. One value, so a reset forgets all of it
/// at once, pieces still on their way too.
struct PageCounts {
    private(set) var piecesSent = 0
    /// When each piece's oldest frame was computed (MonotonicClock), by sequence, until painted.
    private var computedAt: [Int: UInt64] = [:]
    /// Each painted piece's way from its oldest frame's computation to the page and its paint.
    private var ways: [PieceWay] = []
    private var played = (frames: 0, dropped: 0, milliseconds: 0.0, heap: 0.0)

    /// Piece `sequence` went to the pages; `computedAt` when its oldest frame was computed, nil
    /// for a piece that is not timed (the whole scene given anew).
    mutating func sent(_ sequence: Int, computedAt computed: UInt64?) {
        piecesSent += 1
        if let computed { computedAt[sequence] = computed }
        if computedAt.count > 1000, let oldest = computedAt.keys.min() { computedAt[oldest] = nil }
    }

    /// A page painted piece `sequence`, whose acknowledgement came back at `arrival`
    /// (MonotonicClock); `waited` ms on the page, `arrived` its arrival on the machine's clock.
    mutating func painted(_ sequence: Int, acknowledgedAt arrival: UInt64, waited: Double, arrived: Double?) {
        guard let computed = computedAt.removeValue(forKey: sequence) else { return }
        let oneWay = arrived.map { $0 - MonotonicClock.unixMilliseconds(computed) }
        ways.append(PieceWay(total: Double(arrival &- computed) / 1e6, waited: waited, oneWay: oneWay))
    }

    /// A page played a command's `frames`, missing `dropped` display frames.
    mutating func played(frames: Int, dropped: Int, milliseconds: Double, heap: Double?) {
        played.frames += frames
        played.dropped += dropped
        played.milliseconds += milliseconds
        if let heap { played.heap = heap }
    }

    /// The status lines after the pieces sent: the ways (median, p99) and the frames played.
    var lines: [String] {
        var lines: [String] = []
        if !ways.isEmpty {
            func summary(_ values: [Double]) -> String {
                let sorted = values.sorted()
                let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
                return "median \(NumberText.short(median)) ms, p99 \(NumberText.short(p99)) ms"
            }
            lines.append("frames to the page: \(summary(ways.map(\.toPage))); to its next paint: \(summary(ways.map(\.toPaint))) (\(ways.count) pieces)")
        }
        if played.milliseconds > 0 {
            let rate = Double(played.frames) / played.milliseconds * 1000
            lines.append("page played \(played.frames) host frames in \(NumberText.short(played.milliseconds / 1000)) s (\(NumberText.short(rate)) per s); "
                + "display frames missed: \(played.dropped)" + (played.heap > 0 ? "; page heap \(NumberText.short(played.heap / 1_048_576)) MiB" : ""))
        }
        return lines
    }
}
