/// A text's lines, to turn an LSP position (a line and a UTF-16 column) into a UTF-8 offset and
/// back, as the editor and the language server count.
package struct TextLines: Sendable {
    private let bytes: [UInt8]
    /// The UTF-8 offset each line starts at.
    private let starts: [Int]

    package init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
    }

    /// The UTF-8 offset of `line` and UTF-16 `character` (clamped to the text).
    package func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return bytes.count }
        let start = starts[line], end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        var offset = start, units = 0
        while offset < end, units < character {
            let byte = bytes[offset]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            offset += length
        }
        return min(offset, end)
    }

    /// The line and UTF-16 character of a UTF-8 offset.
    package func position(of offset: Int) -> (line: Int, character: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0, cursor = starts[low]
        while cursor < offset {
            let byte = bytes[cursor]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            cursor += length
        }
        return (low, units)
    }
}
