import Foundation
import FrontEnd
import HostSupport
import LayoutHost
import Workbench
import EngineProtocol

/// Runs commands without a person: script files, -c text or a pipe. Stops at the first failing
/// command unless --keep-going. Exit codes, in every mode: 0 when no command failed (`quit`
/// included), 1 when any did (in any file, however deeply sourced), 2 for usage errors.
struct BatchRunner {
    let client: EngineClient
    /// The live view, served while standard input is read.
    var live: LiveViewController?

    func run(files: [String]) -> Int32 {
        for given in files {
            // A shipped tour (`run workspace/scripts/flow.lbs`, `run pizza`) from any folder.
            let file = FileManager.default.fileExists(atPath: given) ? given : ShippedExamples.script(given) ?? given
            let text: String
            do {
                text = try InputFile.scriptText(file)
            } catch {
                client.report(FileManager.default.fileExists(atPath: file) ? error : CommandError("no such script: \(file)"))
                if client.options.keepGoing { continue } else { break }
            }
            let outcome = client.runScript(text, file: file)
            if outcome == .quit || (outcome == .failed && !client.options.keepGoing) { break }
        }
        return finish()
    }

    func run(text: String) -> Int32 {
        _ = client.runScript(text, file: nil)
        return finish()
    }

    func runStandardInput() -> Int32 {
        var input = PolledLineReader(client: client, live: live)
        while let line = input.nextLine(), client.failureCount == 0 || client.options.keepGoing {
            live?.echoSettling()
            if client.execute(line) == .quit { break }
        }
        return finish()
    }

    /// A reload still building when the input ends (`watch on` in a script) finishes and prints;
    /// then the exit code.
    private func finish() -> Int32 {
        client.waitUntilIdle()
        return client.failureCount > 0 ? 1 : 0
    }
}
