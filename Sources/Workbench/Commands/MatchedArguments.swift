package import HostSupport

/// A command's words matched against its declared forms (CommandSyntax.match): the flags given,
/// each option's value and each placeholder's words, by name. Read typed, as hummingbird reads
/// parameters: `try args.require("VX", as: Double.self)`; a value that is not of the type is
/// refused with a line built from the declaration ("VX must be a number, not 'fast'").
package struct MatchedArguments {
    package let command: String
    package let usage: String
    /// The flags given (`--json`).
    package let flags: Set<String>
    /// Each option's value (`--limit` → "10").
    package let options: [String: String]
    /// Each placeholder's words, by its name (`X` → ["10"]; repeated ones hold several).
    package let values: [String: [String]]
    /// The literal words the matching form took (subcommands and choices: `rect`, `on`).
    package let literals: [String]
    /// The host's own options' words, each time given (`--trapped A B`).
    package let internalValues: [String: [[String]]]
    /// What an argument is called in errors: its declared description, or its name.
    let describe: @Sendable (String) -> String

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Whether the placeholder `name` took a word.
    package func given(_ name: String) -> Bool { values[name] != nil }

    /// Whether the matching form took the literal `word` (`attrs rect …`).
    package func has(_ word: String) -> Bool { literals.contains(word) }

    /// The case of `C` the matching form took, if it took one (its words are in the form, so
    /// any other word was refused by the match).
    package func choice<C: CommandChoice>(_ type: C.Type) -> C? {
        literals.lazy.compactMap { word in C.allCases.first { $0.word == word } }.first
    }

    /// The case of `C` the matching form took; one the form requires, so a missing one is the
    /// declaration's mistake, said as the command's.
    package func require<C: CommandChoice>(_ type: C.Type) throws -> C {
        guard let value = choice(type) else { throw refusal("\(command) needs \(C.spoken)") }
        return value
    }

    /// The placeholder `name`'s value as `T`; the form matched without it only when it is
    /// optional, so a missing one is the declaration's mistake, said as the command's.
    package func require<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws -> T {
        guard let value = try optional(name, as: type) else { throw refusal("\(command) needs \(describe(name))") }
        return value
    }

    package func optional<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws -> T? {
        try values[name]?.first.map { try convert($0, name, as: type) }
    }

    /// Every word a repeated placeholder took, as `T`.
    package func all<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws -> [T] {
        try (values[name] ?? []).map { try convert($0, name, as: type) }
    }

    /// The option's value as `T`, if the option was given.
    package func option<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws -> T? {
        try options[name].map { try convert($0, name, as: type) }
    }

    /// The option's choice as `C`, if the option was given (the match checked the word).
    package func option<C: CommandChoice>(_ name: String, as type: C.Type) -> C? {
        options[name].flatMap(C.named)
    }

    /// The placeholder `name`'s value as `T`, within `range`.
    package func require<T: ArgumentValue & Comparable & CustomStringConvertible>(
        _ name: String, as type: T.Type = T.self,
        in range: ClosedRange<T>
    ) throws -> T {
        let value = try require(name, as: type)
        guard range.contains(value) else {
            throw refusal("\(describe(name)) must be in \(range.lowerBound)…\(range.upperBound), not \(value)")
        }
        return value
    }

    /// Every word a repeated placeholder took, as `T`, each within `range`.
    package func all<T: ArgumentValue & Comparable & CustomStringConvertible>(
        _ name: String, as type: T.Type = T.self,
        in range: ClosedRange<T>
    ) throws -> [T] {
        try all(name, as: type).map { value in
            guard range.contains(value) else {
                throw refusal("\(describe(name)) must be in \(range.lowerBound)…\(range.upperBound), not \(value)")
            }
            return value
        }
    }

    /// The placeholder's value as a positive number, or `value` when it was left out.
    package func positive(_ name: String, default value: Double) throws -> Double {
        values[name] == nil ? value : try positive(name)
    }

    /// The option's value as `T`, within `range`, if the option was given.
    package func option<T: ArgumentValue & Comparable & CustomStringConvertible>(
        _ name: String, as type: T.Type = T.self,
        in range: ClosedRange<T>
    ) throws -> T? {
        guard let value = try option(name, as: type) else { return nil }
        guard range.contains(value) else {
            throw refusal("\(describe(name)) must be in \(range.lowerBound)…\(range.upperBound), not \(value)")
        }
        return value
    }

    /// The placeholder's value as a positive number ("W must be greater than 0, not -1").
    package func positive(_ name: String) throws -> Double {
        let value = try require(name, as: Double.self)
        guard value > 0 else { throw refusal("\(describe(name)) must be greater than 0, not \(JSONValue.format(value))") }
        return value
    }

    private func convert<T: ArgumentValue>(_ word: String, _ name: String, as type: T.Type) throws -> T {
        switch T.argument(word) {
        case .success(let value): return value
        case .failure(let problem): throw refusal("\(describe(name)) \(problem.sentence)")
        }
    }

    /// A refusal of this command's words, with its usage.
    package func refusal(_ message: String) -> CommandError { CommandError(message, hint: "usage: \(usage)") }
}
