import Foundation
import Testing
@testable import LayoutHost
@testable import Workbench
import WorkbenchTestSupport

/// Extensions by name (layoutbench_plugin.h, "Extensions"): the host takes a table from
/// get_extension when the plugin has it, and from the field appended before names when it was
/// built without it, so plugins built against every version 1 header keep what they had.
@Suite(.serialized)
struct PluginExtensionTests {
    let folder = CPluginFixture.folder()

    /// advance() calls while 100 ms pass (at 120 fps, 12 frames, each one step of Dynamics).
    func advances(_ mode: String) throws -> String? {
        let library = try CPluginFixture.library("Extension\(mode)", "extension_plugin.c", in: folder, defines: ["MODE=\(mode)"])
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: RecordingConsole())
        #expect(session.execute("load \(library); use extension; wait 100") == .succeeded)
        return try session.requireLayout().parameter("advances")
    }

    @Test func aNamedExtensionIsTakenFromGetExtension() throws {
        #expect(try advances("NAMED") == "12")
    }

    @Test func aPluginBuiltBeforeNamesKeepsItsAppendedTables() throws {
        #expect(try advances("OLD") == "12")
    }

    /// The host's side: a plugin finds the host's warnings callback by name.
    @Test func aPluginFindsTheHostsExtensionsByName() throws {
        let library = try CPluginFixture.library("ExtensionHost", "extension_plugin.c", in: folder, defines: ["MODE=NAMED"])
        let console = RecordingConsole()
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        #expect(session.execute("load \(library); use extension") == .succeeded)
        #expect(console.errors.contains { $0.contains("warned through lb.host.warnings/1") }, "\(console.errors)")
    }

    @Test func getExtensionsAnswerWinsOverTheAppendedField() throws {
        #expect(try advances("DECLINED") == "0")
    }
}
