package import CollectionLayout

/// What a scroll motion did, frame by frame: the fling and drag documents of docs/reference.md.
package struct ScrollTimeline {
    package struct Frame {
        package var time: Double
        package var offset: CGPoint
        package var visible: Int
        package var prepareNanoseconds: UInt64
        package var queryNanoseconds: UInt64
        /// drag, deceleration, bounce or animation.
        package var phase: String
    }

    package var start: CGPoint = .zero
    /// Release velocity in points per millisecond.
    package var velocity: CGPoint = .zero
    package var proposed: CGPoint = .zero
    package var target: CGPoint = .zero
    package var end: CGPoint = .zero
    /// Where the finger lifted (drag only).
    package var release: CGPoint?
    package var frames: [Frame] = []
    package var passes = 0
    /// Notes for a person: a non-finite target, a bounce, a retarget.
    package var notes: [String] = []

    package var duration: Double { frames.last?.time ?? 0 }
}
