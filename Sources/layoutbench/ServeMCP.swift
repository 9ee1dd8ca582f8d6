import ArgumentParser
import Foundation
import LayoutbenchMCP
import Workbench

/// `layoutbench mcp`: the session as a Model Context Protocol server on stdin and stdout, for a
/// coding assistant (add `layoutbench mcp --plugins DIR` to its MCP servers). One session per
/// server, live reload on; layout faults are survived as at the REPL.
struct ServeMCP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the session to a coding assistant: MCP over stdio, a tool per command, live reload on.",
        discussion: Layoutbench.sessionOptionsNote)

    @ParentCommand var root: Layoutbench

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either mcp or -c, not both") }
        if root.view { throw ValidationError("--view goes with the REPL, not mcp") }
    }

    func run() throws {
        let code = try root.withClient(interactive: false, console: LayoutbenchMCPServer.console()) { client in
            let tests = [Layoutbench.executablePath] + root.sharedOptions + ["test"]
            guard let server = LayoutbenchMCPServer(client: client, testCommand: tests) else { return 1 }
            let done = DispatchSemaphore(value: 0)
            let failure = FailureBox()
            Task.detached {
                do { try await server.serve() } catch { failure.message = "\(error)" }
                done.signal()
            }
            done.wait()
            if let message = failure.message {
                FileHandle.standardError.write(Data("error: \(message)\n".utf8))
                return 1
            }
            return 0
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// The server's failure, from its task to the waiting thread.
/// Unchecked: written by the server's task before it signals the semaphore the waiting thread reads it after.
private final class FailureBox: @unchecked Sendable {
    var message: String?
}
