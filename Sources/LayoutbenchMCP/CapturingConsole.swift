import Foundation
import Workbench

/// The MCP session's console: what a command printed, kept for its tool result instead of going
/// to stdout (which carries the protocol). Used only on the session's queue.
final class CapturingConsole: Console {
    private(set) var output: [String] = []
    private(set) var errors: [String] = []
    private(set) var statuses: [String] = []
    /// What a plugin printed during the command (bounded by the engine client).
    private(set) var printed: [String] = []

    func write(_ text: String) { output.append(text) }
    func error(_ text: String) { errors.append(text) }
    /// Progress and build logs also go to stderr, as everywhere (an assistant's host shows them
    /// as the server's log); a reload's are part of its report.
    func status(_ text: String) {
        statuses.append(text)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A plugin's printed lines: kept for the call's answer, and logged to stderr too.
    func pluginPrinted(_ text: String) {
        printed.append(text)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// What was printed since the last call, and forgets it.
    func take() -> (output: [String], errors: [String], statuses: [String], printed: [String]) {
        defer { (output, errors, statuses, printed) = ([], [], [], []) }
        return (output, errors, statuses, printed)
    }
}
