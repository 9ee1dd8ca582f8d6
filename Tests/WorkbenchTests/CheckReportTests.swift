import Foundation
import Testing
@testable import Workbench

/// What `check` prints and pastes: reproductions are REPL commands in the order that
/// makes the state, findings keep the first state a rule broke in, the report groups by severity.
struct CheckReportTests {
    @Test func aReproductionIsTheCommandsThatMakeTheState() {
        var state = CheckState(size: CGSize(width: 844, height: 390), counts: [5, 0, 12])
        state.offset = CGPoint(x: 0, y: 1200)
        #expect(state.reproduction() == "items 5 0 12; size 844x390; offset 0 1200; attrs")
        state.steps = ["snapshot delete-items S0-1", "apply"]
        #expect(state.reproduction("item 2 3") == "items 5 0 12; size 844x390; snapshot delete-items S0-1; apply; offset 0 1200; item 2 3")
        // The layout is made active after the data and size, with its parameters, as check does.
        #expect(
            state.reproduction("attrs", use: "use grid columns=3")
                == "items 5 0 12; size 844x390; use grid columns=3; snapshot delete-items S0-1; apply; offset 0 1200; attrs")
        // No sections at all is its own command.
        #expect(CheckState(size: CGSize(width: 390, height: 844), counts: []).reproduction() == "items none; size 390x844; offset 0 0; attrs")
    }

    @Test func aRuleKeepsItsFirstStateAndCountsTheRest() {
        var log = FindingLog()
        let first = CheckState(size: CGSize(width: 390, height: 844), counts: [1])
        let later = CheckState(size: CGSize(width: 844, height: 390), counts: [1])
        log.add(CheckFinding(rule: .zeroSizeCell, layoutID: "x", state: first, detail: "first", query: "attrs"))
        log.add(CheckFinding(rule: .duplicateElement, layoutID: "x", state: later, detail: "other", query: "attrs"))
        log.add(CheckFinding(rule: .zeroSizeCell, layoutID: "x", state: later, detail: "again", query: "attrs"))
        #expect(log.findings.map(\.rule) == [.zeroSizeCell, .duplicateElement])
        #expect(log.findings[0].detail == "first" && log.findings[0].state == first && log.findings[0].occurrences == 2)
    }

    @Test func theReportGroupsBySeverityWithTheReproductionUnderEach() {
        let state = CheckState(size: CGSize(width: 390, height: 844), counts: [3])
        let findings = [
            CheckFinding(rule: .queriesDisagree, layoutID: "grid", state: state, detail: "cell 0-1 differs", query: "item 0 1"),
            CheckFinding(rule: .overlappingCells, layoutID: "grid", state: state, detail: "cells overlap", query: "attrs")
        ]
        let results = [
            LayoutChecker.Result(layoutID: "grid", plugin: "Grid", findings: findings, states: 12, seconds: 0.3, scaling: nil),
            LayoutChecker.Result(layoutID: "rows", plugin: "Rows", findings: [], states: 40, seconds: 0.5, scaling: nil)
        ]
        let lines = CheckReport.render(results, style: TerminalStyle(colors: false)).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "check grid: 1 device, 0 performance, 1 note (12 states, 0.3 s)",
                "  device",
                "    queries-disagree: cell 0-1 differs",
                "      items 3; size 390x844; offset 0 0; item 0 1",
                "  note",
                "    overlapping-cells: cells overlap",
                "      items 3; size 390x844; offset 0 0; attrs",
                "check rows: clean (no findings in 40 states, 0.5 s)",
                "2 layouts: 1 clean, 1 device findings in all"
            ])
        let document = CheckReport.json(results).text
        let decoded = try? JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
        let layouts = decoded?["layouts"] as? [[String: Any]]
        #expect(layouts?.count == 2)
        #expect((layouts?.first?["counts"] as? [String: Int]) == ["device": 1, "performance": 0, "note": 1])
        #expect(
            ((layouts?.first?["findings"] as? [[String: Any]])?.first?["reproduction"] as? String)
                == "items 3; size 390x844; offset 0 0; item 0 1")
    }
}
