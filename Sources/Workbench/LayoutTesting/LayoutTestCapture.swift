import Foundation
import LayoutHost
package import HostSupport
import EngineProtocol

/// Runs one test script in a fresh session and captures what its baselined commands print.
///
/// Baselined commands are the deterministic printing ones (`LayoutTestCapture.baselined`): each
/// runs with `--json` added, and its document becomes a block of the baseline. Other commands
/// run as usual; profiles are not baselined (timings differ between runs), but `expect` can
/// hold one to a budget. A script sets its tolerance with a comment line `# test: tolerance 0.01`
/// (default 0.001): numbers are written a tenth of it finer and compared within it.
package enum LayoutTestCapture {
    /// The commands whose output a baseline records; their JSON is deterministic.
    package static let baselined = CommandRegistry.names(with: .baselined)

    package static let defaultPrecision = 0.001

    /// The script's precision: its `# test: tolerance X` line, else the default. Any other
    /// `# test:` line is refused, so a misspelt directive does not pass unnoticed.
    package static func precision(of text: String) throws -> Double {
        var precision = defaultPrecision
        for line in ScriptText.lines(text) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("# test:") else { continue }
            guard trimmed.hasPrefix("# test: tolerance ") else {
                throw CommandError("unknown test directive '\(trimmed)'", hint: "the one directive is # test: tolerance X")
            }
            let value = trimmed.dropFirst("# test: tolerance ".count).trimmingCharacters(in: .whitespaces)
            guard let number = Double(value), number > 0, number <= 1000 else {
                throw CommandError("'\(trimmed)' needs a tolerance above 0 and at most 1000, like # test: tolerance 0.01")
            }
            precision = number
        }
        return precision
    }

    /// What the script printed, as a baseline; or the error (with file and line) that stopped it.
    package static func run(script path: String, options: Session.Options) -> Result<Baseline, CommandError> {
        let console = CapturedOutput()
        var options = options
        options.keepGoing = false
        options.interactive = false
        let session = Session(options: options, console: console)
        let text: String
        let precision: Double
        do {
            text = try InputFile.scriptText(path)
            precision = try Self.precision(of: text)
        } catch let error as CommandError {
            return .failure(error)
        } catch {
            return .failure(CommandError("\(error)"))
        }
        let renderer = BaselineRenderer(precision: precision / 10)
        var blocks: [Baseline.Block] = []
        for (index, line) in ScriptText.lines(text).enumerated() {
            session.location = (path, index + 1)
            if let refusal = ScriptText.refusal(of: line) {
                return .failure(CommandError("\(path):\(index + 1): \(refusal)"))
            }
            let commands: [[String]]
            do {
                commands = try ScriptLine.commands(in: String(line))
            } catch {
                return .failure(CommandError("\(path):\(index + 1): \(error)"))
            }
            for var words in commands {
                guard let name = words.first else { continue }
                let captured = baselined.contains(name)
                if captured && !words.contains("--json") { words.append("--json") }
                let before = console.output.count
                switch session.run(words) {
                case .quit: return .success(Baseline(precision: precision, blocks: blocks))
                case .failed:
                    return .failure(CommandError(console.errors.last ?? "\(path):\(index + 1): \(name) failed"))
                case .succeeded: break
                }
                guard captured else { continue }
                var lines: [String] = []
                for output in console.output[before...] {
                    guard let parsed = try? renderer.lines(forJSON: output) else { continue }
                    lines += parsed
                }
                let shown = words.filter { $0 != "--json" }.joined(separator: " ")
                blocks.append(Baseline.Block(line: index + 1, command: shown, lines: lines))
            }
        }
        return .success(Baseline(precision: precision, blocks: blocks))
    }
}

/// What a test script's commands print, kept for the baseline; the statuses (progress) are dropped.
private final class CapturedOutput: Console {
    private(set) var output: [String] = []
    private(set) var errors: [String] = []

    func write(_ text: String) { output.append(text) }
    func error(_ text: String) { errors.append(text) }
    func status(_ text: String) {}
}
