import Foundation
import PluginABI
import Testing
@testable import LayoutHost
@testable import Workbench
import WorkbenchTestSupport
import EngineProtocol

/// Extensions by name (layoutbench/plugin.h, "Compatibility"): the host takes a table from
/// get_extension alone, and a table only when it is whole (a frozen table is read whole or not).
struct PluginExtensionTests {
    let folder = CPluginFixture.folder()

    /// advance() calls while 100 ms pass (at 120 fps, 12 frames, each one step of Dynamics).
    func advances(_ mode: String) async throws -> String? {
        let library = try await CPluginFixture.library("Extension\(mode)", "extension_plugin.c", in: folder, defines: ["MODE=\(mode)"])
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: RecordingConsole())
        #expect(session.execute("load \(library); use extension; wait 100") == .succeeded)
        return try session.requireLayout().parameter("advances")
    }

    @Test func aNamedExtensionIsTakenFromGetExtension() async throws {
        #expect(try await advances("NAMED") == "12")
    }

    /// lb.dynamics/1's shape (advance alone) offered under lb.dynamics/2's id: too short, not used.
    @Test func aTableShorterThanItsHeaderIsNotUsed() async throws {
        #expect(try await advances("SHORT") == "0")
    }

    @Test func aDeclinedExtensionIsNeverCalled() async throws {
        #expect(try await advances("DECLINED") == "0")
    }

    /// The host's side: a plugin finds the host's warnings callback by name.
    @Test func aPluginFindsTheHostsExtensionsByName() async throws {
        let library = try await CPluginFixture.library("ExtensionHost", "extension_plugin.c", in: folder, defines: ["MODE=NAMED"])
        let console = RecordingConsole()
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        #expect(session.execute("load \(library); use extension") == .succeeded)
        #expect(console.errors.contains { $0.contains("warned through lb.host.warnings/1") }, "\(console.errors)")
    }
}
