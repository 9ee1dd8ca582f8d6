/// FNV-1a over bytes, 64 bits: a digest that is the same in every run (Swift's Hasher is
/// seeded per process), for build records and names kept on disk.
package struct FNV1a: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }

    /// The digest of `text`'s UTF-8.
    package static func digest(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(text.utf8)
        return hasher.value
    }
}
