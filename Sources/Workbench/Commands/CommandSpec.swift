import LayoutHost
/// A REPL command: its name, forms, one-line summary and what it does. This one declaration
/// drives the command's help, the reference, its completion and argument checking (all through
/// `syntax`, the forms read as data) and where it takes part (reprinted after a reload,
/// baselined in tests).
package struct CommandSpec: Sendable {
    package enum Result: Sendable { case done, quit }

    /// Where a command takes part besides running.
    package enum Trait: Sendable {
        /// Its output is printed again after a reload, with the diff (it sets the last query).
        case reprintedAfterReload
        /// Its JSON is deterministic: `layoutbench test` records it in baselines.
        case baselined
    }

    /// The process that runs a command: the engine, which holds the session, or the front end
    /// for what only it has (the live view's server). The front end binds its own handlers to
    /// these (EngineClient.bind); an engine reached with one answers with the spec's body.
    package enum Place: Sendable { case engine, frontEnd }

    package let name: String
    package let runsIn: Place
    package let aliases: [String]
    package let traits: Set<Trait>
    package let summary: String
    /// The usage line and the help's forms read as data (literals, flags, options, typed
    /// placeholders): the usage, help, the reference and completion are rendered from it.
    package let syntax: CommandSyntax
    /// Options the host itself sends (the front end to its engine), accepted and never shown.
    let internalOptions: Set<String>
    /// The commands declared under this one, by the word that names them (`snapshot`'s
    /// operations): their words are checked against their own forms.
    let subcommands: [String: CommandSyntax]
    /// The command's words (after its name) matched against its forms, or its subcommand's.
    let match: @Sendable ([String]) throws -> MatchedArguments
    /// What the command does with its matched words.
    let run: @Sendable (Session, MatchedArguments) throws -> Result

    /// A command whose words are matched against its forms before it runs (CommandSyntax.match)
    /// and read typed by name; `describing` names placeholders in errors ("N": "an item count").
    /// A command with subcommands of its own gives `matching`, which matches the words against
    /// the form of the subcommand they name (its errors name it), and `subcommands` for their flags.
    init(
        _ name: String, runsIn: Place = .engine, aliases: [String] = [], traits: Set<Trait> = [], usage: String, summary: String,
        forms: [String]? = nil,
        describing: [String: String] = [:], internalOptions: [String: Int] = [:], subcommands: [String: CommandSyntax] = [:],
        matching: (@Sendable ([String]) throws -> MatchedArguments)? = nil,
        typed run: @escaping @Sendable (Session, MatchedArguments) throws -> Result
    ) {
        let syntax = CommandSyntax(command: name, usage: usage, help: forms)
        self.name = name
        self.runsIn = runsIn
        self.aliases = aliases
        self.traits = traits
        self.summary = summary
        self.syntax = syntax
        self.internalOptions = Set(internalOptions.keys)
        self.subcommands = subcommands
        self.match = matching ?? { words in try syntax.match(words, internalOptions: internalOptions, describe: { describing[$0] ?? $0 }) }
        self.run = run
    }

    /// The usage line, as errors show it.
    package var usage: String { syntax.usageText }

    /// Whether its first word names one of its own commands (`snapshot export FILE`): what the
    /// rest of its words are depends on that word, so they are typed only as a line.
    package var hasSubcommands: Bool { !subcommands.isEmpty }

    /// The lines `help COMMAND` and the reference show: every form with what it does.
    package var helpLines: [String] { syntax.helpText }

    /// The literal words of its forms (subcommands, flags, choices) to offer after `typed`.
    package func words(after typed: [String]) -> [String] { syntax.words(after: typed) }

    /// What its first argument names, for completion beyond the words of its forms.
    package var argument: CommandSyntax.Placeholder.Kind? { syntax.firstArgument }

    /// The values its first argument takes when they are fixed (the metrics of `expect`).
    package var argumentChoices: [String]? {
        argument == .metric ? ExpectCommands.metrics.map(\.name) : nil
    }

    /// `words` (after the command's name) as this command's arguments: a flag its forms (or the
    /// subcommand's the first word names) do not have is refused first, with the closest one they
    /// have; then the words are matched.
    package func arguments(_ words: [String]) throws -> MatchedArguments {
        let (command, syntax) = words.first.flatMap { first in subcommands[first].map { (first, $0) } } ?? (name, syntax)
        if let refusal = syntax.undeclaredFlag(in: words, command: command, internalFlags: internalOptions) { throw refusal }
        return try match(words)
    }
}

/// Every command, grouped as docs/reference.md lists them.
package enum CommandRegistry {
    package static let all: [CommandSpec] =
        PluginCommands.all + ViewCommands.all + ScrollCommands.all + MovementCommands.all + OrthogonalCommands.all + SnapshotCommands.all + OutputCommands.all
        + PictureCommands.all + LiveViewCommands.all + SessionCommands.all + ProfileCommands.all + CheckCommands.all + ExpectCommands.all + ReloadCommands.all

    package static func command(named name: String) -> CommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The commands the front end runs itself.
    package static var frontEndCommands: [CommandSpec] { all.filter { $0.runsIn == .frontEnd } }

    /// The commands that take part in `trait`.
    package static func names(with trait: CommandSpec.Trait) -> Set<String> {
        Set(all.filter { $0.traits.contains(trait) }.map(\.name))
    }

    /// The command names, for help and completion.
    package static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// The closest command name to a mistyped one, if any is close.
    static func suggestion(for word: String) -> String? { closest(to: word, in: names) }

    /// The candidate within a few edits of `word` (a third of its length, at least one), if any.
    /// A candidate's leading words count too, so 'stager' finds 'stagger-layout'.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= 64 else { return nil }
        let scored = candidates.sorted().map { ($0, distance(of: $0, from: word)) }.min { $0.1 < $1.1 }
        guard let (name, distance) = scored, distance <= max(1, word.count / 3) else { return nil }
        return name
    }

    /// Edits from `word` to `candidate` or to its first few hyphenated words, whichever is fewer.
    static func distance(of candidate: String, from word: String) -> Int {
        guard candidate.count <= 128 else { return editDistance(candidate, word) }
        let parts = candidate.split(separator: "-", omittingEmptySubsequences: false)
        return (1...parts.count).map { editDistance(parts.prefix($0).joined(separator: "-"), word) }.min()!
    }

    /// Edits between two words (insertions, deletions, substitutions, and swaps of neighbours,
    /// so 'tabel' is one edit from 'table').
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
