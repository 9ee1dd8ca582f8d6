import Foundation
import Testing

/// Drives the interactive REPL in a real pseudo-terminal (tmux): Tab completion, Ctrl-C, and
/// history that survives a restart.
@Suite(.serialized)
struct ReplTests {
    let socket = "layoutbench-test-\(UUID().uuidString.prefix(8))"
    let workspace = Executable.temporaryWorkspace()

    /// Runs a tmux command through the shell with posix_spawn and waitpid (Foundation's Process
    /// loses track of tmux's client once it forks the server), reading its output from a file.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = workspace + "/tmux.out"
        let quoted = (["tmux", "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = quoted.joined(separator: " ") + " > '\(output)' 2>/dev/null < /dev/null"
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    func start() throws {
        let command = "cd '\(Executable.packageRoot)' && '\(Executable.path)' --workspace '\(workspace)' --plugins '\(Executable.plugins)'"
        try tmux(["new-session", "-d", "-s", "repl", "-x", "120", "-y", "40", command])
        try waitFor("layoutbench>")
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "repl"]) }

    func keys(_ keys: String...) throws { try tmux(["send-keys", "-t", "repl", "--"] + keys) }

    /// Waits until the screen shows `text` (up to 20 s: the first `use` may build a plugin).
    func waitFor(_ text: String, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try screen().contains(text) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("screen never showed '\(text)':\n\(try screen())")
    }

    func waitForExit() throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if try !tmux(["list-sessions"]).contains("repl") { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("the REPL did not exit")
    }

    @Test func completionCtrlCAndHistoryAcrossRestarts() throws {
        defer { _ = try? tmux(["kill-server"]) }
        try "echo init.lbs ran before the first prompt\n".write(toFile: workspace + "/init.lbs", atomically: true, encoding: .utf8)
        try start()
        try waitFor("init.lbs ran before the first prompt")
        try keys("sta", "Tab")
        try keys("--json", "Enter")  // completed to "state " (with the space), so this runs
        try waitFor(#"{"layout":null,"bounds":[0,0,390,844]"#)
        try keys("items 10", "Enter")
        try waitFor("0 visible")
        try keys("use table", "Enter")
        try waitFor("table>", timeout: 300)  // a fresh clone builds the Table plugin here
        try keys("use table-f", "Tab")
        try waitFor("table> use table-fast")
        try keys("C-c")
        try waitFor("^C")
        try keys("offset 0 600", "Enter")
        try waitFor("offset 0 600 ·")
        try keys("quit", "Enter")
        try waitForExit()

        let history = try String(contentsOfFile: workspace + "/.history", encoding: .utf8)
        #expect(history.contains("use table"))
        #expect(!history.contains("use table-fast"))  // abandoned with Ctrl-C, never entered

        try start()
        try keys("Up")
        try waitFor("layoutbench> quit")
        try keys("Up")
        try waitFor("layoutbench> offset 0 600")
        try keys("C-u", "C-d")
        try waitForExit()
    }
}
