import CollectionLayout

/// What a scroll motion did, frame by frame: the fling and drag documents of docs/reference.md.
public struct ScrollTimeline {
    public struct Frame {
        public var time: Double
        public var offset: CGPoint
        public var visible: Int
        public var prepareNanoseconds: UInt64
        public var queryNanoseconds: UInt64
        /// drag, deceleration, bounce or animation.
        public var phase: String
    }

    public var start: CGPoint = .zero
    /// Release velocity in points per millisecond.
    public var velocity: CGPoint = .zero
    public var proposed: CGPoint = .zero
    public var target: CGPoint = .zero
    public var end: CGPoint = .zero
    /// Where the finger lifted (drag only).
    public var release: CGPoint?
    public var frames: [Frame] = []
    public var passes = 0
    /// Notes for a person: a non-finite target, a bounce, a retarget.
    public var notes: [String] = []

    public var duration: Double { frames.last?.time ?? 0 }
}
