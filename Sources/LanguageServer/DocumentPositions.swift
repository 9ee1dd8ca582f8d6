import LayoutDiscovery

/// One document's positions on both sides: the user's text as the editor has it, and the copy the
/// server is shown, with the source map between them. Converts LSP positions and ranges.
struct DocumentPositions {
    let userURI: String
    let mirrorURI: String
    let user: TextLines
    let mirror: TextLines
    let map: SourceMap

    init(document: EditorMirror.Document, userURI: String, mirrorURI: String) {
        self.userURI = userURI
        self.mirrorURI = mirrorURI
        user = TextLines(document.userText)
        mirror = TextLines(document.text)
        map = document.map
    }

    /// An editor's position in the copy.
    func toMirror(_ position: JSONValue) -> JSONValue {
        guard let line = position["line"]?.int, let character = position["character"]?.int else { return position }
        let offset = map.copyOffset(forUser: user.offset(line: line, character: character))
        return Self.position(mirror.position(of: offset))
    }

    /// The server's position in the user's text.
    func toUser(_ position: JSONValue) -> JSONValue {
        guard let line = position["line"]?.int, let character = position["character"]?.int else { return position }
        return Self.position(user.position(of: map.userOffset(forCopy: mirror.offset(line: line, character: character))))
    }

    func rangeToMirror(_ range: JSONValue) -> JSONValue {
        guard let start = range["start"], let end = range["end"] else { return range }
        return .object(["start": toMirror(start), "end": toMirror(end)])
    }

    /// A server's range in the user's text. A range within text the build wrote covers the
    /// user's text it replaced (the node the user sees).
    func rangeToUser(_ range: JSONValue) -> JSONValue {
        guard let start = range["start"], let end = range["end"],
            let startLine = start["line"]?.int, let startCharacter = start["character"]?.int,
            let endLine = end["line"]?.int, let endCharacter = end["character"]?.int
        else { return range }
        let from = mirror.offset(line: startLine, character: startCharacter), to = mirror.offset(line: endLine, character: endCharacter)
        if let written = map.writtenSegment(containing: from), from >= written.copy.lowerBound, to <= written.copy.upperBound,
            !written.user.isEmpty
        {
            return .object([
                "start": Self.position(user.position(of: written.user.lowerBound)),
                "end": Self.position(user.position(of: written.user.upperBound))
            ])
        }
        let userFrom = map.userOffset(forCopy: from), userTo = max(userFrom, map.userOffset(forCopy: to))
        return .object(["start": Self.position(user.position(of: userFrom)), "end": Self.position(user.position(of: userTo))])
    }

    static func position(_ position: (line: Int, character: Int)) -> JSONValue {
        .object(["line": .number(Double(position.line)), "character": .number(Double(position.character))])
    }
}
