import Foundation
import HostSupport
package import SessionValues

/// A fixed-rate display link: frame `k` (from 1) fires `k · 1000/fps` ms after the start.
package struct FrameClock: Hashable, Sendable {
    /// Frames per second, 1...240.
    package let fps: Int

    /// Supported refresh rates.
    package static let supportedRates: ClosedRange<Int> = 1...240

    /// Creates a clock, or returns `nil` when `fps` is outside 1...240.
    package init?(fps: Int) {
        guard Self.supportedRates.contains(fps) else { return nil }
        self.fps = fps
    }

    /// The clock of a view's frame rate, or the error every motion fails with when it is not one.
    package static func of(_ state: ViewState) throws -> FrameClock {
        guard let clock = FrameClock(fps: state.fps) else {
            throw ViewRefusal("fps must be in \(supportedRates.lowerBound)…\(supportedRates.upperBound), not \(state.fps)")
        }
        return clock
    }

    /// Milliseconds between frames.
    package var interval: Double { 1000 / Double(fps) }

    /// Time (ms) of frame `k`, computed as `k · 1000 / fps` so whole-millisecond results are exact.
    package func time(ofFrame k: Int) -> Double {
        Double(k) * 1000 / Double(fps)
    }

    /// The longest motion one command plays (a drag, a deceleration, a bounce), in ms, and the
    /// most frames it may have: beyond them the command is refused, so no input runs for hours
    /// or allocates without bound. At 240 fps, 60 s is 14,400 frames.
    package static let maximumDuration: Double = 60_000
    package static let maximumFrames = 100_000

    /// A duration (ms) as a command takes it, covering exactly `n` frames: frame n's time cut
    /// to two decimals where that covers them, else every digit (a front end can echo the time
    /// that passed as one duration that plays the same frames).
    package func durationText(ofFrames n: Int) -> String {
        let exact = time(ofFrame: n), short = NumberText.short((exact * 100).rounded(.down) / 100)
        if let value = Double(short), (try? frameCount(covering: value)) == n { return short }
        return "\(exact)"
    }

    /// Times of frames 1...n where frame n is the first at or after `duration`.
    ///
    /// There is always at least one frame, so an animation that is already finished still
    /// reports its resting state once.
    package func frameTimes(covering duration: Double) throws -> [Double] {
        (1...(try frameCount(covering: duration))).map(time(ofFrame:))
    }

    /// Number of frames `frameTimes(covering:)` returns; refuses a duration past the limits.
    package func frameCount(covering duration: Double) throws -> Int {
        guard duration > interval else { return 1 }
        guard duration <= Self.maximumDuration else { throw Self.tooLong(duration) }
        var n = Int((duration / interval).rounded(.up))
        while time(ofFrame: n) < duration { n += 1 }
        while n > 1, time(ofFrame: n - 1) >= duration { n -= 1 }
        guard n <= Self.maximumFrames else { throw Self.tooLong(duration) }
        return n
    }

    /// "a motion of 2.8 h is longer than the 60 s one command may play".
    static func tooLong(_ duration: Double) -> ViewRefusal {
        let seconds = duration / 1000
        let text =
            !seconds.isFinite
            ? "endless"
            : seconds < 120
                ? "\(NumberText.short(seconds)) s"
                : seconds < 7200 ? "\(NumberText.short(seconds / 60)) min" : "\(NumberText.short(seconds / 3600)) h"
        return ViewRefusal(
            "a motion of \(text) is longer than the \(Int(maximumDuration / 1000)) s one command may play",
            hint: "at most \(maximumFrames) frames; use a shorter duration or a faster deceleration")
    }
}
