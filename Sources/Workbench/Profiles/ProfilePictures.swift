import Foundation
package import LayoutHost
import HostSupport

/// Terminal pictures of a profile, in Unicode block elements: readable without colour, the
/// height of a block carries the number.
package enum ProfilePictures {
    /// Eight heights, lowest first.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The block for `value` on a scale whose top (█) is `top`; any value above zero gets at
    /// least ▁, zero is blank.
    static func block(_ value: Double, top: Double) -> Character {
        guard value > 0, top > 0 else { return " " }
        let level = Int(saturating: (value / top * 8).rounded(.up))
        return blocks[min(max(level, 1), 8) - 1]
    }

    /// A duration for a label: 850ns, 12µs, 1.5ms, 34ms.
    package static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1000: return "\(Int(nanoseconds.rounded()))ns"
        case ..<10_000: return trimmed(nanoseconds / 1000, 1) + "µs"
        case ..<1_000_000: return "\(Int((nanoseconds / 1000).rounded()))µs"
        case ..<10_000_000: return trimmed(nanoseconds / 1e6, 1) + "ms"
        case ..<1_000_000_000: return "\(Int((nanoseconds / 1e6).rounded()))ms"
        default: return trimmed(nanoseconds / 1e9, 1) + "s"
        }
    }

    static func trimmed(_ value: Double, _ digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        while text.contains("."), text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text
    }

    /// One line per phase: how its calls spread over latency buckets that double from left to
    /// right (each bucket two columns wide), then an axis of bucket starts.
    package static func latencyHistogram(_ rows: [(name: String, statistics: LatencyStatistics)], width: Int) -> String {
        let present = rows.filter { !$0.statistics.isEmpty }
        guard !present.isEmpty else { return "" }
        let buckets = present.map { $0.statistics.powerOfTwoBuckets() }
        let low = buckets.compactMap { $0.keys.min() }.min() ?? 0
        let high = buckets.compactMap { $0.keys.max() }.max() ?? 0
        let nameWidth = min(present.map(\.name.count).max() ?? 0, 36)
        let columns = high - low + 1
        var lines = ["latency per call: time doubles every 2 columns; height = share of calls"]
        for (row, counts) in zip(present, buckets) {
            let top = Double(counts.values.max() ?? 1)
            var bar = ""
            for bucket in low...high {
                let glyph = block(Double(counts[bucket] ?? 0), top: top)
                bar += String(repeating: glyph, count: 2)
            }
            let name =
                row.name.count > nameWidth ? String(row.name.prefix(nameWidth - 1)) + "…" : row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let s = row.statistics
            lines.append("\(name)  \(bar)  p50 \(duration(Double(s.p50))), p99 \(duration(Double(s.p99)))")
        }
        // Axis: a label every third bucket, starting where it stands, and one at the end of the
        // last bucket, so every bar is under the axis (an earlier label it would overlap goes).
        var marks: [(column: Int, label: [Character])] = []
        var bucket = low
        while bucket <= high {
            marks.append(((bucket - low) * 2, Array(duration(pow(2, Double(bucket))))))
            bucket += 3
        }
        let end = (column: columns * 2, label: Array(duration(pow(2, Double(high + 1)))))
        while let last = marks.last, last.column + last.label.count >= end.column { marks.removeLast() }
        marks.append(end)
        var axis = [Character](repeating: " ", count: columns * 2 + 1 + end.label.count)
        var tick = [Character](repeating: " ", count: columns * 2 + 1)
        for mark in marks {
            tick[mark.column] = "╵"
            for (offset, character) in mark.label.enumerated() where mark.column + offset < axis.count { axis[mark.column + offset] = character }
        }
        let indent = String(repeating: " ", count: nameWidth + 2)
        lines.append(indent + String(tick))
        lines.append(indent + String(axis).trimmingCharacters(in: .whitespaces))
        return lines.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }.joined(separator: "\n")
    }

    /// The frames' layout times as a strip, one column per frame (or the worst of a few frames
    /// when they do not fit), segments (fling, sweep) apart, frames over budget marked below.
    package static func frameStrip(_ frames: [ProfileFrame], budget: Double, width: Int) -> String {
        guard !frames.isEmpty else { return "" }
        var segments: [(name: String, frames: [ProfileFrame])] = []
        for frame in frames {
            if segments.last?.name == frame.segment {
                segments[segments.count - 1].frames.append(frame)
            } else {
                segments.append((frame.segment, [frame]))
            }
        }
        let available = max(10, width - 2 - (segments.count - 1))
        let perColumn = max(1, Int((Double(frames.count) / Double(available)).rounded(.up)))
        let slowest = Double(frames.map(\.layout).max() ?? 0)
        let over = frames.filter { Double($0.layout) > budget }.count
        var strip = "", marks = "", names = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 {
                strip += "│"
                marks += " "
                names += " "
            }
            var part = "", partMarks = ""
            var start = 0
            while start < segment.frames.count {
                let group = segment.frames[start..<min(start + perColumn, segment.frames.count)]
                let worst = Double(group.map(\.layout).max() ?? 0)
                part.append(worst == 0 ? "▁" : block(worst, top: slowest))
                partMarks.append(worst > budget ? "^" : " ")
                start += perColumn
            }
            strip += part
            marks += partMarks
            let label = "\(segment.name) \(segment.frames.count)"
            names +=
                label.count <= part.count
                ? label.padding(toLength: part.count, withPad: " ", startingAt: 0)
                : String(label.prefix(part.count))
        }
        let columnText = perColumn == 1 ? "one column per frame" : "one column per \(perColumn) frames (the slowest of them)"
        var lines = [
            "layout time a frame, \(columnText)",
            "█ = the slowest frame, \(duration(slowest)) = \(percent(slowest / budget)) of the \(duration(budget)) budget"
        ]
        lines.append(strip)
        if over > 0 {
            lines.append(marks.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
            lines.append("^ over budget: \(over) frame\(over == 1 ? "" : "s")")
        }
        lines.append(names.trimmingCharacters(in: .whitespaces))
        return lines.joined(separator: "\n")
    }

    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value < 1 { return trimmed(value, 2) + "%" }
        if value < 10 { return trimmed(value, 1) + "%" }
        return "\(Int(saturating: value.rounded()))%"
    }

    /// A horizontal bar of `value` on a scale whose full width is `top`, in eighths of a block.
    static func bar(_ value: Double, top: Double, width: Int) -> String {
        guard top > 0, value > 0 else { return "" }
        let eighths = Int(saturating: (value / top * Double(width * 8)).rounded())
        let partial: [String] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
    }
}
