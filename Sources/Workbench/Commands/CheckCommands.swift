import Foundation
import HostSupport
import LayoutHost
import PluginBuild

/// check: drives layouts through many states and holds every answer to UIKit's contract
/// (Check/LayoutChecker.swift); `expect check` holds a test to the result.
package enum CheckCommands {
    static let all: [CommandSpec] = [check]

    static let usage = "check [LAYOUT...|all] [--quick|--items N] [--json]"

    /// `--trapped PLUGIN:ID@STEP TEXT`: a step where the layout trapped, sent by the front end
    /// with the check it runs again (EngineClient): a finding, not run again.
    package static let trappedOption = "--trapped"
    /// `--exit-status`: the shell's `layoutbench check`, which fails (exit 1) on a device finding.
    package static let exitStatusOption = "--exit-status"

    static let check = CommandSpec(
        "check", usage: usage,
        summary: "find the bugs a layout will have on a device: every rule of UIKit's contract over sizes, data, scrolls and updates",
        forms: [
            "check [--quick] [--json]    the active layout",
            "check LAYOUT... [--quick] [--json]",
            "check all [--quick] [--json]    every layout of the plugins folder (the bundled ones without --plugins)",
            "check … --quick    without the scroll over 10000 items",
            "check … --items N    that scroll over N items (1…\(ProfileRequest.maximumItems))",
            "  rules, by severity (device: a crash or a wrong screen; performance: dropped frames; note: worth a look):"
        ] + CheckRule.allCases.map { "  \($0.rawValue.padding(toLength: 29, withPad: " ", startingAt: 0)) \($0.severity.rawValue): \($0.summary)" }
            + ["  decided here (UIKit documents none of it):"] + CheckDecisions.helpLines.map { "  " + $0 },
        internalOptions: [trappedOption: 2, exitStatusOption: 0]
    ) { session, args in
        let json = args.flag(.json), quick = args.flag(.quick), exitStatus = args.internalFlag(exitStatusOption)
        var large = CheckDecisions.largeCount
        if let count = try args.option(.items) {
            guard (1...ProfileRequest.maximumItems).contains(count) else {
                throw args.refusal("--items takes a whole number in 1…\(ProfileRequest.maximumItems), not '\(count)'")
            }
            guard !quick else { throw args.refusal("--items sets the scroll --quick leaves out: give one of them") }
            large = count
        }
        var trapped: [String: [Int: String]] = [:]
        for values in args.internalValues[trappedOption] ?? [] {
            guard let at = values[0].lastIndex(of: "@"), let step = Int(values[0][values[0].index(after: at)...]) else {
                throw args.refusal("--trapped takes PLUGIN:ID@STEP and a message, not '\(values[0])'")
            }
            trapped[String(values[0][..<at]), default: [:]][step] = values[1]
        }
        let ids = try args.all(.layout) + (args.has(.all) ? ["all"] : [])
        let journal = CheckJournal(directory: session.copyDirectory, signature: ids + (quick ? ["--quick"] : ["--items", String(large)]))
        let recorded = trapped.isEmpty ? CheckJournal.Recorded() : journal.recorded()
        if trapped.isEmpty { journal.start() }
        let targets = try Self.targets(session, ids, skipping: recorded.unbuilt, unbuilt: journal.recordUnbuilt)
        var results: [LayoutChecker.Result] = []
        for target in targets {
            let key = LayoutChecker.key(of: target)
            // A layout checked to its end before the last trap: its result holds its own traps.
            if let done = recorded.results[key] {
                results.append(done)
                continue
            }
            let started = recorded.started[key] ?? Date()
            if recorded.started[key] == nil { journal.recordStart(key, at: started) }
            let checker = LayoutChecker(
                target: target, includesLarge: !quick, largeCount: large, trapped: trapped[key] ?? [:],
                finished: recorded.steps[key] ?? [:],
                progress: { session.console.progress($0 + "…", fraction: $1) },
                stepStarted: { session.checkStepStarted?(key, $0) },
                stepFinished: { journal.record($0) })
            var result = try checker.run()
            // The time taken, the traps and the engines that took over after them included.
            result.seconds = max(result.seconds, Date().timeIntervalSince(started))
            journal.record(result)
            results.append(result)
        }
        session.lastCheck = results
        session.console.write(json ? CheckReport.json(results).text : CheckReport.render(results, style: session.style))
        let device = results.reduce(0) { $0 + $1.findings.filter { $0.severity == .device }.count }
        if exitStatus, device > 0 {
            throw CommandError("\(device) device finding\(device == 1 ? "" : "s") (the report above): layoutbench check exits 1")
        }
        return .done
    }

    /// The layouts named, `all` of them, or the active one; each with the parameters the user set
    /// when it is the active layout. With `all`, a plugin that does not build is reported (told
    /// to `unbuilt`) and left out, and those in `skipping` (this check's, before a trap) are
    /// left out at once.
    static func targets(
        _ session: Session, _ ids: [String], skipping: Set<String> = [],
        unbuilt: (String) -> Void = { _ in }
    ) throws -> [ProfileTarget] {
        func target(_ library: PluginLibrary, _ info: LayoutInfo) -> ProfileTarget {
            let isActive = session.active.map { $0.library === library && $0.id == info.id } ?? false
            return ProfileTarget(library: library, info: info, parameters: isActive ? session.parameterOverrides : [])
        }
        if ids.isEmpty {
            let layout = try session.requireLayout()
            return [target(layout.library, layout.info)]
        }
        guard ids != ["all"] else {
            let sources = session.catalog.sources()
            let bundled = session.catalog.bundledDirectory.map { $0 + "/" }
            let own = sources.filter { source in bundled.map { !source.folder.hasPrefix($0) } ?? true }
            if own.isEmpty, bundled != nil {
                session.console.error(session.style.dim("note: no plugins folder of yours (no ./Layouts here, no --plugins): checking the bundled layouts"))
            }
            var targets: [ProfileTarget] = []
            for source in own.isEmpty ? sources : own where !skipping.contains(source.name) {
                // A plugin that does not build is reported and left out; the others are checked.
                do {
                    let library = try session.ensureLoaded(plugin: source.name)
                    targets += library.layouts.map { target(library, $0) }
                } catch {
                    session.report(error)
                    unbuilt(source.name)
                }
            }
            guard !targets.isEmpty else { throw CommandError("no layouts in \(session.catalog.pluginsDirectory) to check") }
            return targets
        }
        return try ids.map { id in
            let (library, info) = try session.resolveLayout(id)
            return target(library, info)
        }
    }

    /// `expect check clean` / `expect check no device`: the last check (run now on the active
    /// layout when there is none) has no findings, or none of severity device.
    static func expect(_ session: Session, strict: Bool) throws {
        let results = try session.lastCheck ?? targets(session, []).map { try LayoutChecker(target: $0).run() }
        session.lastCheck = results
        let broken = results.flatMap { result in result.findings.filter { strict || $0.severity == .device } }
        guard let first = broken.first else {
            session.confirm("check: \(strict ? "clean" : "no device findings")")
            return
        }
        throw CommandError(
            "expectation failed: check found \(broken.count) \(strict ? "" : "device ")finding\(broken.count == 1 ? "" : "s"), "
                + "the first \(first.layoutID) \(first.rule.rawValue): \(first.detail)", hint: first.reproduction)
    }
}
