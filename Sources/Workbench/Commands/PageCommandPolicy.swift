import Foundation
import HostSupport

/// What the live view's page may run: the commands its wheel, drag and toolbar stand for, and
/// the queries its panel and toolbar read, never with a file to write or read (`drag … --svg
/// FILE` would replace any file the user can write). One command a message, printable text of
/// at most 4 KiB; anything else is refused unrun (the token holder is the user, but a page is
/// still no authority over the session or its files).
package enum PageCommandPolicy {
    /// Commands a page performs (echoed as `# view: CMD`).
    package static let performed: Set<String> = ["scroll", "drag", "use", "device", "items"]
    /// Queries a page asks (answered to it alone).
    package static let asked: Set<String> = ["item", "supplementary", "decoration", "layouts", "attrs", "state"]
    /// The longest line a page may send.
    package static let lineLimit = 4096

    /// Whether a page may run `line`, one of `commands`.
    package static func allows(_ line: String, in commands: Set<String>) -> Bool {
        guard line.utf8.count <= lineLimit, !line.contains(";"),
            line.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }),
            TerminalText.escaped(line) == line else { return false }
        let words = line.split(separator: " ").map(String.init)
        guard let first = words.first, commands.contains(first) else { return false }
        let files = CommandRegistry.command(named: first)?.syntax.fileOptions ?? []
        return !words.contains { word in files.contains(word) || files.contains { word.hasPrefix($0 + "=") } }
    }
}
