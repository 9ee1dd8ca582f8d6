import Foundation
import Testing
@testable import Workbench

/// `layoutbench check`: each rule is found in the small layout that breaks it
/// (Tests/Fixtures/CheckContract, one layout a rule, written as app code is) and in none of the
/// layouts that keep every rule; reproductions reproduce; layout tests hold a layout to it.
@Suite struct CheckTests {
    static let fixtures = Executable.packageRoot + "/Tests/Fixtures/CheckContract"

    /// Each fixture layout and the rule it breaks.
    static let breaking: [String: CheckRule] = [
        "only-first-section": .unreachableItem,
        "wrong-item-query": .queriesDisagree,
        "drifting-cells": .changedWithoutInvalidation,
        "stale-cache": .indexPathOutsideData,
        "doubled-cell": .duplicateElement,
        "non-finite-frame": .invalidFrame,
        "short-content": .outsideContent,
        "overshooting-target": .targetOffsetOutside,
        "uncopied-flow": .uncopiedAttributes,
        "traps-on-empty": .layoutRaised,
        "scan-all": .rectQueryScaling,
        "always-invalidates": .invalidatesEveryScroll,
        "everything-answered": .answersFarOutsideRect,
        "overlapping-rows": .overlappingCells,
        "zero-size-cell": .zeroSizeCell,
        "growing-content": .contentSizeWhileScrolling
    ]
    /// The fixture layouts that keep every rule.
    /// (springy-rows moves its rows with UIKit Dynamics: what its animator changes between two
    /// passes and springs past the content is excused, as help check says.)
    /// (progress-rows prepares on every scroll frame, and what changes is a custom attribute.)
    static let keeping = ["contract-rows", "copied-flow", "springy-rows", "progress-rows"]

    /// One check of every fixture layout, shared by the tests (the plugin builds once).
    static let report = Task { try await Executable.run(["check", "--json", "--quick"], plugins: fixtures) }

    /// The findings of each layout in the report, by layout id.
    static func findings() async throws -> (Executable.Run, [String: [[String: Any]]]) {
        let run = try await report.value
        var byLayout: [String: [[String: Any]]] = [:]
        for layout in run.json.objects("layouts") { byLayout[layout["layout"] as? String ?? ""] = layout.objects("findings") }
        return (run, byLayout)
    }

    @Test func everyRuleIsFoundWhereItIsBrokenAndNowhereElse() async throws {
        #expect(Set(Self.breaking.values) == Set(CheckRule.allCases), "a rule without a fixture that breaks it")
        let (run, findings) = try await Self.findings()
        #expect(Set(findings.keys) == Set(Self.breaking.keys).union(Self.keeping), "\(run.errors)")
        for (layout, rule) in Self.breaking {
            let rules = (findings[layout] ?? []).compactMap { $0["rule"] as? String }
            #expect(rules.contains(rule.rawValue), "\(layout) should break \(rule.rawValue); found \(rules)")
        }
        // Sections 1… never answered, section 0 whole: said as a layout of one section.
        let unreachable = findings["only-first-section"]?.first { $0["rule"] as? String == "unreachable-item" }
        #expect(
            (unreachable?["detail"] as? String)?.hasSuffix("(every item after section 0: the layout lays out section 0 only)") == true,
            "\(unreachable ?? [:])")
        for layout in Self.keeping {
            #expect(findings[layout]?.isEmpty == true, "\(layout) keeps every rule; found \(findings[layout] ?? [])")
        }
        // Device findings: the exit status is 1, and the check still reported every layout.
        #expect(run.status == 1)
        // The trapping layout traps with no sections at each of the three sizes: findings of the
        // check, said once, in its report (no error line each), and the check went on past it each
        // time, without checking again the layouts it had finished (contract-rows comes before
        // traps-on-empty).
        #expect(!run.errors.contains("traps-on-empty trapped in prepare()"), "\(run.errors)")
        #expect(!run.errors.contains("a new engine took over"), "\(run.errors)")
        #expect(run.stdout.contains("traps-on-empty trapped in prepare()"), "\(run.stdout)")
        #expect(run.errors.components(separatedBy: "contract-rows: phone portrait, one item").count == 2, "\(run.errors)")
        // Nor the steps of the trapping layout it had finished: each ran once, though the check
        // ran again after each of the three traps.
        #expect(run.errors.components(separatedBy: "traps-on-empty: phone portrait, one item").count == 2, "\(run.errors)")
        #expect(run.errors.components(separatedBy: "traps-on-empty: tablet, one empty section").count == 2, "\(run.errors)")
    }

    /// Two plugins may declare the same layout id: a check resumed past the first one's trap
    /// checks the second afresh, not with the first one's steps and traps.
    @Test func twoPluginsWithOneIdAreCheckedApart() async throws {
        let folder = Executable.temporaryWorkspace() + "/Twins"
        for (plugin, fixture) in [("Trapping", "TrapsOnEmpty"), ("Narrow", "ZeroSizeCell")] {
            try FileManager.default.createDirectory(atPath: folder + "/" + plugin, withIntermediateDirectories: true)
            let source = try String(contentsOfFile: Self.fixtures + "/\(fixture).swift", encoding: .utf8)
            try source.replacingOccurrences(of: fixture, with: "Twin").write(toFile: folder + "/\(plugin)/Twin.swift", atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(atPath: Self.fixtures + "/RowGeometry.swift", toPath: folder + "/\(plugin)/RowGeometry.swift")
        }
        let run = try await Executable.run(["check", "--json", "--quick"], plugins: folder)
        var rules: [String: [String]] = [:]
        for layout in run.json.objects("layouts") {
            rules[layout["plugin"] as? String ?? ""] = layout.objects("findings").compactMap { $0["rule"] as? String }
        }
        #expect(
            rules["Trapping"]?.contains("layout-raised") == true && rules["Trapping"]?.contains("zero-size-cell") == false,
            "\(rules) \(run.errors)")
        #expect(rules["Narrow"] == ["zero-size-cell"], "\(rules) \(run.errors)")
    }

    /// A scroll slower than the limit stops there and says so, its items not held to
    /// unreachable-item; the check ends. (The limit is lowered to 1 ms so every scroll of
    /// 10,000 items crosses it: 5,000 frames cannot take less.)
    @Test func aSlowScrollStopsAtTheLimitAndSaysSo() async throws {
        let run = try await Executable.run(
            ["check", "contract-rows", "--json"], plugins: Self.fixtures,
            environment: ["LAYOUTBENCH_CHECK_SCROLL_SECONDS": "0.001"])
        let layout = try #require(run.json.objects("layouts").first, "\(run.errors)")
        let stopped = layout["scrollsStopped"] as? [String] ?? []
        #expect(stopped.contains { $0.hasPrefix("10000 items: ") && $0.contains(" of ") && $0.contains(" frames in ") }, "\(stopped)")
        #expect(layout.objects("findings").isEmpty, "\(layout)")
        let text = try await Executable.run(
            ["check", "contract-rows", "--items", "3000"], plugins: Self.fixtures,
            environment: ["LAYOUTBENCH_CHECK_SCROLL_SECONDS": "0.001"])
        #expect(text.stdout.contains("scroll stopped at 0.001 s: 3000 items: "), "\(text.stdout)")
    }

    /// A finding's reproduction, pasted as it is, shows what the finding says.
    @Test func reproductionsReproduce() async throws {
        let (_, findings) = try await Self.findings()
        func finding(_ layout: String, _ rule: CheckRule) throws -> [String: Any] {
            try #require(findings[layout]?.first { $0["rule"] as? String == rule.rawValue })
        }
        func reproduction(_ layout: String, _ rule: CheckRule) throws -> String {
            try #require(try finding(layout, rule)["reproduction"] as? String)
        }
        // The stale cache answers a cell the data no longer has: UIKit raises, the command fails,
        // naming the cell the finding names (the cache made, as in check, after the data and size).
        let staleFinding = try finding("stale-cache", .indexPathOutsideData)
        let detail = try #require(staleFinding["detail"] as? String)
        let cell = try #require(detail.firstRange(of: "a cell at ").map { detail[$0.upperBound...].prefix { $0 != "," } })
        let stale = try await Executable.run(["-c", reproduction("stale-cache", .indexPathOutsideData)], plugins: Self.fixtures)
        #expect(
            stale.status == 1 && stale.errors.contains("returned a cell at \(cell), an index path the data does not have"),
            "\(stale.errors) vs \(detail)")
        // The overshooting target: the view can rest at most at content 20 rows × 100 − 844 =
        // 1156; the layout answers the proposed offset plus 5000.
        let target = try await Executable.run(
            [
                "-c",
                reproduction("overshooting-target", .targetOffsetOutside)
                    + " --json"
            ], plugins: Self.fixtures)
        let answered = target.json.numbers("target")
        #expect(answered.count == 2 && answered[1] >= 5000, "\(target.stdout) \(target.errors)")
        // The wrong item query: the rect query puts cell 0-0 at y 0, the item query 10 lower.
        let item = try await Executable.run(
            ["-c", reproduction("wrong-item-query", .queriesDisagree) + " --json"],
            plugins: Self.fixtures)
        #expect(item.json.object("element").numbers("frame") == [0, 10, 390, 100], "\(item.stdout) \(item.errors)")
    }

    /// The bundled layouts built on the SDK's flow and compositional layouts keep every rule; a
    /// seed's layout has the findings its plugin file says are deliberate (plugins/Table/Plugin.swift).
    @Test func theBundledLayoutsKeepTheRulesOrSayWhyNot() async throws {
        let sdk = [
            "flow", "flow-sized", "flow-tags", "flow-carousel", "comp-grid", "comp-pair", "comp-app", "comp-columns",
            "comp-stairs", "comp-badges", "comp-background", "comp-global", "comp-pinned", "comp-orthogonal",
            "comp-carousel", "list-plain", "list-inset-grouped", "list-sidebar"
        ]
        let run = try await Executable.run(["check", "--quick", "--json"] + sdk + ["table-fast"])
        var rules: [String: [String]] = [:]
        for layout in run.json.objects("layouts") {
            rules[layout["layout"] as? String ?? ""] = layout.objects("findings").compactMap { $0["rule"] as? String }
        }
        #expect(Set(rules.keys) == Set(sdk + ["table-fast"]), "\(run.errors)")
        for id in sdk { #expect(rules[id] == [], "\(id): \(rules[id] ?? [])") }
        #expect(rules["table-fast"] == ["unreachable-item", "layout-raised"])
    }

    /// The layouts `layoutbench new` writes, a user's first layout of each kind, keep every rule.
    @Test func theNewTemplatesKeepEveryRule() async throws {
        let root = Executable.temporaryWorkspace()
        for arguments in [["Shelf"], ["Grid", "--flow"], ["Cards", "--compositional"]] {
            let created = try await Executable.run(["new"] + arguments, plugins: nil, directory: root)
            #expect(created.status == 0, "\(created.errors)")
        }
        let run = try await Executable.run(["check", "--quick", "--json"], plugins: root + "/Layouts", directory: root)
        #expect(run.status == 0, "\(run.errors)")
        let layouts = run.json.objects("layouts")
        #expect(Set(layouts.compactMap { $0["layout"] as? String }) == ["shelf-layout", "grid-layout", "cards-layout"], "\(run.stdout)")
        for layout in layouts { #expect(layout.objects("findings").isEmpty, "\(layout)") }
    }

    /// `expect check clean` and `expect check no device` hold a script (and a layout test) to it.
    @Test func layoutTestsHoldALayoutToTheCheck() async throws {
        let clean = try await Executable.run(["-c", "use contract-rows; check --quick; expect check clean"], plugins: Self.fixtures)
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(clean.stdout.contains("check contract-rows: clean"))
        // No check yet: expect runs one of the active layout (without printing it).
        let broken = try await Executable.run(["-c", "use wrong-item-query; expect check no device"], plugins: Self.fixtures)
        #expect(broken.status == 1)
        #expect(broken.errors.contains("expectation failed: check found") && broken.errors.contains("queries-disagree"), "\(broken.errors)")
        let notes = try await Executable.run(
            ["-c", "use zero-size-cell; check --quick; expect check no device; expect check clean"],
            plugins: Self.fixtures)
        #expect(notes.status == 1)
        #expect(notes.errors.split(separator: "\n").filter { $0.contains("expectation failed") }.count == 1, "\(notes.errors)")
        #expect(notes.errors.contains("zero-size-cell"))
        let refused = try await Executable.run(["-c", "use contract-rows; expect check spotless"], plugins: Self.fixtures)
        #expect(refused.status == 1 && refused.errors.contains("expect check takes clean or no device"), "\(refused.errors)")
    }
}
