import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import SessionValues

/// One fresh instance of the layout in one fresh collection view, driven through the steps of
/// `check` (scrolls, a fling, a rotation, updates); every answer of a pass is held to UIKit's
/// contract as it arrives (CheckScenario+Answers.swift). A layout error ends the scenario,
/// filed under the rule it broke.
final class CheckScenario {
    let view = SimulatedCollectionView()
    let instance: LayoutInstance
    var state: CheckState
    var log = FindingLog()
    let counter = CheckCallCounter()
    /// The data's item counts, which reachability is held to.
    var counts: [Int]

    // What the answers since the last prepare() said, by element.
    var generation: [LayoutElement.Key: LayoutElement] = [:]
    /// Elements whose item (or view) query agreed since the last prepare().
    var verified: Set<LayoutElement.Key> = []
    /// Only every n-th item of a section is held to its item query (the large shape); 1 for all.
    var agreementStride = 1
    var preparesSeen = 0
    /// The previous answer's elements, whatever prepared in between (needless invalidation).
    var previous: [LayoutElement.Key: LayoutElement] = [:]
    /// Whether an answer of the running frame differed from the one before it.
    var answerChanged = false
    /// Cells some rect query answered inside its rect.
    var reached: Set<ItemPosition> = []
    /// Sections that scroll sideways (as of the last prepare()): their items are reached and
    /// placed by their own offsets, and their visible-items handlers change them on every pass.
    var orthogonal: Set<Int> = []

    /// Whether the last scroll's steps were all smaller than a screen (and it was not cut short).
    var sweptEveryScreen = true
    /// Scrolls stopped at CheckDecisions.maximumSweepSeconds, in words.
    var cutScrolls: [String] = []
    /// Findings of the running display frame that a UIKit Dynamics animator stepping in it
    /// excuses (changed-without-invalidation, outside-content, overlapping-cells), filed or dropped by
    /// resolveFrameFindings() when the frame ends (or the scenario, for answers outside frames).
    var unresolved: [(rule: CheckRule, detail: String)] = []
    /// Whether a UIKit Dynamics animator moved items since reachability was last reset: its
    /// items spring away from their resting frames, so unreachable-item is not decided.
    var dynamicsMoved = false
    // Plain scroll frames, and those that prepared again with no change in the answers.
    var plainFrames = 0
    var needlessFrames = 0
    var needlessNanoseconds: UInt64 = 0

    /// Whether the layout made its first pass; a scenario whose layout failed there is over.
    private(set) var started = false

    /// A fresh instance of `target` at `state`'s size and data, its first pass run (a failure
    /// there is filed in `log` and leaves `started` false); without `observing`, answers are not
    /// inspected (timing).
    init(_ target: ProfileTarget, state: CheckState, observing: Bool = true) throws {
        self.state = state
        self.counts = state.counts
        instance = try LayoutInstance(library: target.library, info: target.info)
        instance.callbacks.log = { _ in }
        instance.callbacks.warning = { [unowned self] message in
            guard message.contains("cached frame mismatch") else { return }
            self.file(.uncopiedAttributes, message, query: "attrs")
        }
        instance.recorder = counter
        if observing {
            view.answerObserver = { [unowned self] rect, elements in self.inspect(rect, elements) }
            // For the view's life: the scenario owns its view.
            view.addFrameObserver(DisplayFrameObserver { [unowned self] _ in self.resolveFrameFindings() })
        }
        started = attempt("attrs") {
            for (name, value) in target.parameters { try instance.setParameter(name, value) }
            try view.setBounds(CGRect(origin: .zero, size: state.size))
            try view.setItemCounts(state.counts)
            try view.setLayout(instance)
        }
    }

    var id: String { instance.id }
    var interval: Double { 1000 / Double(max(view.state.fps, 1)) }

    /// Runs `body`; a failure is filed under the rule the layout broke and ends the scenario.
    func attempt(_ query: String, _ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch let error as LayoutCallError {
            let rule: CheckRule
            switch error.contract {
            case .cellOutsideData: rule = .indexPathOutsideData
            case .supplementaryChanged: rule = .changedWithoutInvalidation
            case .nonFiniteGeometry: rule = .invalidFrame
            case .nonFiniteTarget: rule = .targetOffsetOutside
            case .other: rule = .layoutRaised
            }
            file(rule, error.description, query: query)
        } catch {
            file(.layoutRaised, "\(error)", query: query)
        }
        return false
    }

    /// Files what the answers of the frame that ended broke, unless a UIKit Dynamics animator
    /// stepped in it: UIKit's animator invalidates the layout on each step, so what it changed between
    /// (updateItem(usingCurrentState:) in a bounds change) shows on the next pass, and its items
    /// spring past their resting frames for a moment (help check).
    func resolveFrameFindings() {
        defer { unresolved = [] }
        guard !view.dynamicsRunning else {
            dynamicsMoved = true
            return
        }
        for (rule, detail) in unresolved { file(rule, detail) }
    }

    /// Files a finding at the current state.
    func file(_ rule: CheckRule, _ detail: String, query: String = "attrs", occurrences: Int = 1) {
        var finding = CheckFinding(rule: rule, layoutID: id, state: state, detail: detail, query: query)
        finding.occurrences = occurrences
        log.add(finding)
    }

    // MARK: - Motion

    /// One display frame that moves the offset to `offset`; a plain scroll frame counts toward
    /// the needless-invalidation and moving-content-size rules.
    func frame(to offset: CGPoint, plain: Bool) -> Bool {
        let prepares = counter.prepares, spent = counter.prepareNanoseconds, size = view.state.contentSize
        answerChanged = false
        // What the frame breaks is filed at the offset it moves to.
        state.offset = offset
        let shown = attempt("attrs") {
            try view.displayFrame(milliseconds: interval) { try view.setContentOffset(offset) }
        }
        state.offset = view.state.contentOffset
        guard shown, plain else { return shown }
        plainFrames += 1
        if counter.prepares > prepares, !answerChanged {
            needlessFrames += 1
            needlessNanoseconds &+= counter.prepareNanoseconds - spent
        }
        if view.state.contentSize != size {
            let short = NumberText.short as (CGFloat) -> String
            file(
                .contentSizeWhileScrolling,
                "collectionViewContentSize went from \(short(size.width))x\(short(size.height)) to "
                    + "\(short(view.state.contentSize.width))x\(short(view.state.contentSize.height)) on a scroll frame", query: "state")
        }
        return true
    }

    /// The offsets of a scroll over the whole content in steps of `share` of the view: along
    /// each axis that scrolls, snaking over a grid when both do and the grid is small.
    func sweepOffsets(share: CGFloat) -> [CGPoint] {
        let allowed = view.state.allowedOffsets, size = view.state.size
        func stops(_ low: CGFloat, _ high: CGFloat, _ step: CGFloat) -> [CGFloat] {
            guard high > low, step > 0 else { return [low] }
            var values = [low], at = low
            while at + step < high {
                at += step
                values.append(at)
            }
            values.append(high)
            return values
        }
        let limit = CGFloat(CheckDecisions.maximumSweepFrames)
        let stepX = max(size.width * share, allowed.width / limit), stepY = max(size.height * share, allowed.height / limit)
        sweptEveryScreen = stepX <= size.width * share && stepY <= size.height * share
        let xs = stops(allowed.minX, allowed.maxX, stepX)
        let ys = stops(allowed.minY, allowed.maxY, stepY)
        if xs.count * ys.count <= CheckDecisions.maximumSweepFrames {
            return ys.enumerated().flatMap { row, y in (row % 2 == 0 ? xs : xs.reversed()).map { CGPoint(x: $0, y: y) } }
        }
        return ys.map { CGPoint(x: allowed.minX, y: $0) } + xs.dropFirst().map { CGPoint(x: $0, y: allowed.minY) }
    }

    /// Scrolls over the whole content and, with `back`, back to the start; false when the layout
    /// failed. A scroll still going after CheckDecisions.maximumSweepSeconds stops there (its
    /// items are then not held to unreachable-item), so a slow layout's check ends.
    func sweep(share: CGFloat, back: Bool) -> Bool {
        let forward = sweepOffsets(share: share)
        let offsets = back ? forward + forward.reversed().dropFirst() : forward
        let start = MonotonicClock.now()
        for (index, offset) in offsets.enumerated() {
            guard frame(to: offset, plain: true) else { return false }
            let seconds = Double(MonotonicClock.now() - start) / 1e9
            if seconds > CheckDecisions.maximumSweepSeconds, index + 1 < offsets.count {
                sweptEveryScreen = false
                cutScrolls.append(
                    "\(index + 1) of \(offsets.count) frames in \(ProfilePictures.duration(seconds * 1e9)) "
                        + "(\(ProfilePictures.duration(seconds * 1e9 / Double(index + 1))) a frame)")
                return true
            }
        }
        return true
    }

    /// A fling from the start along the scroll axis, played frame by frame as the scroll view
    /// decelerates to the layout's target.
    func fling() -> Bool {
        let allowed = view.state.allowedOffsets
        guard frame(to: CGPoint(x: allowed.minX, y: allowed.minY), plain: false) else { return false }
        let horizontal = allowed.height <= 0 && allowed.width > 0
        let speed = CheckDecisions.flingVelocity / 1000
        state.steps.append("velocity \(horizontal ? Int(CheckDecisions.flingVelocity) : 0) \(horizontal ? 0 : Int(CheckDecisions.flingVelocity))")
        let flung = attempt("fling") {
            _ = try ScrollDriver(view: view).fling(velocity: horizontal ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed))
        }
        state.steps.removeLast()
        state.offset = view.state.contentOffset
        return flung
    }

    /// Asks targetContentOffset(forProposedContentOffset:withScrollingVelocity:) at offsets over
    /// the scrollable range, still and flung both ways, and without a velocity (after updates).
    func targets() -> Bool {
        let allowed = view.state.allowedOffsets
        let horizontal = allowed.height <= 0 && allowed.width > 0
        let tolerance = CheckDecisions.offsetTolerance
        let range = allowed.insetBy(dx: -tolerance, dy: -tolerance)
        for share in [0, 0.25, 0.5, 0.75, 1] as [CGFloat] {
            let proposed = CGPoint(
                x: view.state.pixelAligned(allowed.minX + allowed.width * share),
                y: view.state.pixelAligned(allowed.minY + allowed.height * share))
            for speed in [nil, 0, 2, -2] as [CGFloat?] {
                let velocity = speed.map { horizontal ? CGPoint(x: $0, y: 0) : CGPoint(x: 0, y: $0) }
                let query = velocity.map { "velocity \(NumberText.short($0.x * 1000)) \(NumberText.short($0.y * 1000)); target" } ?? "target"
                state.offset = proposed
                var answer = CGPoint.zero
                guard attempt(query, { answer = try instance.targetContentOffset(proposed: proposed, velocity: velocity) }) else { return false }
                if !range.contains(answer) {
                    let short = NumberText.short as (CGFloat) -> String
                    file(
                        .targetOffsetOutside,
                        "proposed \(short(proposed.x)) \(short(proposed.y))\(velocity.map { " at \(short($0.x * 1000)) \(short($0.y * 1000)) pt/s" } ?? ""), "
                            + "answered \(short(answer.x)) \(short(answer.y)); the offsets it can rest at are x \(short(allowed.minX))…\(short(allowed.maxX)), "
                            + "y \(short(allowed.minY))…\(short(allowed.maxY))", query: query)
                }
            }
        }
        return true
    }

    /// A rotation: the bounds change to `size` inside an animation, as UIKit rotates.
    func rotate(to size: CGSize) -> Bool {
        let short = NumberText.short as (CGFloat) -> String
        if state.offset != .zero { state.steps.append("offset \(short(state.offset.x)) \(short(state.offset.y))") }
        state.steps.append("size \(short(size.width))x\(short(size.height)) --animated")
        let rotated = attempt("attrs") { _ = try view.setBoundsAnimated(CGRect(origin: view.state.contentOffset, size: size)) }
        state.offset = view.state.contentOffset
        return rotated
    }

    /// Starts reachability afresh (new data, a new size): only the answer on screen counts yet.
    func resetReached() {
        reached = []
        dynamicsMoved = false
        guard let (region, elements) = view.lastAnswer else { return }
        for element in elements where element.category == .cell && Self.untransformed(element).intersects(region) {
            reached.insert(ItemPosition(section: element.section, item: element.item))
        }
    }

    /// The items no rect query answered since `reached` was last cleared, filed as unreachable
    /// (unless the last scroll had to take steps larger than a screen).
    func fileUnreachable() {
        resolveFrameFindings()
        guard sweptEveryScreen, !dynamicsMoved else { return }
        var missing: [ItemPosition] = []
        for (section, count) in counts.enumerated() where !orthogonal.contains(section) {
            for item in 0..<count where !reached.contains(ItemPosition(section: section, item: item)) {
                missing.append(ItemPosition(section: section, item: item))
            }
        }
        guard let first = missing.first else { return }
        // Every item but section 0's, and all of those: a layout written for one section.
        let others = counts.dropFirst().reduce(0, +)
        let onlyFirst = counts.count > 1 && missing.count == others && missing.allSatisfy { $0.section > 0 }
        let saved = state.offset
        state.offset = .zero
        file(
            .unreachableItem,
            "\(missing.count) of \(counts.reduce(0, +)) items never answered by a rect query over the whole scroll, the first "
                + "\(first.section)-\(first.item)" + (onlyFirst ? " (every item after section 0: the layout lays out section 0 only)" : ""),
            query: "attrs all")
        state.offset = saved
    }
}
