import Foundation
import HostSupport
import LayoutHost
import Synchronization
import Testing
@testable import Workbench
import WorkbenchTestSupport
import SessionValues

/// The live feed's outbox: frames leave while the engine's thread computes a long frame, in
/// order, the command's last piece after every other; frames the host interpolated wait for
/// the command's end.
struct LiveOutboxTests {
    /// A frame as the outbox carries it: its number in `t`.
    static func frame(_ number: Int) -> String { "{\"t\":\(number)}" }

    static func json(_ piece: LivePiece) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(piece.json)) as? [String: Any])
    }

    /// The pieces an outbox's thread delivered, in order.
    final class Delivered: Sendable {
        private let pieces = Mutex<[LivePiece]>([])
        func append(_ piece: LivePiece) { pieces.withLock { $0.append(piece) } }
        var all: [LivePiece] { pieces.withLock { $0 } }
    }

    /// An outbox whose thread runs, and what it delivers.
    static func started(interval: UInt64) -> (LiveOutbox, Delivered) {
        let outbox = LiveOutbox(interval: interval), sent = Delivered()
        outbox.start { sent.append($0) }
        return (outbox, sent)
    }

    static func numbers(_ piece: LivePiece) throws -> [Int] {
        try #require(try json(piece)["frames"] as? [[String: Any]]).compactMap { $0["t"] as? Int }
    }

    @Test func aFrameLeavesWhileTheEngineComputesTheNext() async throws {
        let (outbox, sent) = Self.started(interval: 1_000_000)
        defer { outbox.stop() }
        outbox.begin(command: "fling 0 -3000", highlight: false)
        let before = MonotonicClock.now()
        outbox.append(Self.frame(0), shapes: ["{\"w\":50}"], state: ViewState())
        let appended = MonotonicClock.now()
        // The engine's thread is in a long frame: nothing more is called, yet the frame goes.
        #expect(await eventually(timeout: .seconds(20)) { !sent.all.isEmpty })
        let piece = try #require(sent.all.first)
        let body = try Self.json(piece)
        #expect(try Self.numbers(piece) == [0])
        #expect(body["piece"] as? Int == 0 && body["last"] as? Bool == false && body["reset"] as? Bool == true)
        #expect(body["command"] as? String == "fling 0 -3000" && body["view"] != nil)
        #expect((body["shapes"] as? [[String: Any]])?.count == 1)
        // Timed from the frame's computation, not from the piece.
        #expect(piece.computedAt >= before && piece.computedAt <= appended)
    }

    @Test func interpolatedFramesWaitForTheCommandsEnd() async throws {
        let (outbox, sent) = Self.started(interval: 1_000_000)
        defer { outbox.stop() }
        outbox.begin(command: "apply --animated", highlight: false)
        outbox.append(Self.frame(0), shapes: [], state: nil)
        outbox.append(Self.frame(1), shapes: [], state: nil)
        // Thirty times the interval: the thread had every chance to send them.
        await pause(.milliseconds(30))
        #expect(sent.all.isEmpty)
        let last = try #require(outbox.finish(state: ViewState(), layout: "flow"))
        #expect(try Self.numbers(last) == [0, 1])
        #expect(try Self.json(last)["last"] as? Bool == true && Self.json(last)["layout"] as? String == "flow")
    }

    @Test func piecesLeaveInOrderAndTheLastAfterEveryOther() async throws {
        // A 50 µs wait: the thread and the engine's thread (as it appends) both send, many times.
        let (outbox, sent) = Self.started(interval: 50_000)
        defer { outbox.stop() }
        outbox.begin(command: "scroll 0 5000", highlight: false)
        for number in 0..<2_000 {
            outbox.append(Self.frame(number), shapes: [], state: ViewState())
            if number % 100 == 0 { try await Task.sleep(for: .microseconds(200)) }
        }
        let last = try #require(outbox.finish(state: ViewState(), layout: nil))
        let pieces = sent.all + [last]
        #expect(pieces.count > 2, "the frames went in more than one piece")
        let bodies = try pieces.map(Self.json)
        #expect(bodies.map { $0["piece"] as? Int } == Array(0..<pieces.count))
        #expect(bodies.map { $0["last"] as? Bool } == Array(repeating: false, count: pieces.count - 1) + [true])
        #expect(bodies.map { $0["reset"] as? Bool } == [true] + Array(repeating: false, count: pieces.count - 1))
        // The view goes once: it never changed.
        #expect(bodies.filter { $0["view"] != nil }.count == 1)
        #expect(try pieces.flatMap(Self.numbers) == Array(0..<2_000))
    }

    @Test func startingOverDropsWhatWaitsAndAStoppedOutboxSendsNothing() async throws {
        let (outbox, sent) = Self.started(interval: 1_000_000)
        outbox.stop()
        outbox.begin(command: "view", highlight: false)
        #expect(outbox.finish(state: ViewState(), layout: nil) == nil, "no frame and no piece: nothing to send")
        outbox.append(Self.frame(0), shapes: [], state: ViewState())
        outbox.startOver()
        outbox.append(Self.frame(1), shapes: [], state: ViewState())
        await pause(.milliseconds(30))
        #expect(sent.all.isEmpty)
        let last = try #require(outbox.finish(state: ViewState(), layout: nil))
        #expect(try Self.numbers(last) == [1])
        #expect(try Self.json(last)["reset"] as? Bool == true)
    }
}
