import EngineProtocol
import Foundation
import HostSupport
import HostSystem
import LayoutHost
import Snapshots
import PluginBuild
import SessionValues

/// The engine process: the only place plugins are loaded and called. It runs what its front end
/// sends (a whole command per request), streams the output back as frames, and after each
/// request sends the session's image when it changed, so a replacement engine can be stood in
/// the same place. Single-threaded: requests, reload reports and main-queue blocks all run on
/// the main thread, between requests.
package final class EngineServer {
    let session: Session
    let input: Int32
    let output: EngineOutput
    private var reader = EngineFrameReader()
    private var sentImage: SessionImage?
    private var sentDataVersion: Int?
    private var pendingApplied: DataSnapshot?
    private var pendingEditing: DataSnapshot?
    /// Whether the session this engine was restored to watched its plugins (nil: not restored).
    private var restoredWatching: Bool?

    /// Descriptors as the front end hands them over (Engine/EngineProcess.swift).
    package init(options: Session.Options, input: Int32, output: Int32) {
        var options = options
        options.cleansTemporaries = false
        self.input = input
        self.output = EngineOutput(fd: output)
        let console = EngineConsole(output: self.output)
        session = Session(options: options, console: console)
        session.checkStepStarted = console.checkStep
        session.layoutWillRun = { [weak self] in self?.sendState() }
    }

    /// Serves until the front end closes the request pipe; returns the exit status.
    package func run() -> Int32 {
        let reloader = session.reloader
        while true {
            let ready = Readiness.wait([input, reloader.fileDescriptor], timeout: 100) ?? [true, false]
            if reloader.needsService {
                session.liveFeed?.begin(["reload"], highlight: true)
                reloader.service()
                sendState()
                if let piece = session.liveFeed?.finish(session) { send(piece) }
                send([.idle])
            }
            MainQueue.drain(rounds: 1)
            if ready[0] {
                guard reader.fill(from: input) else { break }
                while let frame = reader.next() { handle(frame) }
                if reader.malformed { break }
            }
        }
        reloader.shutdown()
        return 0
    }

    private func handle(_ frame: EngineFrame) {
        let message: EngineRequest
        do {
            message = try EngineRequest(frame)
        } catch {
            // A front end of the same executable never sends one; answered, so it is not left waiting.
            CallTracker.requestStarted()
            session.report(CommandError("the engine was sent \(error)"))
            return done(.failed, errors: 1)
        }
        if message.isAnswered { CallTracker.requestStarted() }
        switch message {
        case .execute(let command):
            session.crossing = EngineCrossing(request: EngineCrossing.since(command.sentAt), reply: command.lastReply)
            let before = session.failureCount
            let layoutBefore = CallTracker.layoutNanoseconds
            session.setLocation(file: command.file, line: command.line)
            session.liveFeed?.begin(command.words)
            session.view.dynamicsWatchEnded = false
            // A background build stops where it is while the command runs (timings stay true).
            session.backgroundSDK?.pause()
            let outcome = session.runCommand(command.words)
            session.backgroundSDK?.resume()
            session.setLocation(file: nil, line: 0)
            // Plugins the command loaded start being watched; reports that came meanwhile print now.
            session.reloader.service()
            var dynamicsRunning = false
            if let feed = session.liveFeed {
                if let piece = feed.finish(session) { send(piece) }
                // A page lets time pass while the layout's animators run (a failed command's
                // report is enough; its answer needs no second one).
                do {
                    dynamicsRunning = try outcome != .failed && session.view.animatorsStillToSettle()
                } catch {
                    session.report(error)
                }
            }
            done(
                outcome, errors: session.failureCount - before, layout: CallTracker.layoutNanoseconds - layoutBefore,
                dynamicsRunning: dynamicsRunning)
        case .applied(let bytes):
            pendingApplied = try? SnapshotWire.decode(bytes)
        case .editing(let bytes):
            pendingEditing = try? SnapshotWire.decode(bytes)
        case .restore(let image):
            let before = session.failureCount
            do {
                let applied = pendingApplied ?? DataSnapshot.quick(counts: image.view.itemCounts)
                try session.restore(image, applied: applied, editing: pendingEditing ?? applied, quick: pendingApplied == nil)
            } catch {
                session.report(error)
            }
            pendingApplied = nil
            pendingEditing = nil
            restoredWatching = image.watching
            done(session.failureCount == before ? .succeeded : .failed, errors: session.failureCount - before)
        case .interactive:
            let reloader = session.reloader
            reloader.interactive = true
            // Live reload is on by default at the REPL; a restored session keeps its own setting
            // (even when its restore failed before reaching it).
            if restoredWatching ?? true {
                do {
                    try reloader.setWatching(true)
                } catch {
                    session.console.error(session.style.yellow("\(error); watch is off"))
                }
            }
            reloader.service()
            done(.succeeded, errors: 0)
        case .waitIdle:
            session.reloader.waitUntilIdle()
            done(.succeeded, errors: 0)
        case .live(let on):
            session.watchLive(on)
            if let feed = session.liveFeed {
                let output = output
                feed.startSending { output.write([.liveFrames(json: $0.json, computedAt: $0.computedAt)]) }
                send(feed.keyframe(session))
            }
            done(.succeeded, errors: 0)
        }
    }

    private func done(_ outcome: Session.Outcome, errors: Int, layout: UInt64 = 0, dynamicsRunning: Bool = false) {
        // What plugins printed reaches the front end before the answer it belongs to.
        fflush(nil)
        // A layout that used up the descriptors: this request's fault, and a new engine's turn.
        DescriptorProbe.exitIfExhausted()
        CallTracker.requestFinished()
        sendState()
        send([.done(EngineReply.Done(outcome: outcome, errors: errors, layoutNanoseconds: layout, dynamicsRunning: dynamicsRunning))])
    }

    /// The image when it changed, and the data when it moved: empty frames when it is quick
    /// data (the image's counts make it again), an empty editing frame when nothing is being
    /// edited (it is the applied data), so a million items are not encoded for nothing.
    private func sendState() {
        var messages: [EngineReply] = []
        if sentDataVersion != session.dataVersion {
            sentDataVersion = session.dataVersion
            let quick = session.dataIsQuick
            let edited = !quick && session.editingData != session.appliedData
            messages.append(.applied(quick ? [] : SnapshotWire.encode(session.appliedData)))
            messages.append(.editing(edited ? SnapshotWire.encode(session.editingData) : []))
        }
        let image = session.image()
        if image != sentImage {
            sentImage = image
            messages.append(.image(image))
        }
        if !messages.isEmpty { send(messages) }
    }

    /// A piece of the live view's frames to the front end.
    private func send(_ piece: LivePiece) {
        send([.liveFrames(json: piece.json, computedAt: piece.computedAt)])
    }

    private func send(_ messages: [EngineReply]) {
        output.write(messages)
    }
}
