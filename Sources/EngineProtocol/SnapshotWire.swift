import CollectionLayout
import Foundation
package import Snapshots

/// A data snapshot as the engine sends it to the front end after it changes (and back after a
/// fault): its sections, items and self-sized sizes as length-prefixed UTF-8, nothing escaped or
/// parsed, so a million items cross in a few milliseconds. Snapshot files are JSON
/// (SnapshotFile); this form never leaves the two processes.
///
/// Layout: "LBS1", then UInt32 counts and strings (a UInt32 byte count and the bytes) and
/// Float64 sizes, little-endian: sections (id, item count, items), sizes (item, w, h), view
/// sizes (section, kind count, kinds: kind, w, h).
package enum SnapshotWire {
    package static let magic: [UInt8] = Array("LBS1".utf8)

    package static func encode(_ snapshot: DataSnapshot) -> [UInt8] {
        var out = magic
        out.reserveCapacity(64 + snapshot.numberOfItems * 16)
        func count(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { out.append(contentsOf: $0) } }
        func number(_ value: CGFloat) { withUnsafeBytes(of: Double(value).bitPattern.littleEndian) { out.append(contentsOf: $0) } }
        func string(_ value: String) {
            var value = value
            value.withUTF8 { bytes in
                count(bytes.count)
                out.append(contentsOf: bytes)
            }
        }
        count(snapshot.numberOfSections)
        for (section, id) in snapshot.sectionIdentifiers.enumerated() {
            string(id)
            let items = snapshot.itemIdentifiers(inSectionAt: section)
            count(items.count)
            for item in items { string(item) }
        }
        count(snapshot.preferredSizes.count)
        for (item, size) in snapshot.preferredSizes {
            string(item)
            number(size.width)
            number(size.height)
        }
        count(snapshot.preferredSupplementarySizes.count)
        for (section, kinds) in snapshot.preferredSupplementarySizes {
            string(section)
            count(kinds.count)
            for (kind, size) in kinds {
                string(kind)
                number(size.width)
                number(size.height)
            }
        }
        return out
    }

    struct Malformed: Error {}

    package static func decode(_ bytes: [UInt8]) throws -> DataSnapshot {
        var offset = magic.count
        guard bytes.starts(with: magic) else { throw Malformed() }
        func count() throws -> Int {
            guard offset + 4 <= bytes.count else { throw Malformed() }
            let value = bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
            offset += 4
            return value
        }
        func number() throws -> CGFloat {
            guard offset + 8 <= bytes.count else { throw Malformed() }
            let bits = bytes[offset..<offset + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            offset += 8
            return CGFloat(Double(bitPattern: bits))
        }
        func string() throws -> String {
            let length = try count()
            guard offset + length <= bytes.count else { throw Malformed() }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        var sections: [(id: String, items: [String])] = []
        for _ in 0..<min(try count(), bytes.count) {
            let id = try string()
            let itemCount = try count()
            guard itemCount <= bytes.count else { throw Malformed() }
            var items: [String] = []
            items.reserveCapacity(itemCount)
            for _ in 0..<itemCount { items.append(try string()) }
            sections.append((id, items))
        }
        var snapshot = try DataSnapshot(sections: sections)
        for _ in 0..<min(try count(), bytes.count) {
            let item = try string()
            try snapshot.setPreferredSize(CGSize(width: try number(), height: try number()), forItem: item)
        }
        for _ in 0..<min(try count(), bytes.count) {
            let section = try string()
            for _ in 0..<min(try count(), bytes.count) {
                let kind = try string()
                try snapshot.setPreferredSupplementarySize(CGSize(width: try number(), height: try number()), kind: kind, inSection: section)
            }
        }
        return snapshot
    }
}
