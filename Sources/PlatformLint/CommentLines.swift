/// A Swift file's text with its comment lines blanked, for RuleTriggers: a line that starts
/// (after spaces) with `//`, and the lines of a `/* … */` that starts a line, become empty, so
/// names in docs do not make a file worth parsing. Only whole lines of comment, and never in
/// a `"""` literal (whose lines may start with `//`): a line with code after a comment's end
/// stays, so the blanking never hides code. The parse that follows decides what is code.
enum CommentLines {
    static func blanked(_ text: String) -> String {
        var kept: [Substring] = []
        var inString = false, inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inBlock || (!inString && trimmed.hasPrefix("/*")) {
                // A block comment: blank while it lasts, and its last line unless code follows.
                if let end = trimmed.range(ofText: "*/") {
                    inBlock = false
                    kept.append(trimmed[end.upperBound...].allSatisfy(\.isWhitespace) ? "" : line)
                } else {
                    inBlock = true
                    kept.append("")
                }
            } else if inString {
                kept.append(line)
                inString = count(of: "\"\"\"", in: line) % 2 == 0
            } else if trimmed.hasPrefix("//") {
                kept.append("")
            } else {
                kept.append(line)
                inString = count(of: "\"\"\"", in: line) % 2 == 1
            }
        }
        return kept.joined(separator: "\n")
    }

    private static func count(of needle: String, in line: Substring) -> Int {
        var count = 0
        var rest = line[...]
        while let range = rest.range(ofText: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
