import Foundation
import HostSupport

/// What the engine sends its front end, typed, with its codec beside it: a request's output and
/// its `done`, the session's image and data after a change, and the live view's pieces.
/// EngineRequest is the other direction.
public enum EngineReply: Equatable, Sendable {
    /// A command's result line(s), for stdout.
    case output(String)
    /// An error line, for stderr.
    case error(String)
    /// Progress or a log line, for stderr.
    case status(String)
    /// A step of long work (`fraction` nil when unknown).
    case progress(fraction: Double?, text: String)
    /// `check` starts step `step` of `layout`: when the layout traps there, the front end runs
    /// the check again past that step.
    case checkStep(layout: String, step: Int)
    /// The session's image after a change.
    case image(SessionImage)
    /// The applied data after a change: a snapshot file (SnapshotWire); empty when the image's
    /// item counts make it again (quick data).
    case applied([UInt8])
    /// The data being edited after a change (SnapshotWire); empty when it is the applied data.
    case editing([UInt8])
    /// The request is done.
    case done(Done)
    /// Output that came without a request (a reload) is complete.
    case idle
    /// A piece of frames for the live view's pages, before the `done` of the request that ran
    /// them, or after a live reload.
    case liveFrames(json: [UInt8], computedAt: UInt64)

    /// The end of a request's answer.
    public struct Done: Equatable, Sendable {
        package var outcome: CommandOutcome
        /// Errors the request reported.
        package var errors: Int
        /// The engine's clock at the write (MonotonicClock).
        package var sentAt: UInt64
        /// Nanoseconds the request spent in plugin code.
        package var layoutNanoseconds: UInt64
        /// The layout's UIDynamicAnimators still run after it (asked only while a page watches:
        /// the page then lets time pass for them).
        package var dynamicsRunning: Bool

        package init(
            outcome: CommandOutcome, errors: Int, sentAt: UInt64 = MonotonicClock.now(), layoutNanoseconds: UInt64 = 0,
            dynamicsRunning: Bool = false
        ) {
            self.outcome = outcome
            self.errors = errors
            self.sentAt = sentAt
            self.layoutNanoseconds = layoutNanoseconds
            self.dynamicsRunning = dynamicsRunning
        }
    }

    // MARK: - The codec

    /// The frame on the wire.
    ///
    /// Payloads: text replies are UTF-8; `progress` is `FRACTION\tTEXT`; `checkStep` is
    /// `STEP\tLAYOUT`; `image` is the image's JSON; `applied` and `editing` are the snapshot
    /// bytes; `done` is `OUTCOME\tERRORS\tSENT\tLAYOUT_NS\tDYNAMICS` (DYNAMICS 1 or 0);
    /// `liveFrames` is `COMPUTED\t` and the piece's JSON; `idle` is empty.
    public var frame: EngineFrame {
        switch self {
        case .output(let text): return EngineFrame(.output, text)
        case .error(let text): return EngineFrame(.error, text)
        case .status(let text): return EngineFrame(.status, text)
        case .progress(let fraction, let text): return EngineFrame(.progress, (fraction.map { String($0) } ?? "") + "\t" + text)
        case .checkStep(let layout, let step): return EngineFrame(.checkStep, "\(step)\t\(layout)")
        case .image(let image): return EngineFrame(.image, [UInt8](image.encoded()))
        case .applied(let bytes): return EngineFrame(.applied, bytes)
        case .editing(let bytes): return EngineFrame(.editing, bytes)
        case .done(let done):
            return EngineFrame(.done, "\(done.outcome.word)\t\(done.errors)\t\(done.sentAt)\t\(done.layoutNanoseconds)\t\(done.dynamicsRunning ? 1 : 0)")
        case .idle: return EngineFrame(.idle, [])
        case .liveFrames(let json, let computedAt): return EngineFrame(.liveFrames, Array("\(computedAt)\t".utf8) + json)
        }
    }

    /// The reply a frame carries; throws when its payload is not that kind's, or its kind is a
    /// request's.
    public init(_ frame: EngineFrame) throws(EngineDecodingError) {
        switch frame.kind {
        case .output: self = .output(frame.text)
        case .error: self = .error(frame.text)
        case .status: self = .status(frame.text)
        case .progress:
            let parts = frame.text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw EngineDecodingError("a progress frame without a fraction field") }
            guard parts[0].isEmpty || Double(parts[0]) != nil else {
                throw EngineDecodingError("a progress frame whose fraction is not a number")
            }
            self = .progress(fraction: Double(parts[0]), text: String(parts[1]))
        case .checkStep:
            let parts = frame.text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let step = Int(parts[0]), step >= 0 else {
                throw EngineDecodingError("a check step frame that is not STEP and LAYOUT")
            }
            self = .checkStep(layout: String(parts[1]), step: step)
        case .image: self = .image(try SessionImage.decode(frame))
        case .applied: self = .applied(frame.payload)
        case .editing: self = .editing(frame.payload)
        case .done:
            let parts = frame.text.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 5, let outcome = CommandOutcome(word: parts[0]), let errors = Int(parts[1]), errors >= 0,
                let sent = UInt64(parts[2]), let layout = UInt64(parts[3]), parts[4] == "0" || parts[4] == "1"
            else { throw EngineDecodingError("a done frame that is not OUTCOME, ERRORS, CLOCK, LAYOUT_NS and DYNAMICS") }
            self = .done(Done(outcome: outcome, errors: errors, sentAt: sent, layoutNanoseconds: layout, dynamicsRunning: parts[4] == "1"))
        case .idle: self = .idle
        case .liveFrames:
            guard let tab = frame.payload.firstIndex(of: 9), let computed = UInt64(String(decoding: frame.payload[..<tab], as: UTF8.self))
            else { throw EngineDecodingError("a live frames frame without its clock field") }
            self = .liveFrames(json: Array(frame.payload[(tab + 1)...]), computedAt: computed)
        case .execute, .restore, .interactive, .waitIdle, .live:
            throw EngineDecodingError("a request's frame (\(frame.kind)) where a reply belongs")
        }
    }

    /// Writes whole replies to a descriptor in one write; false once the reader is gone.
    @discardableResult
    package static func write(_ replies: [EngineReply], to fd: Int32) -> Bool {
        EngineFrame.write(replies.map(\.frame), to: fd)
    }
}
