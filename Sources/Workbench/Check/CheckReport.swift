import Foundation
import HostSupport

/// What `check` prints: per layout, its findings grouped by severity, one a line with the
/// reproduction under it; or the same as JSON.
package enum CheckReport {
    package static func render(_ results: [LayoutChecker.Result], style: TerminalStyle) -> String {
        var lines: [String] = []
        for result in results {
            let states = "\(result.states) states, \(String(format: "%.1f", result.seconds)) s"
            if result.findings.isEmpty {
                lines.append(style.green("check \(result.layoutID): clean") + style.dim(" (no findings in \(states))"))
            } else {
                let counts = CheckSeverity.allCases.map { "\(result.count($0)) \($0.rawValue)" }.joined(separator: ", ")
                lines.append(style.bold("check \(result.layoutID): \(counts)") + style.dim(" (\(states))"))
            }
            for severity in CheckSeverity.allCases {
                let findings = result.findings.filter { $0.severity == severity }
                guard !findings.isEmpty else { continue }
                let paint = severity == .device ? style.red : severity == .performance ? style.yellow : style.dim
                lines.append("  " + paint(severity.rawValue))
                for finding in findings {
                    let times = finding.occurrences > 1 ? " (\(finding.occurrences) times)" : ""
                    lines.append("    \(finding.rule.rawValue): \(TerminalText.escaped(finding.detail))\(times)")
                    lines.append(style.dim("      " + TerminalText.escaped(finding.reproduction)))
                }
            }
            if let delegate = result.delegate { lines.append(style.dim("  delegate: " + delegate)) }
            if let skipped = result.skippedSteps { lines.append(style.dim("  " + skipped)) }
            for cut in result.cutScrolls {
                lines.append(style.dim("  scroll stopped at \(CheckDecisions.maximumSweepText): \(TerminalText.escaped(cut))"))
            }
            if let scaling = result.scaling {
                let points = scaling.points.map { "\(ProfilePictures.duration($0.nanoseconds)) at \($0.items)" }.joined(separator: ", ")
                let exponent = scaling.exponent.map { String(format: "%.2f", $0) } ?? "unknown"
                lines.append(style.dim("  rect query: \(points) items (exponent \(exponent))"))
            }
        }
        if results.count > 1 {
            let device = results.reduce(0) { $0 + $1.count(.device) }
            let clean = results.filter { $0.findings.isEmpty }.count
            lines.append("\(results.count) layouts: \(clean) clean, \(device) device findings in all")
        }
        return lines.joined(separator: "\n")
    }

    package static func json(_ results: [LayoutChecker.Result]) -> JSONValue {
        .object([("layouts", .array(results.map(json)))])
    }

    static func json(_ result: LayoutChecker.Result) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("layout", .string(result.layoutID)),
            ("plugin", .string(result.plugin)),
            ("counts", .object(CheckSeverity.allCases.map { ($0.rawValue, .int(result.count($0))) })),
            ("findings", .array(result.findings.map(json))),
            ("states", .int(result.states)),
            ("seconds", .number((result.seconds * 1000).rounded() / 1000))
        ]
        if !result.cutScrolls.isEmpty { members.append(("scrollsStopped", .array(result.cutScrolls.map { .string($0) }))) }
        if let skipped = result.skippedSteps { members.append(("stepsSkipped", .string(skipped))) }
        if let delegate = result.delegate { members.append(("delegate", .string(delegate))) }
        if let scaling = result.scaling {
            members.append(
                (
                    "rectQuery",
                    .object([
                        ("points", .array(scaling.points.map { .object([("items", .int($0.items)), ("nanoseconds", .number($0.nanoseconds.rounded()))]) })),
                        ("exponent", scaling.exponent.map { .number(($0 * 1000).rounded() / 1000) } ?? .null)
                    ])
                ))
        }
        return .object(members)
    }

    static func json(_ finding: CheckFinding) -> JSONValue {
        let state = finding.state
        return .object([
            ("rule", .string(finding.rule.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("detail", .string(finding.detail)),
            ("occurrences", .int(finding.occurrences)),
            (
                "state",
                .object([
                    ("size", .numbers([state.size.width, state.size.height])),
                    ("counts", .array(state.counts.map { .int($0) })),
                    ("steps", .array(state.steps.map { .string($0) })),
                    ("offset", .numbers([state.offset.x, state.offset.y]))
                ])
            ),
            ("reproduction", .string(finding.reproduction))
        ])
    }
}
