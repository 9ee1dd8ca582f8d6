package import Foundation

/// A compact JSON parser over UTF-8 bytes that records the line and column (1-based, counting
/// characters) of every value and reports syntax errors at the exact position of the problem.
package struct JSONParser {
    /// A parsed value with the position of its first character.
    package struct Node {
        package var value: Value
        package var line: Int
        package var column: Int
    }

    /// One object member, in file order, with the position of its key.
    package struct Member {
        package var key: String
        package var line: Int
        package var column: Int
        package var value: Node
    }

    /// A JSON value.
    package indirect enum Value {
        case object([Member])
        case array([Node])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// Arrays and objects nested deeper than this are refused, so hostile input cannot exhaust the stack.
    static let maximumDepth = 100

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Where the current line starts; columns are counted from it only when a value asks.
    private var lineStart = 0
    /// The last column counted, and where: the next count goes on from there (so a minified
    /// file of one long line is still read in linear time).
    private var counted = (index: 0, column: 1)

    /// The 1-based column of `index`, in characters (UTF-8 continuation bytes not counted).
    private var column: Int {
        var (from, column) = counted.index >= lineStart ? counted : (lineStart, 1)
        while from < min(index, bytes.count) {
            if bytes[from] & 0xC0 != 0x80 { column += 1 }
            from += 1
        }
        return column
    }

    /// `column`, remembered for the next count.
    private mutating func countColumn() -> Int {
        let value = column
        counted = (index, value)
        return value
    }

    /// Parses one JSON document, refusing anything but whitespace after it.
    package static func parse(_ data: Data) throws -> Node {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure(expected: "end of input") }
        return root
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index
        }
    }

    private mutating func skipWhitespace() {
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case 0x20, 0x0D, 0x09: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func failure(_ message: String) -> SnapshotFileError {
        .malformed(message: message, line: line, column: column)
    }

    private func failure(expected: String) -> SnapshotFileError {
        guard let byte = current else { return failure("unexpected end of input, expected \(expected)") }
        let found = (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return failure("expected \(expected), found \(found)")
    }

    private mutating func expect(_ ascii: Unicode.Scalar, _ description: String) throws {
        guard current == UInt8(ascii: ascii) else { throw failure(expected: description) }
        advance()
    }

    private mutating func parseValue(depth: Int) throws -> Node {
        let line = self.line, column = countColumn()
        guard let byte = current else { throw failure(expected: "a value") }
        let value: Value
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): value = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case UInt8(ascii: "t"): try parseLiteral("true"); value = .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); value = .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); value = .null
        default: throw failure(expected: "a value")
        }
        return Node(value: value, line: line, column: column)
    }

    private mutating func parseObject(depth: Int) throws -> Value {
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        skipWhitespace()
        var members: [Member] = []
        var keys = Set<String>()
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            let line = self.line, column = countColumn()
            guard current == UInt8(ascii: "\"") else { throw failure(expected: "a string key") }
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw SnapshotFileError.malformed(message: "duplicate key \"\(key)\"", line: line, column: column)
            }
            skipWhitespace()
            try expect(":", "':' after an object key")
            skipWhitespace()
            members.append(Member(key: key, line: line, column: column, value: try parseValue(depth: depth)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect("}", "',' or '}' in an object")
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws -> Value {
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        skipWhitespace()
        var elements: [Node] = []
        if current == UInt8(ascii: "]") {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect("]", "',' or ']' in an array")
            return .array(elements)
        }
    }

    private mutating func parseString() throws -> String {
        // Most strings (identifiers) hold no escape: taken from the bytes at once.
        var end = index + 1
        let count = bytes.count
        while end < count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < count, bytes[end] == UInt8(ascii: "\""), let string = String(validating: bytes[(index + 1)..<end], as: UTF8.self) {
            index = end + 1
            return string
        }
        let line = self.line, column = countColumn()
        advance()
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unexpected end of input inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw SnapshotFileError.malformed(message: "string is not valid UTF-8", line: line, column: column)
                }
                return string
            case UInt8(ascii: "\\"):
                advance()
                try parseEscape(into: &buffer)
            case 0..<0x20:
                throw failure("control character in a string must be escaped")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws {
        guard let byte = current else { throw failure("unexpected end of input inside a string") }
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            buffer.append(simple)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("invalid escape sequence") }
        advance()
        var scalar = try parseHexQuad()
        if (0xD800...0xDBFF).contains(scalar) {
            guard current == UInt8(ascii: "\\") else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
            advance()
            guard current == UInt8(ascii: "u") else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
            advance()
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
        UTF8.encode(unicode) { buffer.append($0) }
    }

    private mutating func parseHexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw failure(expected: "a hexadecimal digit")
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else {
            guard isDigit(current) else { throw failure(expected: "a digit") }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw failure(expected: "a digit after '.'") }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw failure(expected: "a digit in the exponent") }
            while isDigit(current) { advance() }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw failure("number out of range")
        }
        return value
    }

    private mutating func parseLiteral(_ literal: String) throws {
        for expected in literal.utf8 {
            guard current == expected else { throw failure(expected: "'\(literal)'") }
            advance()
        }
    }
}
