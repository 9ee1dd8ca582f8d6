import CollectionLayout
import Foundation
import LayoutHost
import HostSupport
import SessionValues

/// profile, profile all, profile scaling, profile compare, profile scenarios: what a layout
/// costs per frame while a user scrolls.
enum ProfileCommands {
    static let all: [CommandSpec] = [profile]

    static let usage =
        "profile [all|scaling|compare NAME|scenarios] [--scenario S] [--frames N] [--items N] [--velocity VX VY] [--repeat R] [--release] [--save NAME] [--json] [--svg FILE]"

    /// The most item counts one `profile scaling` measures.
    static let maximumScalingCounts = 12

    static let profile = CommandSpec(
        "profile", usage: usage,
        summary: "timing profile of the active layout while scrolling: per phase, per frame, hitches; all, scaling, compare",
        forms: [
            usage,
            "limits: --items 1…\(ProfileRequest.maximumItems) (scaling: at most \(maximumScalingCounts) counts), --frames 1…100000, --repeat 1…100"
        ],
        describing: ["NAME": "the name of a saved profile", "--velocity": "VX"]
    ) { session, args in
        if args.has(.all) {
            try profileAll(session, args)
        } else if args.has(.scaling) {
            try scaling(session, args)
        } else if args.has(.compare) {
            try compare(session, args)
        } else if args.has(.scenarios) {
            try scenarios(session, args)
        } else {
            try profileActive(session, args)
        }
        return .done
    }

    // MARK: - Options

    struct Options {
        var request = ProfileRequest()
        var json = false
        var release = false
        /// Where to write the profile's chart as SVG.
        var svg: String?
    }

    /// The options every profile command shares; `scaling` reads --items as a list.
    static func options(_ session: Session, _ args: MatchedArguments, scaling: Bool = false) throws -> (Options, [Int]) {
        var options = Options()
        let fail = args.refusal
        options.json = args.flag(.json)
        options.release = args.flag(.release)
        options.svg = try args.option(.svg)
        if scaling {
            options.request.scenario = ProfileScenario.named("sweep")!
            options.request.sweepFrames = 60
            options.request.repeats = 3
            options.request.warmUp = true
        }
        if let name = try args.option(.scenario) {
            guard let scenario = ProfileScenario.named(name) else {
                throw CommandError("no scenario '\(name)'", hint: "scenarios: \(ProfileScenario.all.map(\.name).joined(separator: ", "))")
            }
            options.request.scenario = scenario
        }
        if let frames = try args.option(.frames) {
            guard frames > 0 else { throw fail("--frames must be at least 1, not \(frames)") }
            guard frames <= 100_000 else { throw fail("--frames must be at most 100000, not \(frames)") }
            guard options.request.scenario.hasSweep else {
                throw fail("scenario \(options.request.scenario.name) has no sweep for --frames")
            }
            options.request.sweepFrames = frames
        }
        var counts: [Int] = []
        if let text = try args.option(.itemCounts) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard scaling || parts.count == 1 else { throw fail("--items takes one count here (profile scaling takes N,N,N)") }
            guard parts.count <= maximumScalingCounts else { throw fail("--items takes at most \(maximumScalingCounts) counts") }
            for part in parts {
                guard let count = Int(part) else { throw fail("an item count must be a whole number, not '\(part)'") }
                guard (1...ProfileRequest.maximumItems).contains(count) else {
                    throw fail("an item count must be in 1…\(ProfileRequest.maximumItems), not \(count)")
                }
                counts.append(count)
            }
            if !scaling { options.request.itemCounts = counts }
        }
        if let given = try args.option(.velocity) {
            let vx = try ScrollCommands.checkedVelocity(given, "VX")
            let vy = try ScrollCommands.checkedVelocity(args.require(.vy), "VY")
            guard options.request.scenario.hasFling else {
                throw fail("scenario \(options.request.scenario.name) has no fling for --velocity")
            }
            options.request.flingVelocity = CGPoint(x: vx, y: vy)
        }
        if let repeats = try args.option(.repeatCount) {
            guard (1...100).contains(repeats) else { throw fail("--repeat must be in 1…100, not \(repeats)") }
            options.request.repeats = repeats
            options.request.warmUp = true
        }
        return (options, counts)
    }

    /// Progress on stderr in every mode (never on stdout, so JSON stays clean): a bar on a
    /// terminal, a line a step otherwise.
    static func progress(_ session: Session) -> (String, Double?) -> Void {
        { text, fraction in session.console.progress(text + "…", fraction: fraction) }
    }

    /// Runs `request` against `target` and collects the profile.
    static func measure(_ session: Session, _ target: ProfileTarget, _ request: ProfileRequest) throws -> Profile {
        let runs = try ProfileRunner.run(target, request, base: session.view, progress: progress(session))
        var profile = Profile(
            layoutID: target.info.id, plugin: target.library.name, build: ProfileTargets.build(of: target.library),
            request: request, itemCounts: request.itemCounts ?? session.view.state.itemCounts,
            fps: request.fps ?? session.view.state.fps, runs: runs)
        profile.crossing = session.crossing
        return profile
    }

    // MARK: - Commands

    static func profileActive(_ session: Session, _ args: MatchedArguments) throws {
        let save = try args.option(.save)
        let (options, _) = try options(session, args)
        if let save { try ProfileStore.checkName(save) }
        let target = try ProfileTargets.active(session, release: options.release)
        let result = try measure(session, target, options.request)
        if !options.release { session.prepareReleaseSDK(after: target.library) }
        session.lastProfile = result
        let document = result.json
        if let save {
            try ProfileStore(workspace: session.options.workspace).save(document, name: save)
            if !options.json { session.confirm("saved as \(save) (\(ProfileStore(workspace: session.options.workspace).path(save)))") }
        }
        session.console.write(options.json ? document.text : ProfileReport.render(result, width: session.options.terminalWidth, style: session.style))
        if let svg = options.svg { try PictureFile.save(ProfileSVG.document(result), to: svg, detail: nil, in: session, json: options.json) }
    }

    static func profileAll(_ session: Session, _ args: MatchedArguments) throws {
        let (options, _) = try options(session, args)
        if options.svg != nil { throw CommandError("--svg charts one layout: profile --svg FILE or profile scaling --svg FILE") }
        let targets = try ProfileTargets.all(session, release: options.release)
        var results: [Profile] = []
        for target in targets {
            progress(session)("profiling \(target.info.id)", nil)
            results.append(try measure(session, target, options.request))
        }
        results.sort { ($0.frameLayout.mean, $0.layoutID) < ($1.frameLayout.mean, $1.layoutID) }
        if options.json {
            session.console.write(JSONValue.object([("layouts", .array(results.map(\.json)))]).text)
        } else {
            session.console.write(ProfileReport.renderAll(results, width: session.options.terminalWidth, style: session.style))
        }
    }

    static func scaling(_ session: Session, _ args: MatchedArguments) throws {
        let (options, counts) = try options(session, args, scaling: true)
        guard Set(counts).count >= 2 else {
            throw CommandError("profile scaling needs at least two different item counts", hint: "e.g. profile scaling --items 1000,10000,100000")
        }
        let target = try ProfileTargets.active(session, release: options.release)
        var profiles: [Profile] = []
        for count in counts {
            progress(session)("\(target.info.id): \(count) items", nil)
            var request = options.request
            request.itemCounts = [count]
            profiles.append(try measure(session, target, request))
        }
        let result = ScalingProfile(profiles: profiles, request: options.request)
        session.console.write(options.json ? result.json.text : ProfileReport.renderScaling(result, width: session.options.terminalWidth, style: session.style))
        if let svg = options.svg { try PictureFile.save(ProfileSVG.document(result), to: svg, detail: nil, in: session, json: options.json) }
    }

    static func compare(_ session: Session, _ args: MatchedArguments) throws {
        let json = args.flag(.json), release = args.flag(.release)
        let name = try args.require(.name)
        let saved = try ProfileStore(workspace: session.options.workspace).load(name)
        let target = try ProfileTargets.active(session, release: release)
        let result = try measure(session, target, saved.request)
        session.lastProfile = result
        let comparison = ProfileComparison(saved: saved, profile: result)
        session.console.write(
            json ? comparison.json.text : ProfileReport.renderComparison(comparison, width: session.options.terminalWidth, style: session.style))
    }

    static func scenarios(_ session: Session, _ args: MatchedArguments) throws {
        let json = args.flag(.json)
        if json {
            session.console.write(JSONValue.array(ProfileScenario.all.map { .object([("name", .string($0.name)), ("summary", .string($0.summary))]) }).text)
            return
        }
        var table = TextTable(["scenario", "what it plays"])
        for scenario in ProfileScenario.all { table.add([scenario.name, scenario.summary]) }
        session.console.write(table.render(width: session.options.terminalWidth, style: session.style))
    }
}
