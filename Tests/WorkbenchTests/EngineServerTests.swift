import EngineProtocol
import Foundation
import Synchronization
import Testing
@testable import Workbench
import WorkbenchTestSupport
import LayoutHost
import SessionValues

/// EngineServer answers requests in-process over a pipe pair, no engine process started.
struct EngineServerTests {
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

        let command = EngineRequest.execute(.init(file: nil, line: 0, lastReply: nil, words: ["items", "4", "2"]))
        let echo = EngineRequest.execute(.init(file: "s.lbs", line: 3, lastReply: nil, words: ["echo", "hello\tthere"]))
        let unknown = EngineRequest.execute(.init(file: nil, line: 0, lastReply: nil, words: ["frobnicate"]))
        #expect(EngineRequest.write([command, echo, unknown], to: requests[1]))
        let answers = try await Self.read(dones: 3, from: responses[0])
        close(requests[1])
        #expect(await eventually(timeout: .seconds(10)) { finished.done.withLock { $0 } })
        close(requests[0])
        close(responses[0])
        close(responses[1])

        let dones = answers.compactMap { message -> EngineReply.Done? in
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
        #expect(
            answers.contains { message in
                if case .error(let text) = message { return text.contains("unknown command 'frobnicate'") }
                return false
            })
    }

    /// Messages read off `fd` until `dones` requests are answered (at most 120 s: the suite's
    /// first minute builds the SDK and plugins on both cores), polling without
    /// waiting in the kernel so the test's thread goes back to the pool between reads.
    static func read(dones: Int, from fd: Int32) async throws -> [EngineReply] {
        var reader = EngineFrameReader()
        var messages: [EngineReply] = []
        let deadline = Date().addingTimeInterval(120)
        while messages.count(where: { if case .done = $0 { true } else { false } }) < dones {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard Date() < deadline else { Issue.record("the server did not answer"); break }
            guard poll(&descriptor, 1, 0) > 0 else { await pause(.milliseconds(5)); continue }
            let filled = reader.fill(from: fd)
            #expect(filled)
            while let frame = reader.next() { messages.append(try EngineReply(frame)) }
        }
        return messages
    }
}
