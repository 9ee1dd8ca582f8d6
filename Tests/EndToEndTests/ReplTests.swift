import Foundation
import Testing

/// Drives the interactive REPL in a real pseudo-terminal (tmux): init.lbs, Tab completion,
/// Ctrl-C, and history that survives a restart.
struct ReplTests {
    @Test func completionCtrlCAndHistoryAcrossRestarts() async throws {
        let terminal = TerminalSession()
        defer { terminal.stop() }
        try "echo init.lbs ran before the first prompt\n".write(toFile: terminal.workspace + "/init.lbs", atomically: true, encoding: .utf8)
        await terminal.start()
        await terminal.waitFor("init.lbs ran before the first prompt")
        await terminal.waitFor("layoutbench>")
        await terminal.keys("sta", "Tab")
        await terminal.keys("--json", "Enter")  // completed to "state " (with the space), so this runs
        await terminal.waitFor(#"{"layout":null,"bounds":[0,0,390,844]"#)
        await terminal.keys("items 10", "Enter")
        await terminal.waitFor("0 visible")
        await terminal.keys("use table", "Enter")
        await terminal.waitFor("table>", timeout: 300)  // a fresh clone builds the Table plugin here
        await terminal.keys("use table-f", "Tab")
        await terminal.waitFor("table> use table-fast")
        await terminal.keys("C-c")
        await terminal.waitFor("^C")
        await terminal.keys("offset 0 600", "Enter")
        await terminal.waitFor("offset 0 600 ·")
        await terminal.keys("quit", "Enter")
        #expect(await terminal.waitForExit())

        let history = try String(contentsOfFile: terminal.workspace + "/.history", encoding: .utf8)
        #expect(history.contains("use table"))
        #expect(!history.contains("use table-fast"))  // abandoned with Ctrl-C, never entered

        await terminal.start()
        await terminal.keys("Up")
        await terminal.waitFor("layoutbench> quit")
        await terminal.keys("Up")
        await terminal.waitFor("layoutbench> offset 0 600")
        await terminal.keys("C-u", "C-d")
        #expect(await terminal.waitForExit())
    }

    /// A fresh clone has built nothing: completion reads the layout ids the sources declare,
    /// ignoring case, and lists ids rather than PLUGIN: forms.
    @Test func completionKnowsLayoutsNeverBuilt() async throws {
        let plugins = Executable.temporaryWorkspace()
        try FileManager.default.copyItem(atPath: Executable.plugins + "/Pizza", toPath: plugins + "/Pizza")
        let terminal = TerminalSession()
        defer { terminal.stop() }
        await terminal.start(plugins: plugins)
        await terminal.waitFor("layoutbench>")
        await terminal.keys("use Pi", "Tab")
        await terminal.waitFor("layoutbench> use pizza-")
        await terminal.keys("Tab", "Tab")
        await terminal.waitFor("pizza-right")
        #expect(await terminal.screen().contains("pizza-drum"))
        #expect(await !terminal.screen().contains("Pizza:"))
        await terminal.keys("C-u", "C-d")
        #expect(await terminal.waitForExit())
    }

    /// At a terminal JSON is indented for reading; --compact keeps one line.
    @Test func jsonIsIndentedAtATerminal() async throws {
        let terminal = TerminalSession()
        defer { terminal.stop() }
        await terminal.start()
        await terminal.waitFor("layoutbench>")
        await terminal.keys("items 1; use table; attrs --json", "Enter")
        await terminal.waitFor("  \"elements\": [", timeout: 300)
        await terminal.keys("attrs --json --compact", "Enter")
        await terminal.waitFor("{\"layout\":\"table\",\"bounds\":[0,0,390,844]")
        await terminal.keys("quit", "Enter")
        #expect(await terminal.waitForExit())
    }
}
