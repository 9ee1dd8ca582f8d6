import Foundation
import LayoutHost
import HostSupport

/// `layoutbench test`: runs every test script, each in its own layoutbench process (its own
/// engine, so scripts never share state and run in parallel), and compares what each printed
/// with the baseline beside it (`rows.lbs` → `rows.baseline`).
///
/// A script passes when its output matches within the precision; fails with the differences
/// element by element; a missing baseline is recorded and reported as a failure unless
/// `--record` was given, so CI never passes on a test nobody checked. Exit 0 when all passed.
package struct LayoutTestRunner {
    package struct Options {
        /// Files or folders; empty means the workspace's tests folder.
        package var paths: [String]
        package var record = false
        package var junit: String?
        /// Only scripts whose path contains this text.
        package var filter: String?
        package var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// The layoutbench executable and the options every child process gets.
        package var executable: String
        package var forwarded: [String]
        package var workspace: String

        package init(paths: [String], executable: String, forwarded: [String], workspace: String) {
            self.paths = paths
            self.executable = executable
            self.forwarded = forwarded
            self.workspace = workspace
        }
    }

    /// How one script went.
    struct Outcome {
        enum Status { case passed, failed, recorded }
        var script: String
        var status: Status
        var seconds: Double
        var summary: String
        var details: [String]
    }

    let options: Options

    package init(options: Options) { self.options = options }

    /// The baseline file of a script: the same name with `.baseline` for `.lbs`.
    package static func baselinePath(of script: String) -> String {
        (script.hasSuffix(".lbs") ? String(script.dropLast(4)) : script) + ".baseline"
    }

    /// The `.lbs` files under `paths` (or the workspace's tests folder), sorted, filtered.
    package func scripts() throws -> [String] {
        let roots = options.paths.isEmpty ? [options.workspace + "/tests"] : options.paths
        var found: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw CommandError(
                    "no test script or folder '\(root)'",
                    hint: options.paths.isEmpty
                        ? "a test is a script of commands: write one as \(root)/NAME.lbs (say `use LAYOUT` then `attrs`), and the first run records its baseline"
                        : "give .lbs scripts or folders that hold them")
            }
            if !isDirectory.boolValue {
                found.append(root)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".lbs") { found.append(root + "/" + relative) }
            }
        }
        let filtered = options.filter.map { pattern in found.filter { $0.contains(pattern) } } ?? found
        return filtered.sorted()
    }

    /// Runs the scripts, prints each outcome and the summary line; returns the exit status.
    package func run() -> Int32 {
        let scripts: [String]
        do {
            scripts = try self.scripts()
        } catch {
            StandardStreams.err("\(error)\n")
            return 2
        }
        if let junit = options.junit {
            let folder = URL(fileURLWithPath: junit).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard !junit.isEmpty, FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                access(folder, W_OK) == 0
            else {
                StandardStreams.err("error: cannot write the JUnit report '\(junit)': its folder does not exist or is not writable\n")
                return 2
            }
        }
        guard !scripts.isEmpty else {
            StandardStreams.err("error: no test scripts (.lbs) found\(options.filter.map { " matching '\($0)'" } ?? "")\n")
            return 2
        }
        // Workers are threads of their own, not dispatch queues: each blocks on a child process,
        // and libdispatch adds threads for blocked work only slowly (about a second each).
        let work = Work(count: scripts.count)
        let finished = DispatchSemaphore(value: 0)
        let workers = max(1, min(options.jobs, scripts.count))
        for _ in 0..<workers {
            Thread {
                while let index = work.take() { work.finish(index, self.test(scripts[index])) }
                finished.signal()
            }.start()
        }
        for _ in 0..<workers { finished.wait() }
        let results = work.outcomes.compactMap { $0 }
        for outcome in results { StandardStreams.out(Self.describe(outcome)) }
        let failed = results.filter { $0.status == .failed }.count
        let recorded = results.filter { $0.status == .recorded }.count
        if let junit = options.junit {
            let report = JUnitReport(
                cases: results.map { outcome in
                    JUnitReport.Case(
                        name: outcome.script, seconds: outcome.seconds,
                        failure: outcome.status == .failed ? (outcome.summary, outcome.details.joined(separator: "\n")) : nil)
                })
            do {
                try OutputFile.write(report.xml, to: junit, policy: .replace, suggestedName: "report.xml")
            } catch {
                StandardStreams.err(TerminalText.escaped("\(error)") + "\n")
                return 1
            }
        }
        if recorded > 0 { StandardStreams.out("\(recorded) recorded\n") }
        StandardStreams.out("\(results.count - failed - recorded) passed, \(failed) failed\n")
        return failed > 0 ? 1 : 0
    }

    static func describe(_ outcome: Outcome) -> String {
        let time = String(format: "%.2f s", outcome.seconds)
        let word = outcome.status == .passed ? "PASS" : outcome.status == .failed ? "FAIL" : "RECORDED"
        var lines = ["\(word) \(outcome.script) (\(time))" + (outcome.summary.isEmpty ? "" : ": \(outcome.summary)")]
        let shown = outcome.details.prefix(50)
        lines += shown.map { "  " + $0 }
        if outcome.details.count > shown.count { lines.append("  … and \(outcome.details.count - shown.count) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs one script in its own process and compares (or records) its baseline.
    func test(_ script: String) -> Outcome {
        let start = Date()
        func done(_ status: Outcome.Status, _ summary: String, _ details: [String] = []) -> Outcome {
            Outcome(script: script, status: status, seconds: Date().timeIntervalSince(start), summary: summary, details: details)
        }
        let child = capture(script)
        guard child.status == 0, let actual = Baseline.parse(child.stdout) else {
            let error = child.stderr.split(separator: "\n").filter { !$0.hasPrefix("building ") && !$0.hasPrefix("built ") }
                .joined(separator: "\n")
            return done(.failed, error.isEmpty ? "the script did not run (exit \(child.status))" : error)
        }
        let path = Self.baselinePath(of: script)
        var info = stat()
        let stored: String?
        do {
            stored = lstat(path, &info) == 0 ? try InputFile.text(path) : nil
        } catch {
            return done(.failed, "\(error)")
        }
        let existing = stored.flatMap(Baseline.parse)
        // A baseline that exists but does not read (a merge conflict, an edit) is never replaced
        // silently: only --record does that.
        if stored != nil, existing == nil, !options.record {
            return done(.failed, "\(path) is not a readable baseline (a merge conflict?); fix it, or run with --record")
        }
        if options.record || existing == nil {
            do {
                try OutputFile.write(actual.text, to: path, policy: .workspace)
            } catch {
                return done(.failed, "\(error)")
            }
            if options.record { return done(.recorded, "\(actual.blocks.count) outputs in \(path)") }
            return done(.failed, "no baseline; recorded \(path) (check it, then run again, or use --record)")
        }
        let differences = BaselineDiff.differences(expected: existing!, actual: actual, script: script)
        return differences.isEmpty ? done(.passed, "") : done(.failed, "\(differences.count) difference\(differences.count == 1 ? "" : "s")", differences)
    }

    /// `layoutbench … test --capture SCRIPT`: the child that runs one script.
    func capture(_ script: String) -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: options.executable)
        process.arguments = options.forwarded + ["test", "--capture", script]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "", "cannot start \(options.executable): \(error.localizedDescription)")
        }
        // stderr is read on a thread of its own while this one reads stdout: a child that fills
        // one pipe while the other is unread would otherwise wait for ever.
        /// Unchecked: filled by the reading thread, read after `errDone` is signalled.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let errDone = DispatchSemaphore(value: 0)
        Thread {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            errDone.signal()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

/// The scripts the workers take one at a time, and their outcomes, behind one lock.
/// Unchecked: the scripts and outcomes are behind `lock`.
private final class Work: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var results: [LayoutTestRunner.Outcome?]

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    /// The next script's index, or nil when every script is taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, _ outcome: LayoutTestRunner.Outcome) {
        lock.lock()
        results[index] = outcome
        lock.unlock()
    }

    var outcomes: [LayoutTestRunner.Outcome?] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
