import CollectionLayout
package import Foundation
import HostSupport
import SessionValues

/// Plays UIScrollView's motions frame by frame through the collection view's bounds-change path:
/// a release (the layout's targetContentOffset re-aims the deceleration), a finger drag with
/// rubber banding, a bounce back from past an edge, and the animated scrolls a layout requests.
/// The main queue is drained after every frame, as the run loop does between display-link ticks.
package final class ScrollDriver {
    /// UIScrollView's animated setContentOffset/scrollToItem: about 0.3 s, ease in and out.
    package static let animationDuration: Double = 300
    /// After a motion, frames go on while the layout's UIDynamicAnimators move items, for at
    /// most this long (ms); letting time pass without a duration plays the same (the front
    /// end's list of decisions says so).
    package static let dynamicsLimit: Double = 10_000
    /// What a motion notes when its animators still ran at `dynamicsLimit`.
    package static let dynamicsLimitNote = "UIDynamicAnimator still running after \(NumberText.short(dynamicsLimit / 1000)) s; stopped watching"
    /// The real time one motion may take (seconds): a layout slow enough, or data large enough,
    /// that its frames take longer stops there, where it is, with a note (`help limits`);
    /// LAYOUTBENCH_MOTION_SECONDS sets another (a positive number).
    package static let wallClockLimit: Double = {
        let given = ProcessInfo.processInfo.environment["LAYOUTBENCH_MOTION_SECONDS"].flatMap(Double.init)
        return given.map { $0.isFinite && $0 > 0 ? $0 : 30 } ?? 30
    }()
    /// The fastest release velocity (points per second, each axis): a finger's fling is about
    /// 10⁴; beyond this, the overshoot past an edge would run to offsets floating point cannot hold.
    package static let maximumVelocity: Double = 1_000_000

    let view: SimulatedCollectionView
    package let clock: FrameClock
    /// Plays the frames and records the timeline (the sideways driver's player too).
    private let player: MotionPlayer

    package init(view: SimulatedCollectionView) throws {
        self.view = view
        let clock = try FrameClock.of(view.state)
        self.clock = clock
        player = MotionPlayer(view: view, clock: clock, axis: MotionPlayer.contentOffset(of: view))
    }

    var rate: DecelerationRate { view.state.rate }

    /// A release at the current offset with `velocity` in points per millisecond.
    package func fling(velocity: CGPoint) throws -> ScrollTimeline {
        try requireScrollEnabled()
        return try player.record(stopped: finish) {
            player.timeline.start = view.state.contentOffset
            try release(velocity: view.state.scrollable(velocity))
        }
    }

    /// A finger drag moving the offset by `delta` over `milliseconds`, then the release.
    package func drag(delta: CGPoint, milliseconds: Double) throws -> ScrollTimeline {
        try requireScrollEnabled()
        return try player.record(stopped: finish) {
            let state = view.state
            player.timeline.start = state.contentOffset
            // An axis that cannot scroll does not follow the finger; without bounces the offset
            // stops at the edges instead of rubber-banding past them.
            let gesture = try DragGesture(
                start: state.contentOffset, delta: state.scrollable(delta), duration: milliseconds, clock: clock,
                allowedRange: state.allowedOffsets, boundsSize: state.size)
            try view.setTouchState(tracking: true, dragging: true, decelerating: false)
            var finger = FingerTrack(start: state.contentOffset, viewSize: state.size)
            for frame in gesture.frames {
                let shown = state.bounces ? frame.offset : state.allowedOffsets.clamping(frame.offset)
                try view.setPan(finger.move(to: frame, shown: shown))
                try player.show(shown, at: frame.time, phase: "drag")
            }
            player.now = gesture.frames.last?.time ?? 0
            try view.setPan(finger.lift())
            player.timeline.release = view.state.contentOffset
            let limit = CGFloat(Self.maximumVelocity / 1000)
            let velocity = state.bounces ? gesture.releaseVelocity : view.state.scrollable(gesture.releaseVelocity)
            try release(velocity: CGPoint(x: min(max(velocity.x, -limit), limit), y: min(max(velocity.y, -limit), limit)))
        }
    }

    /// Plays the animation the layout asked for, if any (after a command).
    package func playPendingAnimation() throws -> ScrollTimeline? {
        guard view.pendingAnimationTarget != nil else { return nil }
        return try player.record(stopped: finish) {
            player.timeline.start = view.state.contentOffset
            try player.animatePending()
            player.timeline.target = player.timeline.end
        }
    }

    /// An animated scroll to `target` (scrollto --animated).
    package func animate(to target: CGPoint) throws -> ScrollTimeline {
        view.pendingAnimationTarget = target
        return try player.record(stopped: finish) {
            player.timeline.start = view.state.contentOffset
            player.timeline.proposed = target
            player.timeline.target = target
            try player.animatePending()
        }
    }

    /// Time passing with the view still: `milliseconds` of frames, or (nil) frames until the
    /// layout's animators rest, at most `dynamicsLimit`.
    package func wait(milliseconds: Double?) throws -> ScrollTimeline {
        try player.record(settling: milliseconds == nil, stopped: finish) {
            player.timeline.start = view.state.contentOffset
            (player.timeline.proposed, player.timeline.target) = (player.timeline.start, player.timeline.start)
            if let milliseconds {
                let times = try clock.frameTimes(covering: milliseconds)
                for t in times { try player.show(view.state.contentOffset, at: t, phase: "dynamics") }
            } else {
                // One frame tells whether an animator runs; the settling after the motion does the rest.
                try player.show(view.state.contentOffset, at: clock.interval, phase: "dynamics")
                player.now = clock.interval
            }
        }
    }

    /// A finger cannot move content whose scroll view has isScrollEnabled false.
    private func requireScrollEnabled() throws {
        guard view.state.scrollEnabled else {
            throw ViewRefusal(
                "scrolling is disabled (isScrollEnabled is false): a finger cannot move the content",
                hint: "scrollenabled on")
        }
    }

    // MARK: - Phases

    /// Finger lift: project, ask the layout, decelerate (or bounce, or page).
    private func release(velocity: CGPoint) throws {
        let state = view.state
        let offset = state.contentOffset
        let allowed = state.allowedOffsets
        player.timeline.velocity = velocity
        try view.setTouchState(tracking: false, dragging: false, decelerating: true)
        if !allowed.containsInclusive(offset) {
            let edge = allowed.clamping(offset)
            (player.timeline.proposed, player.timeline.target) = (edge, edge)
            player.timeline.notes.append("released past the edge: bounces back to \(NumberText.short(edge.x)) \(NumberText.short(edge.y))")
            let bounce = BounceBack(offset: offset, velocity: velocity, rate: rate, allowedRange: allowed)
            try player.play(bounce.frames(clock: clock), phase: "bounce")
            return try finish()
        }
        let proposal = state.proposedOffset(velocity: velocity)
        player.timeline.proposed = proposal.offset
        var target = proposal.offset
        if proposal.asksLayout {
            target = try layoutTarget(proposed: proposal.offset, velocity: velocity)
            try view.performLayoutRequests()
        }
        if !allowed.containsInclusive(target) {
            player.timeline.notes.append("the layout's target lies outside the content; clamped")
            target = allowed.clamping(target)
        }
        player.timeline.target = target
        if proposal.asksLayout, target == proposal.offset, state.bounces,
            let overshoot = try EdgeOvershoot(offset: offset, velocity: velocity, rate: rate, allowedRange: allowed, clock: clock)
        {
            player.timeline.notes.append("decelerates past the edge and springs back to \(NumberText.short(target.x)) \(NumberText.short(target.y))")
            // An animation the layout requested meanwhile replaces the motion.
            if try player.play(overshoot.deceleration, phase: "deceleration") {
                try player.play(overshoot.bounce, phase: "bounce")
            }
            return try finish()
        }
        if state.pagingEnabled {
            // Paging runs its own spring to the page, not the deceleration curve (PagingSpring).
            let spring = PagingSpring(start: offset, target: target, velocity: velocity, size: state.size)
            try player.play(try spring.frames(clock: clock), phase: "paging")
            return try finish()
        }
        let curve = Deceleration2D(offset: offset, velocity: velocity, rate: rate, target: target)
        try player.play(try curve.frames(clock: clock), phase: "deceleration")
        try finish()
    }

    /// The layout's target for `proposed`; a non-finite answer is reported and ignored.
    private func layoutTarget(proposed: CGPoint, velocity: CGPoint) throws -> CGPoint {
        guard let layout = view.layout else { return proposed }
        do {
            return try layout.targetContentOffset(proposed: proposed, velocity: velocity)
        } catch let error as LayoutCallError where error.description.contains("non-finite") {
            player.timeline.notes.append("\(error.description); resting at the natural projection")
            return proposed
        }
    }

    private func finish() throws {
        try view.setTouchState(tracking: false, dragging: false, decelerating: false)
    }
}
