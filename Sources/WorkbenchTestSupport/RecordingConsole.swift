import Workbench

/// Collects a session's output in memory, for tests.
public final class RecordingConsole: Console {
    public private(set) var output: [String] = []
    public private(set) var errors: [String] = []
    public private(set) var statuses: [String] = []

    public init() {}

    public func write(_ text: String) { output.append(text) }
    public func error(_ text: String) { errors.append(text) }
    public func status(_ text: String) { statuses.append(text) }
}
