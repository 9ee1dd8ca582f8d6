import CollectionLayout
package import Foundation
package import LayoutHost
import Snapshots
import HostSupport
import SessionValues

/// What to profile: a layout of a loaded library, with the parameters to set on each fresh
/// instance.
package struct ProfileTarget {
    package var library: PluginLibrary
    package var info: LayoutInfo
    package var parameters: [(String, String)]
    /// Answers the layout's item identifier questions when the profile keeps the session's data.
    package var itemIdentifier: ((Int, Int) -> String?)?

    package init(
        library: PluginLibrary, info: LayoutInfo, parameters: [(String, String)] = [],
        itemIdentifier: ((Int, Int) -> String?)? = nil
    ) {
        self.library = library
        self.info = info
        self.parameters = parameters
        self.itemIdentifier = itemIdentifier
    }
}

/// How to profile: the scenario, the data and how many runs.
package struct ProfileRequest: Sendable {
    package var scenario = ProfileScenario.named("default")!
    /// Items per section; nil keeps the session's data.
    package var itemCounts: [Int]?
    /// Frames of each sweep; nil is two seconds at the frame rate.
    package var sweepFrames: Int?
    /// Release velocity of every fling in points per second (a fling backwards gets it
    /// reversed); nil keeps the scenario's speeds along the scroll axis.
    package var flingVelocity: CGPoint?
    /// Measured runs.
    package var repeats = 1
    /// A run before the measured ones, thrown away (caches, page faults, lazy binding).
    package var warmUp = false
    /// Frames per second; nil keeps the session's.
    package var fps: Int?

    package init() {}

    /// Item counts refused above this (and at zero).
    package static let maximumItems = DataSnapshot.maximumItemCount

    package func sweepFrames(fps: Int) -> Int { sweepFrames ?? 2 * fps }
}

/// Plays a scenario against fresh instances of a layout, each in a copy of the session's
/// collection view, so every run starts cold and equal and the session itself never changes.
package enum ProfileRunner {
    /// Runs `request.repeats` measured runs (after a warm-up when asked), telling `progress` each
    /// step and, once a run has been timed, about how long the rest will take.
    package static func run(
        _ target: ProfileTarget, _ request: ProfileRequest, base: SimulatedCollectionView,
        progress: (String, Double?) -> Void = { _, _ in }
    ) throws -> [ProfileRun] {
        let total = request.repeats + (request.warmUp ? 1 : 0)
        let start = Date()
        var done = 0
        func step(_ what: String) {
            var line = "\(target.info.id): \(what) (\(done + 1) of \(total))"
            if done > 0 {
                let left = Date().timeIntervalSince(start) / Double(done) * Double(total - done)
                line += ", about \(left < 10 ? String(format: "%.1f", left) : String(Int(left.rounded()))) s left"
            }
            progress(line, Double(done) / Double(total))
        }
        if request.warmUp {
            step("warm-up run")
            _ = try runOnce(target, request, base: base)
            done += 1
        }
        var runs: [ProfileRun] = []
        for index in 0..<request.repeats {
            step(request.repeats > 1 ? "run \(index + 1) of \(request.repeats)" : "measuring")
            runs.append(try runOnce(target, request, base: base))
            done += 1
        }
        return runs
    }

    /// Where the step or frame was when a layout call failed, for the error message.
    private final class Position {
        var segment = "set-up"
        var frame = 0
    }

    /// One run: a fresh instance in a copy of `base`, the set-up pass, then the scenario's steps.
    package static func runOnce(_ target: ProfileTarget, _ request: ProfileRequest, base: SimulatedCollectionView) throws -> ProfileRun {
        let position = Position()
        do {
            return try play(target, request, base: base, position: position)
        } catch let error as LayoutCallError {
            let place = position.frame > 0 ? "at frame \(position.frame) of the \(position.segment)" : "in the \(position.segment)"
            throw CommandError("\(error.description)", hint: "the profile stopped \(place); the session is unchanged")
        }
    }

    private static func play(
        _ target: ProfileTarget, _ request: ProfileRequest, base: SimulatedCollectionView,
        position: Position
    ) throws -> ProfileRun {
        let view = SimulatedCollectionView(copying: base)
        if let fps = request.fps { try view.update { $0.fps = fps } }
        try view.update {
            $0.isTracking = false
            $0.isDragging = false
            $0.isDecelerating = false
            $0.velocity = .zero
        }
        let instance = try LayoutInstance(library: target.library, info: target.info)
        instance.callbacks.log = { _ in }
        if let counts = request.itemCounts {
            try view.setItemCounts(counts)
        } else {
            view.preferredSize = base.preferredSize
            view.preferredSupplementarySize = base.preferredSupplementarySize
            instance.callbacks.itemIdentifier = target.itemIdentifier
        }
        for (name, value) in target.parameters { try instance.setParameter(name, value) }
        let recorder = ProfileRecorder()
        instance.recorder = recorder
        defer { instance.recorder = nil }

        try view.setLayout(instance)
        let fps = view.state.fps
        let interval = try FrameClock.of(view.state).interval
        for step in request.scenario.steps {
            switch step {
            case .jump(let edge):
                position.segment = "jump to the \(edge == .start ? "start" : "end")"
                position.frame = 0
                recorder.segment = "jump"
                let before = view.state.bounds
                try view.displayFrame(milliseconds: interval) {
                    try view.setContentOffset(offset(at: edge, in: view.state))
                    recorder.noteBounds(before: before, after: view.state.bounds)
                }
                view.pendingAnimationTarget = nil
            case .fling(let speed):
                position.segment = "fling"
                position.frame = 0
                recorder.segment = "fling"
                let velocity = flingVelocity(speed: speed, override: request.flingVelocity, state: view.state)
                let driver = try ScrollDriver(view: view)
                var before = CGRect.zero
                let frames = DisplayFrameObserver(
                    willShow: {
                        position.frame += 1
                        before = view.state.bounds
                        recorder.beginFrame()
                    },
                    didShow: { _ in
                        recorder.endFrame()
                        recorder.noteBounds(before: before, after: view.state.bounds)
                    })
                _ = try view.observingFrames(frames) { try driver.fling(velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)) }
            case .sidewaysFling(let speed):
                position.segment = "sideways fling"
                position.frame = 0
                recorder.segment = "sideways"
                guard let section = try instance.orthogonalSections().first else {
                    throw CommandError("scenario sideways needs a layout with orthogonal sections", hint: "\(instance.id) has none")
                }
                let driver = try OrthogonalScrollDriver(view: view, section: section.section)
                let frames = DisplayFrameObserver(
                    willShow: {
                        position.frame += 1
                        recorder.beginFrame()
                    }, didShow: { _ in recorder.endFrame() })
                _ = try view.observingFrames(frames) { try driver.fling(velocity: speed / 1000) }
            case .sweep(let from, let to):
                position.segment = "sweep"
                position.frame = 0
                recorder.segment = "sweep"
                let start = offset(at: from, in: view.state), end = offset(at: to, in: view.state)
                let frames = request.sweepFrames(fps: fps)
                var before = CGRect.zero
                let timing = DisplayFrameObserver(
                    willShow: {
                        before = view.state.bounds
                        recorder.beginFrame()
                    },
                    didShow: { _ in
                        recorder.endFrame()
                        recorder.noteBounds(before: before, after: view.state.bounds)
                    })
                try view.observingFrames(timing) {
                    for k in 1...frames {
                        position.frame = k
                        let t = CGFloat(k) / CGFloat(frames)
                        let next = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
                        try view.displayFrame(milliseconds: interval) { try view.setContentOffset(next) }
                    }
                }
                view.pendingAnimationTarget = nil
            }
        }
        return recorder.finish(passes: view.passCount)
    }

    /// True when the content scrolls only sideways (as scrollto decides).
    static func isHorizontal(_ state: ViewState) -> Bool {
        state.contentSize.width > state.size.width && state.contentSize.height <= state.size.height
    }

    /// The resting offset at the start or the end of the content, along the scroll axis.
    static func offset(at edge: ProfileScenario.Edge, in state: ViewState) -> CGPoint {
        let allowed = state.allowedOffsets
        switch (edge, isHorizontal(state)) {
        case (.start, _): return CGPoint(x: allowed.minX, y: allowed.minY)
        case (.end, false): return CGPoint(x: allowed.minX, y: allowed.maxY)
        case (.end, true): return CGPoint(x: allowed.maxX, y: allowed.minY)
        }
    }

    /// A fling's velocity in points per second: the override (reversed for a fling backwards),
    /// else `speed` along the scroll axis.
    static func flingVelocity(speed: Double, override: CGPoint?, state: ViewState) -> CGPoint {
        if let override { return speed < 0 ? CGPoint(x: -override.x, y: -override.y) : override }
        return isHorizontal(state) ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed)
    }
}
