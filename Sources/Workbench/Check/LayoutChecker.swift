import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import Snapshots
import SessionValues

/// `check`: drives fresh instances of one layout through the sweep CheckDecisions declares
/// (sizes × data shapes scrolled down and back, a fling, target offsets, a rotation, batch
/// updates, 10,000 items unless quick, the rect query's scaling) and collects what broke UIKit's contract.
/// The session's own view and layout never change.
package struct LayoutChecker {
    /// One layout's check.
    package struct Result: Codable, Sendable {
        package var layoutID: String
        package var plugin: String
        package var findings: [CheckFinding]
        /// States the sweep visited (frames shown and questions asked).
        package var states: Int
        package var seconds: Double
        package var scaling: RectQueryScaling.Result?
        /// Scrolls stopped at CheckDecisions.maximumSweepSeconds: the step, then how far it got.
        package var cutScrolls: [String] = []
        /// Steps not run after the layout hung in two (CheckDecisions.hangsBeforeSkipping): why.
        package var skippedSteps: String?
        /// Which delegate the layout ran with, where it offers the app's and a stand-in.
        package var delegate: String?

        package func count(_ severity: CheckSeverity) -> Int { findings.filter { $0.severity == severity }.count }
        /// PLUGIN:ID: what the journal and the front end name a layout's check by.
        package var key: String { LayoutChecker.key(plugin: plugin, id: layoutID) }
    }

    /// What one step of a check found, kept in the journal so a check run again past a trap
    /// takes it from there instead of running the step again.
    package struct StepRecord: Codable, Sendable {
        /// PLUGIN:ID, as `key` (two plugins may declare the same id).
        package var layout: String
        package var index: Int
        package var findings: [CheckFinding]
        package var states: Int
        package var cutScrolls: [String]
        package var seconds: Double
    }

    let target: ProfileTarget
    /// PLUGIN:ID: what the journal and the front end name this check by.
    package var key: String { Self.key(of: target) }
    package static func key(of target: ProfileTarget) -> String { key(plugin: target.library.name, id: target.info.id) }
    static func key(plugin: String, id: String) -> String { "\(plugin):\(id)" }
    /// Told each step of the sweep as it starts, with the share of the steps done (a bar on a
    /// terminal, a line otherwise).
    var progress: (String, Double) -> Void = { _, _ in }
    /// Told the number of each step as it starts: an engine tells its front end, which runs the
    /// check again past a step where the layout trapped.
    var stepStarted: (Int) -> Void = { _ in }
    /// Told each step's record as it ends (the journal keeps it).
    var stepFinished: (StepRecord) -> Void = { _ in }
    /// Steps where the layout trapped (or hung) before, with what the front end said of it: not
    /// run again, each a layout-raised finding.
    var trapped: [Int: String] = [:]
    /// Steps this check finished before a trap ended its engine: taken as recorded.
    var finished: [Int: StepRecord] = [:]
    /// Scrolls over 10,000 items too (`--quick` leaves it out), or `largeCount` (`--items N`).
    var includesLarge = true
    var largeCount = CheckDecisions.largeCount

    package init(
        target: ProfileTarget, includesLarge: Bool = true, largeCount: Int = CheckDecisions.largeCount,
        trapped: [Int: String] = [:], finished: [Int: StepRecord] = [:],
        progress: @escaping (String, Double) -> Void = { _, _ in },
        stepStarted: @escaping (Int) -> Void = { _ in }, stepFinished: @escaping (StepRecord) -> Void = { _ in }
    ) {
        self.target = target
        self.includesLarge = includesLarge
        self.largeCount = largeCount
        self.trapped = trapped
        self.finished = finished
        self.progress = progress
        self.stepStarted = stepStarted
        self.stepFinished = stepFinished
    }

    /// The steps of a check: each size with each data shape, the motions, the updates, the
    /// large scroll and the rect query's scaling.
    static var steps: Int { CheckDecisions.sizes.count * CheckDecisions.shapes.count + 4 }

    package func run() throws -> Result {
        let start = MonotonicClock.now()
        var log = FindingLog()
        var states = 0
        let id = target.info.id
        var index = 0
        var stepName = ""
        var cutScrolls: [String] = []
        // What the running step found; added to the whole at its end.
        var stepLog = FindingLog(), stepStates = 0, stepCuts: [String] = []
        var earlierSeconds = 0.0
        // A layout that hung (ran past the call time limit) in two steps hangs in the rest too, as
        // a rule: each would cost the limit; the steps not run yet are left out, and said so.
        let hangs = trapped.values.filter { $0.contains("ran past the call time limit") }.count
        var skipped = 0
        /// Runs one numbered step of the sweep, unless the layout trapped there before or it
        /// finished before a trap elsewhere, or it hung in two steps before.
        func step(_ name: String, _ state: CheckState, _ body: () throws -> Void) rethrows {
            defer { index += 1 }
            stepName = name
            if let message = trapped[index] {
                log.add(CheckFinding(rule: .layoutRaised, layoutID: id, state: state, detail: message, query: "attrs"))
                return
            }
            if let record = finished[index] {
                log.merge(record.findings)
                states += record.states
                cutScrolls += record.cutScrolls
                earlierSeconds += record.seconds
                return
            }
            if hangs >= CheckDecisions.hangsBeforeSkipping {
                skipped += 1
                return
            }
            progress("\(id): \(name)", Double(index) / Double(Self.steps))
            stepStarted(index)
            (stepLog, stepStates, stepCuts) = (FindingLog(), 0, [])
            let stepStart = MonotonicClock.now()
            try body()
            log.merge(stepLog.findings)
            states += stepStates
            cutScrolls += stepCuts
            stepFinished(
                StepRecord(
                    layout: key, index: index, findings: stepLog.findings, states: stepStates, cutScrolls: stepCuts,
                    seconds: Double(MonotonicClock.now() - stepStart) / 1e9))
        }
        func finish(_ scenario: CheckScenario) {
            scenario.resolveFrameFindings()
            stepStates += scenario.plainFrames + 1
            if scenario.plainFrames >= CheckDecisions.invalidationMinimumFrames,
                Double(scenario.needlessFrames) >= CheckDecisions.invalidationShare * Double(scenario.plainFrames)
            {
                let each = scenario.needlessNanoseconds / UInt64(max(scenario.needlessFrames, 1))
                scenario.file(
                    .invalidatesEveryScroll,
                    "\(scenario.needlessFrames) of \(scenario.plainFrames) scroll frames prepared again and no answer changed; "
                        + "prepare() cost \(ProfilePictures.duration(Double(each))) a frame for nothing", query: "profile")
            }
            stepLog.merge(scenario.log.findings)
            stepCuts += scenario.cutScrolls.map { "\(stepName): \($0)" }
        }
        let portrait = CheckDecisions.sizes[0].size
        for (sizeName, size) in CheckDecisions.sizes {
            for (shapeName, counts) in CheckDecisions.shapes {
                let state = CheckState(size: size, counts: counts)
                try step("\(sizeName), \(shapeName)", state) {
                    let scenario = try CheckScenario(target, state: state)
                    if scenario.started, scenario.sweep(share: CheckDecisions.stepShare, back: true) { scenario.fileUnreachable() }
                    finish(scenario)
                }
            }
        }
        let updatesState = CheckState(size: portrait, counts: CheckUpdate.startCounts)
        try step("fling, target offsets, rotation", updatesState) {
            let motion = try CheckScenario(target, state: updatesState)
            if motion.started, motion.fling(), motion.targets() {
                let allowed = motion.view.state.allowedOffsets
                if motion.frame(to: CGPoint(x: allowed.midX, y: allowed.midY), plain: false), motion.rotate(to: CheckDecisions.sizes[1].size) {
                    motion.resetReached()
                    if motion.sweep(share: CheckDecisions.stepShare, back: false) { motion.fileUnreachable() }
                }
            }
            finish(motion)
        }
        try step("batch updates", updatesState) {
            let updates = try CheckScenario(target, state: updatesState)
            if updates.started { Self.runUpdates(updates) }
            finish(updates)
        }
        var scaling: RectQueryScaling.Result?
        let largeState = CheckState(size: portrait, counts: [largeCount])
        if includesLarge {
            try step("\(largeCount) items", largeState) {
                let large = try CheckScenario(target, state: largeState)
                large.agreementStride = max(1, largeCount / CheckDecisions.largeAgreementItems)
                if large.started, large.sweep(share: CheckDecisions.largeStepShare, back: false) { large.fileUnreachable() }
                finish(large)
            }
        } else {
            index += 1  // the step keeps its number, so a resumed check skips the same steps
        }
        let counts = CheckDecisions.scalingCounts.map(String.init).joined(separator: ", ")
        try step("rect query at \(counts) items", CheckState(size: portrait, counts: [CheckDecisions.scalingCounts.last!])) {
            scaling = try RectQueryScaling.measure(target, size: portrait, log: &stepLog)
        }
        let order = CheckRule.allCases
        let use = (["use", id] + target.parameters.map { "\($0)=" + ScriptLine.word($1) }).joined(separator: " ")
        let findings = log.findings.sorted {
            ($0.severity, order.firstIndex(of: $0.rule)!) < ($1.severity, order.firstIndex(of: $1.rule)!)
        }.map { finding in
            var finding = finding
            finding.use = use
            return finding
        }
        var result = Result(
            layoutID: id, plugin: target.library.name, findings: findings, states: states,
            seconds: earlierSeconds + Double(MonotonicClock.now() - start) / 1e9, scaling: scaling, cutScrolls: cutScrolls)
        if target.info.parameters.contains(where: { $0.name == "delegate" }) {
            let standIn = target.parameters.last(where: { $0.0 == "delegate" })?.1 == DelegateName.standIn
            result.delegate = standIn ? "the stand-in (delegate=stand-in)" : "the app's (delegate=app)"
        }
        if skipped > 0 {
            result.skippedSteps =
                "\(skipped) step\(skipped == 1 ? "" : "s") not run: the layout hung in \(hangs) (after \(CheckDecisions.hangsBeforeSkipping), check moves on)"
        }
        return result
    }

    /// The update steps in order, each followed by a scroll over the new data; a layout error
    /// ends them.
    static func runUpdates(_ scenario: CheckScenario) {
        var data = DataSnapshot.quick(counts: CheckUpdate.startCounts)
        for update in CheckUpdate.sequence {
            let top = scenario.view.state.allowedOffsets.origin
            guard scenario.frame(to: top, plain: false) else { return }
            scenario.state.offset = .zero
            scenario.state.steps += update.commands
            let applied = scenario.attempt("attrs") {
                if let edit = update.edit {
                    var new = data
                    try edit(&new)
                    let changes = SnapshotDiff.diff(from: data, to: new, reloaded: new.reloadedItemIdentifiers)
                    scenario.counts = Session.counts(of: new)
                    try scenario.view.beginBatchUpdate(counts: scenario.counts, items: Session.updateItems(changes))
                    try scenario.instance.finalizeUpdates()
                    new.clearReloadedItems()
                    data = new
                } else {
                    data = DataSnapshot.quick(counts: update.counts)
                    scenario.counts = update.counts
                    try scenario.view.setItemCounts(update.counts)
                }
            }
            guard applied else { return }
            scenario.resetReached()
            guard scenario.sweep(share: CheckDecisions.stepShare, back: false) else { return }
            scenario.fileUnreachable()
        }
    }
}
