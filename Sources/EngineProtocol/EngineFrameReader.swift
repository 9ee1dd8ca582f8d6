import Foundation

/// Reassembles frames from bytes read off a pipe.
public struct EngineFrameReader: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0
    public private(set) var malformed = false

    public init() {}

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, if one has arrived.
    public mutating func next() -> EngineFrame? {
        guard buffer.count - start >= 5 else { return compact() }
        let b = buffer
        let length = Int(b[start + 1]) | Int(b[start + 2]) << 8 | Int(b[start + 3]) << 16 | Int(b[start + 4]) << 24
        guard let kind = EngineFrame.Kind(rawValue: b[start]), length <= EngineFrame.maximumPayload else {
            malformed = true
            buffer.removeAll()
            start = 0
            return nil
        }
        guard buffer.count - start >= 5 + length else { return compact() }
        let frame = EngineFrame(kind, Array(buffer[(start + 5)..<(start + 5 + length)]))
        start += 5 + length
        return frame
    }

    private mutating func compact() -> EngineFrame? {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        return nil
    }

    /// Reads what `fd` has (one read); false at end of input or on an error other than EINTR/EAGAIN.
    package mutating func fill(from fd: Int32) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            chunk.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            return true
        }
        return count < 0 && (errno == EINTR || errno == EAGAIN)
    }
}
