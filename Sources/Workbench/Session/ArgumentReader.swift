import Foundation
import LayoutHost
package import HostSupport

/// A command's words as they reach it, with the one check made before its forms are matched: a
/// flag its declaration does not have is refused, with the closest one it has (`undeclaredFlag`).
/// The words are then matched and read typed (CommandSyntax.match, MatchedArguments).
package struct ArgumentReader {
    package let command: String
    package let usage: String
    private let words: [String]
    /// The flags and options the command's forms declare; nil: any (a reader made by hand).
    private let flags: Set<String>?
    /// Flags accepted besides, never named to a user (what the front end sends its engine).
    private let internalFlags: Set<String>
    /// A placeholder takes any text, so a word like `--x` may be its value.
    private let takesText: Bool

    package init(
        command: String, usage: String, words: [String], flags: Set<String>? = nil,
        internalFlags: Set<String> = [], takesText: Bool = false
    ) {
        self.command = command
        self.usage = usage
        self.words = words
        self.flags = flags
        self.internalFlags = internalFlags
        self.takesText = takesText
    }

    /// The first word that looks like a flag (`--` and a letter) and that the declaration does not
    /// have, with the error that refuses it.
    package var undeclaredFlag: CommandError? {
        guard let flags, !takesText else { return nil }
        for word in words where word.hasPrefix("--") && word.dropFirst(2).first?.isLetter == true && !flags.contains(word) && !internalFlags.contains(word) {
            let known = flags.sorted()
            let hint = known.isEmpty ? "\(command) takes no options; usage: \(usage)" : "its options: " + known.joined(separator: ", ")
            let close = CommandRegistry.closest(to: word, in: known).map { "; did you mean \($0)?" } ?? ""
            return CommandError("\(command) has no option '\(TerminalText.escaped(word))'" + close, hint: hint)
        }
        return nil
    }

    /// The words, as the command was given them.
    package var remaining: [String] { words }
}
