import HostSupport
import LayoutHost
import Workbench

/// A page's run of time let pass for UIKit Dynamics (PageMessage.wait): the page whose command
/// started it, the time it let pass in all (it stops at `ScrollDriver.dynamicsLimit`), and the
/// frames not echoed yet. Its slices come many a second, so they are echoed together, as the
/// `wait` they equal: when the run ends, before a typed command (which splits the echo, not the
/// run) and when the page has gone quiet for `quiet`.
package struct SettlingRun {
    let page: Int
    private(set) var clock: FrameClock
    /// Milliseconds let pass since the run began.
    private(set) var elapsed: Double = 0
    /// Frames let pass since the last echo, at `clock`'s rate.
    private(set) var unechoed = 0
    /// When the last slice was done (MonotonicClock).
    private(set) var lastAt: UInt64 = 0

    /// A page quiet this long (ns) is echoed: its tab hidden, or its slices slow.
    static let quiet: UInt64 = 1_000_000_000

    init(page: Int, clock: FrameClock) {
        self.page = page
        self.clock = clock
    }

    /// `frames` more at `clock` (the frames not echoed are taken first when the rate changes).
    mutating func add(_ frames: Int, at clock: FrameClock) {
        assert(unechoed == 0 || clock == self.clock, "frames at two rates in one echo")
        self.clock = clock
        unechoed += frames
        elapsed += clock.time(ofFrame: frames)
    }

    mutating func sliceDone() { lastAt = MonotonicClock.now() }

    /// The run has let pass all it may.
    var limited: Bool { elapsed >= ScrollDriver.dynamicsLimit - 1e-6 }

    /// The `wait` the frames not echoed yet equal (whole frames, so it plays the same ones), or
    /// nil when there are none; they count as echoed from here.
    mutating func takeEcho() -> String? {
        guard unechoed > 0 else { return nil }
        defer { unechoed = 0 }
        return "wait " + clock.durationText(ofFrames: unechoed)
    }

    /// Frames wait their echo and the page has said nothing for `quiet`.
    var quietTooLong: Bool { unechoed > 0 && MonotonicClock.now() &- lastAt > Self.quiet }
}
