import Foundation
import HostSupport
import LayoutHost

/// The framing of messages between the front end and its engine, over a pipe: a kind byte, the
/// payload's length (UInt32, little-endian) and the payload. EngineMessage gives frames their
/// meaning. A whole command is one request, answered by its output and a `done` frame; never one
/// message per layout call.
public struct EngineFrame: Equatable, Sendable {
    /// What the frame carries: one kind per EngineMessage case, whose payload it encodes.
    public enum Kind: UInt8, Sendable {
        case execute = 0x78  // x
        case restore = 0x72  // r
        case interactive = 0x62  // b
        case waitIdle = 0x77  // w
        case output = 0x6F  // o
        case error = 0x65  // e
        case status = 0x73  // s
        case progress = 0x70  // p
        case checkStep = 0x63  // c
        case image = 0x69  // i
        case applied = 0x41  // A
        case editing = 0x45  // E
        case done = 0x64  // d
        case idle = 0x79  // y
        case live = 0x76  // v
        case liveFrames = 0x66  // f
    }

    package var kind: Kind
    package var payload: [UInt8]

    package init(_ kind: Kind, _ payload: [UInt8]) {
        self.kind = kind
        self.payload = payload
    }

    package init(_ kind: Kind, _ text: String) {
        self.init(kind, Array(text.utf8))
    }

    package var text: String { String(decoding: payload, as: UTF8.self) }

    /// The bytes on the wire.
    package var encoded: [UInt8] {
        let count = UInt32(payload.count)
        return [kind.rawValue, UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24)] + payload
    }

    /// The largest payload accepted (the data of a million items is about 15 MB).
    package static let maximumPayload = 1 << 30

    /// Writes whole frames to a descriptor, retrying short writes; false once the reader is gone.
    @discardableResult
    package static func write(_ frames: [EngineFrame], to fd: Int32) -> Bool {
        var bytes: [UInt8] = []
        for frame in frames { bytes += frame.encoded }
        return bytes.withUnsafeBytes { StandardStreams.write($0, to: fd) == nil }
    }
}

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
