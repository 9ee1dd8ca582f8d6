import Foundation
import LayoutHost
package import HostSupport
import EngineProtocol

/// Script text as every reader of it sees it (`run`, `source`, `-c`, layout tests): lines end at
/// LF, CRLF or a lone CR; a line may hold at most `InputFile.maximumLineBytes`, as on a pipe; and
/// a script is commands, so a line that cannot be one ends it (even with --keep-going) without
/// being echoed: `source /etc/shadow --keep-going` prints one error and no line of the file.
package enum ScriptText {
    /// The lines of `text`, without their ends.
    static func lines(_ text: String) -> [Substring] {
        // "\r\n" is one Character in Swift: compared as itself, never split in two.
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// Why `line` cannot be run as script commands, if it cannot: longer than the line limit, or
    /// a word that cannot be a command (a command is lowercase letters, digits and '-'; a
    /// misspelt one is an ordinary unknown command). The line's text is not repeated.
    static func refusal(of line: Substring) -> CommandError? {
        if line.utf8.count > InputFile.maximumLineBytes {
            return CommandError(
                "a line longer than \(InputFile.maximumLineBytes >> 20) MiB; the script stops here",
                hint: "one limit for scripts and pipes alike")
        }
        guard let commands = try? ScriptLine.commands(in: String(line)) else { return nil }
        for words in commands {
            guard let name = words.first, CommandRegistry.command(named: name) == nil else { continue }
            if name.count <= 32, name.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) { continue }
            return CommandError("this line is not a command, so this is not a layoutbench script; it stops here")
        }
        return nil
    }

    /// Runs `text` line by line: `execute` runs a line (numbered from 1); a refused line is
    /// given to `refuse` and ends the script. Stops at the first failure unless `keepGoing`.
    package static func run(
        _ text: String, keepGoing: Bool, refuse: (Int, CommandError) -> Void,
        execute: (Int, String) -> Session.Outcome
    ) -> Session.Outcome {
        var outcome = Session.Outcome.succeeded
        for (index, line) in lines(text).enumerated() {
            if let refusal = refusal(of: line) {
                refuse(index + 1, refusal)
                return .failed
            }
            switch execute(index + 1, String(line)) {
            case .quit: return .quit
            case .failed:
                outcome = .failed
                if !keepGoing { return .failed }
            case .succeeded: break
            }
        }
        return outcome
    }
}
