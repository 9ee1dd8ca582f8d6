import CollectionLayout
import Foundation
import HostSupport
import SessionValues

/// Plays a sideways scroll of one orthogonal section, frame by frame, with the physics of the
/// main axis: the same projection, deceleration re-aimed at the resting offset, rubber band and
/// bounce back, along the section's row (offsets 0…content − visible). The resting offset is
/// the layout's rule for its behaviour, except `paging`, which pages the visible width as
/// isPagingEnabled does (PagingTarget), and `continuous`, which rests where it projects.
///
/// Offsets are 1-D; the 2-D physics run with them on x and y fixed at 0. The frames are played
/// as the main axis's are (MotionPlayer): a scroll animation the layout requests interrupts
/// them, and frames go on while its UIDynamicAnimators move items.
package final class OrthogonalScrollDriver {
    let view: SimulatedCollectionView
    let layout: LayoutInstance
    package let section: LayoutInstance.OrthogonalSection
    let clock: FrameClock
    /// Plays the frames and records the timeline (the main axis's player too).
    private let player: MotionPlayer

    package init(view: SimulatedCollectionView, section index: Int) throws {
        guard let layout = view.layout else { throw ViewRefusal("the collection view has no layout") }
        try view.layoutIfNeeded()
        let sections = try layout.orthogonalSections()
        guard index < view.state.itemCounts.count else {
            throw ViewRefusal("no section \(index)", hint: "the data has \(view.state.itemCounts.count) section\(view.state.itemCounts.count == 1 ? "" : "s")")
        }
        guard let section = sections.first(where: { $0.section == index }) else {
            let list = sections.map { "\($0.section) (\($0.behavior.name))" }.joined(separator: ", ")
            throw ViewRefusal(
                "section \(index) does not scroll sideways",
                hint: list.isEmpty ? "\(layout.id) has no orthogonal sections" : "orthogonal sections: \(list)")
        }
        let clock = try FrameClock.of(view.state)
        self.view = view
        self.layout = layout
        self.section = section
        self.clock = clock
        let row = section.section
        player = MotionPlayer(
            view: view, clock: clock,
            axis: MotionPlayer.Axis(
                apply: { offset in
                    try Self.checkFinite(Double(offset.x), row: row)
                    try view.update { $0.orthogonalOffsets[row] = Double(offset.x) }
                },
                offset: { CGPoint(x: CGFloat(view.state.orthogonalOffsets[row] ?? 0), y: 0) }))
    }

    var rate: DecelerationRate { section.decelerationRate.flatMap { DecelerationRate(rawValue: CGFloat($0)) } ?? view.state.rate }
    var offset: CGFloat { CGFloat(view.state.orthogonalOffsets[section.section] ?? 0) }
    var allowed: CGRect { CGRect(x: 0, y: 0, width: section.maximumOffset, height: 0) }

    /// Sets the offset without animation (oscroll): any finite value, as setContentOffset allows.
    package func scroll(to x: Double) throws {
        try Self.checkFinite(x, row: section.section)
        try view.update { $0.orthogonalOffsets[section.section] = x }
    }

    /// Offsets stay finite (a drag of 1e308 past 1e308 would not be).
    private static func checkFinite(_ x: Double, row: Int) throws {
        guard x.isFinite else { throw ViewRefusal("section \(row)'s sideways offset would be \(x), not finite") }
    }

    /// A release at the current offset with `velocity` in points per millisecond.
    package func fling(velocity: Double) throws -> ScrollTimeline {
        try player.record {
            player.timeline.start = CGPoint(x: offset, y: 0)
            try release(velocity: CGFloat(velocity))
        }
    }

    /// A finger drag moving the offset by `delta` over `milliseconds`, then the release.
    package func drag(delta: Double, milliseconds: Double) throws -> ScrollTimeline {
        try player.record {
            let start = CGPoint(x: offset, y: 0)
            player.timeline.start = start
            let size = CGSize(width: section.visibleLength, height: 1)
            let gesture = try DragGesture(
                start: start, delta: CGPoint(x: delta, y: 0), duration: milliseconds, clock: clock,
                allowedRange: allowed, boundsSize: size)
            for frame in gesture.frames {
                let x = section.bounces ? frame.offset.x : allowed.clamping(frame.offset).x
                try player.show(CGPoint(x: x, y: 0), at: frame.time, phase: "drag")
            }
            player.now = gesture.frames.last?.time ?? 0
            player.timeline.release = CGPoint(x: offset, y: 0)
            try release(velocity: gesture.releaseVelocity.x)
        }
    }

    private func release(velocity: CGFloat) throws {
        let start = CGPoint(x: offset, y: 0), v = CGPoint(x: velocity, y: 0)
        player.timeline.velocity = v
        if !allowed.containsInclusive(start) {
            let edge = allowed.clamping(start)
            (player.timeline.proposed, player.timeline.target) = (edge, edge)
            player.timeline.notes.append("released past the edge: bounces back to \(NumberText.short(edge.x))")
            try player.play(BounceBack(offset: start, velocity: v, rate: rate, allowedRange: allowed).frames(clock: clock), phase: "bounce")
            return
        }
        var target: CGPoint
        switch section.behavior {
        case .paging:
            let page = PagingTarget.restingOffset(
                offset: start, velocity: v,
                boundsSize: CGSize(width: section.visibleLength, height: 0), allowedRange: allowed)
            (player.timeline.proposed, target) = (page, page)
        case .continuous:
            let proposed = ReleaseProjection.restingOffset(offset: start, velocity: v, rate: rate, allowedRange: allowed)
            (player.timeline.proposed, target) = (proposed, proposed)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            let proposed = ReleaseProjection.restingOffset(offset: start, velocity: v, rate: rate, allowedRange: allowed)
            player.timeline.proposed = proposed
            target = CGPoint(x: try layout.orthogonalTarget(section: section.section, proposed: proposed.x, velocity: velocity), y: 0)
        }
        if !allowed.containsInclusive(target) {
            player.timeline.notes.append("the layout's target lies outside the row; clamped")
            target = allowed.clamping(target)
        }
        player.timeline.target = target
        try player.play(try Deceleration2D(offset: start, velocity: v, rate: rate, target: target).frames(clock: clock), phase: "deceleration")
    }
}
