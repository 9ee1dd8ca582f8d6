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

    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("start", ElementJSON.point(start)),
            ("velocity", ElementJSON.point(CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))),
            ("velocity_pt_per_ms", ElementJSON.point(velocity)),
            ("proposed", ElementJSON.point(proposed)), ("target", ElementJSON.point(target)),
            ("end", ElementJSON.point(end)),
        ]
        if let release { members.append(("release", ElementJSON.point(release))) }
        members += [
            ("frames", .int(frames.count)), ("duration_ms", .number(duration)), ("passes", .int(passes)),
            ("notes", .array(notes.map { .string($0) })),
            ("timeline", .array(frames.map { frame in
                .object([("t_ms", .number(frame.time)), ("offset", ElementJSON.point(frame.offset)),
                         ("visible", .int(frame.visible)), ("prepare_us", .number(Double(frame.prepareNanoseconds) / 1000)),
                         ("query_us", .number(Double(frame.queryNanoseconds) / 1000)), ("phase", .string(frame.phase))])
            })),
        ]
        return .object(members)
    }
}
