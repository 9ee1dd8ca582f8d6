import EngineProtocol
import Foundation
import Testing
import Workbench
import WorkbenchTestSupport

/// The messages between the front end and its engine: every request and every reply survives the
/// wire, a frame that is no message of its direction is refused in one line, and the reader stops
/// at a frame of no kind.
struct EngineCodecTests {
    /// A session image as an engine reports it: a session with data, an offset and a size.
    static func sampleImage() throws -> SessionImage {
        let session = Session(
            options: Session.Options(workspace: NSTemporaryDirectory() + "lb-engine-message-\(getpid())"),
            console: RecordingConsole())
        #expect(session.execute("items 3 0 7; size 320x480; offset 0 40") == .succeeded)
        return session.image()
    }

    /// The frame `frame` after the wire, read back byte by byte.
    static func overTheWire(_ frame: EngineFrame) throws -> EngineFrame {
        var reader = EngineFrameReader()
        let bytes = frame.encoded
        // Byte by byte: the reader reassembles a frame whatever the pipe's chunks.
        for byte in bytes { withUnsafeBytes(of: byte) { reader.append($0) } }
        let next = reader.next()
        let read = try #require(next)
        let after = reader.next()
        #expect(after == nil && !reader.malformed)
        return read
    }

    @Test func everyMessageSurvivesTheWire() throws {
        let image = try Self.sampleImage()
        let requests: [EngineRequest] = [
            .execute(.init(file: "tab\tin name.lbs", line: 12, sentAt: 99, lastReply: 7, words: ["echo", "a\tb", "", "ü"])),
            .execute(.init(file: nil, line: 0, sentAt: 1, lastReply: nil, words: ["attrs", "--json"])),
            .execute(.init(file: nil, line: 0, sentAt: 1, lastReply: nil, words: [])),
            .restore(image), .interactive, .waitIdle, .live(true), .live(false), .applied([]), .applied([0, 1, 2, 255]), .editing([9])
        ]
        for request in requests {
            #expect(try EngineRequest(Self.overTheWire(request.frame)) == request)
        }
        let replies: [EngineReply] = [
            .output("a table\nwith\ttabs"), .error(""), .status("building Table…"),
            .progress(fraction: 0.25, text: "step\tone"), .progress(fraction: nil, text: ""),
            .checkStep(layout: "table", step: 3), .checkStep(layout: "odd\tid", step: 0),
            .image(image),
            .done(.init(outcome: .succeeded, errors: 0, sentAt: 5, layoutNanoseconds: 1234)),
            .done(.init(outcome: .failed, errors: 3, sentAt: 6, layoutNanoseconds: 0)),
            .done(.init(outcome: .quit, errors: 0, sentAt: 7, layoutNanoseconds: 0)),
            .done(.init(outcome: .succeeded, errors: 0, sentAt: 8, layoutNanoseconds: 9, dynamicsRunning: true)),
            .idle, .applied([]), .applied([0, 1, 2, 255]), .editing([9]),
            .liveFrames(json: Array(#"{"type":"batch"}"#.utf8), computedAt: 123_456_789),
            .liveFrames(json: [], computedAt: 0)
        ]
        for reply in replies {
            #expect(try EngineReply(Self.overTheWire(reply.frame)) == reply)
        }
    }

    /// A request's frame read as a reply, or a reply's as a request, is refused in one line:
    /// each direction decodes only its own kinds.
    @Test func aFrameOfTheOtherDirectionIsRefused() throws {
        let request = EngineRequest.execute(.init(file: nil, line: 0, sentAt: 1, lastReply: nil, words: ["items", "3"])).frame
        let reply = EngineReply.output("a line").frame
        #expect(throws: EngineDecodingError.self) { try EngineReply(request) }
        #expect(throws: EngineDecodingError.self) { try EngineRequest(reply) }
        #expect((try? EngineRequest(request)) != nil && (try? EngineReply(reply)) != nil)
    }

    @Test func framesThatAreNoMessageAreRefusedInOneLine() throws {
        let refused: [EngineFrame] = [
            EngineFrame(.execute, "12\t99\t7"),  // no file and words
            EngineFrame(.execute, "twelve\t99\t\t\u{0}echo"),
            EngineFrame(.execute, "1\t-5\t\t\u{0}echo"),
            EngineFrame(.execute, "1\t5\tsoon\t\u{0}echo"),
            EngineFrame(.progress, "no tab"),
            EngineFrame(.live, "yes"),
            EngineFrame(.liveFrames, #"{"type":"batch"}"#),
            EngineFrame(.liveFrames, "soon\t{}"),
            EngineFrame(.checkStep, "x\ttable"),
            EngineFrame(.checkStep, "-1\ttable"),
            EngineFrame(.progress, "half\ttext"),
            EngineFrame(.done, "succeeded\t0\t5\t0"),
            EngineFrame(.done, "won\t0\t5\t0\t0"),
            EngineFrame(.done, "failed\t-1\t5\t0\t0"),
            EngineFrame(.done, "succeeded\t0\t5\t0\tyes"),
            EngineFrame(.image, "{not json"),
            EngineFrame(.restore, [])
        ]
        for frame in refused {
            let error = try #require(Self.decodingError(frame), "\(frame.kind) frame '\(frame.text)' decoded")
            #expect(!error.description.contains("\n") && !error.description.isEmpty)
        }
    }

    /// Why `frame` is no message of the direction its kind belongs to, or nil when it decodes.
    static func decodingError(_ frame: EngineFrame) -> EngineDecodingError? {
        do {
            _ = try EngineReply(frame)
            return nil
        } catch {
            do {
                _ = try EngineRequest(frame)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func aFrameOfNoKindOrTooLongStopsTheReader() {
        var reader = EngineFrameReader()
        [0x00, 1, 0, 0, 0, 65].withUnsafeBytes { reader.append($0) }
        let first = reader.next()
        #expect(first == nil && reader.malformed)
        var long = EngineFrameReader()
        [EngineFrame.Kind.output.rawValue, 0xFF, 0xFF, 0xFF, 0xFF].withUnsafeBytes { long.append($0) }
        let tooLong = long.next()
        #expect(tooLong == nil && long.malformed)
    }
}
