import HostSupport
import Synchronization
import SwiftParser
package import SwiftSyntax

/// Swift syntax trees by text, kept across a session's plans: a reload re-parses the file that
/// was saved, not the folder. A tree is immutable, so one parse serves every reader of the same
/// text. The oldest trees go once the texts kept pass `limit` bytes.
package enum ParsedSources {
    /// The tree of `text`, parsed now or taken from an earlier parse of the same text.
    package static func tree(of text: String) -> SourceFileSyntax {
        let key = FNV1a.digest(text)
        if let kept = cache.withLock({ $0.tree(key: key, text: text) }) { return kept }
        let tree = Parser.parse(source: text)
        cache.withLock { $0.insert(key: key, text: text, tree: tree) }
        return tree
    }

    /// The bytes of source text whose trees are kept (a tree takes more memory than its text).
    static let limit = 16 << 20

    private static let cache = Mutex(Store())

    private struct Store: ~Copyable {
        var entries: [UInt64: (text: String, tree: SourceFileSyntax, use: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0

        mutating func tree(key: UInt64, text: String) -> SourceFileSyntax? {
            guard let entry = entries[key], entry.text == text else { return nil }
            clock += 1
            entries[key]?.use = clock
            return entry.tree
        }

        mutating func insert(key: UInt64, text: String, tree: SourceFileSyntax) {
            if let old = entries[key] { bytes -= old.text.utf8.count }
            clock += 1
            entries[key] = (text, tree, clock)
            bytes += text.utf8.count
            guard bytes > ParsedSources.limit else { return }
            for (oldKey, entry) in entries.sorted(by: { $0.value.use < $1.value.use }) where bytes > ParsedSources.limit / 2 {
                entries[oldKey] = nil
                bytes -= entry.text.utf8.count
            }
        }
    }
}
