public import Foundation

/// Why a snapshot file's contents could not be read (files themselves go through InputFile and OutputFile).
public enum SnapshotFileError: Error, LocalizedError, Equatable, Sendable {
    /// The bytes are not well-formed JSON; the position is 1-based (columns count characters).
    case malformed(message: String, line: Int, column: Int)
    /// The JSON is well formed but does not describe a valid snapshot.
    case invalid(message: String, line: Int, column: Int)
    /// The `format` field is missing or is not `layoutbench-snapshot`.
    case wrongFormat(found: String?)
    /// The file was written by a newer version of the format.
    case unsupportedVersion(found: Int, supported: Int)

    /// A one-line message, with the line and column where there is one.
    public var errorDescription: String? {
        switch self {
        case .malformed(let message, let line, let column): "malformed snapshot file at line \(line), column \(column): \(message)"
        case .invalid(let message, let line, let column): "invalid snapshot file at line \(line), column \(column): \(message)"
        case .wrongFormat(let found?): "not a layoutbench snapshot: format is '\(found)', expected '\(SnapshotFile.formatName)'"
        case .wrongFormat(nil): "not a layoutbench snapshot: the \"format\" field is missing"
        case .unsupportedVersion(let found, let supported):
            "snapshot file version \(found) is newer than the supported version \(supported)"
        }
    }
}
