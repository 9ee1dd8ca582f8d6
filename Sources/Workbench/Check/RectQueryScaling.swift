import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import SessionValues

/// The rect-query-scaling rule of `check`: layoutAttributesForElements(in:) for one screen in
/// the middle of the content, timed at each of CheckDecisions.scalingCounts items; the exponent
/// of a least-squares fit of log(cost) on log(items) says whether the cost grows with the data.
/// The same answers say whether it holds many elements far outside the rect.
package enum RectQueryScaling {
    /// Items and the median query cost there, in nanoseconds.
    package struct Point: Codable, Sendable {
        package var items: Int
        package var nanoseconds: Double
    }

    package struct Result: Codable, Sendable {
        package var points: [Point]
        package var exponent: Double?

        /// The cost at the most items as a share of the frame budget.
        package var budgetShare: Double {
            (points.last?.nanoseconds ?? 0) / (1e9 / CheckDecisions.budgetHz)
        }
    }

    static func measure(_ target: ProfileTarget, size: CGSize, log: inout FindingLog) throws -> Result? {
        var points: [Point] = []
        for count in CheckDecisions.scalingCounts {
            let state = CheckState(size: size, counts: [count])
            let scenario = try CheckScenario(target, state: state, observing: false)
            defer { log.merge(scenario.log.findings) }
            guard scenario.started else { return nil }
            let allowed = scenario.view.state.allowedOffsets
            let middle = CGRect(origin: CGPoint(x: allowed.midX, y: allowed.midY), size: scenario.view.state.size)
            scenario.state.offset = middle.origin
            var samples: [UInt64] = []
            let measured = scenario.attempt("profile scaling") {
                let answer = try scenario.instance.elements(in: middle)
                let near = CheckDecisions.nearby(middle)
                let far = answer.filter { !CheckScenario.untransformed($0).intersects(near) }.count
                if CheckDecisions.manyFarOutside(far, of: answer.count) {
                    scenario.file(
                        .answersFarOutsideRect,
                        "\(far) of \(answer.count) elements in the answer for one screen at \(CheckScenario.text(middle)) "
                            + "lie farther from it than its own size", query: "attrs rect \(CheckScenario.text(middle)) --limit 20")
                }
                let began = MonotonicClock.now()
                for _ in 0..<CheckDecisions.scalingRepeats {
                    let start = MonotonicClock.now()
                    _ = try scenario.instance.elements(in: middle)
                    samples.append(MonotonicClock.now() - start)
                    if samples.count >= 3, Double(MonotonicClock.now() - began) / 1e9 > CheckDecisions.scalingSeconds { break }
                }
            }
            guard measured else { return nil }
            samples.sort()
            points.append(Point(items: count, nanoseconds: Double(samples[samples.count / 2])))
        }
        let exponent = ScalingFit.exponent(items: points.map { Double($0.items) }, costs: points.map(\.nanoseconds))
        let result = Result(points: points, exponent: exponent)
        if let exponent, exponent > CheckDecisions.scalingExponentLimit, let first = points.first, let last = points.last {
            let counts = CheckDecisions.scalingCounts.map(String.init).joined(separator: ",")
            let detail =
                "the rect query costs \(ProfilePictures.duration(first.nanoseconds)) at \(first.items) items and "
                + "\(ProfilePictures.duration(last.nanoseconds)) at \(last.items) (exponent \(String(format: "%.2f", exponent))): "
                + "\(Int((result.budgetShare * 100).rounded())) % of the \(ProfilePictures.trimmed(1000 / CheckDecisions.budgetHz, 1)) ms "
                + "frame budget at \(Int(CheckDecisions.budgetHz)) Hz"
            log.add(
                CheckFinding(
                    rule: .rectQueryScaling, layoutID: target.info.id, state: CheckState(size: size, counts: [last.items]),
                    detail: detail, query: "profile scaling --items \(counts)"))
        }
        return result
    }
}
