import Foundation
import PluginABI
import Testing
@testable import LayoutHost
@testable import Workbench
import WorkbenchTestSupport

/// Extensions by name (layoutbench_plugin.h, "Extensions"): the host takes a table from
/// get_extension when the plugin has it, and from the field appended before names when it was
/// built without it, so plugins built against every version 1 header keep what they had.
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

    @Test func aPluginBuiltBeforeNamesKeepsItsAppendedTables() async throws {
        #expect(try await advances("OLD") == "12")
    }

    /// The host's side: a plugin finds the host's warnings callback by name.
    @Test func aPluginFindsTheHostsExtensionsByName() async throws {
        let library = try await CPluginFixture.library("ExtensionHost", "extension_plugin.c", in: folder, defines: ["MODE=NAMED"])
        let console = RecordingConsole()
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        #expect(session.execute("load \(library); use extension") == .succeeded)
        #expect(console.errors.contains { $0.contains("warned through lb.host.warnings/1") }, "\(console.errors)")
    }

    /// A table from a plugin built against an earlier header stops at its struct_size: the host
    /// reads no further, and a field appended since (is_running) is NULL to it.
    @Test func aShorterTableIsReadOnlyAsFarAsItReaches() async {
        // lb_dynamics_functions before is_running: struct_size and advance; past them, junk.
        let before = MemoryLayout<lb_dynamics_functions>.offset(of: \.is_running)!
        var bytes = [UInt8](repeating: 0xAB, count: 64)
        withUnsafeBytes(of: UInt32(before)) { for (i, byte) in $0.enumerated() { bytes[i] = byte } }
        let short = bytes.withUnsafeBytes { LayoutInstance.covered($0.baseAddress!, as: lb_dynamics_functions.self) }
        #expect(short.struct_size == UInt32(before) && short.is_running == nil)
        // A table of this header's size keeps every field.
        var full = lb_dynamics_functions(struct_size: UInt32(MemoryLayout<lb_dynamics_functions>.size),
                                         advance: { _, _, _ in LB_OK }, is_running: { _, _ in LB_OK })
        let whole = LayoutInstance.covered(&full, as: lb_dynamics_functions.self)
        #expect(whole.advance != nil && whole.is_running != nil)
    }

    @Test func getExtensionsAnswerWinsOverTheAppendedField() async throws {
        #expect(try await advances("DECLINED") == "0")
    }
}
