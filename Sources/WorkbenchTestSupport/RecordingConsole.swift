import Workbench

/// Collects a session's output in memory, for tests.
package final class RecordingConsole: Console {
    package private(set) var output: [String] = []
    package private(set) var errors: [String] = []
    package private(set) var statuses: [String] = []

    package init() {}

    package func write(_ text: String) { output.append(text) }
    package func error(_ text: String) { errors.append(text) }
    package func status(_ text: String) { statuses.append(text) }
}
