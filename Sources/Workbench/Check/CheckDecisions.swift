package import Foundation
import CollectionLayout

/// What `check` decides where UIKit documents nothing: the states it drives a layout through and
/// the thresholds of its rules, in one place, as `help check` prints them.
package enum CheckDecisions {
    /// The view sizes: a phone in portrait and in landscape, a tablet in portrait.
    package static let sizes: [(name: String, size: CGSize)] = [
        ("phone portrait", CGSize(width: 390, height: 844)),
        ("phone landscape", CGSize(width: 844, height: 390)),
        ("tablet", CGSize(width: 820, height: 1180))
    ]

    /// The data shapes, as item counts per section. No sections at all comes last: layouts that
    /// ask for section 0 trap there, as on a device, and a trap ends the check.
    package static let shapes: [(name: String, counts: [Int])] = [
        ("one item", [1]),
        ("sections with empty ones", [5, 0, 12, 0, 3]),
        ("one empty section", [0]),
        ("no sections", [])
    ]

    /// The large data shape, scrolled at the first size only.
    package static let largeCount = 10_000

    /// Hangs (calls past the time limit) in one layout after which check runs none of its
    /// remaining steps: each would cost the limit again.
    static let hangsBeforeSkipping = 2

    /// A scroll step as a share of the view's extent along the scroll axis (smaller than a screen).
    package static let stepShare: CGFloat = 0.4
    /// The large shape's scroll step (still smaller than a screen, so every page is seen).
    package static let largeStepShare: CGFloat = 0.9
    /// Frames of one scroll over the content, at most: a longer content is crossed in this many
    /// larger steps, and its items are not held to unreachable-item (a step may jump them).
    package static let maximumSweepFrames = 5_000
    /// Seconds one scroll may take: a layout slower than that (a rect query that builds every
    /// attribute on every frame) has its scroll stopped there, said in the report, so its check
    /// ends. LAYOUTBENCH_CHECK_SCROLL_SECONDS sets another limit (a positive number).
    package static let maximumSweepSeconds: Double = {
        let text = ProcessInfo.processInfo.environment["LAYOUTBENCH_CHECK_SCROLL_SECONDS"]
        guard let text, let seconds = Double(text), seconds.isFinite, seconds > 0 else { return 10 }
        return seconds
    }()
    /// The scroll limit in words ("10 s", "0.001 s").
    static var maximumSweepText: String { String(format: "%g s", maximumSweepSeconds) }
    /// Frames of the fling, at most; its release velocity in points per second.
    package static let flingVelocity: CGFloat = 4000

    /// Two frames are the same when every edge agrees to this many points (a layout's own
    /// floating-point noise is smaller; a real move is larger).
    package static let frameTolerance: CGFloat = 0.01
    /// A target offset counts as inside the scrollable range to this many points.
    package static let offsetTolerance: CGFloat = 0.5

    /// An element lies far outside a query's rect when it is farther from it than the rect's own
    /// extent; a finding when at least this many, and over half of the answer, do.
    package static let farOutsideMinimum = 100

    /// Whether `far` elements of an answer of `total` are many far outside its rect.
    static func manyFarOutside(_ far: Int, of total: Int) -> Bool { far >= farOutsideMinimum && far * 2 > total }

    /// The rect within which an element counts as near `rect`: its own size around it.
    static func nearby(_ rect: CGRect) -> CGRect { rect.insetBy(dx: -rect.width, dy: -rect.height) }

    /// The item counts the rect query is timed at, and the fitted exponent above which its cost
    /// counts as growing with the data (a binary search fits near 0.1, a scan of every attribute 1).
    package static let scalingCounts = [1_000, 10_000, 100_000]
    package static let scalingExponentLimit = 0.5
    /// Queries timed at each count (the median counts), fewer (three at least) once they took
    /// `scalingSeconds`: a slow query is slow enough to see in three.
    package static let scalingRepeats = 15
    package static let scalingSeconds = 0.25
    /// The frame budget the rect query's cost is set against: 120 Hz.
    package static let budgetHz = 120.0

    /// Plain scroll frames that prepared again with no change in the answers: a finding when at
    /// least this share of the scroll frames did, and at least `invalidationMinimumFrames`.
    package static let invalidationShare = 0.8
    package static let invalidationMinimumFrames = 5

    /// An answer of more elements than this is checked only near the rect asked (within its own
    /// size of it); the rest is counted for answers-far-outside-rect.
    package static let fullInspectionLimit = 2_000

    /// In the large shape's scroll, the item (and view) queries are held to the rect query's
    /// answer for at most this many items, spread evenly over the data: a layout whose item query
    /// scans its cache would otherwise cost the check seconds for what the small shapes already asked.
    package static let largeAgreementItems = 200

    /// Two cells overlap when their frames share more than this many square points.
    package static let overlapArea: CGFloat = 1

    /// The text `help check` shows under "decided here".
    package static var helpLines: [String] {
        [
            "sizes: " + sizes.map { "\($0.name) \(Int($0.size.width))x\(Int($0.size.height))" }.joined(separator: ", "),
            "data: "
                + shapes.map { "\($0.name) (items \($0.counts.isEmpty ? "none" : $0.counts.map(String.init).joined(separator: " ")))" }
                .joined(separator: ", ")
                + ", and \(largeCount) items at the first size",
            "scroll: top to bottom and back in steps of \(Int(stepShare * 100)) % of the view (\(Int(largeStepShare * 100)) % with "
                + "\(largeCount) items), a fling at \(Int(flingVelocity)) pt/s, a rotation, then batch updates "
                + "(insert, delete, move, reload), the data growing and shrinking",
            "a scroll takes \(maximumSweepFrames) frames at most (longer content: larger steps, and no unreachable-item), "
                + "and \(maximumSweepText) at most (a slower scroll stops there, said in the report, and no "
                + "unreachable-item; LAYOUTBENCH_CHECK_SCROLL_SECONDS sets another limit)",
            "a layout that hangs (runs past the call time limit) in \(hangsBeforeSkipping) steps is not run in its others (said in the report)",
            "frames agree to \(frameTolerance) pt (with \(largeCount) items, the item query is asked for \(largeAgreementItems) "
                + "items spread over the data); a target offset may lie \(offsetTolerance) pt outside the scrollable range",
            "far outside: farther from the rect than its own extent, for at least \(farOutsideMinimum) elements and half the answer; "
                + "an answer of more than \(fullInspectionLimit) elements is checked near the rect only",
            "scaling: the rect query timed at " + scalingCounts.map(String.init).joined(separator: ", ")
                + " items (median of \(scalingRepeats), or of what \(scalingSeconds) s allows, 3 at least); a fitted exponent above \(scalingExponentLimit) is a finding, "
                + "its cost at \(scalingCounts.last!) items set against the \(Int(budgetHz)) Hz frame budget",
            "invalidation: a finding when \(Int(invalidationShare * 100)) % of the plain scroll frames (at least "
                + "\(invalidationMinimumFrames)) prepared again and no answer changed",
            "overlap: cells at the same zIndex sharing more than \(Int(overlapArea)) square point",
            "orthogonal sections: their items are left out of unreachable-item, outside-content and changed-without-invalidation "
                + "(their own offsets and visible-items handlers place them)",
            "a trap or a hang ends only its step (in the engine process): a layout-raised finding, and the check goes on",
            "UIKit Dynamics: a frame in which the layout's animator stepped is not held to changed-without-invalidation, "
                + "outside-content or overlapping-cells (the animator invalidates the layout on each step, and its items spring "
                + "past their resting frames for a moment), nor is a scroll in which it moved held to unreachable-item"
        ]
    }
}
