import CollectionLayout
import Foundation
import LayoutHost
import HostSupport

/// Saved profiles: workspace/profiles/NAME.json, each the document `profile --json` prints.
package struct ProfileStore {
    package var folder: String

    package init(workspace: String) { folder = workspace + "/profiles" }

    /// Letters, digits, dot, dash and underscore, not starting with a dot.
    package static func checkName(_ name: String) throws {
        guard name.range(of: #"^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$"#, options: .regularExpression) != nil else {
            throw CommandError("a profile name is letters, digits, '.', '-' and '_' (up to 100), not '\(name)'")
        }
    }

    package func path(_ name: String) -> String { folder + "/" + name + ".json" }

    package func save(_ document: JSONValue, name: String) throws {
        try ProfileStore.checkName(name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot save profile \(name): cannot make \(folder)")
        }
        try OutputFile.write(document.text + "\n", to: path(name), policy: .workspace)
    }

    package func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    package func load(_ name: String) throws -> SavedProfile {
        try ProfileStore.checkName(name)
        var info = stat()
        guard lstat(path(name), &info) == 0 else {
            let known = names()
            throw CommandError(
                "no saved profile '\(name)' in \(folder)",
                hint: known.isEmpty ? "profile --save NAME saves one" : "saved: \(known.joined(separator: ", "))")
        }
        let data = try InputFile.read(path(name))
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let saved = SavedProfile(name: name, document: object)
        else {
            throw CommandError("\(path(name)) is not a saved profile (profile --save writes them)")
        }
        return saved
    }
}

/// The numbers of a saved profile that a comparison needs, and how to run it again.
package struct SavedProfile {
    package struct Numbers: Equatable {
        package var calls: Int
        package var mean: Double?
        package var p50: Double?
        package var p95: Double?
        package var p99: Double?
        package var max: Double?
        /// The p50 of each run, microseconds (empty when the profile kept none).
        package var runs: [Double] = []
    }

    package var name: String
    package var layout: String
    package var build: String
    package var hostBuild: String
    package var request: ProfileRequest
    package var itemCounts: [Int]
    package var fps: Int
    /// Per phase name, microseconds.
    package var phases: [String: Numbers]
    /// Frame layout time, microseconds (mean, p50, p95, p99, max).
    package var frame: Numbers
    package var hostMean: Double?

    init?(name: String, document: [String: Any]) {
        func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
        func integer(_ value: Any?) -> Int? { number(value).map { Int(saturating: $0) } }
        guard let layout = document["layout"] as? String, let phases = document["phases"] as? [String: Any],
            let fps = integer(document["fps"])
        else { return nil }
        self.name = name
        self.layout = layout
        self.fps = fps
        build = document["build"] as? String ?? "unknown"
        hostBuild = document["host_build"] as? String ?? "unknown"
        itemCounts = (document["sections"] as? [Any])?.compactMap(integer) ?? []
        var request = ProfileRequest()
        if let scenario = (document["scenario"] as? String).flatMap(ProfileScenario.named) { request.scenario = scenario }
        request.itemCounts = itemCounts.isEmpty ? nil : itemCounts
        request.sweepFrames = integer(document["sweep_frames"])
        if let velocity = document["velocity"] as? [Any], velocity.count == 2, let x = number(velocity[0]), let y = number(velocity[1]) {
            request.flingVelocity = CGPoint(x: x, y: y)
        }
        request.repeats = max(1, integer(document["repeats"]) ?? 1)
        request.warmUp = document["warm_up"] as? Bool ?? false
        request.fps = fps
        self.request = request
        var byPhase: [String: Numbers] = [:]
        for (key, value) in phases {
            guard let p = value as? [String: Any] else { continue }
            byPhase[key] = Numbers(
                calls: integer(p["calls"]) ?? 0, mean: number(p["mean_us"]), p50: number(p["p50_us"]),
                p95: number(p["p95_us"]), p99: number(p["p99_us"]), max: number(p["max_us"]))
        }
        let spread = document["spread"] as? [String: Any] ?? [:]
        for (key, value) in spread["phases"] as? [String: Any] ?? [:] {
            byPhase[key]?.runs = ((value as? [String: Any])?["runs_us"] as? [Any])?.compactMap(number) ?? []
        }
        self.phases = byPhase
        let frame = document["frame_ms"] as? [String: Any] ?? [:]
        let us = { (key: String) in number(frame[key]).map { $0 * 1000 } }
        self.frame = Numbers(
            calls: integer(document["frames"]) ?? 0, mean: us("mean"), p50: us("p50"),
            p95: us("p95"), p99: us("p99"), max: us("max"),
            runs: ((spread["frame_p50"] as? [String: Any])?["runs_ms"] as? [Any])?.compactMap(number).map { $0 * 1000 } ?? [])
        hostMean = number((document["host"] as? [String: Any])?["mean_us"])
    }
}

extension Profile {
    /// This profile's numbers in the saved form (microseconds), for comparisons.
    func numbers(_ phase: LayoutPhase) -> SavedProfile.Numbers {
        let s = statistics(phase)
        guard !s.isEmpty else { return SavedProfile.Numbers(calls: 0) }
        return SavedProfile.Numbers(
            calls: s.count, mean: s.mean / 1000, p50: Double(s.p50) / 1000, p95: Double(s.p95) / 1000,
            p99: Double(s.p99) / 1000, max: Double(s.maximum) / 1000,
            runs: p50Spread(phase).values.map { $0 / 1000 })
    }

    var frameNumbers: SavedProfile.Numbers {
        SavedProfile.Numbers(
            calls: frames.count, mean: frameLayout.mean / 1000, p50: Double(frameLayout.p50) / 1000,
            p95: Double(frameLayout.p95) / 1000, p99: Double(frameLayout.p99) / 1000,
            max: Double(frameLayout.maximum) / 1000, runs: frameP50Spread.values.map { $0 / 1000 })
    }
}

extension SavedProfile.Numbers {
    init(calls: Int) { self.init(calls: calls, mean: nil, p50: nil, p95: nil, p99: nil, max: nil) }
}
