import ArgumentParser
import Foundation
import Workbench

/// `layoutbench check [LAYOUT...]`: the REPL's check from the shell, every layout of the plugins
/// folder when none is named; exits 1 when a finding of severity device is found.
struct CheckLayouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the bugs a layout will have on a device (default: every layout of the plugins folder); exit 1 on a device finding.",
        discussion: Layoutbench.sessionOptionsNote)

    @ParentCommand var root: Layoutbench

    @Argument(help: "Layout ids (or PLUGIN:ID); none: every layout of --plugins (the bundled ones without it).")
    var layouts: [String] = []

    @Flag(help: "The findings as JSON.")
    var json = false

    @Flag(help: "Without the scroll over 10000 items.")
    var quick = false

    @Option(help: "The scroll over this many items instead of 10000.")
    var items: Int?

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either check or -c, not both") }
        if let odd = layouts.first(where: { $0.isEmpty || !$0.allSatisfy { $0.isLetter || $0.isNumber || "-_.:".contains($0) } }) {
            throw ValidationError("'\(odd)' is not a layout id (letters, digits, - _ . and PLUGIN:ID)")
        }
    }

    func run() throws {
        let words =
            ["check"] + (layouts.isEmpty ? ["all"] : layouts) + (json ? ["--json"] : []) + (quick ? ["--quick"] : [])
            + (items.map { ["--items", String($0)] } ?? []) + [CheckCommands.exitStatusOption]
        let code = try root.withClient(interactive: false) { client in
            BatchRunner(client: client).run(text: words.joined(separator: " ") + "\n")
        }
        if code != 0 { throw ExitCode(code) }
    }
}
