import LayoutHost
/// A REPL command: its name, usage line, one-line summary and what it does. This one declaration
/// drives the command's help, its completion (the literal words of its forms, and what its
/// first argument names) and where it takes part (reprinted after a reload, baselined in tests).
public struct CommandSpec {
    public enum Result { case done, quit }

    /// What a command's first argument names, for completion beyond the words of its forms.
    public enum Argument: Sendable { case layout, plugin, parameter, commandOrTopic, file }

    /// Where a command takes part besides running.
    public enum Trait: Sendable {
        /// Its output is printed again after a reload, with the diff (it sets the last query).
        case reprintedAfterReload
        /// Its JSON is deterministic: `layoutbench test` records it in baselines.
        case baselined
    }

    public let name: String
    public let aliases: [String]
    public let argument: Argument?
    public let traits: Set<Trait>
    public let usage: String
    public let summary: String
    /// Every form of the command, one a line, for `help COMMAND` (the usage when nil).
    public let forms: [String]?
    let run: (Session, inout ArgumentReader) throws -> Result

    init(_ name: String, aliases: [String] = [], argument: Argument? = nil, traits: Set<Trait> = [], usage: String,
         summary: String, forms: [String]? = nil, run: @escaping (Session, inout ArgumentReader) throws -> Result) {
        self.name = name
        self.aliases = aliases
        self.argument = argument
        self.traits = traits
        self.usage = usage
        self.summary = summary
        self.forms = forms
        self.run = run
    }

    /// The literal words its usage and forms show (subcommands, options, choices), for
    /// completion after `typed` (the command and the words typed so far): placeholders (NAME,
    /// X) and the descriptions beside forms are left out; after a subcommand only its forms count.
    public func words(after typed: [String]) -> [String] {
        var lines: [[String]] = []
        for text in [usage] + (forms ?? []) {
            for line in text.components(separatedBy: " | ") {
                let form = line.components(separatedBy: "  ").first ?? line
                let spaced = String(form.map { (c: Character) -> Character in "[]|".contains(c) ? " " : c })
                let tokens = spaced.split(separator: " ").map(String.init)
                if tokens.first == name { lines.append(Array(tokens.dropFirst())) }
            }
        }
        let literal = { (word: String) in word.range(of: "^-{0,2}[a-z][A-Za-z0-9-]*$", options: .regularExpression) != nil }
        let chosen = typed.count > 1 ? lines.filter { $0.first == typed[1] } : []
        let words = (chosen.isEmpty ? lines.flatMap { $0 } : chosen.flatMap { $0.dropFirst() }).filter(literal)
        var seen = Set(typed)
        return words.filter { seen.insert($0).inserted }
    }
}

/// Every command, grouped as docs/reference.md lists them.
public enum CommandRegistry {
    public static let all: [CommandSpec] =
        PluginCommands.all + ViewCommands.all + ScrollCommands.all + MovementCommands.all + OrthogonalCommands.all + SnapshotCommands.all + OutputCommands.all + PictureCommands.all + SessionCommands.all + ProfileCommands.all + ExpectCommands.all + ReloadCommands.all

    public static func command(named name: String) -> CommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The commands that take part in `trait`.
    public static func names(with trait: CommandSpec.Trait) -> Set<String> {
        Set(all.filter { $0.traits.contains(trait) }.map(\.name))
    }

    /// The command names, for help and completion.
    public static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// The closest command name to a mistyped one, if any is close.
    static func suggestion(for word: String) -> String? { closest(to: word, in: names) }

    /// The candidate within a few edits of `word` (a third of its length, at least one), if any.
    static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= 64 else { return nil }
        let scored = candidates.sorted().map { ($0, editDistance($0, word)) }.min { $0.1 < $1.1 }
        guard let (name, distance) = scored, distance <= max(1, word.count / 3) else { return nil }
        return name
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
