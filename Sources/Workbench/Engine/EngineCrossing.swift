import Foundation
import HostSupport

/// What crossing the process boundary cost a request, measured with CLOCK_MONOTONIC (one clock
/// for both processes): the request's way to the engine, and the previous answer's way back.
/// A whole command is one request, so a profile pays this once, not once a frame.
package struct EngineCrossing: Equatable, Sendable {
    /// Nanoseconds from the front end's write of this request to the engine's read of it.
    package var request: UInt64
    /// Nanoseconds from the engine's write of the previous answer to the front end's read of it.
    package var reply: UInt64?

    package init(request: UInt64, reply: UInt64?) {
        self.request = request
        self.reply = reply
    }

    /// Both ways (the reply's way counted as the request's when no answer came back yet).
    package var roundTrip: UInt64 { request + (reply ?? request) }

    /// Nanoseconds since `sent`, another process's MonotonicClock reading (0 when in the future).
    package static func since(_ sent: UInt64, now: UInt64 = MonotonicClock.now()) -> UInt64 {
        now >= sent ? now - sent : 0
    }
}
