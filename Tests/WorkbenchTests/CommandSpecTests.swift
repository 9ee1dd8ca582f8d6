import HostSupport
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench

/// A command's declaration drives its completion and where it takes part: nothing repeats
/// command names by hand.
struct CommandSpecTests {
    func words(_ typed: String) -> [String] {
        let typedWords = typed.split(separator: " ").map(String.init)
        return CommandRegistry.command(named: typedWords[0])?.words(after: typedWords) ?? []
    }

    @Test func completionOffersTheLiteralWordsOfTheForms() {
        // "deceleration normal|fast|RATE": the choices, not the placeholder.
        #expect(words("deceleration") == ["normal", "fast"])
        #expect(words("watch") == ["on", "off", "--timing"])
        // "fling [VX VY] [--timeline] [--json] [--svg FILE]"
        #expect(words("fling") == ["--timeline", "--json", "--svg"])
        // The device names come from the presets' forms.
        #expect(Set(words("device")).isSuperset(of: ["--landscape", "iphone-se", "iphone15", "iphone15-pro-max"]))
        // A literal word may have capitals inside (camelCase); placeholders start with one.
        #expect(words("insetadjustment") == ["automatic", "scrollableAxes", "never", "always"])
        // Every subcommand of snapshot, from its forms.
        #expect(Set(words("snapshot")).isSuperset(of: ["show", "new", "save", "export", "load", "append-items", "move-item", "size"]))
        #expect(!words("snapshot").contains("NAME"))
    }

    @Test func afterASubcommandOnlyItsFormsCount() {
        // "snapshot export FILE [--force]", "snapshot insert-items ID... before|after ID"
        #expect(words("snapshot export") == ["--force"])
        #expect(words("snapshot insert-items") == ["before", "after"])
        // Words already typed are not offered again.
        #expect(!words("attrs all --kind").contains("--kind"))
        #expect(words("attrs all").contains("cell"))
    }

    @Test func descriptionsBesideFormsAreNotWords() {
        // attrs' forms explain --limit in a second column: "print only the first N elements…"
        #expect(!words("attrs").contains("print"))
        #expect(words("attrs").contains("--limit"))
    }

    @Test func traitsComeFromTheDeclarations() {
        #expect(Session.printingCommands == ["attrs", "item", "supplementary", "decoration"])
        #expect(LayoutTestCapture.baselined.isSuperset(of: Session.printingCommands))
        #expect(!LayoutTestCapture.baselined.contains("profile"), "timings differ between runs")
        #expect(CommandRegistry.command(named: "use")?.argument == .layout)
    }

    /// `view`'s words as the front end acts on them: `--reset` anywhere, with `status` alone.
    @Test func viewStatusResetsWithTheFlagAnywhere() throws {
        #expect(try LiveViewCommands.action(["view"]) == .on)
        #expect(try LiveViewCommands.action(["view", "status"]) == .status(reset: false))
        #expect(try LiveViewCommands.action(["view", "status", "--reset"]) == .status(reset: true))
        #expect(try LiveViewCommands.action(["view", "--reset", "status"]) == .status(reset: true))
        for misplaced in [["view", "--reset"], ["view", "off", "--reset"], ["view", "on", "--reset"]] {
            #expect(throws: CommandError.self, "\(misplaced)") { try LiveViewCommands.action(misplaced) }
        }
        #expect(throws: CommandError.self) { try LiveViewCommands.action(["view", "status", "--rest"]) }
    }
}
