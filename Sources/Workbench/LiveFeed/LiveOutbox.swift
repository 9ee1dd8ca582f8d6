import Foundation
import HostSupport
import HostSystem
import LayoutHost
import SessionValues

/// The frames the live feed computed and has not sent yet, and the pieces made of them. The
/// engine's thread sends what waits as it appends a frame, once the last piece is `interval`
/// old (a frame that comes later than that goes at once). A thread of the outbox's own sends
/// what has waited two intervals while the engine's thread computes a long frame or rests: a
/// frame that asks the layout for a new region takes many milliseconds, and the frames before
/// it used to wait for it. The command's last piece is taken on the engine's thread
/// (`finish`), after every piece sent before it.
/// Unchecked: everything that changes is guarded by `condition`; pieces are made and delivered
/// holding `sending`, so they leave in order.
final class LiveOutbox: @unchecked Sendable {
    private let interval: UInt64
    private let condition = NSCondition()
    /// Held while a piece is made and delivered: the last piece follows the thread's.
    private let sending = NSLock()
    /// Where pieces go while the thread runs (nil: stopped, or never started).
    private var deliver: (@Sendable (LivePiece) -> Void)?
    /// Counts starts: a thread whose start is not the latest ends (started again after `stop`
    /// before the old thread woke).
    private var generation = 0

    // Guarded by `condition`.
    private var frames: [String] = []
    private var shapes: [String] = []
    /// When the oldest of `frames` was appended, just after the host computed it.
    private var oldest: UInt64?
    /// When the last piece was made (or the command began): the next is due `interval` later.
    private var lastPiece: UInt64 = 0
    /// The view as of the newest frame, and its JSON as the page was last sent it.
    private var state: ViewState?
    private var sentView: String?
    /// Frames the host interpolated wait for the command's next display frame or its end: they
    /// are made at once, and go as one piece.
    private var held = false
    private var command = ""
    private var highlighting = false
    private var resetting = true
    private var piece = 0

    init(interval: UInt64) {
        self.interval = interval
    }

    /// Pieces go to `deliver` from a thread of the outbox's own from now on (until `stop`).
    func start(_ deliver: @escaping @Sendable (LivePiece) -> Void) {
        condition.lock()
        let starting = self.deliver == nil
        self.deliver = deliver
        if starting { generation += 1 }
        let current = generation
        condition.unlock()
        guard starting else { return }
        let thread = Thread { [self] in run(generation: current) }
        thread.name = "live-outbox"
        thread.start()
    }

    /// The thread ends (the feed is gone); pieces are taken with `finish` alone.
    func stop() {
        condition.lock()
        deliver = nil
        condition.broadcast()
        condition.unlock()
    }

    /// A command starts: its pieces are numbered from 0 and name it.
    func begin(command: String, highlight: Bool) {
        condition.lock()
        self.command = command
        highlighting = highlight
        piece = 0
        lastPiece = MonotonicClock.now()
        condition.unlock()
    }

    /// The next piece draws everything anew; what waits is dropped with the page's old state.
    func startOver() {
        condition.lock()
        dropLocked()
        sentView = nil
        resetting = true
        condition.unlock()
    }

    /// The frames waiting are dropped (a command past the feed's limits).
    func drop() {
        condition.lock()
        dropLocked()
        condition.unlock()
    }

    /// A frame computed: its JSON, the shapes it uses first and, for a display frame, the view it
    /// leaves. A display frame goes at once, with every frame before it, when the last piece is
    /// `interval` old (sent on this thread); otherwise the outbox's thread is told to send it
    /// then, should this thread still be computing. Frames the host interpolated (no view) wait
    /// for the command's next display frame or its end.
    func append(_ frame: String, shapes newShapes: [String], state: ViewState?) {
        sending.lock()
        condition.lock()
        // The thread waits for no frame of these: it is told of this one.
        let unknown = oldest == nil || held
        frames.append(frame)
        shapes += newShapes
        if oldest == nil { oldest = MonotonicClock.now() }
        guard let state else {
            held = true
            condition.unlock()
            sending.unlock()
            return
        }
        self.state = state
        held = false
        guard let deliver, MonotonicClock.now() >= lastPiece + interval else {
            if unknown { condition.signal() }
            condition.unlock()
            sending.unlock()
            return
        }
        sendAndUnlock(deliver)
    }

    /// The engine's thread rested: the frames it computes next wait `interval` for the ones
    /// after them, as after a piece, instead of each going alone.
    func rested() {
        condition.lock()
        lastPiece = MonotonicClock.now()
        condition.unlock()
    }

    /// The command's last piece: the frames still waiting and the state it left (`state`,
    /// `layout`); nil when no frame waits and none was sent (the page would see no change).
    func finish(state: ViewState, layout: String?) -> LivePiece? {
        sending.lock()
        defer { sending.unlock() }
        condition.lock()
        defer { condition.unlock() }
        guard !frames.isEmpty || piece > 0 else { return nil }
        self.state = state
        return makePieceLocked(layout: layout, last: true)
    }

    private func dropLocked() {
        frames = []
        shapes = []
        oldest = nil
    }

    /// The thread: waits for a frame, then until `interval` after the last piece, and sends what
    /// waits then.
    /// Locks are taken `sending` first; while it waits the thread holds neither.
    private func run(generation started: Int) {
        ThreadSlice.request(ThreadSlice.relay)
        condition.lock()
        while deliver != nil && generation == started {
            guard oldest != nil, !held else {
                condition.wait()
                continue
            }
            let now = MonotonicClock.now(), due = threadDueLocked
            guard now >= due else {
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(due - now) / 1e9))
                continue
            }
            condition.unlock()
            sending.lock()
            condition.lock()
            // The engine's thread may have sent the frames meanwhile, or ended its command.
            guard oldest != nil, !held, let deliver, MonotonicClock.now() >= threadDueLocked else {
                sending.unlock()
                continue
            }
            sendAndUnlock(deliver)
            condition.lock()
        }
        condition.unlock()
    }

    /// Sends what waits to `deliver`, and lets go of both locks (held on entry).
    private func sendAndUnlock(_ deliver: @Sendable (LivePiece) -> Void) {
        let piece = makePieceLocked(layout: nil, last: false)
        condition.unlock()
        deliver(piece)
        sending.unlock()
    }

    /// When the thread sends what waits: a frame has waited two intervals (the engine's thread,
    /// which sends as it appends, is in a long frame or resting) and the last piece is an
    /// interval old. Frames that take about an interval each are left to the engine's thread, so
    /// they are not split into more pieces. (Sending what waits before each rest as well doubled
    /// the pieces at 1,000 elements and missed display frames at 10,000.)
    private var threadDueLocked: UInt64 {
        max(lastPiece + interval, (oldest ?? 0) + 2 * interval)
    }

    private func makePieceLocked(layout: String?, last: Bool) -> LivePiece {
        var out = "{\"type\":\"batch\",\"piece\":\(piece),\"last\":\(last),\"reset\":\(resetting),\"highlight\":\(highlighting),\"command\":"
        out += JSONValue.string(command).text + ",\"layout\":" + (layout.map { JSONValue.string($0).text } ?? "null")
        if let state {
            let view = LiveFeed.view(state).text
            if view != sentView { out += ",\"view\":" + view }
            sentView = view
        }
        out += ",\"shapes\":[" + shapes.joined(separator: ",") + "]"
        out += ",\"frames\":[" + frames.joined(separator: ",") + "]}"
        let computedAt = oldest ?? MonotonicClock.now()
        dropLocked()
        resetting = false
        held = false
        piece += 1
        lastPiece = MonotonicClock.now()
        return LivePiece(json: Array(out.utf8), computedAt: computedAt)
    }
}
