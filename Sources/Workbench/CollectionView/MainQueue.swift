import Foundation

/// Runs the blocks layouts put on DispatchQueue.main, between commands and frames, as the main
/// run loop would on iOS.
public enum MainQueue {
    /// Runs what is queued now (and what those blocks queue), at most `rounds` turns. The
    /// deadline is in the past so a turn never waits: with `Date()` the Linux run loop arms a
    /// timer and sleeps until it fires, about 24 µs of every frame.
    public static func drain(rounds: Int = 8) {
        for _ in 0..<rounds {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
    }
}
