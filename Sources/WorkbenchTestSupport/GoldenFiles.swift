import Foundation
public import Testing

/// Text compared with a file kept in the repository (Tests/Goldens/NAME.txt), as
/// swift-snapshot-testing compares its snapshots: a difference fails the test with the lines
/// that differ; recording writes the text instead, for all files, only missing ones, or none.
public struct GoldenFiles: Sendable {
    /// When a golden file is written instead of compared.
    public enum Recording: String, Sendable {
        /// Every compared file is written afresh (after a deliberate change; check the diff).
        case all
        /// Only files that do not exist yet are written; the others are compared.
        case missing
        /// Nothing is written: a missing file fails.
        case none

        /// The mode a test's trait set, else LAYOUTBENCH_RECORD_GOLDENS (`1` or `all`,
        /// `missing`), else none.
        public static var current: Recording {
            if let scoped = scope { return scoped }
            switch ProcessInfo.processInfo.environment["LAYOUTBENCH_RECORD_GOLDENS"] {
            case "1", "all": return .all
            case "missing": return .missing
            default: return .none
            }
        }

        @TaskLocal static var scope: Recording?
    }

    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// Compares `text` with `name`.txt, or writes it as the recording mode says.
    public func expect(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder + "/\(name).txt"
        let exists = FileManager.default.fileExists(atPath: path)
        switch Recording.current {
        case .all: try text.write(toFile: path, atomically: true, encoding: .utf8)
        case .missing where !exists: try text.write(toFile: path, atomically: true, encoding: .utf8)
        case .missing, .none: break
        }
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("no golden file \(path) (record it with LAYOUTBENCH_RECORD_GOLDENS=missing)", sourceLocation: sourceLocation)
            return
        }
        guard text != golden else { return }
        let lines = GoldenFiles.difference(from: golden, to: text)
        Issue.record(Comment(rawValue: "differs from \(path):\n\(lines)"), sourceLocation: sourceLocation)
    }

    /// The lines that differ, each with its line number: `-` as kept, `+` as produced.
    public static func difference(from expected: String, to actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
            case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// A test trait that records its golden files in `mode` (`.recordingGoldens(.missing)`).
public struct RecordingGoldens: TestTrait, SuiteTrait, TestScoping {
    let mode: GoldenFiles.Recording

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await GoldenFiles.Recording.$scope.withValue(mode) { try await function() }
    }
}

extension Trait where Self == RecordingGoldens {
    /// Golden files written as `mode` says while the test runs, whatever the environment says.
    public static func recordingGoldens(_ mode: GoldenFiles.Recording) -> Self { RecordingGoldens(mode: mode) }
}
