import CollectionLayout
import Foundation
import HostSupport
import SessionValues

/// Plays one motion's display frames and records its timeline: the one player behind the
/// vertical and the sideways drivers, which differ only in how an offset is applied (the
/// collection view's contentOffset, or one orthogonal section's). Every frame is
/// SimulatedCollectionView.displayFrame, timed by one FrameCallTimer for the whole motion; a
/// scroll animation the layout requests interrupts the frames and plays (on the main axis, as
/// UIKit's setContentOffset(_:animated:) does); after the motion, frames go on while the layout's
/// UIDynamicAnimators move items; and a motion past the real-time limit stops where it is.
final class MotionPlayer {
    /// How a motion moves the content, and where it reads back.
    struct Axis {
        /// Sets the offset for one frame (the frame's bounds change).
        var apply: (CGPoint) throws -> Void
        /// The offset as the timeline records it, after the frame.
        var offset: () -> CGPoint
    }

    /// Thrown by a frame past ScrollDriver.wallClockLimit; `record` ends the motion there.
    private struct WallClockStop: Error {}

    let view: SimulatedCollectionView
    let clock: FrameClock
    let axis: Axis
    /// The timeline being recorded.
    var timeline = ScrollTimeline()
    /// The time of the motion's last frame so far (ms): phases are played after it.
    var now: Double = 0
    private let timer = FrameCallTimer()
    /// The motion's start, on the monotonic clock (0: no motion).
    private var startedAt: UInt64 = 0

    init(view: SimulatedCollectionView, clock: FrameClock, axis: Axis) {
        self.view = view
        self.clock = clock
        self.axis = axis
    }

    /// The collection view's own contentOffset.
    static func contentOffset(of view: SimulatedCollectionView) -> Axis {
        Axis(apply: { try view.setContentOffset($0) }, offset: { view.state.contentOffset })
    }

    /// Runs a motion with the frame timer attached and returns its timeline; with `settling`,
    /// frames go on after it while the layout's animators move items. `stopped` is run when
    /// the motion ends early (an error, or the real-time limit).
    func record(settling: Bool = true, stopped: () throws -> Void = {}, _ motion: () throws -> Void) throws -> ScrollTimeline {
        timeline = ScrollTimeline()
        now = 0
        let passes = view.passCount
        let previous = view.layout?.recorder
        timer.next = previous
        view.layout?.recorder = timer
        defer { view.layout?.recorder = previous }
        startedAt = MonotonicClock.now()
        defer { startedAt = 0 }
        var limited = false
        do {
            try motion()
        } catch is WallClockStop {
            limited = true
        } catch {
            try? stopped()
            throw error
        }
        if !limited, settling {
            do { try settleDynamics() } catch is WallClockStop { limited = true }
        }
        if limited {
            try? stopped()
            view.pendingAnimationTarget = nil
            timeline.notes.append(
                "stopped after \(NumberText.short(ScrollDriver.wallClockLimit)) s of real time at frame \(timeline.frames.count), "
                    + "where it was (the frames took that long; help limits)")
        }
        timeline.end = axis.offset()
        timeline.passes = view.passCount - passes
        return timeline
    }

    /// Plays frames after the motion's last; a requested animation interrupts them, as it stops
    /// a deceleration in UIKit, and plays. True when every frame played.
    @discardableResult
    func play(_ frames: [ScrollFrame], phase: String) throws -> Bool {
        let base = now
        var interrupted = false
        for frame in frames {
            try show(frame.offset, at: base + frame.time, phase: phase)
            if view.pendingAnimationTarget != nil {
                interrupted = true
                break
            }
        }
        now = timeline.frames.last?.time ?? now
        try animatePending()
        return !interrupted
    }

    /// Animates the content to the pending target; a new request during the animation restarts
    /// it from where the content is.
    func animatePending() throws {
        let content = Self.contentOffset(of: view)
        var rounds = 0
        while let target = view.pendingAnimationTarget, rounds < 16 {
            view.pendingAnimationTarget = nil
            rounds += 1
            let start = view.state.contentOffset
            if start == target { continue }
            let count = try clock.frameCount(covering: ScrollDriver.animationDuration)
            let base = now
            for k in 1...count {
                let t = min(clock.time(ofFrame: k), ScrollDriver.animationDuration)
                let progress = (1 - cos(Double.pi * t / ScrollDriver.animationDuration)) / 2
                let offset =
                    k == count
                    ? target
                    : CGPoint(
                        x: start.x + (target.x - start.x) * progress,
                        y: start.y + (target.y - start.y) * progress)
                try show(offset, at: base + clock.time(ofFrame: k), phase: "animation", on: content)
                if view.pendingAnimationTarget != nil { break }
            }
            now = timeline.frames.last?.time ?? now
        }
    }

    /// One display frame with the offset at `offset` (on `axis`, the motion's unless given),
    /// recorded in the timeline with the motion's own offset (a sideways motion's timeline holds
    /// its row's offsets, which stay still while the content animates).
    func show(_ offset: CGPoint, at time: Double, phase: String, on axis: Axis? = nil) throws {
        if startedAt != 0, Double(MonotonicClock.now() &- startedAt) / 1e9 > ScrollDriver.wallClockLimit { throw WallClockStop() }
        let moved = axis ?? self.axis
        timer.reset()
        try view.displayFrame(milliseconds: clock.interval, at: time) { try moved.apply(offset) }
        timeline.frames.append(
            ScrollTimeline.Frame(
                time: time, offset: self.axis.offset(), visible: view.visibleElements.count,
                prepareNanoseconds: timer.prepare, queryNanoseconds: timer.query, phase: phase))
    }

    /// Frames at rest while the layout's animators still move items (springs swinging out).
    private func settleDynamics() throws {
        let base = now
        var k = 1
        while view.dynamicsRunning {
            let t = clock.time(ofFrame: k)
            guard t <= ScrollDriver.dynamicsLimit else {
                timeline.notes.append(ScrollDriver.dynamicsLimitNote)
                view.dynamicsWatchEnded = true
                break
            }
            try show(axis.offset(), at: base + t, phase: "dynamics")
            k += 1
        }
        now = timeline.frames.last?.time ?? now
    }
}
