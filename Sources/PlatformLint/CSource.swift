/// A C file read as text, for CShimCheck: its lines with comments blanked (so line numbers
/// hold), the `lb_` functions it declares or defines, its words, and whether one `#ifdef`
/// holds its whole body.
struct CSource {
    /// Code lines, 1-based through `lines[n - 1]`, comments replaced by spaces.
    let lines: [Substring]

    init(text: String) {
        lines = Self.withoutComments(text).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Non-static functions named `lb_…`: the definitions (a body follows) or the declarations
    /// (a `;` follows), by name, with the line each starts on.
    func functions(defined: Bool) -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let words = line.split(whereSeparator: { !PlatformName.isWordCharacter($0) })
            guard let name = words.first(where: { $0.hasPrefix("lb_") }), words.first != "static", words.first != "return",
                words.first != name, let open = line.range(ofText: "\(name)(")
            else { continue }
            // The type comes right before the name (`int lb_x(`, `int *lb_x(`), not an operator.
            let before = line[..<open.lowerBound].trimmingSuffix { $0 == " " || $0 == "*" }
            guard let last = before.last, PlatformName.isWordCharacter(last) else { continue }
            let rest = lines[index...].joined(separator: "\n")
            guard let end = rest.firstIndex(where: { $0 == ";" || $0 == "{" }) else { continue }
            if (rest[end] == "{") == defined, found[String(name)] == nil { found[String(name)] = index + 1 }
        }
        return found
    }

    /// Every identifier-like word with its line.
    func words() -> [(line: Int, word: Substring)] {
        lines.enumerated().flatMap { index, line in
            line.split(whereSeparator: { !PlatformName.isWordCharacter($0) }).map { (index + 1, $0) }
        }
    }

    /// Why the whole body is not inside `#ifdef macro` (or `#if defined(macro)`), with a line, or
    /// nil when it is: the first directive opens it and the `#endif` that closes it ends the file.
    func guardProblem(macro: String) -> (line: Int, message: String)? {
        let code = lines.enumerated().filter { !$0.element.allSatisfy(\.isWhitespace) }
        guard let first = code.first else { return (1, "empty: its body belongs inside `#ifdef \(macro)`") }
        let opening = first.element.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard opening == "#ifdef \(macro)" || opening == "#if defined(\(macro))" || opening == "# ifdef \(macro)" else {
            return (first.offset + 1, "the whole body belongs inside `#ifdef \(macro)`, which must be the first line of code")
        }
        var depth = 0
        for (offset, line) in code {
            let directive = line.drop(while: \.isWhitespace)
            if directive.hasPrefix("#if") { depth += 1 }
            if directive.hasPrefix("#endif") { depth -= 1 }
            if depth == 0 {
                return offset == code.last!.offset
                    ? nil
                    : (offset + 1, "code after the `#endif` of `#ifdef \(macro)`: the whole body belongs inside it")
            }
        }
        return (first.offset + 1, "`#ifdef \(macro)` is never closed")
    }

    /// `text` with `//` and `/* */` comments blanked, newlines kept (strings are left alone:
    /// the shim's have no comment markers).
    private static func withoutComments(_ text: String) -> String {
        var out = ""
        var inBlock = false, inLine = false
        var previous: Character = " "
        for c in text {
            if inLine {
                if c == "\n" { inLine = false; out.append(c) } else { out.append(" ") }
            } else if inBlock {
                if previous == "*" && c == "/" { inBlock = false; out.append(" "); previous = " "; continue }
                out.append(c == "\n" ? "\n" : " ")
            } else if previous == "/" && (c == "/" || c == "*") {
                out.removeLast()
                out.append("  ")
                if c == "/" { inLine = true } else { inBlock = true }
                previous = " "
                continue
            } else {
                out.append(c)
            }
            previous = c
        }
        return out
    }
}
