import Foundation
import Testing
@testable import PluginBuild
@testable import Workbench

/// `layoutbench mcp` driven end to end by a real MCP client: the Python `mcp` package (PyPI, in
/// the virtual environment .ci/setup makes, or made here) runs Fixtures/mcp_client.py, which
/// initialises, lists the tools, uses the table layout, reads attributes, gets a picture, runs
/// check, makes a layout trap and asks again; this test holds what it saw to the session's rules.
struct MCPServerTests {
    /// The virtual environment with the `mcp` package: made once when missing.
    static let python: String? = {
        let venv =
            ProcessInfo.processInfo.environment["LAYOUTBENCH_MCP_VENV"]
            ?? PluginPackage.cacheFolder(environment: ProcessInfo.processInfo.environment) + "/mcp-venv"
        let python = venv + "/bin/python"
        if (try? Executable.shellWaiting("'\(python)' -c 'import mcp'").status) == 0 { return python }
        let made = try? Executable.shellWaiting("python3 -m venv '\(venv)' && '\(venv)/bin/pip' install -q 'mcp==2.3.0'")
        return made?.status == 0 ? python : nil
    }()

    @Test func anAssistantRunsSeesChecksAndSurvivesATrap() async throws {
        let python = try #require(try await Executable.offPool { Self.python }, "no Python with the mcp package (.ci/setup makes one)")
        let workspace = Executable.temporaryWorkspace()
        let run = try await Executable.shell(
            "'\(python)' '\(Executable.packageRoot)/Tests/Fixtures/mcp_client.py' '\(Executable.path)' "
                + "'\(workspace)' '\(Executable.plugins)' '\(await EngineFaultTests.library)'")
        #expect(run.status == 0, "\(run.stderr.suffix(3000))")
        let seen = try #require(run.json as [String: Any]?)
        #expect(seen["server"] as? String == "layoutbench")

        // The tools: the three of its own and one per command, described by the command's
        // declaration (its summary and usage, as help gives them).
        let tools = try #require(seen["tools"] as? [String: [String: Any]])
        for name in ["run_command", "picture", "diagnostics", "attrs", "check", "fling", "profile"] {
            #expect(tools[name] != nil, "no tool \(name)")
        }
        #expect(tools["quit"] == nil && tools["view"] == nil)
        let attrs = try #require(CommandRegistry.command(named: "attrs"))
        let description = try #require(tools["attrs"]?["description"] as? String)
        #expect(description.hasPrefix(attrs.summary) && description.contains(attrs.helpLines[0]))

        // Ten rows of the table seed: 390 wide, 300 tall, one under the other (row k at y 300k).
        let answer = try #require(seen["attrs"] as? [String: Any])
        let elements = try #require(answer["elements"] as? [[String: Any]])
        #expect(elements.count == 10)
        for (k, element) in elements.enumerated() {
            #expect(element.numbers("frame") == [0, 300 * Double(k), 390, 300], "row \(k)")
        }
        #expect(answer["total"] as? Int == 30)

        // The picture: the SVG and a PNG of the 390 × 844 view.
        #expect((seen["svg"] as? String)?.hasPrefix("<svg") == true)
        let png = try #require(seen["png"] as? [String: Any])
        #expect(png["mime"] as? String == "image/png" && png["signature"] as? Bool == true)
        #expect(png["size"] as? [Int] == [390, 844])

        // check: its findings as data. The table seed traps with no sections (a device finding
        // its Plugin.swift owns up to): a finding of the check, which ran, so no tool error,
        // and the trap said once, in the report.
        let check = try #require(seen["check"] as? [Any])
        #expect(check[0] as? Bool == false, "\(check)")
        let checkText = try #require(check[1] as? String)
        #expect(checkText.contains("\"rule\":\"layout-raised\""), "\(checkText.prefix(500))")
        #expect(checkText.hasPrefix("{"), "the report alone: \(checkText.prefix(300))")

        // A layout that traps: a tool error naming the file and line; then a normal answer.
        let trap = try #require(seen["trap"] as? [Any])
        #expect(trap[0] as? Bool == true)
        #expect((trap[1] as? String)?.contains("faulty trapped in layoutAttributesForElements(in:) (faulty_plugin.c:70)") == true, "\(trap)")
        let after = try #require(seen["after"] as? [Any])
        #expect(after[0] as? Bool == false)
        #expect((after[1] as? [String: Any])?.numbers("sections") == [30])

        // The layout tests: the shipped ones whose path holds "flow", their report.
        let tests = try #require(seen["test"] as? [Any])
        #expect(tests[0] as? Bool == false && (tests[1] as? String)?.contains("flow") == true, "\(tests)")
        // A path outside the workspace (and --junit FILE) is refused: the tools keep to it.
        let outside = try #require(seen["test-outside"] as? [Any])
        #expect(outside[0] as? Bool == true && (outside[1] as? String)?.contains("is outside the session's workspace") == true, "\(outside)")

        // A bad argument is the REPL's one line, as a tool error.
        let refused = try #require(seen["refused"] as? [Any])
        #expect(refused[0] as? Bool == true)
        #expect(refused[1] as? String == "error: X must be a number, not 'sideways' (usage: offset X Y)")
    }
}

extension MCPServerTests {
    /// An assistant that edits a plugin's source sees the new answers at its next call (the
    /// reload is waited for), and a broken edit's compiler diagnostics through `diagnostics`,
    /// the last good version still answering.
    @Test func anEditIsAnsweredByTheNewVersionAndABrokenOneByItsDiagnostics() async throws {
        let python = try #require(try await Executable.offPool { Self.python }, "no Python with the mcp package (.ci/setup makes one)")
        let package = try ReloadPackage()
        let run = try await Executable.shell(
            "'\(python)' '\(Executable.packageRoot)/Tests/Fixtures/mcp_client.py' '\(Executable.path)' "
                + "'\(Executable.temporaryWorkspace())' '\(package.plugins)' --edit '\(package.pluginFile)'")
        #expect(run.status == 0, "\(run.stderr.suffix(3000))")
        let seen = run.json
        // The seed's rows are 300 tall; after the edit 200: row 1 starts at y 200.
        let before = try #require(seen["before"] as? [String: Any])
        #expect((before["elements"] as? [[String: Any]])?.map { $0.numbers("frame") } == [[0, 0, 390, 300], [0, 300, 390, 300], [0, 600, 390, 300]])
        let after = try #require(seen["after"] as? [Any])
        #expect(after[0] as? Bool == false)
        #expect((after[1] as? String)?.contains("reloaded Table") == true, "\(after)")
        // The reload is its own content item; the answer's item is one JSON document.
        let items = try #require(seen["after_items"] as? [Any], "\(seen)")
        // (A slow build says "building Table…" first.)
        #expect(items.count == 2 && (items[0] as? String)?.contains("reloaded Table") == true, "\(items)")
        #expect(((items.last as? [String: Any])?["elements"] as? [Any])?.count == 3, "\(items)")
        let structured = try #require(seen["after_structured"] as? [String: Any])
        #expect((structured["elements"] as? [[String: Any]])?.map { $0.numbers("frame") } == [[0, 0, 390, 200], [0, 200, 390, 200], [0, 400, 390, 200]])
        // The broken edit: the compiler's error with the file and line; the good version stays.
        let diagnostics = try #require(seen["diagnostics"] as? String)
        #expect(diagnostics.range(of: #"Plugin\.swift:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(diagnostics)")
        let kept = try #require(seen["kept"] as? [String: Any])
        #expect((kept["elements"] as? [[String: Any]])?.first?.numbers("frame") == [0, 0, 390, 200])
    }
}
