import CollectionLayout
import Foundation
package import LayoutHost

/// A finished profile: the runs of one scenario against one layout, and what they add up to.
/// Every number covers all measured runs (the warm-up is thrown away).
package struct Profile {
    package var layoutID: String
    package var plugin: String
    /// The plugin library's build configuration: debug, release or unknown (a library loaded by path).
    package var build: String
    package var request: ProfileRequest
    package var itemCounts: [Int]
    package var fps: Int
    package var runs: [ProfileRun]
    /// What the profile's request cost to reach the engine and its previous answer to come back
    /// (nil when the layout ran in-process): paid once for all the frames.
    package var crossing: EngineCrossing?

    package init(
        layoutID: String, plugin: String, build: String, request: ProfileRequest, itemCounts: [Int], fps: Int,
        runs: [ProfileRun]
    ) {
        self.layoutID = layoutID
        self.plugin = plugin
        self.build = build
        self.request = request
        self.itemCounts = itemCounts
        self.fps = fps
        self.runs = runs
        phases = LayoutPhase.allCases.map { phase in
            runs.reduce(into: LatencyStatistics()) { $0.add($1.statistics(phase)) }
        }
        setUp = LayoutPhase.allCases.map { phase in
            runs.reduce(into: LatencyStatistics()) { $0.add($1.setUp[phase.ordinal]) }
        }
        frames = runs.flatMap(\.frames)
        frameLayout = LatencyStatistics(frames.map(\.layout))
        frameHost = LatencyStatistics(frames.map(\.host))
        frameDecode = LatencyStatistics(frames.map(\.decode))
        frameHostCPU = LatencyStatistics(frames.map(\.hostCPU))
    }

    /// The host's configuration: this executable's.
    package static var hostBuild: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// Per phase, indexed by `LayoutPhase.ordinal`, all runs merged: the calls after the set-up
    /// pass (the frames and jumps), and those of the set-up pass, apart.
    package let phases: [LatencyStatistics]
    package let setUp: [LatencyStatistics]
    package let frames: [ProfileFrame]
    /// The layout's time per frame, the host's, and the decoding part of the host's.
    package let frameLayout: LatencyStatistics
    package let frameHost: LatencyStatistics
    package let frameDecode: LatencyStatistics
    /// The host's CPU time per frame (its wall time less any waiting).
    package let frameHostCPU: LatencyStatistics

    package func statistics(_ phase: LayoutPhase) -> LatencyStatistics { phases[phase.ordinal] }

    /// Every call of `phase`, the set-up pass's too (what `profile scaling` fits: prepare runs
    /// once a run, in the set-up pass, for most layouts).
    package func allCalls(_ phase: LayoutPhase) -> LatencyStatistics {
        var all = phases[phase.ordinal]
        all.add(setUp[phase.ordinal])
        return all
    }

    package var items: Int { itemCounts.reduce(0, +) }
    package var passes: Int { runs.reduce(0) { $0 + $1.passes } }
    package var framesPerRun: Int { runs.first?.frames.count ?? 0 }

    /// 1000/fps milliseconds, in nanoseconds.
    package var budget: Double { 1e9 / Double(fps) }

    package var framesOverBudget: Int { frames.filter { Double($0.layout) > budget }.count }

    /// How late a frame whose layout work takes `nanoseconds` is shown: it misses
    /// ⌈t/B⌉ − 1 refreshes of B = the budget, and is late by that many budgets.
    package static func hitch(nanoseconds: Double, budget: Double) -> Double {
        guard nanoseconds > budget else { return 0 }
        return ((nanoseconds / budget).rounded(.up) - 1) * budget
    }

    /// Hitch time ratio in milliseconds of lateness per second of scrolling (all frames, at the
    /// frame rate): Apple's metric, here for the layout's work alone.
    package var hitchRatio: Double {
        guard !frames.isEmpty else { return 0 }
        let late = frames.reduce(0.0) { $0 + Profile.hitch(nanoseconds: Double($1.layout), budget: budget) } / 1e6
        let seconds = Double(frames.count) / Double(fps)
        return late / seconds
    }

    /// The Organizer's band for the hitch time ratio (HitchScale).
    package static func hitchRating(_ ratio: Double) -> String { HitchScale.organizer(ratio) }

    /// The host's time per frame over the layout's (0.5: the host adds half the layout's cost).
    package var hostShare: Double {
        frameLayout.total == 0 ? 0 : Double(frameHost.total) / Double(frameLayout.total)
    }

    /// The crossing's round trip spread over every frame of the profile, in ns.
    package var crossingPerFrame: Double? {
        crossing.map { Double($0.roundTrip) / Double(max(frames.count, 1)) }
    }

    /// The host's CPU time per frame over the layout's.
    package var hostCPUShare: Double {
        frameLayout.total == 0 ? 0 : Double(frameHostCPU.total) / Double(frameLayout.total)
    }

    /// Min, median and max of one number over the runs, and the runs' values.
    package struct Spread: Equatable {
        package var min: Double
        package var median: Double
        package var max: Double
        package var values: [Double]

        package init(_ values: [Double]) {
            self.values = values
            let sorted = values.sorted()
            min = sorted.first ?? 0
            max = sorted.last ?? 0
            median = Spread.median(sorted)
        }

        static func median(_ sorted: [Double]) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }

        /// (max − min) / median: how far apart the runs are.
        package var relative: Double { median == 0 ? 0 : (max - min) / median }
    }

    /// The p50 of `phase` in each run (ns), spread over the runs.
    package func p50Spread(_ phase: LayoutPhase) -> Spread {
        Spread(runs.filter { !$0.statistics(phase).isEmpty }.map { Double($0.statistics(phase).p50) })
    }

    /// The p50 of the frames' layout time in each run (ns), spread over the runs.
    package var frameP50Spread: Spread { Spread(runs.map { Double($0.frameLayout.p50) }) }

    /// The phase with the largest total time.
    package var dominantPhase: LayoutPhase? {
        LayoutPhase.allCases.filter { !statistics($0).isEmpty }.max { statistics($0).total < statistics($1).total }
    }
}

// MARK: - JSON

extension Profile {
    static func us(_ nanoseconds: Double) -> JSONValue { .number((nanoseconds).rounded() / 1000) }
    static func us(_ nanoseconds: UInt64) -> JSONValue { .number(Double(nanoseconds) / 1000) }
    static func ms(_ nanoseconds: Double) -> JSONValue { .number(nanoseconds.rounded() / 1e6) }
    static func ms(_ nanoseconds: UInt64) -> JSONValue { ms(Double(nanoseconds)) }
    static func round(_ value: Double, _ digits: Double = 1000) -> JSONValue { .number((value * digits).rounded() / digits) }

    static func phaseJSON(_ s: LatencyStatistics) -> JSONValue {
        guard !s.isEmpty else {
            return .object([
                ("calls", .int(0)), ("mean_us", .null), ("p50_us", .null), ("p95_us", .null),
                ("p99_us", .null), ("max_us", .null), ("total_ms", .number(0))
            ])
        }
        return .object([
            ("calls", .int(s.count)), ("mean_us", us(s.mean)), ("p50_us", us(s.p50)), ("p95_us", us(s.p95)),
            ("p99_us", us(s.p99)), ("max_us", us(s.maximum)), ("total_ms", ms(s.total))
        ])
    }

    static func spreadJSON(_ spread: Spread, unit: String) -> JSONValue {
        let value = unit == "ms" ? { (n: Double) in ms(n) } : { (n: Double) in us(n) }
        return .object([
            ("min_\(unit)", value(spread.min)), ("median_\(unit)", value(spread.median)),
            ("max_\(unit)", value(spread.max)), ("runs_\(unit)", .array(spread.values.map(value)))
        ])
    }

    /// The profile document of docs/reference.md (its original keys first, in their order).
    package var json: JSONValue {
        let phasesJSON = JSONValue.object(LayoutPhase.allCases.map { ($0.rawValue, Profile.phaseJSON(statistics($0))) })
        let velocity: JSONValue = request.flingVelocity.map { ElementJSON.point($0) } ?? .null
        return .object([
            ("layout", .string(layoutID)), ("items", .int(items)), ("frames", .int(frames.count)),
            ("frame_budget_ms", Profile.round(1000 / Double(fps), 1e6)), ("frames_over_budget", .int(framesOverBudget)),
            ("phases", phasesJSON),
            ("set_up", .object(LayoutPhase.allCases.filter { !setUp[$0.ordinal].isEmpty }.map { ($0.rawValue, Profile.phaseJSON(setUp[$0.ordinal])) })),
            ("plugin", .string(plugin)), ("build", .string(build)), ("host_build", .string(Profile.hostBuild)),
            ("scenario", .string(request.scenario.name)), ("sections", .array(itemCounts.map { .int($0) })),
            ("fps", .int(fps)), ("sweep_frames", .int(request.sweepFrames(fps: fps))), ("velocity", velocity),
            ("repeats", .int(runs.count)), ("warm_up", .bool(request.warmUp)),
            ("frames_per_run", .int(framesPerRun)), ("passes", .int(passes)),
            ("bounds_changes", .int(runs.reduce(0) { $0 + $1.boundsChanges })),
            (
                "frame_ms",
                .object([
                    ("mean", Profile.ms(frameLayout.mean)), ("p50", Profile.ms(frameLayout.p50)),
                    ("p95", Profile.ms(frameLayout.p95)), ("p99", Profile.ms(frameLayout.p99)),
                    ("max", Profile.ms(frameLayout.maximum))
                ])
            ),
            ("hitch_ms_per_s", Profile.round(hitchRatio)), ("hitch_rating", .string(Profile.hitchRating(hitchRatio))),
            ("hitch_scale", .string(HitchScale.organizerText)),
            ("hitch_rating_development", .string(HitchScale.development(hitchRatio))),
            ("hitch_scale_development", .string(HitchScale.developmentText)),
            (
                "host",
                .object([
                    ("mean_us", Profile.us(frameHost.mean)), ("p50_us", Profile.us(frameHost.p50)),
                    ("decode_mean_us", Profile.us(frameDecode.mean)), ("cpu_mean_us", Profile.us(frameHostCPU.mean)),
                    ("share", Profile.round(hostShare)), ("cpu_share", Profile.round(hostCPUShare))
                ])
            ),
            (
                "ipc",
                crossing.map { c in
                    .object([
                        ("request_us", Profile.us(Double(c.request))), ("reply_us", c.reply.map { Profile.us(Double($0)) } ?? .null),
                        ("per_frame_us", Profile.us(crossingPerFrame ?? 0))
                    ])
                } ?? .null
            ),
            (
                "spread",
                .object([
                    ("frame_p50", Profile.spreadJSON(frameP50Spread, unit: "ms")),
                    (
                        "phases",
                        .object(
                            LayoutPhase.allCases.filter { !statistics($0).isEmpty }.map {
                                ($0.rawValue, Profile.spreadJSON(p50Spread($0), unit: "us"))
                            })
                    )
                ])
            )
        ])
    }
}
