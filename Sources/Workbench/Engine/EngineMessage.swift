import Foundation
import LayoutHost
import HostSupport

/// Every message between the front end and its engine, typed. Each case is encoded and decoded
/// here, side by side (as swift-nio keeps a codec's two halves together), onto one EngineFrame:
/// the frame's kind byte names the case, its payload carries the fields.
public enum EngineMessage: Equatable, Sendable {
    // Front end → engine.
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
    // Engine → front end.
    /// A command's result line(s), for stdout.
    case output(String)
    /// An error line, for stderr.
    case error(String)
    /// Progress or a log line, for stderr.
    case status(String)
    /// A step of long work (`fraction` nil when unknown).
    case progress(fraction: Double?, text: String)
    /// `check` starts step `step` of `layout`: when the layout traps there, the front end runs
    /// the check again past that step (CheckCommands).
    case checkStep(layout: String, step: Int)
    /// The session's image after a change.
    case image(SessionImage)
    /// The request is done.
    case done(Done)
    /// Output that came without a request (a reload) is complete.
    case idle
    /// A piece of frames for the live view's pages, before the `done` of the request that ran
    /// them, or after a live reload.
    case liveFrames(json: [UInt8], computedAt: UInt64)
    // Both ways.
    /// The applied data after a change: a snapshot file (SnapshotWire); empty when the image's
    /// item counts make it again (quick data).
    case applied([UInt8])
    /// The data being edited after a change (SnapshotWire); empty when it is the applied data.
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

    /// The end of a request's answer.
    public struct Done: Equatable, Sendable {
        package var outcome: Session.Outcome
        /// Errors the request reported.
        package var errors: Int
        /// The engine's clock at the write (MonotonicClock).
        package var sentAt: UInt64
        /// Nanoseconds the request spent in plugin code.
        package var layoutNanoseconds: UInt64
        /// The layout's UIDynamicAnimators still run after it (asked only while a page watches:
        /// the page then lets time pass for them).
        package var dynamicsRunning: Bool

        package init(outcome: Session.Outcome, errors: Int, sentAt: UInt64 = MonotonicClock.now(), layoutNanoseconds: UInt64 = 0,
                     dynamicsRunning: Bool = false) {
            self.outcome = outcome
            self.errors = errors
            self.sentAt = sentAt
            self.layoutNanoseconds = layoutNanoseconds
            self.dynamicsRunning = dynamicsRunning
        }
    }

    /// A frame that is no message: what is wrong with it, in one line.
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    // MARK: - The codec

    /// The frame on the wire.
    ///
    /// Payloads: `execute` is `LINE\tSENT\tREPLY\tFILE\0WORD\0WORD…` (a file name or a word may
    /// hold tabs; none holds NUL); `progress` is `FRACTION\tTEXT`; `done` is
    /// `OUTCOME\tERRORS\tSENT\tLAYOUT_NS\tDYNAMICS` (DYNAMICS 1 or 0); `restore` and `image` are the image's JSON; text
    /// messages are UTF-8; `applied` and `editing` are the snapshot bytes; `live` is `on` or `off`;
    /// `liveFrames` is `COMPUTED\t` and the piece's JSON.
    public var frame: EngineFrame {
        switch self {
        case .execute(let command):
            let head = "\(command.line)\t\(command.sentAt)\t\(command.lastReply.map(String.init) ?? "")\t"
            return EngineFrame(.execute, head + ([command.file ?? ""] + command.words).joined(separator: "\u{0}"))
        case .restore(let image): return EngineFrame(.restore, [UInt8](image.encoded()))
        case .interactive: return EngineFrame(.interactive, [])
        case .waitIdle: return EngineFrame(.waitIdle, [])
        case .output(let text): return EngineFrame(.output, text)
        case .error(let text): return EngineFrame(.error, text)
        case .status(let text): return EngineFrame(.status, text)
        case .progress(let fraction, let text): return EngineFrame(.progress, (fraction.map { String($0) } ?? "") + "\t" + text)
        case .checkStep(let layout, let step): return EngineFrame(.checkStep, "\(step)\t\(layout)")
        case .image(let image): return EngineFrame(.image, [UInt8](image.encoded()))
        case .done(let done):
            return EngineFrame(.done, "\(Self.word(done.outcome))\t\(done.errors)\t\(done.sentAt)\t\(done.layoutNanoseconds)\t\(done.dynamicsRunning ? 1 : 0)")
        case .idle: return EngineFrame(.idle, [])
        case .live(let on): return EngineFrame(.live, on ? "on" : "off")
        case .liveFrames(let json, let computedAt): return EngineFrame(.liveFrames, Array("\(computedAt)\t".utf8) + json)
        case .applied(let bytes): return EngineFrame(.applied, bytes)
        case .editing(let bytes): return EngineFrame(.editing, bytes)
        }
    }

    /// The message a frame carries; throws when its payload is not that kind's.
    public init(_ frame: EngineFrame) throws(DecodingError) {
        switch frame.kind {
        case .execute:
            let parts = frame.text.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let line = Int(parts[0]), let sent = UInt64(parts[1]),
                parts[2].isEmpty || UInt64(parts[2]) != nil
            else { throw DecodingError(description: "an execute frame without line, clock and reply fields") }
            let names = parts[3].split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            self = .execute(Command(file: names[0].isEmpty ? nil : names[0], line: line, sentAt: sent,
                                    lastReply: UInt64(parts[2]), words: Array(names.dropFirst())))
        case .restore: self = .restore(try Self.image(frame))
        case .interactive: self = .interactive
        case .waitIdle: self = .waitIdle
        case .output: self = .output(frame.text)
        case .error: self = .error(frame.text)
        case .status: self = .status(frame.text)
        case .progress:
            let parts = frame.text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw DecodingError(description: "a progress frame without a fraction field") }
            guard parts[0].isEmpty || Double(parts[0]) != nil else {
                throw DecodingError(description: "a progress frame whose fraction is not a number")
            }
            self = .progress(fraction: Double(parts[0]), text: String(parts[1]))
        case .checkStep:
            let parts = frame.text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let step = Int(parts[0]), step >= 0 else {
                throw DecodingError(description: "a check step frame that is not STEP and LAYOUT")
            }
            self = .checkStep(layout: String(parts[1]), step: step)
        case .image: self = .image(try Self.image(frame))
        case .done:
            let parts = frame.text.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 5, let outcome = Self.outcome(parts[0]), let errors = Int(parts[1]), errors >= 0,
                let sent = UInt64(parts[2]), let layout = UInt64(parts[3]), parts[4] == "0" || parts[4] == "1"
            else { throw DecodingError(description: "a done frame that is not OUTCOME, ERRORS, CLOCK, LAYOUT_NS and DYNAMICS") }
            self = .done(Done(outcome: outcome, errors: errors, sentAt: sent, layoutNanoseconds: layout, dynamicsRunning: parts[4] == "1"))
        case .idle: self = .idle
        case .live:
            guard frame.text == "on" || frame.text == "off" else { throw DecodingError(description: "a live frame that is not on or off") }
            self = .live(frame.text == "on")
        case .liveFrames:
            guard let tab = frame.payload.firstIndex(of: 9), let computed = UInt64(String(decoding: frame.payload[..<tab], as: UTF8.self))
            else { throw DecodingError(description: "a live frames frame without its clock field") }
            self = .liveFrames(json: Array(frame.payload[(tab + 1)...]), computedAt: computed)
        case .applied: self = .applied(frame.payload)
        case .editing: self = .editing(frame.payload)
        }
    }

    private static func image(_ frame: EngineFrame) throws(DecodingError) -> SessionImage {
        do {
            return try SessionImage.decode(Data(frame.payload))
        } catch {
            throw DecodingError(description: "a session image that does not decode: \(error)")
        }
    }

    private static func word(_ outcome: Session.Outcome) -> String {
        switch outcome {
        case .succeeded: return "succeeded"
        case .failed: return "failed"
        case .quit: return "quit"
        }
    }

    private static func outcome(_ word: Substring) -> Session.Outcome? {
        [Session.Outcome.succeeded, .failed, .quit].first { Self.word($0) == word }
    }

    /// Writes whole messages to a descriptor in one write; false once the reader is gone.
    @discardableResult
    package static func write(_ messages: [EngineMessage], to fd: Int32) -> Bool {
        EngineFrame.write(messages.map(\.frame), to: fd)
    }
}
