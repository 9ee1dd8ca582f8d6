@testable import FrontEnd
import HostSupport
import LayoutHost
import Testing

/// What drives the live view's pages, without a page: a settling run's echo and the counts
/// `view status` prints.
struct LivePagesTests {
    /// 12 frames at 120 fps are 100 ms (12 · 1000 / 120), echoed as the `wait` that plays them;
    /// 7 frames at 60 fps are 116.67 ms (7 · 1000 / 60 = 116.666…, cut to two decimals, which
    /// still covers exactly 7 frames).
    @Test func aSettlingRunEchoesTheWaitItsFramesEqual() throws {
        let fast = try #require(FrameClock(fps: 120)), slow = try #require(FrameClock(fps: 60))
        var run = SettlingRun(page: 1, clock: fast)
        run.add(12, at: fast)
        #expect(run.takeEcho() == "wait 100" && run.takeEcho() == nil)
        run.add(7, at: slow)
        #expect(run.takeEcho() == "wait 116.66")
        #expect(!run.limited)
        // The run stops letting time pass at ScrollDriver.dynamicsLimit (10 s): 1,200 frames at 120 fps.
        run.add(1_200, at: fast)
        #expect(run.limited)
    }

    /// A piece computed at t and acknowledged 8 ms later, 3 of them waiting on the page for its
    /// paint, without the page's clock: 5 ms to the page (8 − 3) and 8 ms to its paint.
    /// A page's claims are its own: 10,000 messages each claiming 10^15 frames (what the parser
    /// takes) once overflowed the total and trapped the session; each is held to one command's
    /// cap, so the total is 10,000 times it.
    @Test func aPagesClaimedFramesCannotOverflow() {
        var counts = PageCounts()
        for _ in 0..<10_000 { counts.played(frames: 999_999_999_999_999, dropped: 999_999_999_999_999, milliseconds: 1e300, heap: nil) }
        // 10,000 × 100,000 frames (FrameClock's cap a command) in 10,000 × 60 s.
        #expect(counts.lines.first?.hasPrefix("page played 1000000000 host frames in 600000 s") == true, "\(counts.lines)")
        #expect(counts.lines.first?.contains("display frames missed: 1000000000") == true)
    }

    @Test func pageCountsGiveEachPaintedPiecesWay() {
        var counts = PageCounts()
        let computed: UInt64 = 1_000_000_000
        counts.sent(1, computedAt: computed)
        counts.sent(2, computedAt: nil)
        counts.painted(1, acknowledgedAt: computed + 8_000_000, waited: 3, arrived: nil)
        // A piece not timed, or painted twice, adds nothing.
        counts.painted(2, acknowledgedAt: computed + 9_000_000, waited: 1, arrived: nil)
        counts.painted(1, acknowledgedAt: computed + 9_000_000, waited: 1, arrived: nil)
        #expect(counts.piecesSent == 2)
        #expect(counts.lines.first?.hasPrefix("frames to the page: median 5 ms, p99 5 ms; to its next paint: median 8 ms") == true, "\(counts.lines)")
        #expect(counts.lines.first?.hasSuffix("(1 pieces)") == true)
        // 240 host frames played in 2 s: 120 a second.
        counts.played(frames: 240, dropped: 1, milliseconds: 2_000, heap: nil)
        #expect(counts.lines.last == "page played 240 host frames in 2 s (120 per s); display frames missed: 1")
    }
}
