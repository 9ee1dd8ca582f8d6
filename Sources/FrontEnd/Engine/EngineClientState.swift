package import EngineProtocol
package import Workbench
import LayoutHost

/// What the front end knows of its engine's conversation, apart from the process and its pipes:
/// the session's truth (the last image and data the engine reported), the requests whose answer
/// is owed, what the last answer cost, and the replay after a fault. A value with no I/O, so each
/// step is testable without an engine: EngineClient feeds it what it sends and receives, and
/// carries out the effect each reply asks for (printing, the live view's pieces).
package struct EngineClientState {
    /// What a request is, for matching each `done` to the oldest request still owed one.
    package enum Request: Equatable, Sendable { case execute, restore, interactive, waitIdle, live }

    /// The replay after the last fault: sent to the new engine, or restored (when, by the
    /// front end's clock). A fault during it, or one after the last command (a layout's own
    /// thread) within EngineLimits.replayEcho of it, is the replay's own.
    package enum Replay: Equatable, Sendable { case sent, restored(at: UInt64) }

    /// What a reply asks the connection to do.
    package enum Effect: Equatable, Sendable {
        /// Nothing to show: the reply only changed the state.
        case none
        case output(String)
        case error(String)
        case status(String)
        case progress(String, fraction: Double?)
        case liveFrames(LivePiece)
        /// The oldest request owed an answer got it; `restored` when it was a restore.
        case answered(CommandOutcome, restored: Bool)
    }

    /// How a fault leaves the session.
    package enum FaultResolution: Equatable, Sendable {
        /// The session is replayed on a new engine, as the image has it.
        case replaying
        /// The replay brought the fault back: the session goes on without the active layout
        /// `id` and its plugin (data and view as they were).
        case withoutLayout(id: String)
        /// The replay of a session without a layout faulted: a fresh session starts.
        case freshSession
        /// The active layout `id` trapped with the app's delegate: it is replayed with the
        /// stand-in delegate (DelegateChoice), once.
        case standInDelegate(id: String)
    }

    package private(set) var image: SessionImage?
    /// The applied data (SnapshotWire); nil when the image's item counts make it again.
    package private(set) var applied: [UInt8]?
    /// The data being edited (SnapshotWire); nil when it is the applied data.
    package private(set) var editing: [UInt8]?
    /// Errors reported so far (the engine's and the front end's): a batch run exits 1 when any.
    package private(set) var failureCount = 0
    /// Requests sent whose `done` has not come back, oldest first.
    package private(set) var awaiting: [Request] = []
    /// The last answer's way back from the engine, in ns (EngineCrossing).
    package private(set) var lastReply: UInt64?
    /// What the last command cost: its wall time here and the layout's part of it in the engine.
    package private(set) var lastCost: EngineRequestCost?
    /// The layout's UIDynamicAnimators still ran after the last command (EngineReply.Done).
    package private(set) var dynamicsRunning = false
    /// The step the running `check` is at, when it said one.
    package private(set) var checkStep: (layout: String, step: Int)?
    /// The fault that ended the last request, if one did.
    package private(set) var lastFault: EngineFault?
    /// The last command whose answer arrived (a fault after it names it).
    package private(set) var finishedCommand: String?
    package private(set) var replay: Replay?
    /// How the last fault left the session (a command run again after `.standInDelegate`).
    package private(set) var lastResolution: FaultResolution?
    private var runningCommand: String?
    private var requestSent: UInt64 = 0

    package init() {}

    /// A command starts: what the last one left (its check step, fault, animators) is forgotten.
    package mutating func commandStarts() {
        lastResolution = nil
        checkStep = nil
        lastFault = nil
        dynamicsRunning = false
    }

    /// `request` was written to the engine at `now` (`command`: the words an execute runs).
    package mutating func sent(_ request: Request, command: String, at now: UInt64) {
        awaiting.append(request)
        if request == .execute { runningCommand = command }
        requestSent = now
    }

    /// Whether `id` is a layout this session knows: one of its plugins' (as its image has them),
    /// or one the running command names. The engine's call record, which plugin code can write,
    /// names a layout only when it is.
    package func knowsLayout(_ id: String) -> Bool {
        if image?.plugins.contains(where: { $0.layouts.contains(id) }) == true { return true }
        // A check names each layout as it starts checking it (PLUGIN:ID).
        if let checking = checkStep?.layout, checking == id || checking.hasSuffix(":" + id) { return true }
        return (runningCommand ?? "").split(whereSeparator: { $0 == " " || $0 == ":" || $0 == ";" }).contains { $0 == id }
    }

    /// An error the front end reported itself.
    package mutating func reportedError() {
        failureCount += 1
    }

    /// A reply arrived at `now`: the state it changes, and what the connection should do.
    package mutating func receive(_ reply: EngineReply, at now: UInt64) -> Effect {
        switch reply {
        case .output(let text): return .output(text)
        case .error(let text): return .error(text)
        case .status(let text): return .status(text)
        case .progress(let fraction, let text): return .progress(text, fraction: fraction)
        case .checkStep(let layout, let step): checkStep = (layout, step)
        case .image(let decoded): image = decoded
        // Empty: quick data the image's counts make again, or nothing edited beyond the applied data.
        case .applied(let bytes): applied = bytes.isEmpty ? nil : bytes
        case .editing(let bytes): editing = bytes.isEmpty ? nil : bytes
        case .done(let done):
            lastReply = EngineCrossing.since(done.sentAt, now: now)
            failureCount += done.errors
            let finished = awaiting.isEmpty ? Request.execute : awaiting.removeFirst()
            if finished == .execute {
                lastCost = EngineRequestCost(wall: EngineCrossing.since(requestSent, now: now), layout: done.layoutNanoseconds)
                dynamicsRunning = done.dynamicsRunning
                finishedCommand = runningCommand
            }
            if finished == .restore {
                if replay != nil { replay = .restored(at: now) }
                return .answered(.succeeded, restored: true)
            }
            return .answered(done.outcome, restored: false)
        case .liveFrames(let json, let computedAt): return .liveFrames(LivePiece(json: json, computedAt: computedAt))
        case .idle: break
        }
        return .none
    }

    /// A new engine starts: answers the old one owed will never come (waiting on them would take
    /// the new one's answers for theirs). The requests that stand it where the session was, in
    /// order: the data, the restore, then the REPL's and the live view's settings.
    package mutating func engineStarting(interactive: Bool, live: Bool) -> [EngineRequest] {
        awaiting.removeAll()
        var requests: [EngineRequest] = []
        if let image {
            if let applied { requests.append(.applied(applied)) }
            if let editing { requests.append(.editing(editing)) }
            requests.append(.restore(image))
            awaiting.append(.restore)
        }
        if interactive {
            awaiting.append(.interactive)
            requests.append(.interactive)
        }
        if live {
            awaiting.append(.live)
            requests.append(.live(true))
        }
        return requests
    }

    /// The engine stopped with `fault` at `now` (the engine is gone; a new one is replayed).
    /// A fault that the replay brought back gives up the state that causes it.
    package mutating func faulted(_ fault: EngineFault, at now: UInt64) -> FaultResolution {
        lastFault = fault
        let echoed: Bool
        switch replay {
        case nil: echoed = false
        case .sent: echoed = true
        case .restored(let restoredAt):
            let at = fault.call.faultTime != 0 ? fault.call.faultTime : now
            echoed = (fault.after != nil || fault.call.faultOffMainThread) && at &- restoredAt < EngineLimits.replayEcho
        }
        var resolution = FaultResolution.replaying
        // A layout that offers the stand-in (its `delegate` argument) and trapped with the app's
        // delegate, in the delegate's code or in code it called: replayed with the stand-in, as
        // the user would try. A trap the delegate's code had no part in (a nil the app sets
        // later) is the layout's: the stand-in would trap the same way.
        if !echoed, case .died = fault.cause, fault.call.call != .none, let active = image?.active, active.id == fault.call.layout,
            active.parameters.contains("delegate"), active.overrides.last(where: { $0.first == "delegate" })?.last != "stand-in",
            active.appDelegate.map(fault.passes(through:)) ?? true
        {
            image?.active?.overrides.append(["delegate", "stand-in"])
            resolution = .standInDelegate(id: active.id)
        }
        if echoed {
            if let active = image?.active {
                image?.active = nil
                image?.plugins.removeAll { $0.name == active.plugin }
                image?.prompt = "layoutbench> "
                resolution = .withoutLayout(id: active.id)
            } else {
                image = nil
                applied = nil
                editing = nil
                resolution = .freshSession
            }
        }
        replay = image == nil ? nil : .sent
        lastResolution = resolution
        return resolution
    }
}
