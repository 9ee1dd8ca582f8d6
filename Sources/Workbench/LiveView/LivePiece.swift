import Foundation

/// One piece of the live view's frames as the engine sends it to the front end: the page's JSON
/// (LiveFeed's batch), and when the oldest frame in it was computed (MonotonicClock, one clock
/// for both processes), so a frame's way to the page is timed from its computation, the time it
/// waited in the engine for its piece included.
public struct LivePiece: Equatable, Sendable {
    public var json: [UInt8]
    public var computedAt: UInt64

    public init(json: [UInt8], computedAt: UInt64) {
        self.json = json
        self.computedAt = computedAt
    }
}
