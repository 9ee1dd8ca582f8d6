import Foundation
import FrontEnd
import Workbench
import EngineProtocol

/// One layoutbench session behind the MCP server: commands run one at a time on a queue of
/// their own (EngineClient is synchronous), in the same engine as at the REPL, with live reload
/// on; layout faults are survived as there. A reload's report that came between two calls is
/// kept for the next answer and for `diagnostics`.
/// Unchecked: tool calls reach the session one at a time (the server awaits each), and its client is used by that call only.
final class MCPSession: @unchecked Sendable {
    /// What one command answered.
    struct Answer: Sendable {
        var succeeded: Bool
        var output: String
        var errors: String
        /// Reload reports (builds, diagnostics) that came since the previous call.
        var reloads: String
        /// What the layout printed during the command: at most 1,000 lines, then how many more.
        var pluginPrinted = ""
    }

    private let client: EngineClient
    private let console: CapturingConsole
    private let queue = DispatchQueue(label: "layoutbench.mcp.session")
    /// The last reload's report, for `diagnostics`.
    private var lastReload = ""

    init(client: EngineClient, console: CapturingConsole) {
        self.client = client
        self.console = console
        queue.sync {
            client.startInteractive()
            _ = console.take()
        }
    }

    /// Runs `line` as typed at the REPL; reload builds running are waited for first, so an edit
    /// just saved is answered by its new version.
    func run(_ line: String) async -> Answer {
        await withCheckedContinuation { continuation in
            queue.async { [self] in
                continuation.resume(returning: runWaiting(line))
            }
        }
    }

    /// The last reload's report: the build's diagnostics when it failed.
    func diagnostics() async -> String {
        await withCheckedContinuation { continuation in
            queue.async { [self] in
                _ = collectReloads()
                continuation.resume(returning: lastReload)
            }
        }
    }

    private func runWaiting(_ line: String) -> Answer {
        let reloads = collectReloads()
        let outcome = client.execute(line)
        client.ensureEngine()
        let printed = console.take()
        return Answer(
            succeeded: outcome != .failed, output: printed.output.joined(separator: "\n"),
            errors: printed.errors.joined(separator: "\n"), reloads: reloads, pluginPrinted: printed.printed.joined(separator: "\n"))
    }

    private func collectReloads() -> String {
        client.waitUntilIdle()
        client.serviceUnasked()
        let printed = console.take()
        let report = (printed.statuses + printed.printed + printed.errors + printed.output).joined(separator: "\n")
        if !report.isEmpty { lastReload = report }
        return report
    }
}
