import Snapshots

/// One operation of `snapshot` (`snapshot move-item ID before|after ID`), declared as a command
/// of its own under it: its name, its form (read as data by CommandSyntax: its usage in errors,
/// its line in help, its completion) and what it does to the data being edited.
struct SnapshotOperation: Sendable {
    /// Whether the operation changed the data being edited (then it is confirmed with a summary).
    enum Change: Sendable { case edited, unchanged }

    let name: String
    /// The form as declared, for the parent's help.
    let form: String
    let syntax: CommandSyntax
    /// What its placeholders are called in errors ("ID": "item identifiers").
    let describing: [String: String]
    let run: @Sendable (Session, MatchedArguments, inout DataSnapshot) throws -> Change

    init(
        _ name: String, _ form: String, describing: [String: String] = [:],
        run: @escaping @Sendable (Session, MatchedArguments, inout DataSnapshot) throws -> Change
    ) {
        self.name = name
        self.form = form
        self.describing = describing
        syntax = CommandSyntax(command: "snapshot", usage: form)
        precondition(syntax.usage.first?.elements.first == .literal(name), "snapshot \(name): its form must start with its name")
        self.run = run
    }

    /// `words` (the operation's name first) matched against its form; errors name the operation.
    func match(_ words: [String]) throws -> MatchedArguments {
        let describing = describing
        // Sections and items are named by identifiers here, not by index.
        return try syntax.match(words, named: name, kinds: ["SECTION": .word], describe: { describing[$0] ?? $0 })
    }
}
