import Foundation

/// What loaded plugin libraries cost in memory. Every generation stays mapped (Swift libraries
/// cannot be unloaded); its cost is read from /proc/self/smaps: the resident pages of the
/// mappings of its private copy. Heap the plugin allocated is not counted.
package enum PluginMemory {
    package struct Usage: Equatable, Sendable {
        package var resident = 0
        package var mapped = 0
    }

    /// Memory of the mapped images of `libraries`, summed; nil when /proc is missing. Each
    /// generation is a private copy (`copyPath`, named after the library, the process and the
    /// load: PluginLibrary.load), mapped until the process ends.
    package static func usage(of libraries: [PluginLibrary]) -> Usage? {
        guard !libraries.isEmpty, let maps = mappings() else { return nil }
        let copies = Set(libraries.map { URL(fileURLWithPath: $0.copyPath).lastPathComponent })
        var total = Usage()
        for (path, usage) in maps.usage {
            guard copies.contains(URL(fileURLWithPath: path).lastPathComponent) else { continue }
            total.resident += usage.resident
            total.mapped += usage.mapped
        }
        return total
    }

    /// Roughly what `libraries` cost: the resident pages of their images, or (without /proc)
    /// their files' sizes.
    package static func estimate(_ libraries: [PluginLibrary]) -> Int {
        guard !libraries.isEmpty else { return 0 }
        return usage(of: libraries)?.resident ?? libraries.reduce(0) { $0 + $1.fileSize }
    }

    struct Maps {
        var usage: [String: Usage] = [:]
    }

    /// Resident and mapped bytes per mapped file, from /proc/self/smaps.
    static func mappings() -> Maps? {
        guard let text = readAll("/proc/self/smaps") else { return nil }
        var maps = Maps()
        var current: String?
        for line in text.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, let space = line.firstIndex(of: " "), let dash = line[..<space].firstIndex(of: "-") {
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                guard fields.count == 6, UInt(line[..<dash], radix: 16) != nil else { current = nil; continue }
                var path = String(fields[5]).trimmingCharacters(in: .whitespaces)
                if path.hasSuffix(" (deleted)") { path = String(path.dropLast(10)) }
                current = path
            } else if let current {
                if line.hasPrefix("Rss:") { maps.usage[current, default: Usage()].resident += kilobytes(line) * 1024 }
                if line.hasPrefix("Size:") { maps.usage[current, default: Usage()].mapped += kilobytes(line) * 1024 }
            }
        }
        return maps
    }

    /// The process's resident set (VmRSS), in bytes.
    package static func processResident() -> Int {
        guard let text = readAll("/proc/self/status"),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return kilobytes(line) * 1024
    }

    /// The whole of a /proc file (Foundation reads only the first page of files reporting size 0).
    static func readAll(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { data.append(contentsOf: buffer[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func kilobytes(_ line: Substring) -> Int {
        Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
