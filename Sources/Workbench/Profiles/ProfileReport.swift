import Foundation
import LayoutHost
import HostSupport

/// The text a person reads for each profile command.
enum ProfileReport {
    static func us(_ nanoseconds: Double) -> String { number(nanoseconds / 1000) }
    static func ms(_ nanoseconds: Double) -> String { number(nanoseconds / 1e6) }

    /// Three significant digits at most, no exponent: 0.0123, 1.5, 12.3, 1234.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : min(6, 2 - Int(saturating: floor(log10(magnitude))))
        return ProfilePictures.trimmed(value, digits)
    }

    static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// The heading: what ran, on what data, in which build; a debug build gets a warning line.
    static func heading(_ p: Profile, style: TerminalStyle) -> String {
        let runs =
            p.runs.count == 1
            ? "1 run" + (p.request.warmUp ? " after a warm-up" : ", no warm-up")
            : "\(p.runs.count) runs after a warm-up"
        var velocity = ""
        if let v = p.request.flingVelocity { velocity = " · flings at \(number(Double(v.x))) \(number(Double(v.y))) pt/s" }
        let sweep = p.request.scenario.hasSweep ? " · sweeps of \(p.request.sweepFrames(fps: p.fps)) frames" : ""
        var lines = [
            style.bold("\(p.layoutID) (\(p.plugin))") + " · scenario \(p.request.scenario.name): \(p.request.scenario.summary)",
            "\(p.items) items\(p.itemCounts.count > 1 ? " in \(p.itemCounts.count) sections" : "") · \(p.fps) fps\(sweep)\(velocity) · \(runs) · build: plugin \(p.build), host \(Profile.hostBuild)"
        ]
        if let warning = buildWarning(plugin: p.build) { lines.append(style.yellow(warning)) }
        return lines.joined(separator: "\n")
    }

    static func buildWarning(plugin: String) -> String? {
        let pluginDebug = plugin != "release", hostDebug = Profile.hostBuild != "release"
        guard pluginDebug || hostDebug else { return nil }
        let who = pluginDebug && hostDebug ? "plugin and host" : pluginDebug ? "the plugin (\(plugin))" : "the host"
        let fix = pluginDebug ? "profile --release builds the plugin optimized" : "build layoutbench with swift build -c release"
        return "note: DEBUG BUILD — \(who) unoptimized, not a release build's timings\n  (\(fix))"
    }

    static func phaseTable(_ p: Profile, width: Int, style: TerminalStyle) -> String {
        var table = TextTable(
            ["phase (µs)", "calls", "mean", "p50", "p95", "p99", "max", "total ms"],
            alignments: [.left] + Array(repeating: .right, count: 7))
        for phase in LayoutPhase.allCases {
            let s = p.statistics(phase)
            guard !s.isEmpty else { continue }
            table.add([
                phase.rawValue, String(s.count), us(s.mean), us(Double(s.p50)), us(Double(s.p95)), us(Double(s.p99)),
                us(Double(s.maximum)), ms(Double(s.total))
            ])
        }
        var text = table.render(width: width, style: style)
        let layoutTotal = Double(LayoutPhase.allCases.reduce(UInt64(0)) { $0 + p.statistics($1).total })
        if let dominant = p.dominantPhase, layoutTotal > 0 {
            text += "\nmost time: \(dominant.rawValue), \(ProfilePictures.percent(Double(p.statistics(dominant).total) / layoutTotal)) of the layout's time"
        }
        return text
    }

    /// The set-up pass, on a line of its own: the layout made and laid out once before the first
    /// frame, its calls in the table's terms (a mean a run) but counted in neither the table nor
    /// the frames.
    static func setUpLine(_ p: Profile) -> String? {
        let calls = LayoutPhase.allCases.compactMap { phase -> (String, Double)? in
            let s = p.setUp[phase.ordinal]
            return s.isEmpty ? nil : (phase.rawValue, Double(s.total) / Double(max(p.runs.count, 1)))
        }
        guard !calls.isEmpty else { return nil }
        let total = calls.reduce(0) { $0 + $1.1 }
        return "set-up pass (before the frames; in neither the table nor the frames): "
            + calls.map { "\($0.0) \(us($0.1)) µs" }.joined(separator: " · ") + " = \(us(total)) µs"
            + (p.runs.count > 1 ? " (a run's mean)" : "")
    }

    /// Everything about one profile.
    static func render(_ p: Profile, width: Int, style: TerminalStyle) -> String {
        var out = [heading(p, style: style), ""]
        if let setUp = setUpLine(p) { out += [setUp, ""] }
        out += [phaseTable(p, width: width, style: style), ""]
        let f = p.frameLayout
        out.append(
            "frames \(p.frames.count)\(p.runs.count > 1 ? " (\(p.framesPerRun) a run)" : "") · budget \(ms(p.budget)) ms (1000/\(p.fps) fps)"
                + " · over budget: \(p.framesOverBudget)")
        // In µs, as the table above, unless a frame takes a millisecond or more.
        let inMs = Double(f.maximum) >= 1e6, unit = inMs ? "ms" : "µs", time = inMs ? ms : us
        out.append(
            "layout time a frame (\(unit)): mean \(time(f.mean)) · p50 \(time(Double(f.p50))) · p95 \(time(Double(f.p95))) · p99 \(time(Double(f.p99)))"
                + " · max \(time(Double(f.maximum)))")
        let rating = Profile.hitchRating(p.hitchRatio)
        let ratingText = rating == "good" ? rating : style.yellow(rating)
        let development = HitchScale.development(p.hitchRatio)
        out.append(
            "hitch time ratio \(number(p.hitchRatio)) ms/s: \(ratingText) on the Organizer's scale, "
                + "\(development == "good" ? development : style.yellow(development)) on XCTest's")
        out.append(style.dim("  " + HitchScale.organizerText + "; " + HitchScale.developmentText))
        out.append(style.dim("  the layout's work alone: a frame taking t ms is late by (⌈t/B⌉ − 1)·B, B = \(ms(p.budget)) ms"))
        out.append(
            "host, not counted above: \(us(p.frameHost.mean)) µs a frame (p50 \(us(Double(p.frameHost.p50)))) = "
                + "\(ProfilePictures.percent(p.hostShare)) of the layout's \(us(p.frameLayout.mean)) µs")
        let waits = p.frameHost.mean > p.frameHostCPU.mean * 1.1
        out.append(
            style.dim(
                "  of which CPU \(us(p.frameHostCPU.mean)) µs (\(ProfilePictures.percent(p.hostCPUShare)); decoding records \(us(p.frameDecode.mean)) µs)"
                    + (waits ? "; the rest is waiting (the run loop, the scheduler)" : "")))
        if let c = p.crossing, let perFrame = p.crossingPerFrame {
            out.append(
                "engine IPC, not counted above: one request for the whole profile, \(us(Double(c.request))) µs there"
                    + (c.reply.map { ", \(us(Double($0))) µs back (the last answer)" } ?? "") + " = \(us(perFrame)) µs a frame")
        }
        if !p.frames.isEmpty, f.maximum == 0 {
            out.append(
                style.yellow(
                    "note: no layout work in any frame: nothing new scrolled into view (the content may fit the view;"
                        + " more items, as `items 500`, or a smaller `size` give the frames work)"))
        }
        if p.runs.count > 1 { out += ["", spreadTable(p, width: width, style: style)] }
        let rows = LayoutPhase.allCases.map { (name: $0.rawValue, statistics: p.statistics($0)) }
        out += ["", ProfilePictures.latencyHistogram(rows, width: width)]
        if let first = p.runs.first, !first.frames.isEmpty {
            out += [
                "",
                (p.runs.count > 1 ? "run 1 of \(p.runs.count): " : "")
                    + ProfilePictures.frameStrip(first.frames, budget: p.budget, width: width)
            ]
        }
        return out.joined(separator: "\n")
    }

    /// p50 per run: min, median, max, and how far apart.
    static func spreadTable(_ p: Profile, width: Int, style: TerminalStyle) -> String {
        var table = TextTable(
            ["p50 over \(p.runs.count) runs", "min µs", "median µs", "max µs", "spread"],
            alignments: [.left, .right, .right, .right, .right])
        let frame = p.frameP50Spread
        table.add(["frame (layout)", us(frame.min), us(frame.median), us(frame.max), "±" + ProfilePictures.percent(frame.relative / 2)])
        for phase in LayoutPhase.allCases where !p.statistics(phase).isEmpty {
            let s = p.p50Spread(phase)
            table.add([phase.rawValue, us(s.min), us(s.median), us(s.max), "±" + ProfilePictures.percent(s.relative / 2)])
        }
        return table.render(width: width, style: style)
    }

    /// `profile all`: one row a layout, fastest first.
    static func renderAll(_ profiles: [Profile], width: Int, style: TerminalStyle) -> String {
        guard let first = profiles.first else { return "" }
        var out = [
            "\(profiles.count) layouts · scenario \(first.request.scenario.name) · \(first.items) items · \(first.fps) fps · "
                + "\(first.runs.count == 1 ? "1 run" : "\(first.runs.count) runs") each · frame cost = the layout's time per frame, fastest first"
        ]
        let builds = Set(profiles.map(\.build))
        if let warning = buildWarning(plugin: builds == ["release"] ? "release" : builds.sorted().joined(separator: "/")) {
            out.append(style.yellow(warning))
        }
        let slowest = profiles.map(\.frameLayout.mean).max() ?? 0
        let ids = profiles.map(\.layoutID)
        var table = TextTable(
            ["layout", "mean ms", "p99 ms", "over", "hitch ms/s", "host µs", "most time", "mean"],
            alignments: [.left, .right, .right, .right, .right, .right, .left, .left])
        for p in profiles {
            let f = p.frameLayout
            let name = ids.filter { $0 == p.layoutID }.count > 1 ? "\(p.plugin):\(p.layoutID)" : p.layoutID
            table.add([
                name, ms(f.mean), ms(Double(f.p99)), String(p.framesOverBudget),
                number(p.hitchRatio) + " " + Profile.hitchRating(p.hitchRatio), us(p.frameHost.mean),
                p.dominantPhase.map(shortName) ?? "-", ProfilePictures.bar(f.mean, top: slowest, width: 10)
            ])
        }
        out.append(table.render(width: width, style: style))
        out.append("query = layoutAttributesForElements; host = our cost a frame, not in the layout's numbers")
        out.append("budget \(ms(first.budget)) ms a frame; hitch ratings on the \(HitchScale.organizerText); \(HitchScale.developmentText)")
        return out.joined(separator: "\n")
    }

    /// Phase names short enough for a column.
    static func shortName(_ phase: LayoutPhase) -> String {
        switch phase {
        case .prepare: return "prepare"
        case .layoutAttributesForElements: return "query"
        case .layoutAttributesForItem: return "item"
        case .layoutAttributesForSupplementaryView: return "supplementary"
        case .shouldInvalidateLayout: return "shouldInvalidate"
        case .invalidateLayout: return "invalidate"
        case .targetContentOffset: return "target"
        case .collectionViewContentSize: return "contentSize"
        case .layoutAttributesForDecorationView: return "decoration"
        }
    }

    /// `profile scaling`: a row per item count, the exponents, a log–log bar per row.
    static func renderScaling(_ s: ScalingProfile, width: Int, style: TerminalStyle) -> String {
        var out = [
            style.bold("\(s.layoutID) (\(s.plugin))") + " · scaling · scenario \(s.request.scenario.name), "
                + "\(s.request.sweepFrames(fps: s.fps)) frames a sweep · \(s.request.repeats) run\(s.request.repeats == 1 ? "" : "s") a count"
                + (s.request.warmUp ? " after a warm-up" : "") + " · build: plugin \(s.build), host \(Profile.hostBuild)"
        ]
        if let warning = buildWarning(plugin: s.build) { out.append(style.yellow(warning)) }
        // Growth since the first count on a log scale where a full bar is linear growth:
        // a constant cost stays one block long whatever the numbers are.
        let first = s.points.first
        var table = TextTable(["items", "prepare µs", "query µs", "query growth"], alignments: [.right, .right, .right, .left])
        let span = s.points.map { log(Double($0.items) / Double(first?.items ?? 1)) }.max() ?? 0
        for point in s.points {
            var growth = 0.0
            if let first, span > 0, first.query > 0, point.query > 0 { growth = log(point.query / first.query) / span }
            table.add([
                String(point.items), us(point.prepare), us(point.query),
                ProfilePictures.bar(1 + 19 * min(max(growth, 0), 1.25), top: 20, width: 20)
            ])
        }
        out.append(table.render(width: width, style: style))
        let e = { (value: Double?) in value.map { ProfilePictures.trimmed($0, 2) } ?? "-" }
        out.append(
            "exponent: prepare \(e(s.prepareExponent)) (\(ScalingProfile.describe(s.prepareExponent))),"
                + " query \(e(s.queryExponent)) (\(ScalingProfile.describe(s.queryExponent)))")
        out.append(style.dim("  cost ∝ items^e, e the least-squares slope in log–log: 0 constant, 1 linear, 2 quadratic"))
        out.append(style.dim("  query growth: log scale from the first count; a full bar grows as fast as the items (linear)"))
        out.append("medians over every call: prepare once a run (the set-up pass), the rect query once a frame")
        return out.joined(separator: "\n")
    }

    /// `profile compare`: now ÷ saved, per phase.
    static func renderComparison(_ c: ProfileComparison, width: Int, style: TerminalStyle) -> String {
        let p = c.profile
        var out = [
            style.bold("\(p.layoutID)") + " now vs saved '\(c.saved.name)' (\(c.saved.layout)) · scenario \(p.request.scenario.name) · "
                + "\(p.items) items · \(p.fps) fps · \(p.runs.count) run\(p.runs.count == 1 ? "" : "s") · build now \(p.build), saved \(c.saved.build)"
        ]
        if p.build != c.saved.build || Profile.hostBuild != c.saved.hostBuild {
            out.append(
                style.yellow(
                    "note: the builds differ (plugin now \(p.build), saved \(c.saved.build); host now \(Profile.hostBuild), saved \(c.saved.hostBuild)): the ratios mix optimization levels"
                ))
        }
        if let warning = buildWarning(plugin: p.build) { out.append(style.yellow(warning)) }
        var table = TextTable(
            ["phase (p50 µs)", "saved", "now", "×p50", "×mean", "×p99", ""],
            alignments: [.left, .right, .right, .right, .right, .right, .left])
        let ratio = { (value: Double?) in value.map { ProfilePictures.trimmed($0, $0 < 0.1 ? 4 : 2) } ?? "-" }
        for row in c.rows {
            let verdict: String
            switch row.verdict {
            case .faster: verdict = "faster"
            case .slower: verdict = style.yellow("slower")
            case .withinNoise: verdict = "within the noise"
            case .tooFewRuns: verdict = "? (too few runs)"
            case .new: verdict = "new"
            case .gone: verdict = "gone"
            }
            table.add([
                row.name, row.saved.p50.map { number($0) } ?? "-", row.now.p50.map { number($0) } ?? "-",
                ratio(row.p50Ratio), ratio(row.meanRatio), ratio(row.p99Ratio), verdict
            ])
        }
        out.append(table.render(width: width, style: style))
        out.append("× = now ÷ saved. \(ProfileComparison.Verdict.rule)")
        // The host row keeps no runs of its own; the phases and the frame decide the note.
        if c.rows.dropLast().contains(where: { $0.verdict == .tooFewRuns }) {
            out.append(style.yellow("note: too few runs to tell a change from noise: profile --repeat 5 (and --save again) on both sides"))
        }
        return out.joined(separator: "\n")
    }
}

/// A profile next to a saved one: ratios per phase, the frame and the host.
package struct ProfileComparison {
    /// Whether a phase changed: only when every run of one side beats every run of the other,
    /// the exact Mann–Whitney U test at U = 0, with at least 5 runs a side (two-sided p = 0.008;
    /// 3 runs would give p = 0.1, a false change in one phase of ten); any overlap is noise.
    package enum Verdict: Equatable {
        case faster, slower, withinNoise, tooFewRuns, new, gone

        package static let minimumRuns = 5
        package static let rule =
            "A change only when every run of one side beats every run of the other "
            + "(Mann–Whitney U = 0, p = 0.008 at \(minimumRuns) runs a side); fewer runs cannot tell"

        init(saved: SavedProfile.Numbers, now: SavedProfile.Numbers) {
            if saved.calls == 0 && now.calls > 0 { self = .new; return }
            if now.calls == 0 && saved.calls > 0 { self = .gone; return }
            guard saved.runs.count >= Self.minimumRuns, now.runs.count >= Self.minimumRuns else { self = .tooFewRuns; return }
            if now.runs.max()! < saved.runs.min()! {
                self = .faster
            } else if now.runs.min()! > saved.runs.max()! {
                self = .slower
            } else {
                self = .withinNoise
            }
        }
    }

    package struct Row {
        package var name: String
        package var saved: SavedProfile.Numbers
        package var now: SavedProfile.Numbers

        static func ratio(_ now: Double?, _ saved: Double?) -> Double? {
            guard let now, let saved, saved > 0 else { return nil }
            return now / saved
        }

        package var p50Ratio: Double? { Row.ratio(now.p50, saved.p50) }
        package var verdict: Verdict { Verdict(saved: saved, now: now) }
        package var meanRatio: Double? { Row.ratio(now.mean, saved.mean) }
        package var p95Ratio: Double? { Row.ratio(now.p95, saved.p95) }
        package var p99Ratio: Double? { Row.ratio(now.p99, saved.p99) }
    }

    package var saved: SavedProfile
    package var profile: Profile

    package var rows: [Row] {
        var rows = LayoutPhase.allCases.compactMap { phase -> Row? in
            let old = saved.phases[phase.rawValue] ?? SavedProfile.Numbers(calls: 0)
            let new = profile.numbers(phase)
            return old.calls == 0 && new.calls == 0 ? nil : Row(name: phase.rawValue, saved: old, now: new)
        }
        rows.append(Row(name: "frame (layout)", saved: saved.frame, now: profile.frameNumbers))
        let hostNow = profile.frameHost.isEmpty ? nil : profile.frameHost.mean / 1000
        rows.append(
            Row(
                name: "host a frame (mean)", saved: SavedProfile.Numbers(calls: 1, mean: saved.hostMean, p50: saved.hostMean, p95: nil, p99: nil, max: nil),
                now: SavedProfile.Numbers(calls: 1, mean: hostNow, p50: hostNow, p95: nil, p99: nil, max: nil)))
        return rows
    }

    package var json: JSONValue {
        let r = { (value: Double?) -> JSONValue in value.map { Profile.round($0, 1e4) } ?? .null }
        let n = { (value: Double?) -> JSONValue in value.map { Profile.round($0) } ?? .null }
        let all = rows
        let phaseRows = all.filter { LayoutPhase(rawValue: $0.name) != nil }
        let frame = all.first { $0.name == "frame (layout)" }
        let host = all.last
        return .object([
            ("baseline", .string(saved.name)), ("baseline_layout", .string(saved.layout)), ("layout", .string(profile.layoutID)),
            (
                "phases",
                .object(
                    phaseRows.map { row in
                        (
                            row.name,
                            .object([
                                ("verdict", .string("\(row.verdict)")), ("saved_p50_us", n(row.saved.p50)), ("p50_us", n(row.now.p50)),
                                ("p50_ratio", r(row.p50Ratio)), ("mean_ratio", r(row.meanRatio)),
                                ("p95_ratio", r(row.p95Ratio)), ("p99_ratio", r(row.p99Ratio))
                            ])
                        )
                    })
            ),
            (
                "frame",
                .object([
                    ("saved_p50_us", n(frame?.saved.p50)), ("p50_us", n(frame?.now.p50)),
                    ("p50_ratio", r(frame?.p50Ratio)), ("mean_ratio", r(frame?.meanRatio)), ("p99_ratio", r(frame?.p99Ratio))
                ])
            ),
            ("host_mean_ratio", r(host?.meanRatio)),
            ("profile", profile.json)
        ])
    }
}
