/// A line of bash split into words for SetupScriptCheck: quoted text stays inside its word,
/// `;` and `;;` are words of their own, a `#` that starts a word starts a comment.
enum ShellWords {
    static func of(_ line: Substring) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        func end() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        var characters = line.makeIterator()
        var pending: Character? = nil
        while let c = pending ?? characters.next() {
            pending = nil
            if let open = quote {
                word.append(c)
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                word.append(c)
                quote = c
            } else if c == "#" && word.isEmpty {
                break
            } else if c == " " || c == "\t" {
                end()
            } else if c == ";" {
                end()
                let next = characters.next()
                if next == ";" { words.append(";;") } else { words.append(";"); pending = next }
            } else {
                word.append(c)
            }
        }
        end()
        return words
    }
}
