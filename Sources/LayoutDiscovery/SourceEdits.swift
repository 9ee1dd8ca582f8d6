/// Replacements in a file's UTF-8 text, applied in one pass. Every replacement keeps as many
/// line breaks as the text it replaces, so lines after it keep their numbers and a
/// diagnostic in the build copy names the user's line.
struct SourceEdits {
    private struct Edit {
        var start: Int
        var end: Int
        var text: String
        /// Among edits at one offset: openings in visiting order, closings in reverse.
        var order: Int
    }

    private var edits: [Edit] = []
    private var sequence = 0

    var isEmpty: Bool { edits.isEmpty }

    mutating func replace(_ start: Int, _ end: Int, with text: String) {
        sequence += 1
        edits.append(Edit(start: start, end: end, text: text, order: sequence))
    }

    /// Text opening a construct that a later `close` at a greater offset ends.
    mutating func open(at offset: Int, _ text: String) {
        sequence += 1
        edits.append(Edit(start: offset, end: offset, text: text, order: sequence))
    }

    mutating func close(at offset: Int, _ text: String) {
        sequence += 1
        edits.append(Edit(start: offset, end: offset, text: text, order: 1_000_000_000 - sequence))
    }

    /// The text of `range` (UTF-8 offsets) with the edits that lie within it applied.
    func applied(to text: String, in range: Range<Int>) -> String {
        var inside = self
        inside.edits = edits.filter { $0.start >= range.lowerBound && $0.end <= range.upperBound }
            .map { Edit(start: $0.start - range.lowerBound, end: $0.end - range.lowerBound, text: $0.text, order: $0.order) }
        return inside.applied(to: String(decoding: Array(text.utf8)[range], as: UTF8.self))
    }

    /// `range` taken out (its line breaks kept), with the edits that lay within it.
    mutating func cut(_ range: Range<Int>) {
        edits.removeAll { $0.start >= range.lowerBound && $0.end <= range.upperBound }
        replace(range.lowerBound, range.upperBound, with: "")
    }

    func applied(to text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 16)
        var cursor = 0
        for edit in edits.sorted(by: { ($0.start, $0.order) < ($1.start, $1.order) }) {
            let start = max(edit.start, cursor)
            if start > cursor { output += bytes[cursor..<start] }
            output += Array(edit.text.utf8)
            let end = max(edit.end, start)
            let breaks = bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
            output += Array(repeating: UInt8(ascii: "\n"), count: breaks)
            cursor = end
        }
        if cursor < bytes.count { output += bytes[cursor...] }
        return String(decoding: output, as: UTF8.self)
    }
}
