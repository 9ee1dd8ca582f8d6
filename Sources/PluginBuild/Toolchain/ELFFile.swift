import Foundation

/// The few facts a plugin's link needs from an ELF file (64-bit, little-endian: every Linux
/// target the toolchains ship), read from the file's bytes: a section's contents by name, and a
/// shared library's own name (DT_SONAME). nil for anything else, so a caller falls back to the
/// tool that reads it in full.
struct ELFFile {
    private let bytes: Data
    private let sections: [SectionHeader]

    /// `path` mapped, when it is a 64-bit little-endian ELF file.
    init?(path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        self.init(bytes: data)
    }

    init?(bytes: Data) {
        // "\x7fELF", ELFCLASS64, ELFDATA2LSB.
        guard bytes.count >= 64, bytes.prefix(6).elementsEqual([0x7F, 0x45, 0x4C, 0x46, 2, 1]) else { return nil }
        self.bytes = bytes
        sections = Self.sectionHeaders(bytes)
    }

    /// ET_DYN: a shared library (or a position-independent executable).
    var isShared: Bool { integer(at: 16, size: 2) == 3 }

    /// The contents of the section named `name`, nil when there is none.
    func section(named name: String) -> Data? {
        guard let names = sections[safe: integer(at: 0x3E, size: 2)].flatMap(contents(of:)) else { return nil }
        guard let header = sections.first(where: { Self.string(names, at: $0.nameOffset) == name }) else { return nil }
        return contents(of: header)
    }

    /// DT_SONAME, the name a library linked against it records (DT_NEEDED); nil when it has none.
    var sharedObjectName: String? { dynamicStrings(tag: 14).first }

    /// DT_NEEDED: the libraries the loader opens with this one, in order.
    var neededLibraries: [String] { dynamicStrings(tag: 1) }

    /// The strings of the dynamic section's entries tagged `tag`.
    private func dynamicStrings(tag wanted: Int) -> [String] {
        guard let dynamic = sections.first(where: { $0.type == 6 }), let table = sections[safe: dynamic.link],
            let entries = contents(of: dynamic), let strings = contents(of: table)
        else { return [] }
        var found: [String] = [], offset = 0
        while offset + 16 <= entries.count {
            let tag = Self.integer(entries, at: offset, size: 8), value = Self.integer(entries, at: offset + 8, size: 8)
            if tag == 0 { break }
            if tag == wanted, let string = Self.string(strings, at: value) { found.append(string) }
            offset += 16
        }
        return found
    }

    // MARK: - Sections

    private struct SectionHeader {
        var nameOffset: Int, type: Int, offset: Int, size: Int, link: Int
    }

    private static func sectionHeaders(_ bytes: Data) -> [SectionHeader] {
        let start = integer(bytes, at: 0x28, size: 8), entrySize = integer(bytes, at: 0x3A, size: 2), count = integer(bytes, at: 0x3C, size: 2)
        guard entrySize >= 64, start > 0, start <= bytes.count, entrySize * count <= bytes.count - start else { return [] }
        return (0..<count).map { index in
            let base = start + index * entrySize
            return SectionHeader(
                nameOffset: integer(bytes, at: base, size: 4), type: integer(bytes, at: base + 4, size: 4),
                offset: integer(bytes, at: base + 24, size: 8), size: integer(bytes, at: base + 32, size: 8),
                link: integer(bytes, at: base + 40, size: 4))
        }
    }

    private func contents(of header: SectionHeader) -> Data? {
        // SHT_NOBITS has no bytes in the file.
        guard header.type != 8, header.offset >= 0, header.size >= 0, header.offset <= bytes.count,
            header.size <= bytes.count - header.offset
        else { return nil }
        let start = bytes.startIndex + header.offset
        return bytes[start..<start + header.size]
    }

    // MARK: - Bytes

    private func integer(at offset: Int, size: Int) -> Int { Self.integer(bytes, at: offset, size: size) }

    /// A little-endian unsigned integer of `size` bytes at `offset` (0 past the end).
    private static func integer(_ data: Data, at offset: Int, size: Int) -> Int {
        guard offset >= 0, size <= 8, offset <= data.count - size else { return 0 }
        let value = data.withUnsafeBytes { raw in
            switch size {
            case 2: UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
            case 4: UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            default: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
        }
        return Int(truncatingIfNeeded: min(value, UInt64(Int.max)))
    }

    /// The NUL-terminated string at `offset` of a string table.
    private static func string(_ table: Data, at offset: Int) -> String? {
        guard offset >= 0, offset < table.count else { return nil }
        let start = table.startIndex + offset
        let end = table[start...].firstIndex(of: 0) ?? table.endIndex
        return String(decoding: table[start..<end], as: UTF8.self)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
