@testable import FrontEnd
import Foundation
import Testing
import Workbench

/// The commands the front end runs itself are the ones it binds: each `.frontEnd` declaration
/// has its handler here, and no command the engine runs is intercepted.
struct FrontEndCommandTests {
    @Test func everyFrontEndCommandIsBoundAndNoOtherIs() throws {
        let workspace = NSTemporaryDirectory() + "lb-front-end-commands-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let client = try EngineClient(
            options: Session.Options(workspace: workspace),
            configuration: .init(executable: "/nonexistent", arguments: [], memoryLimit: nil))
        let live = LiveViewController(client: client, console: NoticingConsole())
        defer { live.shutdown() }
        let declared = Set(CommandRegistry.frontEndCommands.map(\.name))
        #expect(declared == ["view"])
        #expect(client.boundCommands == declared)
    }
}
