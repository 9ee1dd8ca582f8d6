import Foundation

/// What each file mapped into this process costs: resident and mapped bytes per path. Linux
/// says (/proc/self/smaps); macOS does not without a task port, so there it is nil and callers
/// fall back to the files' sizes.
public enum ImageMemory {
    public struct Usage: Equatable, Sendable {
        public var resident = 0
        public var mapped = 0

        public init(resident: Int = 0, mapped: Int = 0) {
            self.resident = resident
            self.mapped = mapped
        }
    }

    /// Usage per mapped file's path (a deleted file's path without " (deleted)"); nil when the
    /// system does not say.
    public static func byFile() -> [String: Usage]? {
        #if os(Linux)
            guard let text = VirtualFiles.read("/proc/self/smaps") else { return nil }
            return parse(smaps: text)
        #else
            return nil
        #endif
    }

    /// Reads smaps' text: a mapping's header line, then its fields.
    package static func parse(smaps text: String) -> [String: Usage] {
        var usage: [String: Usage] = [:]
        var current: String?
        for line in text.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, let space = line.firstIndex(of: " "), let dash = line[..<space].firstIndex(of: "-") {
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                guard fields.count == 6, UInt(line[..<dash], radix: 16) != nil else { current = nil; continue }
                var path = String(fields[5]).trimmingCharacters(in: .whitespaces)
                if path.hasSuffix(" (deleted)") { path = String(path.dropLast(10)) }
                current = path
            } else if let current {
                if line.hasPrefix("Rss:") { usage[current, default: Usage()].resident += kilobytes(line) * 1024 }
                if line.hasPrefix("Size:") { usage[current, default: Usage()].mapped += kilobytes(line) * 1024 }
            }
        }
        return usage
    }

    private static func kilobytes(_ line: Substring) -> Int {
        Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
