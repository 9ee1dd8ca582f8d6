import Foundation
import HostSupport

/// What the live view's page may run: the commands its wheel, drag and toolbar stand for, and
/// the queries its panel and toolbar read, never with a file to write or read (`drag … --svg
/// FILE` would replace any file the user can write). One command a message, printable text of
/// at most 4 KiB; anything else is refused unrun (the token holder is the user, but a page is
/// still no authority over the session or its files). The check is made on the command as it
/// will run: the line split as scripts split it (quotes removed), then matched against the
/// command's declared forms, so no spelling of an option gets past it.
package enum PageCommandPolicy {
    /// Commands a page performs (echoed as `# view: CMD`).
    package static let performed: Set<String> = ["scroll", "drag", "use", "device", "items"]
    /// Queries a page asks (answered to it alone).
    package static let asked: Set<String> = ["item", "supplementary", "decoration", "layouts", "attrs", "state"]
    /// The longest line a page may send.
    package static let lineLimit = 4096

    /// Whether a page may run `line`, one of `commands`.
    package static func allows(_ line: String, in commands: Set<String>) -> Bool {
        guard line.utf8.count <= lineLimit,
            line.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }),
            TerminalText.escaped(line) == line,
            let parsed = try? ScriptLine.commands(in: line), parsed.count == 1, let words = parsed.first,
            let name = words.first, commands.contains(name), let command = CommandRegistry.command(named: name)
        else { return false }
        let syntax = command.syntax
        // A file option's name in any word (`--svg=FILE` too) is refused before matching.
        if words.contains(where: { word in syntax.fileOptions.contains { word == $0 || word.hasPrefix($0 + "=") } }) { return false }
        // Words the matcher refuses run nothing; the command's own error goes back to the page.
        guard let matched = try? syntax.match(Array(words.dropFirst())) else { return true }
        if !syntax.fileOptions.isDisjoint(with: matched.options.keys) { return false }
        let files = Set(syntax.placeholders.filter { $0.kind == .file }.map(\.name))
        return files.isDisjoint(with: matched.values.keys)
    }
}
