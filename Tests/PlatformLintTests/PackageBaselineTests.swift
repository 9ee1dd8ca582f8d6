import Foundation
import PlatformLint
import Testing

/// The package itself, linted, held to baseline.txt: the findings known when the lint came, one
/// a line (`path:line: rule: message`). A ratchet: a finding not in the baseline fails, and so
/// does a baseline line no longer found (take it out; the baseline only shrinks). Findings are
/// matched by path, rule and message, not line, so edits that move lines do not fail it.
/// `PLATFORM_LINT_WRITE_BASELINE=1 swift test --filter thePackageIsClean` rewrites the file.
///
/// When the lint came (before Sources/HostSystem existed), the baseline held 125 findings:
/// R1 11, R2 71, R3 6, R4 12, R5 23, R6 2.
struct PackageBaselineTests {
    static let here = URL(fileURLWithPath: #filePath)
    static let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let baselineFile = here.deletingLastPathComponent().appendingPathComponent("baseline.txt")

    /// `path: rule: message` of a baseline line (its line number dropped).
    static func key(ofLine line: Substring) -> String? {
        let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, Int(parts[1]) != nil else { return nil }
        return "\(parts[0]):\(parts[2])"
    }

    @Test func thePackageIsClean() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let findings = PlatformLint.lint(packageRoot: Self.packageRoot)
        let took = clock.now - start
        if ProcessInfo.processInfo.environment["PLATFORM_LINT_WRITE_BASELINE"] != nil {
            try findings.map { "\($0)\n" }.joined().write(to: Self.baselineFile, atomically: true, encoding: .utf8)
        }
        let lines = try String(contentsOf: Self.baselineFile, encoding: .utf8).split(separator: "\n")
        var known: [String: [Substring]] = [:]
        for line in lines {
            let key = try #require(Self.key(ofLine: line), "baseline.txt: not `path:line: rule: message`: \(line)")
            known[key, default: []].append(line)
        }
        var new: [Finding] = []
        for finding in findings {
            if known[finding.key]?.popLast() == nil { new.append(finding) }
        }
        for finding in new {
            Issue.record("new platform finding (fix it; see Rule \(finding.rule.rawValue): \(finding.rule.summary)): \(finding)")
        }
        for line in known.values.joined().sorted() {
            Issue.record("fixed, so take it out of Tests/PlatformLintTests/baseline.txt: \(line)")
        }
        let counts = Dictionary(grouping: findings, by: \.rule).mapValues(\.count)
        print("PlatformLint: \(findings.count) findings in \(took); " + Rule.allCases.map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", "))
    }

    @Test func baselineLinesReadAsFindingsDo() {
        let finding = Finding(path: "Sources/A/B.swift", line: 12, column: 3, rule: .r2, message: "`x`: y: z")
        #expect(Self.key(ofLine: Substring(finding.description)) == finding.key)
    }
}
