package import Foundation
import HostSystem

/// One direction of a JSON-RPC stream as LSP frames it: `Content-Length: N` headers, a blank
/// line, N bytes of JSON. Reads block on their descriptor; writes are whole messages under a lock,
/// so two threads never interleave theirs.
/// Unchecked: the read buffer belongs to the one thread that reads; writes take `lock`.
package final class MessageChannel: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private let lock = NSLock()

    package init(reading input: Int32, writing output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message's body, nil at the end of the stream (or a malformed header).
    package func read() -> Data? {
        while true {
            if let (length, headerEnd) = header(), buffer.count >= headerEnd + length {
                let body = Data(buffer[headerEnd..<(headerEnd + length)])
                buffer.removeSubrange(0..<(headerEnd + length))
                return body
            }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = Foundation.read(input, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
    }

    /// The body length and where the body starts, once the headers are in the buffer.
    private func header() -> (Int, Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<($0 + 4)].elementsEqual(separator) }) else { return nil }
        let text = String(decoding: buffer[0..<end], as: UTF8.self)
        for line in text.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            if let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) { return (length, end + 4) }
        }
        return nil
    }

    /// Writes one message; false when the other side is gone.
    @discardableResult
    package func write(_ body: Data) -> Bool {
        var message = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        message += body
        return lock.withLock {
            var offset = 0
            while offset < message.count {
                let written = message.withUnsafeBytes { SystemCalls.write(output, $0.baseAddress! + offset, message.count - offset) }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    package func write(_ value: JSONValue) { write(value.serialized()) }

    /// Closes the writing side: the other end reads the end of the stream.
    package func closeWriting() { lock.withLock { _ = close(output) } }
}
