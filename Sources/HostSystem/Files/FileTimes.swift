import CHostSystem
public import Foundation

/// A file's modification time and size, to the nanosecond the file system keeps (st_mtim on
/// Linux, st_mtimespec on macOS).
public struct FileTimes: Equatable, Hashable, Sendable {
    public var seconds: Int64
    public var nanoseconds: Int64
    public var size: Int64

    /// `path`'s (links followed); nil when it cannot be read.
    public static func of(_ path: String) -> FileTimes? {
        var times = FileTimes(seconds: 0, nanoseconds: 0, size: 0)
        guard lb_file_modified(path, &times.seconds, &times.nanoseconds, &times.size) == 0 else { return nil }
        return times
    }

    /// The modification time in nanoseconds since 1970.
    public var modifiedNanoseconds: Int { Int(seconds) * 1_000_000_000 + Int(nanoseconds) }

    /// The modification time as a Date.
    public var modified: Date { Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9) }

    /// "size seconds.nanoseconds": a stamp that changes when the file does.
    public var stamp: String { "\(size) \(seconds).\(nanoseconds)" }
}
