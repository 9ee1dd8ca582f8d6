import HostSupport

/// A closed set of words a command takes (`on|off`, `before|after`), declared once as an enum
/// whose cases are the words: the usage notation, and so help and completion, interpolate its
/// `notation`, and the match (CommandSyntax.match) refuses any other word with a message built
/// from it.
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
