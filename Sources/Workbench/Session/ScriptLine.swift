import LayoutHost
import HostSupport
/// Splits script text into commands: `;` separates commands, `#` at the start of a word starts
/// a comment that runs to the next `;` or the end of the line (`items 3 # x; use table` runs
/// both commands), and quotes ("…" or '…') keep spaces, `;` and `#` inside one word.
package enum ScriptLine {
    /// The commands on one line, each as its words.
    package static func commands(in line: String) throws -> [[String]] {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var inComment = false
        for character in line {
            if inComment {
                if character == ";" || character.isNewline { inComment = false } else { continue }
            }
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                inWord = true
            case " ", "\t", "\r", "\n", "\r\n":
                if inWord { words.append(word); word = ""; inWord = false }
            case ";":
                if inWord { words.append(word); word = ""; inWord = false }
                if !words.isEmpty { commands.append(words) }
                words = []
            case "#" where !inWord:
                inComment = true
            default:
                word.append(character)
                inWord = true
            }
        }
        if quote != nil { throw CommandError("unterminated quote in: \(line)") }
        if inWord { words.append(word) }
        if !words.isEmpty { commands.append(words) }
        return commands
    }

    /// `text` written so that `commands(in:)` reads it back as one word (or the end of one):
    /// as it is, or in the quotes it does not contain when it has spaces, `;`, `#` or quotes.
    package static func word(_ text: String) -> String {
        guard text.isEmpty || text.contains(where: { $0.isWhitespace || ";#\"'".contains($0) }) else { return text }
        return text.contains("\"") ? "'\(text)'" : "\"\(text)\""
    }
}
