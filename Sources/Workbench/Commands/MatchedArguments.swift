package import HostSupport

/// A command's words matched against its declared forms (CommandSyntax.match): the flags given,
/// each option's value and each placeholder's words, by name. Read by typed key (ArgumentKey,
/// FlagKey): `try args.require(.vx)`; a value that is not of the key's type is refused with a
/// line built from the declaration ("VX must be a number, not 'fast'"), and a key the command's
/// forms do not declare is the declaration's mistake, said as the command's.
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
    /// The placeholders, options and flags the command's forms declare: what it may read.
    let declared: Set<String>
    /// The literal words of the command's forms.
    let declaredWords: Set<String>

    /// Whether the flag was given.
    package func flag(_ key: FlagKey) -> Bool {
        assert(declared.contains(key.name), "\(command) reads \(key.name), which its forms do not declare")
        return flags.contains(key.name)
    }

    /// Whether the host's own option `name` (one the front end sends its engine, declared as the
    /// command's `internalOptions`, never in its forms) was given.
    package func internalFlag(_ name: String) -> Bool { flags.contains(name) }

    /// Whether the placeholder took a word.
    package func given<T>(_ key: ArgumentKey<T>) -> Bool {
        assert(declared.contains(key.name), "\(command) reads \(key.name), which its forms do not declare")
        return values[key.name] != nil
    }

    /// Whether the matching form took the literal word (`attrs rect …`).
    package func has(_ key: WordKey) -> Bool {
        assert(declaredWords.contains(key.word), "\(command) reads '\(key.word)', which its forms do not have")
        return literals.contains(key.word)
    }

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

    /// The placeholder's value; the form matched without it only when it is optional, so a
    /// missing one is the declaration's mistake, said as the command's.
    package func require<T: ArgumentValue>(_ key: ArgumentKey<T>) throws -> T {
        guard let value = try optional(key) else { throw refusal("\(command) needs \(describe(key.name))") }
        return value
    }

    package func optional<T: ArgumentValue>(_ key: ArgumentKey<T>) throws -> T? {
        try words(of: key).first.map { try convert($0, key) }
    }

    /// Every word a repeated placeholder took.
    package func all<T: ArgumentValue>(_ key: ArgumentKey<T>) throws -> [T] {
        try words(of: key).map { try convert($0, key) }
    }

    /// The option's value, if the option was given.
    package func option<T: ArgumentValue>(_ key: ArgumentKey<T>) throws -> T? {
        try declaredName(key)
        return try options[key.name].map { try convert($0, key) }
    }

    /// The option's choice, if the option was given (the match checked the word).
    package func option<C: CommandChoice>(_ key: ArgumentKey<C>) throws -> C? {
        try declaredName(key)
        return options[key.name].flatMap(C.named)
    }

    /// The placeholder's value, within `range`.
    package func require<T: ArgumentValue & Comparable & CustomStringConvertible>(_ key: ArgumentKey<T>, in range: ClosedRange<T>) throws -> T {
        try within(range, try require(key), key)
    }

    /// Every word a repeated placeholder took, each within `range`.
    package func all<T: ArgumentValue & Comparable & CustomStringConvertible>(_ key: ArgumentKey<T>, in range: ClosedRange<T>) throws -> [T] {
        try all(key).map { try within(range, $0, key) }
    }

    /// The option's value, within `range`, if the option was given.
    package func option<T: ArgumentValue & Comparable & CustomStringConvertible>(_ key: ArgumentKey<T>, in range: ClosedRange<T>) throws -> T? {
        try option(key).map { try within(range, $0, key) }
    }

    /// The placeholder's value as a positive number, or `value` when it was left out.
    package func positive(_ key: ArgumentKey<Double>, default value: Double) throws -> Double {
        try words(of: key).isEmpty ? value : try positive(key)
    }

    /// The placeholder's value as a positive number ("W must be greater than 0, not -1").
    package func positive(_ key: ArgumentKey<Double>) throws -> Double {
        let value = try require(key)
        guard value > 0 else { throw refusal("\(describe(key.name)) must be greater than 0, not \(JSONValue.format(value))") }
        return value
    }

    /// A refusal of this command's words, with its usage.
    package func refusal(_ message: String) -> CommandError { CommandError(message, hint: "usage: \(usage)") }

    // MARK: - Reading

    /// The placeholder's words, once its name is known to be the command's.
    private func words<T>(of key: ArgumentKey<T>) throws -> [String] {
        try declaredName(key)
        return values[key.name] ?? []
    }

    /// A key the command's forms do not declare: the declaration's mistake, said as the command's.
    private func declaredName<T>(_ key: ArgumentKey<T>) throws {
        guard declared.contains(key.name) else { throw refusal("\(command) reads \(key.name), which its forms do not declare") }
    }

    private func within<T: Comparable & CustomStringConvertible>(_ range: ClosedRange<T>, _ value: T, _ key: ArgumentKey<T>) throws -> T {
        guard range.contains(value) else {
            throw refusal("\(describe(key.name)) must be in \(range.lowerBound)…\(range.upperBound), not \(value)")
        }
        return value
    }

    private func convert<T: ArgumentValue>(_ word: String, _ key: ArgumentKey<T>) throws -> T {
        switch T.argument(word) {
        case .success(let value): return value
        case .failure(let problem): throw refusal("\(describe(key.name)) \(problem.sentence)")
        }
    }
}
