/// Which of a fixed list of texts occur in a file, found in one pass over its bytes. The lint
/// parses a Swift file only when it holds text a rule looks for, and a rule reads only for the
/// names that are there; `String.contains` per text (some fifty, over every file) took seconds
/// in a debug build. A bitmap of every text's first three bytes is tested at each byte; only
/// where one starts is the rest compared. A text that starts with a letter, digit or `_`
/// counts only at the start of a word (`IN_` is not in `STDIN_FILENO`).
struct TextTriggers: Sendable {
    /// The texts, each three bytes or more.
    let texts: [String]
    private let bytes: [[UInt8]]
    /// Bit `k` set when some text starts with the three bytes whose value is `k`.
    private let starts: [UInt64]
    /// The texts (by index) that start with each such three bytes.
    private let byStart: [UInt32: [Int]]

    init(_ texts: [String]) {
        precondition(texts.allSatisfy { $0.utf8.count >= 3 }, "a trigger is three bytes or more")
        self.texts = texts
        bytes = texts.map { Array($0.utf8) }
        var starts = [UInt64](repeating: 0, count: 1 << 18)
        var byStart: [UInt32: [Int]] = [:]
        for (index, text) in bytes.enumerated() {
            let key = UInt32(text[0]) << 16 | UInt32(text[1]) << 8 | UInt32(text[2])
            starts[Int(key >> 6)] |= 1 << UInt64(key & 63)
            byStart[key, default: []].append(index)
        }
        self.starts = starts
        self.byStart = byStart
    }

    /// Which texts occur in `text`, by index into `texts`.
    func found(in text: String) -> Set<Int> {
        var text = text
        return text.withUTF8 { buffer in
            starts.withUnsafeBufferPointer { starts in
                var found: Set<Int> = []
                guard var cursor = buffer.baseAddress, buffer.count >= 3 else { return found }
                let end = cursor + buffer.count
                var key = UInt32(cursor[0]) &<< 8 | UInt32(cursor[1])
                cursor += 2
                // Written for speed without optimisation (tests build for debugging): pointers,
                // wrapping arithmetic, no generic calls per byte.
                while cursor < end {
                    key = (key &<< 8 | UInt32(cursor.pointee)) & 0xFF_FFFF
                    if starts[Int(key &>> 6)] & (1 &<< UInt64(key & 63)) != 0 {
                        match(byStart[key] ?? [], at: buffer.baseAddress!.distance(to: cursor) - 2, in: buffer, into: &found)
                    }
                    cursor += 1
                }
                return found
            }
        }
    }

    /// Adds the texts of `candidates` that start at `start` (at a word's start when they begin
    /// with one).
    private func match(_ candidates: [Int], at start: Int, in buffer: UnsafeBufferPointer<UInt8>, into found: inout Set<Int>) {
        let afterWord = start > 0 && Self.isWordByte(buffer[start - 1])
        for which in candidates where !found.contains(which) {
            let text = bytes[which]
            guard text.count <= buffer.count - start, !(afterWord && Self.isWordByte(text[0])) else { continue }
            if text.indices.allSatisfy({ buffer[start + $0] == text[$0] }) { found.insert(which) }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
