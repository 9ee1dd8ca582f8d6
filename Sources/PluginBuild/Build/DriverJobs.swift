import Foundation
import Synchronization

/// The jobs a compiler driver runs for one command, found once with the driver's own `-###`
/// (which prints them without running them) and run directly afterwards: `swiftc -c` is one
/// `swift-frontend -frontend` job, `swiftc -emit-library` is `swift-autolink-extract` and a
/// `clang` whose own `-###` is the `ld.lld` job. Skipping the two drivers saves their start-ups,
/// most of a reload's link once (docs/performance.md, Live reload). The same flags reach the
/// tools, so the output is what the driver would have made.
///
/// A command whose jobs use the driver's temporary files, or a driver that answers anything
/// unexpected, is not resolved: the caller runs the command itself.
enum DriverJobs {
    /// The jobs of `arguments` (argv of swiftc or clang), from the cache or resolved now; nil
    /// when they cannot be run directly.
    static func jobs(for arguments: [String], environment: [String: String]) -> [[String]]? {
        let key = arguments.joined(separator: "\u{0}")
        if let known = cache.withLock({ $0[key] }) { return known }
        guard let resolved = resolve(arguments, environment: environment) else { return nil }
        cache.withLock { $0[key] = resolved }
        return resolved
    }

    /// Jobs resolved so far, by command.
    private static let cache = Mutex<[String: [[String]]]>([:])

    private static func resolve(_ arguments: [String], environment: [String: String]) -> [[String]]? {
        guard let driver = arguments.first else { return nil }
        let name = (driver as NSString).lastPathComponent
        guard name == "swiftc" || name == "clang" else { return nil }
        let outcome = ChildProcess().run([driver, "-###"] + arguments.dropFirst(), environment: environment, timeLimit: 30)
        guard outcome.succeeded else { return nil }
        let lines = outcome.output.split(separator: "\n").map(String.init)
        var jobs: [[String]] = []
        if name == "swiftc" {
            for line in lines {
                guard let job = ShellWords.split(line), let tool = job.first, tool.hasPrefix("/") else { return nil }
                if (tool as NSString).lastPathComponent == "clang" {
                    // A response file (@Table.autolink, the libraries the object imports) is the
                    // linker's to read when it runs, not clang's now: its contents change with
                    // the plugin's imports.
                    let deferred = job.flatMap { $0.hasPrefix("@") ? ["-Xlinker", $0] : [$0] }
                    guard let linked = resolve(deferred, environment: environment) else { return nil }
                    jobs += linked
                } else {
                    jobs.append(withoutSupplementaryOutputMap(job))
                }
            }
        } else {
            // clang prints its version and settings, then each job as a line of "quoted" words.
            for line in lines where line.hasPrefix(" \"") {
                guard let job = ShellWords.split(line), let tool = job.first, tool.hasPrefix("/") else { return nil }
                jobs.append(job)
            }
        }
        // The driver's temporaries exist only while it runs.
        guard !jobs.isEmpty, !jobs.joined().contains(where: { $0.contains("/TemporaryDirectory.") }) else { return nil }
        return jobs
    }
}

extension DriverJobs {
    /// A frontend job without the driver's temporary map of supplementary outputs (empty when a
    /// command asks only for objects, as the plugin builds do).
    static func withoutSupplementaryOutputMap(_ job: [String]) -> [String] {
        guard let index = job.firstIndex(of: "-supplementary-output-file-map"), index + 1 < job.count,
            job[index + 1].contains("/TemporaryDirectory.")
        else { return job }
        return Array(job[..<index] + job[(index + 2)...])
    }
}

/// Splits the command lines drivers print with `-###` (swiftc in single quotes where needed,
/// clang every word in double quotes with \\, \" and \$ escaped).
enum ShellWords {
    /// POSIX shell words, as swiftc quotes them: 'single quotes' (a quote inside as '\''),
    /// backslash escapes and "double quotes" outside them. nil for an unterminated quote.
    static func split(_ line: String) -> [String]? {
        var words: [String] = [], word = "", inWord = false
        var iterator = line.makeIterator()
        while let c = iterator.next() {
            switch c {
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let d = iterator.next() {
                    if d == "'" { closed = true; break }
                    word.append(d)
                }
                if !closed { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let d = iterator.next() {
                    if d == "\"" { closed = true; break }
                    if d == "\\", let e = iterator.next() { word.append(e) } else { word.append(d) }
                }
                if !closed { return nil }
            case "\\":
                inWord = true
                if let d = iterator.next() { word.append(d) }
            default:
                inWord = true
                word.append(c)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
