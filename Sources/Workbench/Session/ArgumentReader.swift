import Foundation
import LayoutHost
import HostSupport

/// Reads a command's words: flags, options and positional values, each checked, with errors
/// that name the accepted form. A flag its declaration does not have is refused before the
/// command runs (`undeclaredFlag`); asking for one is the program's mistake (a debug trap).
package struct ArgumentReader {
    package let command: String
    package let usage: String
    private var words: [String]
    /// The flags and options the command's forms declare; nil: any (a reader made by hand).
    private let flags: Set<String>?
    /// Flags accepted besides, never named to a user (what the front end sends its engine).
    private let internalFlags: Set<String>
    /// A placeholder takes any text, so a word like `--x` may be its value.
    private let takesText: Bool

    package init(command: String, usage: String, words: [String], flags: Set<String>? = nil,
                 internalFlags: Set<String> = [], takesText: Bool = false) {
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

    private func checkDeclared(_ name: String) {
        assert(flags.map { $0.contains(name) || internalFlags.contains(name) } ?? true, "\(command) reads \(name), which its usage does not declare")
    }

    package var isEmpty: Bool { words.isEmpty }
    package var remaining: [String] { words }
    package var peek: String? { words.first }

    private func error(_ message: String) -> CommandError { CommandError(message, hint: "usage: \(usage)") }

    /// Removes `flag` wherever it stands; true when it was there.
    package mutating func flag(_ flag: String) -> Bool {
        checkDeclared(flag)
        guard let index = words.firstIndex(of: flag) else { return false }
        words.remove(at: index)
        return true
    }

    /// Removes `--name VALUE` wherever it stands.
    package mutating func option(_ name: String) throws -> String? {
        checkDeclared(name)
        guard let index = words.firstIndex(of: name) else { return nil }
        guard index + 1 < words.count else { throw error("\(name) needs a value") }
        let value = words[index + 1]
        words.removeSubrange(index...index + 1)
        return value
    }

    /// Removes `--name A B …` (count values) wherever it stands.
    package mutating func option(_ name: String, count: Int) throws -> [String]? {
        checkDeclared(name)
        guard let index = words.firstIndex(of: name) else { return nil }
        guard index + count < words.count else { throw error("\(name) needs \(count) values") }
        let values = Array(words[index + 1...index + count])
        words.removeSubrange(index...index + count)
        return values
    }

    package mutating func word(_ what: String) throws -> String {
        guard !words.isEmpty else { throw error("\(command) needs \(what)") }
        return words.removeFirst()
    }

    package mutating func optionalWord() -> String? { words.isEmpty ? nil : words.removeFirst() }

    package mutating func number(_ what: String) throws -> Double {
        let text = try word(what)
        return try ArgumentReader.number(text, what: what, usage: usage)
    }

    package mutating func positiveNumber(_ what: String) throws -> Double {
        let value = try number(what)
        guard value > 0 else { throw error("\(what) must be greater than 0, not \(JSONValue.format(value))") }
        return value
    }

    package mutating func integer(_ what: String, in range: ClosedRange<Int>? = nil) throws -> Int {
        let text = try word(what)
        guard let value = Int(text) else { throw error("\(what) must be a whole number, not '\(text)'") }
        if let range, !range.contains(value) {
            throw error("\(what) must be in \(range.lowerBound)…\(range.upperBound), not \(value)")
        }
        return value
    }

    /// "390x844": two positive finite numbers.
    package mutating func size(_ what: String) throws -> CGSize {
        let text = try word(what)
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw error("\(what) must look like 390x844, not '\(text)'")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw error("\(what) must be positive and finite, not '\(text)'")
        }
        return CGSize(width: w, height: h)
    }

    /// Fails when words are left over.
    package func finish() throws {
        guard words.isEmpty else { throw error("unexpected \(words.joined(separator: " "))") }
    }

    package static func number(_ text: String, what: String, usage: String) throws -> Double {
        guard let value = Double(text) else {
            throw CommandError("\(what) must be a number, not '\(text)'", hint: "usage: \(usage)")
        }
        guard value.isFinite else {
            throw CommandError("\(what) must be finite, not '\(text)'", hint: "usage: \(usage)")
        }
        return value
    }
}
