import CollectionLayout
import Foundation
import LayoutHost

/// A named scroll a profile plays against a layout: a list of steps, data rather than code.
/// Scroll positions are along the content's scroll axis (vertical unless the content only
/// scrolls sideways): `.start` is the top (or left) resting offset, `.end` the bottom (or right).
package struct ProfileScenario: Sendable, Equatable {
    package enum Edge: String, Sendable, Equatable { case start, end }

    package enum Step: Sendable, Equatable {
        /// Sets the offset at once: one layout pass, counted in the phases, not a frame.
        case jump(Edge)
        /// A release at `pointsPerSecond` towards the end, played frame by frame by the scroll
        /// driver: the layout's target, the deceleration, any scroll the layout asks for.
        case fling(pointsPerSecond: Double)
        /// From one edge to the other at a steady speed, in the profile's sweep frame count.
        case sweep(from: Edge, to: Edge)
        /// A sideways release of the first orthogonal section at `pointsPerSecond`, played frame by
        /// frame by the orthogonal driver (its resting rule, its deceleration).
        case sidewaysFling(pointsPerSecond: Double)
    }

    package var name: String
    package var summary: String
    package var steps: [Step]

    /// The table of scenarios `profile --scenario NAME` chooses from.
    package static let all: [ProfileScenario] = [
        ProfileScenario(
            name: "default", summary: "a fling from the top at 4000 pt/s, then a sweep from top to bottom at a steady speed",
            steps: [.jump(.start), .fling(pointsPerSecond: 4000), .jump(.start), .sweep(from: .start, to: .end)]),
        ProfileScenario(
            name: "fling", summary: "a fling from the top at 4000 pt/s until it rests",
            steps: [.jump(.start), .fling(pointsPerSecond: 4000)]),
        ProfileScenario(
            name: "sweep", summary: "a sweep from top to bottom at a steady speed",
            steps: [.jump(.start), .sweep(from: .start, to: .end)]),
        ProfileScenario(
            name: "sweep-back", summary: "a sweep from bottom to top at a steady speed",
            steps: [.jump(.end), .sweep(from: .end, to: .start)]),
        ProfileScenario(
            name: "flings", summary: "three flings down at 2000, 4000 and 8000 pt/s, then one back up at 8000",
            steps: [
                .jump(.start), .fling(pointsPerSecond: 2000), .fling(pointsPerSecond: 4000),
                .fling(pointsPerSecond: 8000), .fling(pointsPerSecond: -8000)
            ]),
        ProfileScenario(
            name: "sideways", summary: "the first orthogonal section flung sideways at 4000 pt/s, then back at 4000",
            steps: [.jump(.start), .sidewaysFling(pointsPerSecond: 4000), .sidewaysFling(pointsPerSecond: -4000)])
    ]

    package static func named(_ name: String) -> ProfileScenario? { all.first { $0.name == name } }

    package var hasFling: Bool { steps.contains { if case .fling = $0 { return true } else { return false } } }
    package var hasSweep: Bool { steps.contains { if case .sweep = $0 { return true } else { return false } } }
}
