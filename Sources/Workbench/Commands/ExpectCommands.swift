import Foundation
import LayoutHost
import HostSupport

/// expect: holds the last profile to a budget, failing the command (and so a test script) when
/// it is broken: `expect frames-over-budget 0`, `expect query-p99-us < 50`.
enum ExpectCommands {
    static let all: [CommandSpec] = [expect]

    /// What `expect` can check, each read from the last profile.
    static let metrics: [(name: String, summary: String, read: @Sendable (Profile) -> Double)] = [
        ("frames-over-budget", "frames whose layout work exceeded the frame budget", { Double($0.framesOverBudget) }),
        ("hitch-ratio", "hitch time ratio, ms of lateness per s of scrolling", { $0.hitchRatio }),
        ("frame-p50-us", "the layout's time a frame, median, µs", { Double($0.frameLayout.p50) / 1000 }),
        ("frame-p99-us", "the layout's time a frame, 99th percentile, µs", { Double($0.frameLayout.p99) / 1000 }),
        ("query-p50-us", "layoutAttributesForElements(in:), median, µs", { Double($0.statistics(.layoutAttributesForElements).p50) / 1000 }),
        ("query-p99-us", "layoutAttributesForElements(in:), 99th percentile, µs", { Double($0.statistics(.layoutAttributesForElements).p99) / 1000 }),
        ("prepare-p99-us", "prepare(), 99th percentile, µs", { Double($0.statistics(.prepare).p99) / 1000 }),
        ("host-p50-us", "the host's time a frame, median, µs", { Double($0.frameHost.p50) / 1000 })
    ]

    static let comparisons: [(WordKey, @Sendable (Double, Double) -> Bool)] = [
        (.less, { $0 < $1 }), (.lessOrEqual, { $0 <= $1 }), (.equals, { $0 == $1 }), (.equalsTwice, { $0 == $1 }),
        (.greaterOrEqual, { $0 >= $1 }), (.greater, { $0 > $1 })
    ]

    static let expect = CommandSpec(
        "expect", usage: "expect METRIC [<|<=|=|==|>=|>] VALUE",
        summary: "hold the last profile to a budget, or the last check to its findings; fails the command (and a test) when broken",
        forms: ["expect METRIC [<|<=|=|==|>=|>] VALUE     (= when no comparison is given)"]
            + metrics.map { "  \($0.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \($0.summary)" }
            + [
                "expect check clean     the last check (or one of the active layout now) found nothing",
                "expect check no device     … found nothing of severity device"
            ]
    ) { session, args in
        if args.has(.check) {
            try CheckCommands.expect(session, strict: args.has(.clean))
            return .done
        }
        let name = try args.require(.metric)
        let op = comparisons.first { args.has($0.0) }?.0.word ?? "="
        if name == "check" {
            let rest = (op == "=" && !args.has(.equals) ? [] : [op]) + (try args.all(.valueText))
            throw CommandError(
                "expect check takes clean or no device, not '\(rest.joined(separator: " "))'",
                hint: "expect check clean | expect check no device")
        }
        guard let metric = metrics.first(where: { $0.name == name }) else {
            throw CommandError("no metric '\(name)'", hint: "metrics: " + metrics.map(\.name).joined(separator: ", "))
        }
        let value = try args.require(.value)
        guard let profile = session.lastProfile else {
            throw CommandError("no profile to check", hint: "run profile first")
        }
        let actual = metric.read(profile)
        let holds = comparisons.first { $0.0.word == op }!.1(actual, value)
        let shown = NumberText.short(CGFloat(actual)), budget = Baseline.format(value, precision: 1e-9)
        guard holds else {
            throw CommandError("expectation failed: \(name) is \(shown), not \(op) \(budget)")
        }
        session.confirm("\(name) \(shown) \(op) \(budget)")
        return .done
    }
}
