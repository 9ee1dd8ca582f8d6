import Foundation
import LayoutHost
import Pictures

/// Profiles as SVG charts: the time of every frame against the frame budget (a log scale, so
/// microseconds and the budget show together), the latency histogram of each phase, and for
/// `profile scaling` the log-log plot of cost against items with the fitted lines and exponents.
package enum ProfileSVG {
    static let width: CGFloat = 720
    static let margin: CGFloat = 64

    /// One profile: the frame chart above the phase histograms.
    package static func document(_ profile: Profile) -> String {
        let phases = LayoutPhase.allCases.filter { !profile.statistics($0).isEmpty }
        let histogramTop: CGFloat = 330, rowHeight: CGFloat = 44
        let height = histogramTop + 40 + CGFloat(phases.count) * rowHeight + 40
        var svg = SVGStyle.header(CGRect(x: 0, y: 0, width: width, height: height), title: "\(profile.layoutID) · profile")
        svg += text(
            margin, 28, "\(profile.layoutID): \(profile.frames.count) frames at \(profile.fps) fps, budget \(ProfilePictures.duration(profile.budget))",
            size: 15, bold: true)
        svg += frameChart(profile, top: 48, height: 240)
        svg += text(margin, histogramTop + 16, "latency per call, by phase: bars are each bucket's share of the phase's calls", size: 13, bold: true)
        let buckets = phases.map { profile.statistics($0).powerOfTwoBuckets() }
        let low = buckets.compactMap { $0.keys.min() }.min() ?? 0, high = buckets.compactMap { $0.keys.max() }.max() ?? 0
        let plotLeft: CGFloat = 240, plotWidth = width - plotLeft - 24
        let column = plotWidth / CGFloat(max(high - low + 1, 1))
        for (row, (phase, counts)) in zip(phases, buckets).enumerated() {
            let base = histogramTop + 40 + CGFloat(row + 1) * rowHeight - 8
            let statistics = profile.statistics(phase)
            svg += text(16, base - 14, phase.rawValue, size: 12)
            svg += text(16, base, "p50 \(ProfilePictures.duration(Double(statistics.p50))) · p99 \(ProfilePictures.duration(Double(statistics.p99)))", size: 10)
            let total = Double(counts.values.reduce(0, +))
            for (bucket, count) in counts.sorted(by: { $0.key < $1.key }) {
                let h = CGFloat(Double(count) / max(total, 1)) * (rowHeight - 10)
                svg +=
                    "<rect data-phase=\"\(phase.rawValue)\" data-bucket-ns=\"\(1 << bucket)\" x=\"\(n(plotLeft + CGFloat(bucket - low) * column + 1))\" "
                    + "y=\"\(n(base - h))\" width=\"\(n(max(column - 2, 1)))\" height=\"\(n(h))\" fill=\"\(SVGStyle.fill(.cell))\" stroke=\"\(SVGStyle.stroke(.cell))\"/>\n"
            }
        }
        let axis = histogramTop + 40 + CGFloat(phases.count) * rowHeight + 16
        for bucket in stride(from: low, through: high, by: 3) {
            svg += text(plotLeft + CGFloat(bucket - low) * column, axis, ProfilePictures.duration(Double(UInt64(1) << UInt64(bucket))), size: 10)
        }
        return svg + "</svg>\n"
    }

    /// Layout and host time of every frame, stacked, on a log scale from 1 µs to above the budget.
    static func frameChart(_ profile: Profile, top: CGFloat, height: CGFloat) -> String {
        let frames = profile.frames
        let totals = frames.map { Double($0.layout + $0.host) }
        let low = 1_000.0, high = max(totals.max() ?? 0, profile.budget) * 2
        let plotWidth = width - margin - 24
        func y(_ ns: Double) -> CGFloat {
            let v = log10(max(ns, low) / low) / log10(high / low)
            return top + height - CGFloat(v) * height
        }
        var svg = "<g data-role=\"frames\">\n"
        var decade = low
        while decade <= high {
            svg += "<line x1=\"\(n(margin))\" x2=\"\(n(margin + plotWidth))\" y1=\"\(n(y(decade)))\" y2=\"\(n(y(decade)))\" stroke=\"#e8eaed\"/>"
            svg += text(8, y(decade) + 4, ProfilePictures.duration(decade), size: 10) + "\n"
            decade *= 10
        }
        let w = plotWidth / CGFloat(max(frames.count, 1))
        for (k, frame) in frames.enumerated() {
            let x = margin + CGFloat(k) * w
            let layoutTop = y(Double(frame.layout)), totalTop = y(Double(frame.layout + frame.host))
            let over = Double(frame.layout) > profile.budget
            svg +=
                "<rect data-frame=\"\(k)\" data-layout-ns=\"\(frame.layout)\" x=\"\(n(x))\" y=\"\(n(layoutTop))\" width=\"\(n(max(w - 0.5, 0.5)))\" "
                + "height=\"\(n(top + height - layoutTop))\" fill=\"\(over ? SVGStyle.boundsStroke : SVGStyle.stroke(.cell))\"/>"
            if totalTop < layoutTop {
                svg +=
                    "<rect data-frame-host=\"\(k)\" x=\"\(n(x))\" y=\"\(n(totalTop))\" width=\"\(n(max(w - 0.5, 0.5)))\" height=\"\(n(layoutTop - totalTop))\" fill=\"\(SVGStyle.fill(.supplementary))\"/>"
            }
            svg += "\n"
        }
        let budget = y(profile.budget)
        svg +=
            "<line data-role=\"budget\" x1=\"\(n(margin))\" x2=\"\(n(margin + plotWidth))\" y1=\"\(n(budget))\" y2=\"\(n(budget))\" "
            + "stroke=\"\(SVGStyle.boundsStroke)\" stroke-width=\"2\" stroke-dasharray=\"8 4\"/>"
        svg += text(margin + 6, budget - 6, "frame budget \(ProfilePictures.duration(profile.budget)) (\(profile.fps) fps)", size: 11)
        svg += text(margin, top + height + 18, "frames → · blue: the layout's calls · yellow: the host's work · red: frames over budget", size: 11)
        return svg + "</g>\n"
    }

    /// `profile scaling`: prepare and query medians against items, log-log, with the fitted lines.
    package static func document(_ scaling: ScalingProfile) -> String {
        let height: CGFloat = 420, top: CGFloat = 56, plotHeight: CGFloat = 300
        let plotWidth = width - margin - 40
        var svg = SVGStyle.header(CGRect(x: 0, y: 0, width: width, height: height), title: "\(scaling.layoutID) · profile scaling")
        let exponent = { (e: Double?) in e.map { String(format: "%.2f", $0) } ?? "?" }
        svg += text(
            margin, 28, "\(scaling.layoutID): cost ∝ items^e — prepare e = \(exponent(scaling.prepareExponent)), query e = \(exponent(scaling.queryExponent))",
            size: 15, bold: true)
        let items = scaling.points.map { Double($0.items) }, costs = scaling.points.flatMap { [$0.prepare, $0.query] }.filter { $0 > 0 }
        guard let minItems = items.min(), let maxItems = items.max(), let minCost = costs.min(), let maxCost = costs.max() else {
            return svg + "</svg>\n"
        }
        let (x0, x1) = (log10(minItems) - 0.1, log10(maxItems) + 0.1), (y0, y1) = (log10(minCost) - 0.3, log10(maxCost) + 0.3)
        func px(_ v: Double) -> CGFloat { margin + CGFloat((log10(v) - x0) / (x1 - x0)) * plotWidth }
        func py(_ v: Double) -> CGFloat { top + plotHeight - CGFloat((log10(max(v, 1e-9)) - y0) / (y1 - y0)) * plotHeight }
        svg += "<rect x=\"\(n(margin))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"none\" stroke=\"#9aa0a6\"/>\n"
        for point in scaling.points { svg += text(px(Double(point.items)) - 12, top + plotHeight + 16, "\(point.items)", size: 10) }
        var decade = pow(10, floor(y0))
        while log10(decade) <= y1 {
            if log10(decade) >= y0 { svg += text(8, py(decade) + 4, ProfilePictures.duration(decade), size: 10) }
            decade *= 10
        }
        let series: [(String, String, KeyPath<ScalingProfile.Point, Double>, Double?)] = [
            ("prepare", SVGStyle.stroke(.cell), \.prepare, scaling.prepareExponent),
            ("query", SVGStyle.stroke(.supplementary), \.query, scaling.queryExponent)
        ]
        for (row, (name, color, path, fitted)) in series.enumerated() {
            let points = scaling.points.filter { $0[keyPath: path] > 0 }
            for point in points {
                svg +=
                    "<circle data-series=\"\(name)\" data-items=\"\(point.items)\" data-ns=\"\(n(point[keyPath: path]))\" "
                    + "cx=\"\(n(px(Double(point.items))))\" cy=\"\(n(py(point[keyPath: path])))\" r=\"4\" fill=\"\(color)\"/>\n"
            }
            // The fitted line passes through the mean of the logs with slope e.
            if let e = fitted, !points.isEmpty {
                let lx = points.map { log10(Double($0.items)) }, ly = points.map { log10($0[keyPath: path]) }
                let mx = lx.reduce(0, +) / Double(lx.count), my = ly.reduce(0, +) / Double(ly.count)
                let line = { (x: Double) in pow(10, my + e * (x - mx)) }
                svg +=
                    "<line data-fit=\"\(name)\" data-exponent=\"\(String(format: "%.3f", e))\" x1=\"\(n(px(minItems)))\" y1=\"\(n(py(line(log10(minItems)))))\" "
                    + "x2=\"\(n(px(maxItems)))\" y2=\"\(n(py(line(log10(maxItems)))))\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>\n"
            }
            svg += text(margin + 8, top + plotHeight + 40 + CGFloat(row) * 16, "\(name): e = \(exponent(fitted))", size: 12, color: color)
        }
        return svg + "</svg>\n"
    }

    static func n(_ value: CGFloat) -> String { SVGStyle.n(value) }

    static func text(_ x: CGFloat, _ y: CGFloat, _ content: String, size: CGFloat, bold: Bool = false, color: String = SVGStyle.label) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\"\(bold ? " font-weight=\"bold\"" : "") fill=\"\(color)\">\(SVGStyle.escaped(content))</text>"
    }
}
