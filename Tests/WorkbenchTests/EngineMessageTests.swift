import Foundation
import Synchronization
import Testing
@testable import Workbench
import WorkbenchTestSupport

/// The engine's messages: every case survives the wire, a frame that is no message is refused in
/// one line, and EngineServer answers requests in-process over a pipe pair.
struct EngineMessageTests {
    /// A session image as an engine reports it: a session with data, an offset and a size.
    static func sampleImage() throws -> SessionImage {
        let session = Session(options: Session.Options(workspace: NSTemporaryDirectory() + "lb-engine-message-\(getpid())"),
                              console: RecordingConsole())
        #expect(session.execute("items 3 0 7; size 320x480; offset 0 40") == .succeeded)
        return session.image()
    }

    static func roundTrip(_ message: EngineMessage) throws -> EngineMessage {
        var reader = EngineFrameReader()
        let bytes = message.frame.encoded
        // Byte by byte: the reader reassembles a frame whatever the pipe's chunks.
        for byte in bytes { withUnsafeBytes(of: byte) { reader.append($0) } }
        let next = reader.next()
        let frame = try #require(next)
        let after = reader.next()
        #expect(after == nil && !reader.malformed)
        return try EngineMessage(frame)
    }

    @Test func everyMessageSurvivesTheWire() throws {
        let image = try Self.sampleImage()
        let messages: [EngineMessage] = [
            .execute(.init(file: "tab\tin name.lbs", line: 12, sentAt: 99, lastReply: 7, words: ["echo", "a\tb", "", "ü"])),
            .execute(.init(file: nil, line: 0, sentAt: 1, lastReply: nil, words: ["attrs", "--json"])),
            .execute(.init(file: nil, line: 0, sentAt: 1, lastReply: nil, words: [])),
            .restore(image), .interactive, .waitIdle,
            .output("a table\nwith\ttabs"), .error(""), .status("building Table…"),
            .progress(fraction: 0.25, text: "step\tone"), .progress(fraction: nil, text: ""),
            .checkStep(layout: "table", step: 3), .checkStep(layout: "odd\tid", step: 0),
            .image(image),
            .done(.init(outcome: .succeeded, errors: 0, sentAt: 5, layoutNanoseconds: 1234)),
            .done(.init(outcome: .failed, errors: 3, sentAt: 6, layoutNanoseconds: 0)),
            .done(.init(outcome: .quit, errors: 0, sentAt: 7, layoutNanoseconds: 0)),
            .done(.init(outcome: .succeeded, errors: 0, sentAt: 8, layoutNanoseconds: 9, dynamicsRunning: true)),
            .idle, .applied([]), .applied([0, 1, 2, 255]), .editing([9]),
            .live(true), .live(false), .liveFrames(json: Array(#"{"type":"batch"}"#.utf8), computedAt: 123_456_789),
            .liveFrames(json: [], computedAt: 0),
        ]
        for message in messages {
            #expect(try Self.roundTrip(message) == message)
        }
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
            EngineFrame(.restore, []),
        ]
        for frame in refused {
            let error = try #require(Self.decodingError(frame), "\(frame.kind) frame '\(frame.text)' decoded")
            #expect(!error.description.contains("\n") && !error.description.isEmpty)
        }
    }

    static func decodingError(_ frame: EngineFrame) -> EngineMessage.DecodingError? {
        do {
            _ = try EngineMessage(frame)
            return nil
        } catch {
            return error
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

    /// The server answers a command with its output, the new image and `done`, then ends when the
    /// request pipe closes: run in this process over a pipe pair, no engine started.
    @Test func theServerAnswersOverAPipePair() async throws {
        var requests: [Int32] = [0, 0], responses: [Int32] = [0, 0]
        #expect(pipe(&requests) == 0 && pipe(&responses) == 0)
        let workspace = NSTemporaryDirectory() + "lb-engine-server-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        final class Finished: Sendable { let done = Mutex(false) }
        let finished = Finished()
        let (input, output) = (requests[0], responses[1])
        // Made and run on the serving thread alone, as the engine's main thread runs it.
        let serving = Thread {
            _ = EngineServer(options: Session.Options(workspace: workspace), input: input, output: output).run()
            finished.done.withLock { $0 = true }
        }
        serving.start()

        let command = EngineMessage.execute(.init(file: nil, line: 0, lastReply: nil, words: ["items", "4", "2"]))
        let echo = EngineMessage.execute(.init(file: "s.lbs", line: 3, lastReply: nil, words: ["echo", "hello\tthere"]))
        let unknown = EngineMessage.execute(.init(file: nil, line: 0, lastReply: nil, words: ["frobnicate"]))
        #expect(EngineMessage.write([command, echo, unknown], to: requests[1]))
        let answers = try await Self.read(dones: 3, from: responses[0])
        close(requests[1])
        #expect(await eventually(timeout: .seconds(10)) { finished.done.withLock { $0 } })
        close(requests[0])
        close(responses[0])
        close(responses[1])

        let dones = answers.compactMap { message -> EngineMessage.Done? in
            if case .done(let done) = message { return done }
            return nil
        }
        #expect(dones.map(\.outcome) == [.succeeded, .succeeded, .failed])
        #expect(dones.map(\.errors) == [0, 0, 1])
        // `items 4 2` changed the data: an image with those counts comes before its `done`.
        let images = answers.compactMap { message -> SessionImage? in
            if case .image(let image) = message { return image }
            return nil
        }
        #expect(images.first?.view.itemCounts == [4, 2])
        #expect(answers.contains(.output("hello\tthere")))
        #expect(answers.contains { message in
            if case .error(let text) = message { return text.contains("unknown command 'frobnicate'") }
            return false
        })
    }

    /// Messages read off `fd` until `dones` requests are answered (at most 30 s), polling without
    /// waiting in the kernel so the test's thread goes back to the pool between reads.
    static func read(dones: Int, from fd: Int32) async throws -> [EngineMessage] {
        var reader = EngineFrameReader()
        var messages: [EngineMessage] = []
        let deadline = Date().addingTimeInterval(30)
        while messages.count(where: { if case .done = $0 { true } else { false } }) < dones {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard Date() < deadline else { Issue.record("the server did not answer"); break }
            guard poll(&descriptor, 1, 0) > 0 else { await pause(.milliseconds(5)); continue }
            let filled = reader.fill(from: fd)
            #expect(filled)
            while let frame = reader.next() { messages.append(try EngineMessage(frame)) }
        }
        return messages
    }
}
