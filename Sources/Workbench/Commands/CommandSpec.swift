/// A REPL command: its name, usage line, one-line summary and what it does.
public struct CommandSpec {
    public enum Result { case done, quit }

    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    /// Every form of the command, one a line, for `help COMMAND` (the usage when nil).
    public let forms: [String]?
    let run: (Session, inout ArgumentReader) throws -> Result

    init(_ name: String, aliases: [String] = [], usage: String, summary: String, forms: [String]? = nil,
         run: @escaping (Session, inout ArgumentReader) throws -> Result) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.forms = forms
        self.run = run
    }
}

/// Every command, grouped as SPEC groups them.
public enum CommandRegistry {
    public static let all: [CommandSpec] =
        PluginCommands.all + ViewCommands.all + ScrollCommands.all + SnapshotCommands.all + OutputCommands.all + ScriptCommands.all + ProfileCommands.all + ReloadCommands.all

    public static func command(named name: String) -> CommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The command names, for help and completion.
    public static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// The closest command name to a mistyped one, if any is close.
    static func suggestion(for word: String) -> String? {
        let scored = names.map { ($0, editDistance($0, word)) }.min { $0.1 < $1.1 }
        guard let (name, distance) = scored, distance <= max(1, word.count / 3) else { return nil }
        return name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        var row = Array(0...y.count)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return x.isEmpty ? y.count : row[y.count]
    }
}
