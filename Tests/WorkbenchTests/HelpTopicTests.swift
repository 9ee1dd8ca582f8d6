import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
import WorkbenchTestSupport
@testable import Workbench
@testable import Snapshots
import EngineProtocol

/// `help limits` and `help decisions` are built from the constants the host enforces.
struct HelpTopicTests {
    func help(_ words: String) -> (Session.Outcome, RecordingConsole) {
        let console = RecordingConsole()
        let folder = NSTemporaryDirectory() + "layoutbench-help-\(UUID().uuidString)"
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        return (session.execute(words), console)
    }

    @Test func limitsNameEveryBoundWithItsValue() {
        let (outcome, console) = help("help limits")
        #expect(outcome == .succeeded)
        let text = console.output.joined(separator: "\n")
        #expect(text.contains("items in the data") && text.contains("\(DataSnapshot.maximumItemCount)"))
        #expect(text.contains("\(Int(FrameClock.maximumDuration / 1000)) s and \(FrameClock.maximumFrames) frames"))
        #expect(text.contains("\(OutputCommands.maximumPrintedElements)"))
        #expect(text.contains("\(PluginLimits.elements)"))
    }

    @Test func decisionsAndUnknownTopics() {
        let (outcome, console) = help("help decisions")
        #expect(outcome == .succeeded)
        let text = console.output.joined(separator: "\n")
        #expect(text.contains("Comments (#) end at the next ';'"))
        // Every undefined case UIKit leaves (docs/uikit-rules.md §1.1, §2.3, §3, §4.3) is said.
        for decided in [
            "an item longer than its line", "made with a subitems array cycle", "Rects that only touch meet",
            "use LAYOUT (no --transition) on a view already laid out", "A typed number is at most 1e9"
        ] {
            #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(decided), "\(decided)")
        }
        let (unknown, errors) = help("help limitz")
        #expect(unknown == .failed)
        #expect(errors.errors == ["error: no command or topic 'limitz' (help lists them)"])
    }
}
