import Foundation

/// A fixed-rate display link: frame `k` (from 1) fires `k · 1000/fps` ms after the start.
public struct FrameClock: Hashable, Sendable {
    /// Frames per second, 1...240.
    public let fps: Int

    /// Supported refresh rates.
    public static let supportedRates: ClosedRange<Int> = 1...240

    /// Creates a clock, or returns `nil` when `fps` is outside 1...240.
    public init?(fps: Int) {
        guard Self.supportedRates.contains(fps) else { return nil }
        self.fps = fps
    }

    /// Milliseconds between frames.
    public var interval: Double { 1000 / Double(fps) }

    /// Time (ms) of frame `k`, computed as `k · 1000 / fps` so whole-millisecond results are exact.
    public func time(ofFrame k: Int) -> Double {
        Double(k) * 1000 / Double(fps)
    }

    /// Times of frames 1...n where frame n is the first at or after `duration`.
    ///
    /// There is always at least one frame, so an animation that is already finished still
    /// reports its resting state once.
    public func frameTimes(covering duration: Double) -> [Double] {
        (1...frameCount(covering: duration)).map(time(ofFrame:))
    }

    /// Number of frames `frameTimes(covering:)` returns.
    public func frameCount(covering duration: Double) -> Int {
        guard duration.isFinite, duration > interval else { return 1 }
        var n = Int((duration / interval).rounded(.up))
        while time(ofFrame: n) < duration { n += 1 }
        while n > 1, time(ofFrame: n - 1) >= duration { n -= 1 }
        return n
    }
}
