import SwiftSyntax

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

    // MARK: Edits by node

    /// `node`'s text (leading and trailing trivia kept) replaced by `text`.
    mutating func replace(_ node: some SyntaxProtocol, with text: String) {
        let span = node.trimmedOffsets
        replace(span.lowerBound, span.upperBound, with: text)
    }

    /// `node`'s text taken out (its trivia and line breaks kept).
    mutating func remove(_ node: some SyntaxProtocol) { replace(node, with: "") }

    /// From the start of `first`'s text to the start of `second`'s taken out (a modifier and the
    /// space after it, say).
    mutating func remove(from first: some SyntaxProtocol, upTo second: some SyntaxProtocol) {
        replace(first.trimmedOffsets.lowerBound, second.trimmedOffsets.lowerBound, with: "")
    }

    /// `node`'s text and the trivia after it taken out (`weak ` before `var`).
    mutating func removeWithTrailingTrivia(_ node: some SyntaxProtocol) {
        let span = node.offsetsThroughTrailingTrivia
        replace(span.lowerBound, span.upperBound, with: "")
    }

    /// From the end of `first`'s text to the end of `last`'s taken out (`.X` after `UIKit`).
    mutating func remove(after first: some SyntaxProtocol, through last: some SyntaxProtocol) {
        replace(first.trimmedOffsets.upperBound, last.trimmedOffsets.upperBound, with: "")
    }

    /// `text` written just before `node`'s text.
    mutating func insert(_ text: String, before node: some SyntaxProtocol) { open(at: node.trimmedOffsets.lowerBound, text) }

    /// `text` written just after `node`'s text.
    mutating func insert(_ text: String, after node: some SyntaxProtocol) { open(at: node.trimmedOffsets.upperBound, text) }

    /// `node`'s text between `opening` and `closing`; wraps nest, an inner one's closing first.
    mutating func wrap(_ node: some SyntaxProtocol, _ opening: String, _ closing: String) {
        let span = node.trimmedOffsets
        open(at: span.lowerBound, opening)
        close(at: span.upperBound, closing)
    }

    func applied(to text: String) -> String { appliedWithMap(to: text).text }

    /// The edited text, and where each of its parts came from in `text` (SourceMap).
    func appliedWithMap(to text: String) -> (text: String, map: SourceMap) {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 16)
        var map = SourceMap()
        var cursor = 0
        for edit in edits.sorted(by: { ($0.start, $0.order) < ($1.start, $1.order) }) {
            let start = max(edit.start, cursor)
            if start > cursor {
                map.append(user: cursor..<start, copy: output.count..<(output.count + start - cursor), verbatim: true)
                output += bytes[cursor..<start]
            }
            let written = output.count
            output += Array(edit.text.utf8)
            let end = max(edit.end, start)
            let breaks = bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
            output += Array(repeating: UInt8(ascii: "\n"), count: breaks)
            map.append(user: start..<end, copy: written..<output.count, verbatim: false)
            cursor = end
        }
        if cursor < bytes.count {
            map.append(user: cursor..<bytes.count, copy: output.count..<(output.count + bytes.count - cursor), verbatim: true)
            output += bytes[cursor...]
        }
        return (String(decoding: output, as: UTF8.self), map)
    }
}

extension SyntaxProtocol {
    /// The UTF-8 offsets of the node's text without its leading and trailing trivia: where an
    /// edit of it starts and ends.
    var trimmedOffsets: Range<Int> { positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset }

    /// The node's text and the trivia after it (a modifier and the space that follows it).
    var offsetsThroughTrailingTrivia: Range<Int> { positionAfterSkippingLeadingTrivia.utf8Offset..<endPosition.utf8Offset }
}
