import Foundation
import Testing
@testable import LayoutHost
@testable import Workbench
import WorkbenchTestSupport
import EngineProtocol
import SessionValues

/// Each command's forms read as data: every declaration reads, reads back to its own text, and
/// its flags are the only ones its arguments accept.
struct CommandSyntaxTests {
    /// Usage and help are rendered from the syntax, and reading the rendering again gives the
    /// same syntax: nothing of a declaration is lost (ReferenceDocumentTests holds the rendering
    /// to docs/reference.md, written from the declarations as typed).
    @Test func everyDeclarationReadsBackToItself() {
        for spec in CommandRegistry.all {
            #expect(!spec.syntax.forms.isEmpty, "\(spec.name): no form read from '\(spec.usage)'")
            let help = spec.syntax.help == nil ? nil : spec.helpLines
            #expect(CommandSyntax(command: spec.name, usage: spec.usage, help: help) == spec.syntax, "\(spec.name)")
        }
        let attrs = CommandRegistry.command(named: "attrs")
        #expect(attrs?.helpLines.contains("attrs … --limit N       print only the first N elements, in the layout's order") == true)
    }

    @Test func formsAreLiteralsFlagsOptionsAndTypedPlaceholders() {
        let attrs = CommandSyntax(
            command: "attrs", usage: "attrs [visible|all|rect X Y W H] [--kind cell|supplementary|decoration] [--limit N] [--json [--compact]|--csv|--md]")
        typealias E = CommandSyntax.Element
        let number = { (name: String) in E.positional(.init(name: name, kind: .number)) }
        // Inside brackets `|` separates runs of atoms, as docopt reads it: `rect X Y W H` is one
        // alternative, and `--json [--compact]` another (an option's own choice binds first).
        #expect(
            attrs.forms.first?.elements == [
                .optional([.choice([.literal("visible"), .literal("all"), .sequence([.literal("rect"), number("X"), number("Y"), number("W"), number("H")])])]),
                .optional([.option("--kind", value: .choice([.literal("cell"), .literal("supplementary"), .literal("decoration")]))]),
                .optional([.option("--limit", value: .positional(.init(name: "N", kind: .integer)))]),
                .optional([.choice([.sequence([.flag("--json"), .optional([.flag("--compact")])]), .flag("--csv"), .flag("--md")])])
            ])
        #expect(attrs.flags == ["--kind", "--limit", "--json", "--compact", "--csv", "--md"])
        // A flag followed by an optional value stays a flag: `--transition [MS]`.
        let use = CommandSyntax(command: "use", usage: "use LAYOUT [NAME=VALUE...] [--no-pass] | use PLUGIN:LAYOUT | use LAYOUT --transition [MS]")
        #expect(use.forms.count == 3)
        #expect(
            use.forms[2].elements == [
                .positional(.init(name: "LAYOUT", kind: .layout)), .flag("--transition"),
                .optional([.positional(.init(name: "MS", kind: .number))])
            ])
        #expect(use.firstArgument == .layout)
    }

    @Test func whatTheFirstArgumentNamesComesFromItsPlaceholder() {
        let kinds = Dictionary(uniqueKeysWithValues: CommandRegistry.all.compactMap { spec in spec.argument.map { (spec.name, $0) } })
        #expect(
            kinds == [
                "use": .layout, "load": .plugin, "reload": .plugin, "param": .parameter, "source": .file,
                "help": .commandOrTopic, "expect": .metric, "check": .layout
            ])
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
