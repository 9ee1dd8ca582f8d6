import Foundation
import HostSupport

/// The framing of messages between the front end and its engine, over a pipe: a kind byte, the
/// payload's length (UInt32, little-endian) and the payload. EngineRequest and EngineReply give
/// frames their meaning. A whole command is one request, answered by its output and a `done` frame; never one
/// message per layout call.
public struct EngineFrame: Equatable, Sendable {
    /// What the frame carries: one kind per EngineRequest or EngineReply case (`applied` and
    /// `editing` are both's), whose payload it encodes.
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
