import Foundation

/// Where a session's output goes: results to stdout, errors and progress to stderr.
public protocol Console: AnyObject {
    /// A command's result (stdout).
    func write(_ text: String)
    /// An error or warning line (stderr).
    func error(_ text: String)
    /// Progress and logs (stderr), never mixed into results.
    func status(_ text: String)
}

/// The process's stdout and stderr.
public final class StandardConsole: Console {
    public init() {}

    public func write(_ text: String) { StandardStreams.out(text + "\n") }

    public func error(_ text: String) { StandardStreams.err(text + "\n") }

    public func status(_ text: String) { StandardStreams.err(text + "\n") }
}

/// Collects output in memory (for tests and for commands run on someone else's behalf).
public final class RecordingConsole: Console {
    public private(set) var output: [String] = []
    public private(set) var errors: [String] = []
    public private(set) var statuses: [String] = []

    public init() {}

    public func write(_ text: String) { output.append(text) }
    public func error(_ text: String) { errors.append(text) }
    public func status(_ text: String) { statuses.append(text) }
}
