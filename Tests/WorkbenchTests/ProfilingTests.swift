import CollectionLayout
import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
import WorkbenchTestSupport
@testable import Workbench
import HostSupport
import EngineProtocol
import SessionValues

/// The profiler's arithmetic on known numbers: percentiles, merging, the exponent fit, the frame
/// budget and hitch ratio, the recorder's frames, the pictures, saving and reading back, and the
/// command's refusals. No test here times anything.
struct ProfilerTests {
    // MARK: - Percentiles

    @Test func percentilesOfOneToAThousandAreExact() {
        // Below 2048 ns the histogram (3 significant digits) has single-nanosecond buckets.
        let s = LatencyStatistics((1...1000).map(UInt64.init))
        #expect(s.count == 1000)
        #expect(s.total == 500_500)
        #expect(s.mean == 500.5)
        #expect(s.minimum == 1)
        #expect(s.p50 == 500)
        #expect(s.p95 == 950)
        #expect(s.p99 == 990)
        #expect(s.maximum == 1000)
        #expect(s.percentile(100) == 1000)
        #expect(s.percentile(0) == 1)
    }

    @Test func percentilesOfLargeValuesAreWithinATenthOfAPercent() {
        // 1 µs … 1 ms in steps of 1 µs: p50 = 500 µs, p95 = 950 µs, p99 = 990 µs.
        let s = LatencyStatistics((1...1000).map { UInt64($0) * 1000 })
        for (value, expected) in [(s.p50, 500_000.0), (s.p95, 950_000.0), (s.p99, 990_000.0)] {
            #expect(abs(Double(value) - expected) / expected <= 0.001, "\(value) vs \(expected)")
        }
        #expect(s.maximum == 1_000_000)  // exact: kept beside the histogram
        #expect(s.mean == 500_500)  // exact: from the exact sum
    }

    @Test func aSingleSampleIsEveryPercentile() {
        let s = LatencyStatistics([123_456])
        #expect(s.p50 == 123_456 && s.p95 == 123_456 && s.p99 == 123_456 && s.maximum == 123_456)
        #expect(LatencyStatistics().p50 == 0)
        #expect(LatencyStatistics().isEmpty)
    }

    @Test func percentilesAreOrderedOnSkewedSamples() {
        var generator = SplitMix64(state: 7)
        var samples: [UInt64] = []
        for _ in 0..<5000 {
            // Mostly fast calls with a long tail, like real layout passes.
            let base = UInt64.random(in: 2_000...6_000, using: &generator)
            samples.append(Double.random(in: 0..<1, using: &generator) < 0.03 ? base * 40 : base)
        }
        let s = LatencyStatistics(samples)
        #expect(s.minimum <= s.p50)
        #expect(s.p50 <= s.p95)
        #expect(s.p95 <= s.p99)
        #expect(s.p99 <= s.maximum)
        #expect(s.maximum == samples.max())
        #expect(s.count == samples.count)
    }

    @Test func mergingRunsEqualsRecordingEverything() {
        let first = LatencyStatistics((1...400).map { UInt64($0) * 37 })
        let second = LatencyStatistics((401...1000).map { UInt64($0) * 37 })
        var merged = first
        merged.add(second)
        let whole = LatencyStatistics((1...1000).map { UInt64($0) * 37 })
        #expect(merged.count == whole.count && merged.total == whole.total)
        #expect(merged.p50 == whole.p50 && merged.p99 == whole.p99 && merged.maximum == whole.maximum)
        #expect(merged.minimum == 37)
    }

    @Test func spreadTakesTheMiddleOfTheRuns() {
        let odd = Profile.Spread([30, 10, 20])
        #expect(odd.min == 10 && odd.median == 20 && odd.max == 30)
        #expect(odd.relative == 1)
        let even = Profile.Spread([4, 1, 3, 2])
        #expect(even.median == 2.5)
    }

    // MARK: - Exponent fit

    @Test func exponentOfExactPowerLaws() throws {
        let items: [Double] = [1_000, 10_000, 100_000, 1_000_000]
        let linear = try #require(ScalingFit.exponent(items: items, costs: items.map { 3 * $0 }))
        #expect(abs(linear - 1) < 1e-12)
        let constant = try #require(ScalingFit.exponent(items: items, costs: items.map { _ in 42 }))
        #expect(abs(constant) < 1e-12)
        let quadratic = try #require(ScalingFit.exponent(items: items, costs: items.map { $0 * $0 / 7 }))
        #expect(abs(quadratic - 2) < 1e-12)
        let logarithmic = try #require(ScalingFit.exponent(items: items, costs: items.map { log2($0) }))
        #expect(logarithmic > 0 && logarithmic < 0.2)
    }

    @Test func exponentIsTheLeastSquaresSlopeThroughNoise() throws {
        // y = 5·x^0.8 · (1 ± 10 %): the fitted slope stays near 0.8.
        var generator = SplitMix64(state: 3)
        let items = (0..<12).map { pow(10, 2 + Double($0) / 3) }
        let costs = items.map { 5 * pow($0, 0.8) * Double.random(in: 0.9...1.1, using: &generator) }
        let e = try #require(ScalingFit.exponent(items: items, costs: costs))
        #expect(abs(e - 0.8) < 0.05)
        // Two points: the slope through them.
        let two = try #require(ScalingFit.exponent(items: [10, 1000], costs: [2, 20]))
        #expect(abs(two - 0.5) < 1e-12)
    }

    @Test func exponentNeedsTwoDistinctCountsAndPositiveCosts() {
        #expect(ScalingFit.exponent(items: [100], costs: [5]) == nil)
        #expect(ScalingFit.exponent(items: [100, 100], costs: [5, 6]) == nil)
        #expect(ScalingFit.exponent(items: [100, 1000], costs: [5, 0]) == nil)
        #expect(ScalingFit.exponent(items: [100, 1000], costs: [5]) == nil)
    }

    // MARK: - Frames, budget, hitches

    static func frame(_ milliseconds: Double, host: UInt64 = 1000, segment: String = "sweep") -> ProfileFrame {
        ProfileFrame(layout: UInt64(milliseconds * 1e6), host: host, decode: host / 2, segment: segment)
    }

    static func profile(frames: [ProfileFrame], fps: Int = 120) -> Profile {
        Profile(
            layoutID: "test", plugin: "Test", build: "release", request: ProfileRequest(), itemCounts: [10], fps: fps,
            runs: [ProfileRun(frames: frames)])
    }

    @Test func hitchIsTheLatenessInWholeRefreshes() {
        let budget = 1e9 / 120  // 8.333 ms
        #expect(Profile.hitch(nanoseconds: 5e6, budget: budget) == 0)
        #expect(Profile.hitch(nanoseconds: budget, budget: budget) == 0)
        #expect(Profile.hitch(nanoseconds: 10e6, budget: budget) == budget)  // one refresh late
        #expect(Profile.hitch(nanoseconds: 20e6, budget: budget) == 2 * budget)  // ⌈2.4⌉ − 1 = 2
    }

    @Test func budgetOverBudgetAndHitchRatio() {
        // 120 frames at 120 fps = 1 s; two frames of 10 ms are each one 8.33 ms refresh late.
        var frames = Array(repeating: ProfilerTests.frame(1), count: 118)
        frames += [ProfilerTests.frame(10), ProfilerTests.frame(10)]
        let p = ProfilerTests.profile(frames: frames)
        #expect(abs(p.budget - 1e9 / 120) < 1e-6)
        #expect(p.framesOverBudget == 2)
        #expect(abs(p.hitchRatio - 2 * 1000.0 / 120) < 1e-9)  // 16.67 ms in 1 s
        #expect(Profile.hitchRating(p.hitchRatio) == "warning")
        #expect(Profile.hitchRating(0) == "good" && Profile.hitchRating(10) == "good")
        // Apple's Organizer bands: ≤ 10 good, ≤ 25 warning, ≤ 50 critical, above needs immediate attention.
        #expect(Profile.hitchRating(25) == "warning" && Profile.hitchRating(40) == "critical" && Profile.hitchRating(50) == "critical")
        #expect(Profile.hitchRating(50.5) == "needs immediate attention")
        // XCTest's development bands: < 5 good, 5–10 warning, ≥ 10 critical.
        #expect(HitchScale.development(4.9) == "good" && HitchScale.development(5) == "warning" && HitchScale.development(10) == "critical")
        // At 60 fps the same 10 ms frames fit the 16.7 ms budget.
        #expect(ProfilerTests.profile(frames: frames, fps: 60).framesOverBudget == 0)
    }

    @Test func hostIsReportedApartFromTheLayout() {
        let frames = (0..<10).map { _ in ProfileFrame(layout: 4000, host: 1000, decode: 400, segment: "sweep") }
        let p = ProfilerTests.profile(frames: frames)
        #expect(p.frameLayout.mean == 4000)
        #expect(p.frameHost.mean == 1000)
        #expect(p.frameDecode.mean == 400)
        #expect(p.hostShare == 0.25)
    }

    @Test func recorderCutsCallsIntoFrames() {
        let recorder = ProfileRecorder()
        recorder.record(.prepare, nanoseconds: 5000)  // the set-up pass: apart from the phases, not a frame
        recorder.record(.layoutAttributesForElements, nanoseconds: 700)
        recorder.segment = "sweep"
        for k in 1...3 {
            recorder.beginFrame()
            recorder.record(.shouldInvalidateLayout, nanoseconds: 100)
            recorder.record(.collectionViewContentSize, nanoseconds: 50)
            recorder.record(.layoutAttributesForElements, nanoseconds: UInt64(1000 * k))
            recorder.recordHostOverhead(nanoseconds: 10)
            recorder.endFrame()
            recorder.noteBounds(before: .zero, after: CGRect(x: 0, y: CGFloat(k), width: 1, height: 1))
        }
        recorder.noteBounds(before: .zero, after: .zero)  // no move: no bounds change
        let run = recorder.finish(passes: 4)
        #expect(run.frames.count == 3)
        #expect(run.frames.map(\.layout) == [1150, 2150, 3150])
        #expect(run.frames.allSatisfy { $0.decode == 10 && $0.segment == "sweep" })
        #expect(run.statistics(.layoutAttributesForElements).count == 3)
        #expect(run.statistics(.prepare).isEmpty)
        #expect(run.setUp[LayoutPhase.prepare.ordinal].count == 1 && run.setUp[LayoutPhase.layoutAttributesForElements.ordinal].count == 1)
        #expect(run.statistics(.shouldInvalidateLayout).count == 3)
        #expect(run.statistics(.targetContentOffset).isEmpty)
        #expect(run.passes == 4 && run.boundsChanges == 3)
    }

    @Test func everyPhaseHasAPlace() {
        #expect(LayoutPhase.allCases.map(\.ordinal) == Array(0..<LayoutPhase.allCases.count))
    }

    // MARK: - Scenarios

    @Test func scenariosAreATableOfNamedSteps() throws {
        let names = ProfileScenario.all.map(\.name)
        #expect(Set(names).count == names.count)
        let standard = try #require(ProfileScenario.named("default"))
        #expect(standard.steps == [.jump(.start), .fling(pointsPerSecond: 4000), .jump(.start), .sweep(from: .start, to: .end)])
        #expect(standard.hasFling && standard.hasSweep)
        #expect(ProfileScenario.named("sweep")?.hasFling == false)
        #expect(ProfileScenario.named("nope") == nil)
    }

    @Test func edgesFollowTheScrollAxis() {
        var state = ViewState()
        state.size = CGSize(width: 390, height: 844)
        state.contentSize = CGSize(width: 390, height: 3000)
        state.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        #expect(ProfileRunner.offset(at: .start, in: state) == CGPoint(x: 0, y: -20))
        #expect(ProfileRunner.offset(at: .end, in: state) == CGPoint(x: 0, y: 3000 + 10 - 844))
        #expect(ProfileRunner.flingVelocity(speed: 4000, override: nil, state: state) == CGPoint(x: 0, y: 4000))
        state.contentInset = .zero
        state.contentSize = CGSize(width: 5000, height: 844)
        #expect(ProfileRunner.offset(at: .end, in: state) == CGPoint(x: 5000 - 390, y: 0))
        #expect(ProfileRunner.flingVelocity(speed: -4000, override: nil, state: state) == CGPoint(x: -4000, y: 0))
        #expect(ProfileRunner.flingVelocity(speed: -4000, override: CGPoint(x: 1, y: 2), state: state) == CGPoint(x: -1, y: -2))
    }

    // MARK: - Pictures

    @Test func frameStripMarksFramesOverBudgetWithoutColour() throws {
        var frames = (0..<20).map { _ in ProfilerTests.frame(2, segment: "fling") }
        frames += (0..<10).map { _ in ProfilerTests.frame(2) }
        frames[25] = ProfilerTests.frame(12)
        let text = ProfilePictures.frameStrip(frames, budget: 1e9 / 120, width: 80)
        #expect(!text.contains("\u{1B}"))
        let lines = text.split(separator: "\n").map(String.init)
        let strip = try #require(lines.first { $0.contains("│") })
        #expect(strip.count == 20 + 1 + 10)  // one column a frame, a bar between the segments
        #expect(Array(strip)[21 + 5] == "█")  // the slowest frame is the full block
        #expect(Array(strip)[0] == "▂")  // 2 ms of 12 ms: a sixth of the height, rounded up
        let marks = try #require(lines.first { $0.contains("^") && !$0.contains("over budget") })
        #expect(Array(marks).firstIndex(of: "^") == 26)
        #expect(text.contains("^ over budget: 1 frame"))
        #expect(text.contains("fling 20") && text.contains("sweep 10"))
    }

    @Test func frameStripGroupsFramesThatDoNotFit() throws {
        let frames = (0..<1000).map { ProfilerTests.frame($0 == 500 ? 4 : 1) }
        let text = ProfilePictures.frameStrip(frames, budget: 1e9 / 120, width: 60)
        let strip = try #require(text.split(separator: "\n").map(String.init).first { $0.contains("▁") || $0.contains("█") })
        #expect(strip.count <= 60)
        #expect(strip.contains("█"))  // the slow frame is not averaged away
        #expect(text.contains("(the slowest of them)"))
        #expect(!text.contains("over budget"))
    }

    @Test func latencyHistogramHasARowPerCalledPhase() {
        let rows: [(name: String, statistics: LatencyStatistics)] = [
            ("prepare", LatencyStatistics([1_000_000])),
            ("layoutAttributesForElements", LatencyStatistics((1...100).map { UInt64($0) * 100 })),
            ("invalidateLayout", LatencyStatistics())
        ]
        let text = ProfilePictures.latencyHistogram(rows, width: 120)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("prepare") && $0.contains("█") })
        #expect(lines.contains { $0.hasPrefix("layoutAttributesForElements") })
        #expect(!lines.contains { $0.hasPrefix("invalidateLayout") })
        #expect(text.contains("ns") && text.contains("µs"))
        #expect(!text.contains("\u{1B}"))
    }

    /// The axis covers every bar: its last tick stands at the end of the last bucket, labelled
    /// with that bucket's upper bound (a call of 1 ms falls in [2^19, 2^20) ns: up to 1.05 ms).
    @Test func theLatencyAxisCoversEveryBar() {
        let rows: [(name: String, statistics: LatencyStatistics)] = [
            ("shouldInvalidateLayout", LatencyStatistics([600])),
            ("layoutAttributesForElements", LatencyStatistics([1_000_000]))
        ]
        let lines = ProfilePictures.latencyHistogram(rows, width: 200).split(separator: "\n").map(String.init)
        let bar = lines[2], ticks = lines[3], labels = lines[4]
        let lastBar = bar.lastIndex { $0 == "█" }.map { bar.distance(from: bar.startIndex, to: $0) } ?? 0
        let lastTick = ticks.lastIndex(of: "╵").map { ticks.distance(from: ticks.startIndex, to: $0) } ?? 0
        #expect(lastTick > lastBar, "\(lines.joined(separator: "\n"))")
        #expect(labels.hasSuffix(ProfilePictures.duration(pow(2, 20))), "\(labels)")
    }

    @Test func blocksScaleToTheTopAndKeepZeroBlank() {
        #expect(ProfilePictures.block(0, top: 10) == " ")
        #expect(ProfilePictures.block(0.01, top: 10) == "▁")
        #expect(ProfilePictures.block(10, top: 10) == "█")
        #expect(ProfilePictures.block(5, top: 10) == "▄")
        #expect(ProfilePictures.duration(850) == "850ns")
        #expect(ProfilePictures.duration(12_300) == "12µs")
        #expect(ProfilePictures.duration(1_500_000) == "1.5ms")
    }

    // MARK: - JSON, saving, comparing

    @Test func documentHasSpecKeysAndOrderedPercentiles() throws {
        var run = ProfileRun(frames: (1...50).map { ProfilerTests.frame(Double($0) / 10) })
        run.phases[LayoutPhase.layoutAttributesForElements.ordinal] = LatencyStatistics((1...50).map { UInt64($0) * 2000 })
        run.phases[LayoutPhase.prepare.ordinal] = LatencyStatistics([90_000])
        run.passes = 51
        let p = Profile(layoutID: "t", plugin: "T", build: "debug", request: ProfileRequest(), itemCounts: [100], fps: 120, runs: [run])
        let text = p.json.text
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for key in ["layout", "items", "frames", "frame_budget_ms", "frames_over_budget", "phases"] { #expect(object[key] != nil, "\(key)") }
        #expect(text.hasPrefix(#"{"layout":"t","items":100,"frames":50,"frame_budget_ms":8.333333,"frames_over_budget":0,"phases":{"#))
        let phases = try #require(object["phases"] as? [String: [String: Any]])
        #expect(Set(phases.keys) == Set(LayoutPhase.allCases.map(\.rawValue)))
        let elements = try #require(phases["layoutAttributesForElements"])
        let values = ["p50_us", "p95_us", "p99_us", "max_us"].map { (elements[$0] as? NSNumber)?.doubleValue ?? -1 }
        #expect(values == values.sorted())
        #expect((elements["calls"] as? NSNumber)?.intValue == 50)
        #expect((elements["total_ms"] as? NSNumber)?.doubleValue == 2.55)
        #expect(phases["invalidateLayout"]?["p50_us"] is NSNull)
        #expect(object["build"] as? String == "debug")
    }

    @Test func savedProfilesReadBackAndCompare() throws {
        let folder = NSTemporaryDirectory() + "layoutbench-profiles-\(UUID().uuidString)"
        var run = ProfileRun(frames: (1...10).map { _ in ProfilerTests.frame(1) })
        run.phases[LayoutPhase.layoutAttributesForElements.ordinal] = LatencyStatistics(Array(repeating: 8000, count: 10))
        var request = ProfileRequest()
        request.scenario = ProfileScenario.named("sweep")!
        request.sweepFrames = 10
        request.repeats = 1
        let before = Profile(layoutID: "table", plugin: "Table", build: "release", request: request, itemCounts: [1000], fps: 60, runs: [run])
        let store = ProfileStore(workspace: folder)
        try store.save(before.json, name: "base-1")
        #expect(store.names() == ["base-1"])
        let saved = try store.load("base-1")
        #expect(saved.layout == "table" && saved.fps == 60 && saved.itemCounts == [1000])
        #expect(saved.request.scenario.name == "sweep" && saved.request.sweepFrames == 10 && saved.request.fps == 60)
        #expect(saved.phases["layoutAttributesForElements"]?.p50 == 8)
        // Twice as fast now.
        run.phases[LayoutPhase.layoutAttributesForElements.ordinal] = LatencyStatistics(Array(repeating: 4000, count: 10))
        let after = Profile(layoutID: "table-fast", plugin: "Table", build: "release", request: saved.request, itemCounts: [1000], fps: 60, runs: [run])
        let comparison = ProfileComparison(saved: saved, profile: after)
        let row = try #require(comparison.rows.first { $0.name == "layoutAttributesForElements" })
        #expect(row.p50Ratio == 0.5)
        #expect(comparison.json.text.contains(#""p50_ratio":0.5"#))
        #expect(throws: CommandError.self) { try store.load("missing") }
        #expect(throws: CommandError.self) { try store.save(before.json, name: "../escape") }
    }

    // MARK: - The command's refusals

    static func session() -> (Session, RecordingConsole) {
        let console = RecordingConsole()
        let folder = NSTemporaryDirectory() + "layoutbench-profile-\(UUID().uuidString)"
        return (Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console), console)
    }

    @Test(arguments: [
        ("profile", "error: no active layout"),
        ("profile --items 0", "error: an item count must be in 1…1000000, not 0"),
        ("profile --items 1000001", "error: an item count must be in 1…1000000, not 1000001"),
        ("profile --items -5", "error: an item count must be in 1…1000000, not -5"),
        ("profile --items many", "error: an item count must be a whole number, not 'many'"),
        ("profile --frames 0", "error: --frames must be at least 1, not 0"),
        ("profile --frames -3", "error: --frames must be at least 1, not -3"),
        ("profile --repeat 0", "error: --repeat must be in 1…100, not 0"),
        ("profile --velocity 0 inf", "error: VY must be finite, not 'inf'"),
        ("profile --scenario sweep --velocity 0 100", "error: scenario sweep has no fling for --velocity"),
        ("profile --scenario fling --frames 10", "error: scenario fling has no sweep for --frames"),
        ("profile --scenario warp", "error: no scenario 'warp'"),
        ("profile scaling --items 1000", "error: profile scaling needs at least two different item counts"),
        ("profile scaling --items 1000,0", "error: an item count must be in 1…1000000, not 0"),
        ("profile scaling --items 10,20", "error: no active layout"),
        ("profile all", "error: no plugins loaded"),
        ("profile compare", "error: profile needs the name of a saved profile"),
        ("profile compare nothing", "error: no saved profile 'nothing'"),
        ("profile --save a/b", "error: a profile name is letters, digits"),
        ("profile --items 5 --bogus", "error: profile has no option '--bogus'")
    ])
    func refusals(command: String, message: String) {
        let (session, console) = ProfilerTests.session()
        session.execute("items 30; offset 0 100")
        let before = session.view.state
        #expect(session.execute(command) == .failed)
        #expect(console.errors.count == 1, "\(console.errors)")
        #expect(console.errors.first?.hasPrefix(message) == true, "\(console.errors.first ?? "")")
        #expect(console.errors.first?.contains("\n") == false)
        #expect(console.output.isEmpty)
        #expect(session.view.state == before)
    }
}

/// profile compare calls a difference a change only outside the noise of repeated runs.
struct ProfileVerdictTests {
    func numbers(_ runs: [Double]) -> SavedProfile.Numbers {
        var n = SavedProfile.Numbers(calls: 10)
        n.p50 = runs.sorted()[runs.count / 2]
        n.runs = runs
        return n
    }

    @Test func changesAreCalledOnlyBeyondTheNoise() {
        typealias V = ProfileComparison.Verdict
        // Every run now below every saved run: faster; every one above: slower.
        // Five runs a side (p = 2/252 = 0.008 for complete separation by chance).
        #expect(V(saved: numbers([10, 10.5, 11, 11.5, 12]), now: numbers([8, 8.5, 9, 9.2, 9.5])) == .faster)
        #expect(V(saved: numbers([10, 10.5, 11, 11.5, 12]), now: numbers([12.5, 13, 13.5, 14, 15])) == .slower)
        // Overlapping runs: noise, however far the medians (11 vs 13) are apart.
        #expect(V(saved: numbers([10, 10.5, 11, 11.5, 12]), now: numbers([11.8, 13, 13.5, 14, 15])) == .withinNoise)
        // Three runs a side are not enough (complete separation by chance: p = 2/20 = 0.1).
        #expect(V(saved: numbers([10, 11, 12]), now: numbers([8, 9, 9.5])) == .tooFewRuns)
        // One run a side cannot tell a change from noise (the ×1.22 "slower" of one run each).
        #expect(V(saved: numbers([10]), now: numbers([12.2])) == .tooFewRuns)
        #expect(V(saved: SavedProfile.Numbers(calls: 0), now: numbers([1, 2, 3, 4, 5])) == .new)
    }
}
