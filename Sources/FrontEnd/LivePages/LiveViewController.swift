import Foundation
import HostSupport
import HostSystem
import LayoutHost
import LiveView
import Workbench
import EngineProtocol
import SessionValues

/// The live view in the front end: runs `view`, owns the server while it is on, feeds its pages
/// the engine's batches (the engine feeds only while a page is open) and runs what pages ask on
/// this thread, between the user's commands, as if typed. Figures for `view status`.
package final class LiveViewController {
    let client: EngineClient
    /// The client's console, which says when a page's quiet command prints after all.
    private let console: NoticingConsole
    private var server: LiveViewServer?
    /// Called around what the controller prints unasked (the REPL takes its line off first).
    package var willPrint: () -> Void = {}
    package var didPrint: () -> Void = {}
    /// Told each command a page ran (the REPL adds it to its history).
    package var didPerform: (String) -> Void = { _ in }
    private var sequence = 0
    /// While the scene is given anew (`resync`).
    private var resyncing = false
    /// What `view status` counts (`--reset` starts it again).
    private var counts = PageCounts()
    private var keyframe: [UInt8]?
    /// When a page was given its scene while none was connected: the engine goes on watching for
    /// it (so its feed holds what the page loaded with) until it connects or `connectWait` passes.
    private var wantedAt: UInt64?
    /// Whether a page loaded and never connected (`view status` says so).
    private var pageNeverConnected = false
    /// 10 s, or LAYOUTBENCH_VIEW_CONNECT_WAIT's seconds (for tests).
    static let connectWait: UInt64 = {
        let seconds = ProcessInfo.processInfo.environment["LAYOUTBENCH_VIEW_CONNECT_WAIT"].flatMap(Double.init) ?? 10
        return UInt64(max(0, min(seconds, 3600)) * 1e9)
    }()
    /// The time a page lets pass while the layout's animators run, from its command until they rest.
    private var settling: SettlingRun?
    /// While a slice runs: its pieces say so, and the page plays them on after the last.
    private var slicing = false
    /// A page lets at most this many frames pass in one message (a second at 240 Hz).
    static let sliceLimit = 240

    package init(client: EngineClient, console: NoticingConsole) {
        self.client = client
        self.console = console
        client.bind(LiveViewCommands.view) { [unowned self] words in try self.run(LiveViewCommands.action(words)) }
    }

    /// Readable while a page waits for something.
    package var descriptor: Int32? { server?.wakeDescriptor }

    private func run(_ action: LiveViewCommands.Action) throws {
        switch action {
        case .on:
            if let server {
                client.console.write("view: \(server.address) (already serving; \(server.pageCount) page\(server.pageCount == 1 ? "" : "s") open)")
                return
            }
            let started = try LiveViewServer()
            server = started
            // This thread reads the engine's pieces and hands them to the server.
            ThreadSlice.request(ThreadSlice.relay)
            client.console.write("view: \(started.address)")
            openBrowser(started.address)
        case .off:
            guard let server else { throw CommandError("the live view is not being served", hint: "view starts it") }
            endSettling()
            client.watchLive(nil)
            server.stop()
            self.server = nil
            ThreadSlice.request(0)
            wantedAt = nil
            client.console.write("view: stopped")
        case .status(let reset):
            client.console.write(status)
            if reset { counts = PageCounts() }
        }
    }

    /// Stops serving (leaving).
    package func shutdown() {
        // (The REPL's prompt is gone by now: nothing to take off or put back.)
        endSettling(printing: false)
        server?.stop()
        server = nil
    }

    /// What pages asked since the last call, handled in order; called between commands (at least
    /// every tenth of a second while the prompt waits).
    package func service() {
        guard let server else { return }
        if settling?.quietTooLong == true { echoSettling() }
        if let wanted = wantedAt, server.pageCount == 0, MonotonicClock.now() &- wanted > Self.connectWait {
            // A page that loaded and never connected costs nothing from now on.
            wantedAt = nil
            pageNeverConnected = true
            client.watchLive(nil)
        }
        for event in server.takeEvents() {
            switch event {
            case .pageWanted:
                keyframe = nil
                resync()
                server.answerPageRequests(scene: keyframe ?? [])
                if server.pageCount == 0 { wantedAt = MonotonicClock.now() }
                pageNeverConnected = false
            case .connected(_, let scene):
                wantedAt = nil
                // A page holding the last piece sent (the scene it loaded with, nothing since)
                // needs nothing more; any other is given the whole scene.
                if scene == nil || scene != sequence || client.liveFrames == nil { resync() }
            case .closed(let page):
                if settling?.page == page { endSettling() }
                // A closed page costs nothing: with none left, the engine stops keeping frames.
                if server.pageCount == 0 { client.watchLive(nil) }
            case .message(let page, let message, let at):
                handle(message, from: page, at: at)
            }
        }
    }

    private func handle(_ message: PageMessage, from page: Int, at arrival: UInt64) {
        switch message {
        case .perform(let line) where !PageCommandPolicy.allows(line, in: PageCommandPolicy.performed),
            .ask(_, let line) where !PageCommandPolicy.allows(line, in: PageCommandPolicy.asked):
            if case .ask(let id, _) = message {
                send(["type": "answer", "id": id, "ok": false, "text": "a page may not run '\(line)'"], to: page)
            } else {
                send(["type": "done", "command": line, "ok": false], to: page)
            }
        case .perform(let line):
            willPrint()
            endSettling(printing: false)
            echo(line)
            let outcome = client.execute(line)
            didPrint()
            // The page's command starts a run while the animators still have to settle.
            if client.dynamicsRunning, let clock = currentClock {
                settling = SettlingRun(page: page, clock: clock)
            }
            send(["type": "done", "command": line, "ok": outcome != .failed, "settling": settling?.page == page], to: page)
        case .wait(let frames):
            let slice = letTimePass(frames, for: page)
            send(["type": "done", "command": slice.line, "ok": slice.ok, "settling": slice.running], to: page)
        case .ask(let id, let line):
            var text = ""
            let outcome = quietly { client.query(line) { text += $0 } }
            send(["type": "answer", "id": id, "ok": outcome != .failed, "text": text], to: page)
        case .painted(let sequence, let waited, let arrived):
            counts.painted(sequence, acknowledgedAt: arrival, waited: waited, arrived: arrived)
        case .played(_, let frames, let dropped, let milliseconds, let heap):
            counts.played(frames: frames, dropped: dropped, milliseconds: milliseconds, heap: heap)
        }
    }

    /// The view's frame clock as the last command left it.
    private var currentClock: FrameClock? { client.image.flatMap { FrameClock(fps: $0.view.fps) } }

    /// A page's slice of time for the layout's animators: `frames` display frames pass (a `wait`,
    /// run quietly; the run is echoed as it ends). Only the page whose command started the run
    /// lets time pass, and only while the animators run (a typed `wait` can have let them rest).
    private func letTimePass(_ frames: Int, for page: Int) -> (line: String, ok: Bool, running: Bool) {
        guard (1...Self.sliceLimit).contains(frames), let clock = currentClock else { return ("wait", false, false) }
        guard let run = settling, run.page == page, client.dynamicsRunning else {
            if settling?.page == page { endSettling() }
            return ("wait", true, false)
        }
        // Frames at another rate are echoed as the `wait` they were.
        if run.clock != clock { echoSettling() }
        settling?.add(frames, at: clock)
        let limited = settling?.limited ?? false
        let line = "wait " + clock.durationText(ofFrames: frames)
        // What the slice prints (an error, a fault) follows the run's echo, as after a typed `wait`.
        slicing = true
        let outcome = quietly(first: { self.echoSettling(printing: false) }) { client.query(line) { _ in } }
        slicing = false
        settling?.sliceDone()
        let running = outcome != .failed && client.dynamicsRunning && !limited
        if !running {
            willPrint()
            endSettling(printing: false)
            if limited && client.dynamicsRunning { client.console.write(client.style.yellow("note: " + ScrollDriver.dynamicsLimitNote)) }
            didPrint()
        }
        return (line, outcome != .failed, running)
    }

    /// Runs what a page asked for without taking the prompt's line off, unless it prints after
    /// all: then the line comes off first, `first` prints, and the line is put back after.
    private func quietly<T>(first: @escaping () -> Void = {}, _ body: () -> T) -> T {
        var printed = false
        console.beforeNextPrint = { [unowned self] in
            printed = true
            willPrint()
            first()
        }
        let result = body()
        console.beforeNextPrint = nil
        if printed { didPrint() }
        return result
    }

    /// Echoes the time the page let pass since the last echo as the one `wait` it equals, the
    /// run going on (a command is typed); `printing`: the prompt's line is taken off and put
    /// back around it.
    package func echoSettling(printing: Bool = true) {
        guard let line = settling?.takeEcho() else { return }
        if printing { willPrint() }
        echo(line)
        if printing { didPrint() }
    }

    /// The run ends, echoed.
    private func endSettling(printing: Bool = true) {
        echoSettling(printing: printing)
        settling = nil
    }

    /// What a page did, as the command it stands for, at the REPL and in its history.
    private func echo(_ line: String) {
        client.console.write(client.style.dim("# view: " + TerminalText.escaped(line)))
        didPerform(line)
    }

    /// Every page is given the whole scene anew (one connected, or one asked for the page),
    /// the engine watching from now on if it was not. That piece is not a frame the host
    /// computed, and it comes while a new page paints its first scene: it is not timed.
    private func resync() {
        resyncing = true
        defer { resyncing = false }
        if client.liveFrames == nil { client.watchLive { [unowned self] in self.forward($0) } } else { client.sendLiveKeyframe() }
    }

    /// A piece from the engine to every page, numbered so a page can say when it painted it; its
    /// way is timed from when its oldest frame was computed.
    private func forward(_ piece: LivePiece) {
        guard let server, piece.json.first == UInt8(ascii: "{") else { return }
        sequence += 1
        counts.sent(sequence, computedAt: resyncing ? nil : piece.computedAt)
        // A slice's pieces say so: the page plays them on after the slice before.
        let numbered = Array("{\"seq\":\(sequence),\(slicing ? "\"slice\":true," : "")".utf8) + piece.json.dropFirst()
        if keyframe == nil { keyframe = numbered }
        server.send(numbered)
    }

    private func send(_ object: [String: Any], to page: Int) {
        guard let server, let data = try? JSONSerialization.data(withJSONObject: object) else { return }
        server.send([UInt8](data), to: page)
    }

    /// `view status`: the address, pages, batches, latency and the page's frames.
    private var status: String {
        guard let server else { return "view: off (view starts it)" }
        let waiting =
            wantedAt != nil
            ? ["a page loaded and has not connected yet: its feed is kept for it"]
            : pageNeverConnected ? ["a page loaded and never connected: no longer fed"] : []
        let lines = ["view: \(server.address)", "pages open: \(server.pageCount); pieces sent: \(counts.piecesSent)"] + waiting + counts.lines
        return lines.joined(separator: "\n")
    }

    /// Opens `address` in the desktop's browser, when there is a desktop (and
    /// LAYOUTBENCH_NO_BROWSER is not set).
    private func openBrowser(_ address: String) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["LAYOUTBENCH_NO_BROWSER"] == nil else { return }
        Browser.open(address, environment: environment)
    }
}
