import Foundation
import LayoutHost

/// What changed between a recorded baseline and a run, element by element: for each block, lines
/// are matched by their key (an element's "cell 0-2", a value's path) and their fields compared,
/// numbers within the precision.
///
///     rows.lbs:5 attrs · cell 0-2 frame 0 600 375 300 → 0 500 375 250
///     rows.lbs:5 attrs · cell 0-9 appeared: frame 0 2700 375 300 · …
package enum BaselineDiff {
    package static func differences(expected: Baseline, actual: Baseline, script: String) -> [String] {
        var out: [String] = []
        let tolerance = max(expected.precision, actual.precision)
        if expected.precision != actual.precision {
            out.append("\(script): the precision changed from \(expected.precision) to \(actual.precision); record again")
        }
        // Blocks are matched by their commands in order (a longest common subsequence), so a
        // command added to or removed from the script is reported as itself, at its own line.
        for step in align(expected.blocks.map(\.command), actual.blocks.map(\.command)) {
            switch step {
            case .removed(let i):
                let block = expected.blocks[i]
                out.append("\(script) \(block.command) · printed at line \(block.line) when recorded, not now")
            case .added(let j):
                let block = actual.blocks[j]
                out.append("\(script):\(block.line) \(block.command) · new output, not in the baseline")
            case .same(let i, let j):
                let (e, a) = (expected.blocks[i], actual.blocks[j])
                out += compare(e.lines, a.lines, place: "\(script):\(a.line) \(a.command)", tolerance: tolerance)
            }
        }
        return out
    }

    enum Step: Equatable { case same(Int, Int), removed(Int), added(Int) }

    /// A longest-common-subsequence alignment of two command lists.
    static func align(_ a: [String], _ b: [String]) -> [Step] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                steps.append(.same(i, j)); i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                steps.append(.added(j)); j += 1
            } else {
                steps.append(.removed(i)); i += 1
            }
        }
        return steps
    }

    /// One line split into its key and named fields: "cell 0-2 · frame 0 600 375 300 · alpha 1".
    struct Line {
        var key: String
        var fields: [(name: String, value: String)]

        init(_ text: String) {
            let parts = text.components(separatedBy: " · ")
            key = parts[0]
            // A value line ("contentOffset · 0 600") has one unnamed field; an element line
            // ("cell 0-2 · frame … · alpha 1 · …") has several, each a name and its values.
            guard parts.count > 2 else {
                fields = parts.count == 2 ? [("", parts[1])] : []
                return
            }
            fields = parts.dropFirst().map { part in
                let split = part.split(separator: " ", maxSplits: 1)
                return (String(split.first ?? ""), split.count > 1 ? String(split[1]) : "")
            }
        }
    }

    static func compare(_ expected: [String], _ actual: [String], place: String, tolerance: Double) -> [String] {
        var out: [String] = []
        let old = expected.map(Line.init), new = actual.map(Line.init)
        var oldByKey: [String: Line] = [:]
        for line in old where oldByKey[line.key] == nil { oldByKey[line.key] = line }
        let newKeys = Set(new.map(\.key))
        for line in new {
            guard let before = oldByKey[line.key] else {
                out.append("\(place) · \(line.key) appeared")
                continue
            }
            let beforeFields = Dictionary(before.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            for field in line.fields {
                let previous = beforeFields[field.name]
                guard let previous else {
                    out.append("\(place) · \(line.key) \(field.name) new: \(field.value)")
                    continue
                }
                if !same(previous, field.value, tolerance: tolerance) {
                    let name = field.name.isEmpty ? "" : " \(field.name)"
                    out.append("\(place) · \(line.key)\(name) \(previous) → \(field.value)")
                }
            }
            for name in beforeFields.keys.sorted() where !line.fields.contains(where: { $0.name == name }) {
                out.append("\(place) · \(line.key) \(name) gone (was \(beforeFields[name]!))")
            }
        }
        for line in old where !newKeys.contains(line.key) {
            out.append("\(place) · \(line.key) disappeared")
        }
        return out
    }

    /// Equal as text, or as numbers within `tolerance` (word by word).
    static func same(_ a: String, _ b: String, tolerance: Double) -> Bool {
        if a == b { return true }
        let x = a.split(separator: " "), y = b.split(separator: " ")
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { p, q in
            if p == q { return true }
            guard let u = Double(p), let v = Double(q) else { return false }
            return abs(u - v) <= tolerance * 1.000001
        }
    }
}
