import Foundation
import LayoutHost
import Testing
@testable import Workbench
import WorkbenchTestSupport
import EngineProtocol
import SessionValues

/// Choices declared once as enums: the usage shows their words, completion offers them, and a
/// word that is none of them is refused with a message built from the enum.
struct CommandChoiceTests {
    @Test func aChoiceWritesItsNotationAndItsSentence() {
        #expect(OnOff.notation == "on|off" && OnOff.spoken == "on or off")
        #expect(AlwaysBounce.spoken == "vertical, horizontal, both or off")
        #expect(LayoutElement.Category.notation == "cell|supplementary|decoration")
        // Exactly, or in any letter case when one case matches so.
        #expect(ViewState.InsetAdjustment.named("scrollableaxes") == .scrollableAxes && ViewState.InsetAdjustment.named("scrollable") == nil)
    }

    /// Each command that takes a choice declares it through the enum: its usage holds the
    /// notation, and completion after the command offers the enum's words.
    @Test func commandsDeclareTheirChoicesThroughTheEnum() throws {
        let declared: [(command: String, words: [String])] = [
            ("paging", OnOff.allCases.map(\.rawValue)), ("bounces", OnOff.allCases.map(\.rawValue)),
            ("rtl", OnOff.allCases.map(\.rawValue)), ("alwaysbounce", AlwaysBounce.allCases.map(\.rawValue)),
            ("insetadjustment", ViewState.InsetAdjustment.allCases.map(\.word)), ("view", ViewSwitch.allCases.map(\.rawValue))
        ]
        for (name, words) in declared {
            let command = try #require(CommandRegistry.command(named: name))
            #expect(command.usage.contains(words.joined(separator: "|")), "\(name): \(command.usage)")
            #expect(Set(words).isSubset(of: command.words(after: [name])), "\(name)")
        }
    }

    @Test func aWordOfNoCaseIsRefusedInOneLineAndChangesNothing() {
        let folder = NSTemporaryDirectory() + "lb-choices-\(getpid())"
        let console = RecordingConsole()
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        let refused = [
            "alwaysbounce sideways":
                "error: alwaysbounce takes vertical, horizontal, both or off, not 'sideways' (usage: alwaysbounce vertical|horizontal|both|off)",
            "paging": "error: paging needs on or off (usage: paging on|off)",
            "attrs --kind cells":
                "error: --kind takes cell, supplementary or decoration, not 'cells' (usage: attrs [visible|all|rect X Y W H] [--kind cell|supplementary|decoration] [--limit N] [--unscrolled] [--json [--compact]|--csv|--md])"
        ]
        for (command, message) in refused {
            let before = session.view.state
            #expect(session.execute(command) == .failed)
            #expect(console.errors.last == message, "\(console.errors.last ?? "")")
            #expect(session.view.state == before)
        }
        #expect(session.execute("insetadjustment NEVER; alwaysbounce both") == .succeeded)
        #expect(session.view.state.insetAdjustment == .never && session.view.state.alwaysBounceVertical && session.view.state.alwaysBounceHorizontal)
    }
}
