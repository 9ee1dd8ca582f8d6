import Foundation
import HostSupport

/// What the front end asks of its engine, typed, with its codec beside it (as swift-nio keeps a
/// direction's encoder and decoder together). EngineReply is the other direction; both go onto
/// one EngineFrame each, whose kind byte names the case.
public enum EngineRequest: Equatable, Sendable {
    /// Run one command.
    case execute(Command)
    /// Become the new engine of a session; the `applied` and `editing` data come just before it.
    case restore(SessionImage)
    /// The REPL starts: reload reports sent as they come, and live reload on (a restored
    /// session keeps its own setting: the restore comes first).
    case interactive
    /// Wait until no reload build runs, then answer `done`.
    case waitIdle
    /// The live view watches (true: the engine answers with everything the page shows, as a
    /// reset batch, and sends a batch with every request from then on) or stops watching.
    case live(Bool)
    /// The applied data of the image a `restore` brings: a snapshot file (SnapshotWire); empty
    /// when the image's item counts make it again (quick data).
    case applied([UInt8])
    /// The data being edited (SnapshotWire); empty when it is the applied data.
    case editing([UInt8])

    /// One command to run, and what the front end's clock says about its way here.
    public struct Command: Equatable, Sendable {
        /// The script running it and its line (nil and 0 outside scripts), for error messages.
        package var file: String?
        package var line: Int
        /// The front end's clock at the write (MonotonicClock), for EngineCrossing.
        package var sentAt: UInt64
        /// The previous answer's way back, in ns, when one came.
        package var lastReply: UInt64?
        package var words: [String]

        package init(file: String?, line: Int, sentAt: UInt64 = MonotonicClock.now(), lastReply: UInt64?, words: [String]) {
            self.file = file
            self.line = line
            self.sentAt = sentAt
            self.lastReply = lastReply
            self.words = words
        }
    }

    /// Whether the engine answers it with a `done` (every request but the data before a restore).
    package var isAnswered: Bool {
        switch self {
        case .execute, .restore, .interactive, .waitIdle, .live: return true
        case .applied, .editing: return false
        }
    }

    // MARK: - The codec

    /// The frame on the wire.
    ///
    /// Payloads: `execute` is `LINE\tSENT\tREPLY\tFILE\0WORD\0WORD…` (a file name or a word may
    /// hold tabs; none holds NUL); `restore` is the image's JSON; `live` is `on` or `off`;
    /// `applied` and `editing` are the snapshot bytes; the rest are empty.
    public var frame: EngineFrame {
        switch self {
        case .execute(let command):
            let head = "\(command.line)\t\(command.sentAt)\t\(command.lastReply.map(String.init) ?? "")\t"
            return EngineFrame(.execute, head + ([command.file ?? ""] + command.words).joined(separator: "\u{0}"))
        case .restore(let image): return EngineFrame(.restore, [UInt8](image.encoded()))
        case .interactive: return EngineFrame(.interactive, [])
        case .waitIdle: return EngineFrame(.waitIdle, [])
        case .live(let on): return EngineFrame(.live, on ? "on" : "off")
        case .applied(let bytes): return EngineFrame(.applied, bytes)
        case .editing(let bytes): return EngineFrame(.editing, bytes)
        }
    }

    /// The request a frame carries; throws when its payload is not that kind's, or its kind is
    /// a reply's.
    public init(_ frame: EngineFrame) throws(EngineDecodingError) {
        switch frame.kind {
        case .execute:
            let parts = frame.text.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let line = Int(parts[0]), let sent = UInt64(parts[1]),
                parts[2].isEmpty || UInt64(parts[2]) != nil
            else { throw EngineDecodingError("an execute frame without line, clock and reply fields") }
            let names = parts[3].split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            self = .execute(
                Command(
                    file: names[0].isEmpty ? nil : names[0], line: line, sentAt: sent,
                    lastReply: UInt64(parts[2]), words: Array(names.dropFirst())))
        case .restore: self = .restore(try SessionImage.decode(frame))
        case .interactive: self = .interactive
        case .waitIdle: self = .waitIdle
        case .live:
            guard frame.text == "on" || frame.text == "off" else { throw EngineDecodingError("a live frame that is not on or off") }
            self = .live(frame.text == "on")
        case .applied: self = .applied(frame.payload)
        case .editing: self = .editing(frame.payload)
        case .output, .error, .status, .progress, .checkStep, .image, .done, .idle, .liveFrames:
            throw EngineDecodingError("a reply's frame (\(frame.kind)) where a request belongs")
        }
    }

    /// Writes whole requests to a descriptor in one write; false once the reader is gone.
    @discardableResult
    package static func write(_ requests: [EngineRequest], to fd: Int32) -> Bool {
        EngineFrame.write(requests.map(\.frame), to: fd)
    }
}
