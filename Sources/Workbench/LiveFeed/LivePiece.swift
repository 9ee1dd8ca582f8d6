import Foundation

/// One piece of the live view's frames as the engine sends it to the front end: the page's JSON
/// (LiveFeed's batch), and when the oldest frame in it was computed (MonotonicClock, one clock
/// for both processes), so a frame's way to the page is timed from its computation, the time it
/// waited in the engine for its piece included.
package struct LivePiece: Equatable, Sendable {
    package var json: [UInt8]
    package var computedAt: UInt64

    package init(json: [UInt8], computedAt: UInt64) {
        self.json = json
        self.computedAt = computedAt
    }
}
