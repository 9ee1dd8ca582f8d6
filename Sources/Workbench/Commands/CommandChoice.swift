import HostSupport

/// A closed set of words a command takes (`on|off`, `before|after`), declared once as an enum
/// whose cases are the words: the usage notation, and so help and completion, interpolate its
/// `notation`, and ArgumentReader.choice refuses any other word with a message built from it.
package protocol CommandChoice: CaseIterable, Sendable {
    /// The word that names the case (a String raw value's, unless the enum says otherwise).
    var word: String { get }
}

extension CommandChoice where Self: RawRepresentable, RawValue == String {
    package var word: String { rawValue }
}

extension CommandChoice {
    /// The cases as the usage notation writes them: "on|off".
    package static var notation: String { allCases.map(\.word).joined(separator: "|") }

    /// The cases as a sentence: "on or off", "vertical, horizontal, both or off".
    package static var spoken: String {
        let words = allCases.map(\.word)
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

extension CommandChoice {
    /// The case `word` names: exactly, or else in any letter case when one case matches so
    /// ("scrollableaxes" for scrollableAxes).
    package static func named(_ word: String) -> Self? {
        if let exact = allCases.first(where: { $0.word == word }) { return exact }
        let matches = allCases.filter { $0.word.lowercased() == word.lowercased() }
        return matches.count == 1 ? matches.first : nil
    }
}

/// A switch: `paging on|off`, `rtl on|off`.
package enum OnOff: String, CommandChoice {
    case on, off

    package var isOn: Bool { self == .on }
}

extension ArgumentReader {
    /// The next word as one of `C`'s cases: "rtl takes on or off, not 'maybe'" otherwise, and
    /// "rtl needs on or off" when no word is left.
    package mutating func choice<C: CommandChoice>(_ type: C.Type) throws -> C {
        guard let word = optionalWord() else { throw CommandError("\(command) needs \(C.spoken)", hint: "usage: \(usage)") }
        return try Self.choice(word, C.self, of: command, usage: usage)
    }

    /// The next word, if any, as one of `C`'s cases.
    package mutating func optionalChoice<C: CommandChoice>(_ type: C.Type) throws -> C? {
        try optionalWord().map { try Self.choice($0, C.self, of: command, usage: usage) }
    }

    /// `word` as one of `C`'s cases, refused in `owner`'s name ("--kind takes cell, …").
    package static func choice<C: CommandChoice>(_ word: String, _ type: C.Type, of owner: String, usage: String) throws -> C {
        guard let value = C.named(word) else {
            throw CommandError("\(owner) takes \(C.spoken), not '\(TerminalText.escaped(word))'", hint: "usage: \(usage)")
        }
        return value
    }
}
