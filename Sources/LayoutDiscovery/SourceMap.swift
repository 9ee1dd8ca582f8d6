/// Where each part of a build copy came from in the user's file, by UTF-8 offsets: spans copied
/// as they are, and spans the build wrote (a rewritten node, a moved member, the copy's header and
/// appendix), each tied to the user's text it replaced. An editor's language server is shown the
/// copy (LanguageServer) and its positions are carried back through this map: a position in
/// copied text lands on the same character, one in written text on the start of what it replaced.
package struct SourceMap: Sendable, Equatable {
    package struct Segment: Sendable, Equatable {
        /// The user's text: `user.lowerBound..<user.upperBound` (empty for an insertion).
        package var user: Range<Int>
        /// The copy's text it became.
        package var copy: Range<Int>
        /// Copied unchanged (offsets correspond one to one), or written by the build.
        package var isVerbatim: Bool
    }

    /// The segments in order, covering the copy without gaps.
    package private(set) var segments: [Segment] = []

    package init() {}

    /// The identity map of a text of `length` bytes.
    package static func identity(length: Int) -> SourceMap {
        var map = SourceMap()
        map.append(user: 0..<length, copy: 0..<length, verbatim: true)
        return map
    }

    mutating func append(user: Range<Int>, copy: Range<Int>, verbatim: Bool) {
        guard !(user.isEmpty && copy.isEmpty) else { return }
        if verbatim, let last = segments.last, last.isVerbatim, last.user.upperBound == user.lowerBound, last.copy.upperBound == copy.lowerBound {
            segments[segments.count - 1].user = last.user.lowerBound..<user.upperBound
            segments[segments.count - 1].copy = last.copy.lowerBound..<copy.upperBound
            return
        }
        segments.append(Segment(user: user, copy: copy, isVerbatim: verbatim))
    }

    /// The map with every copy offset moved by `offset` (text put before the copy's).
    mutating func shiftCopy(by offset: Int) {
        for index in segments.indices {
            segments[index].copy = (segments[index].copy.lowerBound + offset)..<(segments[index].copy.upperBound + offset)
        }
    }

    /// The user's offset for a copy offset: the same character in copied text, the start of the
    /// replaced text in written text (its end for an offset at the written text's end).
    package func userOffset(forCopy offset: Int) -> Int {
        guard let segment = segment(containingCopy: offset) else { return segments.last?.user.upperBound ?? offset }
        if segment.isVerbatim { return segment.user.lowerBound + (offset - segment.copy.lowerBound) }
        return offset >= segment.copy.upperBound ? segment.user.upperBound : segment.user.lowerBound
    }

    /// The copy's offset for a user offset: the same character in copied text; in text the
    /// build rewrote, the start of what it wrote.
    package func copyOffset(forUser offset: Int) -> Int {
        for segment in segments where segment.isVerbatim && segment.user.contains(offset) {
            return segment.copy.lowerBound + (offset - segment.user.lowerBound)
        }
        for segment in segments where segment.user.lowerBound <= offset && offset <= segment.user.upperBound && !segment.user.isEmpty {
            return segment.isVerbatim ? segment.copy.lowerBound + (offset - segment.user.lowerBound) : segment.copy.lowerBound
        }
        // The end of the text, or an offset past it.
        guard let last = segments.last(where: { !$0.user.isEmpty || $0.isVerbatim }) else { return offset }
        return last.copy.upperBound + max(0, offset - last.user.upperBound)
    }

    /// The written segment (text the build wrote) that holds copy offset `offset`, if any.
    package func writtenSegment(containing offset: Int) -> Segment? {
        segments.first { !$0.isVerbatim && $0.copy.lowerBound <= offset && offset < $0.copy.upperBound }
    }

    /// Whether `offset` of the copy is in text the build wrote.
    package func isWritten(copy offset: Int) -> Bool {
        segment(containingCopy: offset).map { !$0.isVerbatim } ?? true
    }

    private func segment(containingCopy offset: Int) -> Segment? {
        // Segments are in copy order: a binary search for the last one starting at or before it.
        var low = 0, high = segments.count - 1, found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if segments[middle].copy.lowerBound <= offset { found = middle; low = middle + 1 } else { high = middle - 1 }
        }
        guard let found else { return nil }
        let segment = segments[found]
        if offset < segment.copy.upperBound || (offset == segment.copy.upperBound && found == segments.count - 1) { return segment }
        // An empty written segment at this offset, or the offset between two segments.
        return found + 1 < segments.count ? segments[found + 1] : segment
    }
}
