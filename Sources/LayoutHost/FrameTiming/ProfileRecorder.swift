package import Foundation
import HostSupport

extension LayoutPhase {
    /// Position in `allCases`, for arrays indexed by phase.
    package var ordinal: Int {
        switch self {
        case .prepare: return 0
        case .layoutAttributesForElements: return 1
        case .layoutAttributesForItem: return 2
        case .layoutAttributesForSupplementaryView: return 3
        case .shouldInvalidateLayout: return 4
        case .invalidateLayout: return 5
        case .targetContentOffset: return 6
        case .collectionViewContentSize: return 7
        case .layoutAttributesForDecorationView: return 8
        }
    }
}

/// One display frame of a profile run, in nanoseconds.
public struct ProfileFrame: Sendable, Equatable {
    /// The layout's cost: every call the host made into the plugin during the frame.
    public var layout: UInt64
    /// The host's own cost: the whole frame (bounds change, passes, run loop, the layout's
    /// requests) minus the layout's calls: marshalling across the ABI, decoding element
    /// records, filtering, bookkeeping.
    public var host: UInt64
    /// Of `host`, decoding element records.
    public var decode: UInt64
    /// The host's CPU time in the frame: the thread's CPU time over the frame minus the layout's
    /// calls. Below `host` when the frame waits (the run-loop turn sleeps until its deadline).
    public var hostCPU: UInt64
    /// The scenario step the frame belongs to: fling or sweep.
    package var segment: String

    package init(layout: UInt64, host: UInt64, decode: UInt64, hostCPU: UInt64? = nil, segment: String) {
        self.layout = layout
        self.host = host
        self.decode = decode
        self.hostCPU = hostCPU ?? host
        self.segment = segment
    }
}

/// What one run of a scenario measured.
package struct ProfileRun: Sendable {
    /// Per phase (indexed by `LayoutPhase.ordinal`): every call of the run after its set-up pass.
    package var phases: [LatencyStatistics]
    /// Per phase: the calls of the set-up pass (the layout made and laid out once, before the
    /// first frame), kept apart from the frames' calls.
    package var setUp: [LatencyStatistics] = Array(repeating: LatencyStatistics(), count: LayoutPhase.allCases.count)
    package var frames: [ProfileFrame]
    /// Layout passes the run made (the set-up pass and jumps included).
    package var passes: Int
    /// Frames and jumps that moved the bounds (each such move is a bounds change, which asks
    /// shouldInvalidateLayout(forBoundsChange:) and runs a pass), counted from the view's state.
    package var boundsChanges: Int

    package init(
        phases: [LatencyStatistics] = Array(repeating: LatencyStatistics(), count: LayoutPhase.allCases.count),
        frames: [ProfileFrame] = [], passes: Int = 0, boundsChanges: Int = 0
    ) {
        self.phases = phases
        self.frames = frames
        self.passes = passes
        self.boundsChanges = boundsChanges
    }

    package func statistics(_ phase: LayoutPhase) -> LatencyStatistics { phases[phase.ordinal] }

    /// The frames' layout times.
    package var frameLayout: LatencyStatistics { LatencyStatistics(frames.map(\.layout)) }
}

/// Receives the duration of every call into the profiled layout and cuts them into frames.
/// Its own cost (a histogram update per call) falls inside the frames, so it counts as host.
package final class ProfileRecorder: LayoutCallRecorder {
    package private(set) var run = ProfileRun()
    package var segment = ProfileRecorder.setUpSegment
    private var frameStart: UInt64 = 0
    private var frameCPUStart: UInt64 = 0
    private var frameLayout: UInt64 = 0
    private var frameDecode: UInt64 = 0
    private var boundsChanges = 0

    package init() {}

    package func record(_ phase: LayoutPhase, nanoseconds: UInt64) {
        if segment == ProfileRecorder.setUpSegment {
            run.setUp[phase.ordinal].record(nanoseconds)
        } else {
            run.phases[phase.ordinal].record(nanoseconds)
        }
        frameLayout &+= nanoseconds
    }

    /// The segment before the scenario's first step: the set-up pass.
    package static let setUpSegment = "setup"

    package func recordHostOverhead(nanoseconds: UInt64) {
        frameDecode &+= nanoseconds
    }

    package func beginFrame() {
        frameLayout = 0
        frameDecode = 0
        frameCPUStart = ProfileRecorder.threadCPU()
        frameStart = MonotonicClock.now()
    }

    package func endFrame() {
        let wall = MonotonicClock.now() - frameStart
        let cpu = ProfileRecorder.threadCPU() - frameCPUStart
        run.frames.append(
            ProfileFrame(
                layout: frameLayout, host: wall > frameLayout ? wall - frameLayout : 0,
                decode: frameDecode, hostCPU: cpu > frameLayout ? cpu - frameLayout : 0, segment: segment))
    }

    /// CPU time of the calling thread, in nanoseconds.
    static func threadCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Forgets the frames so far (a benchmark stepping frames forever).
    package func clearFrames() { run.frames.removeAll(keepingCapacity: true) }

    /// Counts a move of the bounds (a frame or a jump that changed them).
    package func noteBounds(before: CGRect, after: CGRect) {
        if before != after { boundsChanges += 1 }
    }

    package func finish(passes: Int) -> ProfileRun {
        run.passes = passes
        run.boundsChanges = boundsChanges
        return run
    }
}
