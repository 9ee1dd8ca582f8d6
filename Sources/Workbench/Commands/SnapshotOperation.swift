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
    let run: @Sendable (Session, inout ArgumentReader, inout DataSnapshot) throws -> Change

    init(_ name: String, _ form: String, run: @escaping @Sendable (Session, inout ArgumentReader, inout DataSnapshot) throws -> Change) {
        self.name = name
        self.form = form
        syntax = CommandSyntax(command: "snapshot", usage: form)
        precondition(syntax.usage.first?.elements.first == .literal(name), "snapshot \(name): its form must start with its name")
        self.run = run
    }
}
