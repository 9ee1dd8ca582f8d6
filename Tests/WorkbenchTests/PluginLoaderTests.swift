import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
import WorkbenchTestSupport
@testable import Workbench
import EngineProtocol

/// The loader refuses bad libraries with one line naming the cause. The fixtures are real
/// files made during the test run: C shared libraries compiled against the ABI header.
struct PluginLoaderTests {
    let folder = CPluginFixture.folder()

    func library(_ name: String, _ source: String) async throws -> String {
        try await CPluginFixture.library(name, source, in: folder)
    }

    func loadError(_ path: String) -> String? {
        do {
            _ = try PluginLibrary.load(path: path, copyDirectory: folder + "/copies")
            return nil
        } catch let error as PluginLoadError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func missingFile() async {
        let message = loadError(folder + "/nothing.so")
        #expect(message == "no such library: \(folder)/nothing.so")
    }

    @Test func textFileNamedSo() async throws {
        let path = folder + "/libtext.so"
        try "this is not ELF\n".write(toFile: path, atomically: true, encoding: .utf8)
        let message = try #require(loadError(path))
        #expect(message.hasPrefix("not a loadable shared library: \(path) ("))
        #expect(message.contains("invalid ELF header") || message.contains("file too short"))
        #expect(!message.contains("\n"))
    }

    @Test func libraryWithoutEntrySymbol() async throws {
        let path = try await library("noentry", "int layoutbench_unrelated(void) { return 42; }\n")
        #expect(loadError(path) == "\(path) has no entry symbol layoutbench_plugin_entry: not a layoutbench plugin")
    }

    @Test func otherABIVersion() async throws {
        let path = try await library(
            "abi99",
            """
            #include "layoutbench_plugin.h"
            static lb_plugin descriptor = { 99, sizeof(lb_plugin), "Future", 0, 0, 0, 0 };
            const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return &descriptor; }
            """)
        #expect(loadError(path) == "\(path) was built for plugin ABI version 99; this host speaks version 2 (rebuild it against this SDK)")
    }

    /// Version 1 grew by appending; version 2 states every table whole, and a version-1 library
    /// (built by an older host) is refused by name rather than read with fallbacks.
    @Test func aVersionOneLibraryIsRefused() async throws {
        let path = try await library(
            "abi1",
            """
            #include "layoutbench_plugin.h"
            static lb_plugin descriptor = { 1, sizeof(lb_plugin), "Old", 0, 0, 0, 0 };
            const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return &descriptor; }
            """)
        #expect(loadError(path) == "\(path) was built for plugin ABI version 1; this host speaks version 2 (rebuild it against this SDK)")
    }

    @Test func entryThatReportsAnError() async throws {
        let path = try await library(
            "failing",
            """
            #include "layoutbench_plugin.h"
            static lb_plugin descriptor = { LB_ABI_VERSION, sizeof(lb_plugin), "Failing", "no layouts configured", 0, 0, 0 };
            const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return &descriptor; }
            """)
        #expect(loadError(path) == "plugin Failing failed to start: no layouts configured")
    }

    @Test func entryThatReturnsNothing() async throws {
        let path = try await library(
            "empty",
            """
            #include "layoutbench_plugin.h"
            const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return 0; }
            """)
        #expect(loadError(path) == "\(path): the plugin entry returned no descriptor")
    }

    @Test func sessionKeepsItsStateWhenLoadFails() async throws {
        let console = RecordingConsole()
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        session.execute("items 7; size 300x500")
        let before = session.view.state
        let path = try await library(
            "abi99b",
            """
            #include "layoutbench_plugin.h"
            static lb_plugin descriptor = { 99, sizeof(lb_plugin), "Future", 0, 0, 0, 0 };
            const lb_plugin *layoutbench_plugin_entry(uint32_t host) { return &descriptor; }
            """)
        #expect(session.execute("load \(path)") == .failed)
        #expect(console.errors.count == 1)
        #expect(session.view.state == before)
        #expect(session.libraries.isEmpty)
    }
}
