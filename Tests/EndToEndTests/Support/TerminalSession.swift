import Foundation
import HostSystem
import Testing

/// The REPL in a real pseudo-terminal: a tmux session on a private socket, driven with
/// send-keys and read with capture-pane.
struct TerminalSession {
    let socket = "layoutbench-test-\(UUID().uuidString.prefix(8))"
    let workspace = Executable.temporaryWorkspace()

    /// Runs a tmux command through the shell with Spawn and waitpid (Foundation's Process
    /// loses track of tmux's client once it forks the server), reading its output from a file;
    /// the wait is on a thread of its own, so the awaiting test holds none of the pool's.
    @discardableResult
    func tmux(_ arguments: [String]) async -> String {
        let output = workspace + "/tmux.out." + UUID().uuidString.prefix(8)
        defer { try? FileManager.default.removeItem(atPath: output) }
        guard let pid = spawn(arguments, output: output) else { return "" }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                continuation.resume()
            }
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// Starts `tmux arguments` with its output into `output`; its pid.
    private func spawn(_ arguments: [String], output: String) -> pid_t? {
        let quoted = (["tmux", "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = quoted.joined(separator: " ") + " > '\(output)' 2>/dev/null < /dev/null"
        // The tmux server outlives this call: it must not keep other tests' pipes open (Spawn
        // passes stdio only), nor be ended with the test process's groups.
        var spawn = Spawn(executable: "/bin/sh", arguments: ["/bin/sh", "-c", script])
        spawn.stdinFromNull = false
        spawn.groupLeader = false
        return try? spawn.start()
    }

    /// Starts the REPL; `environment` is prefixed to its command line (`NO_COLOR=1`).
    func start(plugins: String = Executable.plugins, directory: String = Executable.packageRoot, options: String = "", environment: String = "") async {
        let command = "cd '\(directory)' && \(environment) '\(Executable.path)' --workspace '\(workspace)' --plugins '\(plugins)' \(options)"
        await tmux(["new-session", "-d", "-s", "repl", "-x", "150", "-y", "50", command])
    }

    func screen() async -> String { await tmux(["capture-pane", "-p", "-t", "repl"]) }

    /// Everything the pane shows and has scrolled off (capture-pane from the history's start).
    func history() async -> String { await tmux(["capture-pane", "-p", "-S", "-", "-t", "repl"]) }

    /// The screen with its colour codes (capture-pane -e).
    func screenWithEscapes() async -> String { await tmux(["capture-pane", "-p", "-e", "-t", "repl"]) }

    /// The screen's last line that is not blank (the prompt and what is typed after it).
    func lastLine() async -> String {
        await screen().split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
    }

    func keys(_ keys: String...) async { await tmux(["send-keys", "-t", "repl", "--"] + keys) }

    /// Types text literally (no key names).
    func type(_ text: String) async { await tmux(["send-keys", "-t", "repl", "-l", "--", text]) }

    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if await screen().contains(text) { return true }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        let shown = await screen()
        Issue.record("screen never showed '\(text)':\n\(shown)", sourceLocation: sourceLocation)
        return false
    }

    func waitForExit(timeout: TimeInterval = 15) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if await !tmux(["list-sessions"]).contains("repl") { return true }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return false
    }

    /// Ends the tmux server without waiting (for a `defer`); a thread of its own reaps the client.
    func stop() {
        guard let pid = spawn(["kill-server"], output: "/dev/null") else { return }
        Thread.detachNewThread {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
