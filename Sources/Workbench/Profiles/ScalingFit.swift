import Foundation
import LayoutHost

/// How a cost grows with the data: the least-squares slope of log(cost) against log(items).
/// Cost ∝ items^e: e ≈ 0 constant, 1 linear, 2 quadratic.
package enum ScalingFit {
    /// The fitted exponent, or nil with fewer than two distinct item counts or a cost that is
    /// not positive and finite.
    package static func exponent(items: [Double], costs: [Double]) -> Double? {
        guard items.count == costs.count, items.count >= 2,
            items.allSatisfy({ $0 > 0 && $0.isFinite }), costs.allSatisfy({ $0 > 0 && $0.isFinite })
        else { return nil }
        let xs = items.map { log($0) }, ys = costs.map { log($0) }
        let n = Double(xs.count)
        let meanX = xs.reduce(0, +) / n, meanY = ys.reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0
        for (x, y) in zip(xs, ys) {
            sxx += (x - meanX) * (x - meanX)
            sxy += (x - meanX) * (y - meanY)
        }
        guard sxx > 0 else { return nil }
        return sxy / sxx
    }
}

/// `profile scaling`: prepare and per-frame query cost at each item count, and the exponents.
package struct ScalingProfile {
    package struct Point {
        package var items: Int
        /// Medians over every call in the runs, nanoseconds.
        package var prepare: Double
        package var query: Double
        package var prepareCalls: Int
        package var queryCalls: Int
    }

    package var layoutID: String
    package var plugin: String
    package var build: String
    package var request: ProfileRequest
    package var fps: Int
    package var points: [Point]

    /// Builds the points from the profiles at each count.
    package init(profiles: [Profile], request: ProfileRequest) {
        layoutID = profiles.first?.layoutID ?? ""
        plugin = profiles.first?.plugin ?? ""
        build = profiles.first?.build ?? ""
        fps = profiles.first?.fps ?? 120
        self.request = request
        points = profiles.map { profile in
            let prepare = profile.allCalls(.prepare), query = profile.allCalls(.layoutAttributesForElements)
            return Point(
                items: profile.items, prepare: Double(prepare.p50), query: Double(query.p50),
                prepareCalls: prepare.count, queryCalls: query.count)
        }
    }

    package var prepareExponent: Double? {
        ScalingFit.exponent(items: points.map { Double($0.items) }, costs: points.map(\.prepare))
    }

    package var queryExponent: Double? {
        ScalingFit.exponent(items: points.map { Double($0.items) }, costs: points.map(\.query))
    }

    package var json: JSONValue {
        let exponent = { (value: Double?) -> JSONValue in value.map { Profile.round($0) } ?? .null }
        return .object([
            ("layout", .string(layoutID)),
            (
                "points",
                .array(
                    points.map { point in
                        .object([
                            ("items", .int(point.items)), ("prepare_us", Profile.us(point.prepare)), ("query_us", Profile.us(point.query)),
                            ("prepare_calls", .int(point.prepareCalls)), ("query_calls", .int(point.queryCalls))
                        ])
                    })
            ),
            ("exponent", .object([("prepare", exponent(prepareExponent)), ("query", exponent(queryExponent))])),
            ("plugin", .string(plugin)), ("build", .string(build)), ("host_build", .string(Profile.hostBuild)),
            ("scenario", .string(request.scenario.name)), ("fps", .int(fps)),
            ("sweep_frames", .int(request.sweepFrames(fps: fps))), ("repeats", .int(request.repeats)),
            ("warm_up", .bool(request.warmUp))
        ])
    }

    /// What an exponent says, in words.
    package static func describe(_ exponent: Double?) -> String {
        guard let e = exponent else { return "not enough points" }
        switch e {
        case ..<0.25: return "about constant"
        case ..<0.75: return "sub-linear"
        case ..<1.25: return "about linear"
        case ..<1.75: return "super-linear"
        default: return "quadratic or worse"
        }
    }
}
