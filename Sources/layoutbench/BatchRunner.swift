import Foundation
import Workbench

/// Runs commands without a person: script files, -c text or a pipe. Stops at the first failing
/// command unless --keep-going; exit code 1 when any command failed.
struct BatchRunner {
    let session: Session

    func run(files: [String]) -> Int32 {
        var failed = false
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                let reason = FileManager.default.fileExists(atPath: file) ? "cannot read \(file) as UTF-8 text" : "no such script: \(file)"
                FileHandle.standardError.write(Data("error: \(reason)\n".utf8))
                if !session.options.keepGoing { return 1 }
                failed = true
                continue
            }
            switch run(text: text, name: file) {
            case 0: continue
            case 1:
                failed = true
                if !session.options.keepGoing { return 1 }
            default: return 0
            }
        }
        return failed ? 1 : 0
    }

    /// 0 success, 1 failure, 3 quit (stop without error).
    func run(text: String, name: String) -> Int32 {
        defer { finishReloads() }
        var failed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch session.execute(String(line)) {
            case .succeeded: continue
            case .quit: return failed ? 1 : 3
            case .failed:
                failed = true
                if !session.options.keepGoing { return 1 }
            }
        }
        return failed ? 1 : 0
    }

    func runStandardInput() -> Int32 {
        defer { finishReloads() }
        var failed = false
        var input = PolledLineReader(session: session)
        while let line = input.nextLine() {
            switch session.execute(line) {
            case .succeeded: continue
            case .quit: return failed ? 1 : 0
            case .failed:
                failed = true
                if !session.options.keepGoing { return 1 }
            }
        }
        return failed ? 1 : 0
    }

    /// A reload still building when the input ends (`watch on` in a script) finishes and prints.
    private func finishReloads() {
        session.reloader.waitUntilIdle()
    }
}
