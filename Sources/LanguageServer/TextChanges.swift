/// An editor's `didChange` applied to the text it changes: each change replaces its range (or
/// the whole text when it has none), in order, as the protocol says.
enum TextChanges {
    static func apply(_ changes: [JSONValue], to text: String) -> String {
        var text = text
        for change in changes {
            guard let newText = change["text"]?.string else { continue }
            guard let range = change["range"], let start = range["start"], let end = range["end"],
                let startLine = start["line"]?.int, let startCharacter = start["character"]?.int,
                let endLine = end["line"]?.int, let endCharacter = end["character"]?.int
            else {
                text = newText
                continue
            }
            let lines = TextLines(text)
            let from = lines.offset(line: startLine, character: startCharacter)
            let to = max(from, lines.offset(line: endLine, character: endCharacter))
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(from..<to, with: Array(newText.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
        return text
    }
}
