/// Text from plugins, files, data and arguments made safe for a terminal: control characters (C0
/// but tab, DEL, C1) are shown as `\x1b`-style escapes and the bidirectional overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) as `\u{202e}`, so an identifier, a kind, a parameter
/// summary or an error message can never move the cursor, change colours, retitle the window or
/// reorder what is printed after it. JSON escapes on its own.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isBidirectionalControl($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBidirectionalControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else if isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\x" + (hex.count == 1 ? "0" : "") + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// Embeddings, overrides and isolates: they reorder the text that follows them on screen.
    package static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
