import Foundation
import Testing
@testable import LayoutHost
@testable import Workbench
import WorkbenchTestSupport

/// Each command's forms read as data: every declaration reads, reads back to its own text, and
/// its flags are the only ones its arguments accept.
struct CommandSyntaxTests {
    @Test func everyDeclarationReadsBackToItsOwnText() {
        for spec in CommandRegistry.all {
            #expect(!spec.syntax.forms.isEmpty, "\(spec.name): no form read from '\(spec.usage)'")
            let declared = ([spec.usage] + (spec.forms ?? [])).flatMap { $0.components(separatedBy: " | ") }
                .map { text in text.components(separatedBy: "  ").first ?? text }
                .filter { $0.split(separator: " ").first.map(String.init) == spec.name }
            #expect(spec.syntax.forms.map(spec.syntax.rendered) == declared, "\(spec.name)")
        }
    }

    @Test func formsAreLiteralsFlagsOptionsAndTypedPlaceholders() {
        let attrs = CommandSyntax(command: "attrs", lines: ["attrs [visible|all|rect X Y W H] [--kind cell|supplementary|decoration] [--limit N] [--json [--compact]|--csv|--md]"])
        typealias E = CommandSyntax.Element
        let number = { (name: String) in E.positional(.init(name: name, kind: .number)) }
        #expect(attrs.forms.first?.elements == [
            .optional([.choice([.literal("visible"), .literal("all"), .literal("rect")]), number("X"), number("Y"), number("W"), number("H")]),
            .optional([.option("--kind", value: .choice([.literal("cell"), .literal("supplementary"), .literal("decoration")]))]),
            .optional([.option("--limit", value: .positional(.init(name: "N", kind: .integer)))]),
            .optional([.flag("--json"), .choice([.optional([.flag("--compact")]), .flag("--csv"), .flag("--md")])]),
        ])
        #expect(attrs.flags == ["--kind", "--limit", "--json", "--compact", "--csv", "--md"])
        // A flag followed by an optional value stays a flag: `--transition [MS]`.
        let use = CommandSyntax(command: "use", lines: ["use LAYOUT [NAME=VALUE...] [--no-pass] | use PLUGIN:LAYOUT | use LAYOUT --transition [MS]"])
        #expect(use.forms.count == 3)
        #expect(use.forms[2].elements == [.positional(.init(name: "LAYOUT", kind: .layout)), .flag("--transition"),
                                          .optional([.positional(.init(name: "MS", kind: .number))])])
        #expect(use.firstArgument == .layout)
    }

    @Test func whatTheFirstArgumentNamesComesFromItsPlaceholder() {
        let kinds = Dictionary(uniqueKeysWithValues: CommandRegistry.all.compactMap { spec in spec.argument.map { (spec.name, $0) } })
        #expect(kinds == ["use": .layout, "load": .plugin, "reload": .plugin, "param": .parameter, "source": .file,
                          "help": .commandOrTopic, "expect": .metric])
        #expect(CommandRegistry.command(named: "expect")?.argumentChoices?.contains("hitch-ratio") == true)
    }

    @Test func aFlagTheDeclarationLacksIsRefusedBeforeTheCommandRuns() {
        let console = RecordingConsole()
        let session = Session(options: Session.Options(workspace: NSTemporaryDirectory() + "lb-syntax-\(getpid())"), console: console)
        #expect(session.execute("items 5; offset 0 10") == .succeeded)
        // A misspelt flag: one line naming it, the closest flag, and nothing changes.
        #expect(session.execute("offset 0 20 --jsn") == .failed)
        #expect(session.execute("state --jsn") == .failed)
        #expect(console.errors.last == "error: state has no option '--jsn'; did you mean --json? (its options: --json)")
        #expect(console.errors.dropLast().last == "error: offset has no option '--jsn' (offset takes no options; usage: offset X Y)")
        #expect(session.view.state.contentOffset.y == 10)
        // Negative numbers are values, and text may start with dashes.
        #expect(session.execute("offset 0 -5") == .succeeded)
        #expect(session.execute("echo --not-a-flag") == .succeeded)
    }
}
