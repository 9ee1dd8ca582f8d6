import Foundation
import Testing
@testable import Workbench
import WorkbenchTestSupport
import EngineProtocol
import Snapshots

/// `snapshot`'s operations, each declared as a command of its own under it: the help lists each
/// form, and an operation's errors name it and give its own form as the usage.
struct SnapshotOperationTests {
    func session() -> (Session, RecordingConsole) {
        let console = RecordingConsole()
        let folder = NSTemporaryDirectory() + "lb-snapshot-operations-\(getpid())"
        return (Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console), console)
    }

    @Test func everyOperationIsDeclaredOnceAndListedInHelp() throws {
        let names = SnapshotCommands.operations.map(\.name)
        #expect(Set(names).count == names.count)
        let help = try #require(CommandRegistry.command(named: "snapshot")).helpLines
        for operation in SnapshotCommands.operations {
            #expect(help.contains(operation.form), "\(operation.name)")
        }
        // Completion after `snapshot move-item` offers that form's words alone.
        #expect(try #require(CommandRegistry.command(named: "snapshot")).words(after: ["snapshot", "move-item"]) == ["before", "after"])
    }

    @Test func anOperationsErrorsNameItAndGiveItsForm() {
        let (session, console) = session()
        let refused = [
            "snapshot delete-items": "error: delete-items needs item identifiers (usage: snapshot delete-items ID...)",
            "snapshot move-section S0 beside S1":
                "error: move-section takes before or after, not 'beside' (usage: snapshot move-section ID before|after SECTION)",
            "snapshot insert-sections S2 S3": "error: insert-sections needs before or after (usage: snapshot insert-sections ID... before|after SECTION)",
            "snapshot size I0 tall": "error: the size must look like 390x844, not 'tall' (usage: snapshot size ID WxH)",
            "snapshot show --jsn": "error: show has no option '--jsn'; did you mean --json? (its options: --json)",
            "snapshot frobnicate":
                "error: unknown snapshot operation 'frobnicate' (usage: snapshot OPERATION [ARGUMENTS]  (help snapshot lists the operations))"
        ]
        for (command, message) in refused {
            let before = session.editingData
            #expect(session.execute(command) == .failed, "\(command)")
            #expect(console.errors.last == message, "\(command): \(console.errors.last ?? "")")
            #expect(session.editingData == before)
        }
        #expect(session.execute("snapshot new; snapshot append-sections S0 S1; snapshot append-items S0 I0..I2; snapshot move-item I2 before I0") == .succeeded)
        #expect(session.editingData.itemIdentifiers(inSectionAt: 0) == ["I2", "I0", "I1"])
    }
}
