import Foundation
import HostSupport
import LayoutHost
import LiveView
import Workbench

/// What `view status` counts since the view started or was last reset: the pieces sent, each
/// painted piece's way, and the frames the pages played. One value, so a reset forgets all of it
/// at once, pieces still on their way too.
package struct PageCounts {
    private(set) var piecesSent = 0
    /// When each piece's oldest frame was computed (MonotonicClock), by sequence, until painted.
    private var computedAt: [Int: UInt64] = [:]
    /// Each painted piece's way (ns) from its oldest frame's computation to the page, and to
    /// its paint there.
    private var toPage = LatencyStatistics(), toPaint = LatencyStatistics()
    private var played = (frames: 0, dropped: 0, milliseconds: 0.0, heap: 0.0)

    /// Piece `sequence` went to the pages; `computedAt` when its oldest frame was computed, nil
    /// for a piece that is not timed (the whole scene given anew).
    mutating func sent(_ sequence: Int, computedAt computed: UInt64?) {
        piecesSent += 1
        if let computed { computedAt[sequence] = computed }
        // A piece no page painted in the 1,000 sent since (its page closed first) is forgotten.
        computedAt[sequence - 1000] = nil
    }

    /// A page painted piece `sequence`, whose acknowledgement came back at `arrival`
    /// (MonotonicClock); `waited` ms on the page, `arrived` its arrival on the machine's clock.
    mutating func painted(_ sequence: Int, acknowledgedAt arrival: UInt64, waited: Double, arrived: Double?) {
        guard let computed = computedAt.removeValue(forKey: sequence) else { return }
        let oneWay = arrived.map { $0 - MonotonicClock.unixMilliseconds(computed) }
        let way = PieceWay(total: Double(arrival &- computed) / 1e6, waited: waited, oneWay: oneWay)
        toPage.record(Self.nanoseconds(way.toPage))
        toPaint.record(Self.nanoseconds(way.toPaint))
    }

    private static func saturating(_ total: Int, _ more: Int) -> Int {
        let (sum, overflow) = total.addingReportingOverflow(more)
        return overflow ? .max : sum
    }

    /// ms as whole ns for the statistics: a page's absurd figure is held to a day, not trapped on.
    private static func nanoseconds(_ milliseconds: Double) -> UInt64 {
        UInt64((milliseconds.isNaN ? 0 : min(max(milliseconds, 0), 86_400_000)) * 1e6)
    }

    /// A page played a command's `frames`, missing `dropped` display frames. A page's figures
    /// are its own to claim: each is held to what one command can play (FrameClock's cap) and
    /// the totals saturate, so no message traps the session on an overflow.
    mutating func played(frames: Int, dropped: Int, milliseconds: Double, heap: Double?) {
        let cap = FrameClock.maximumFrames
        played.frames = Self.saturating(played.frames, min(max(frames, 0), cap))
        played.dropped = Self.saturating(played.dropped, min(max(dropped, 0), cap))
        if milliseconds.isFinite { played.milliseconds += min(max(milliseconds, 0), FrameClock.maximumDuration) }
        if let heap { played.heap = heap }
    }

    /// The status lines after the pieces sent: the ways (median, p99) and the frames played.
    var lines: [String] {
        var lines: [String] = []
        if !toPage.isEmpty {
            func summary(_ way: LatencyStatistics) -> String {
                "median \(NumberText.short(Double(way.p50) / 1e6)) ms, p99 \(NumberText.short(Double(way.p99) / 1e6)) ms"
            }
            lines.append("frames to the page: \(summary(toPage)); to its next paint: \(summary(toPaint)) (\(toPage.count) pieces)")
        }
        if played.milliseconds > 0 {
            let rate = Double(played.frames) / played.milliseconds * 1000
            lines.append(
                "page played \(played.frames) host frames in \(NumberText.short(played.milliseconds / 1000)) s (\(NumberText.short(rate)) per s); "
                    + "display frames missed: \(played.dropped)" + (played.heap > 0 ? "; page heap \(NumberText.short(played.heap / 1_048_576)) MiB" : ""))
        }
        return lines
    }
}
