import EngineProtocol
@testable import FrontEnd
import LayoutHost
import Testing
import Workbench
import SessionValues

/// The front end's bookkeeping of its engine, step by step and without an engine: each `done`
/// answers the oldest request owed, the session's truth is the last image and data, a new engine
/// is stood where the session was, and a fault the replay brings back gives up its cause.
struct EngineClientStateTests {
    /// A session image whose active layout is `pizza` of the plugin `Pizza`, beside `Other`.
    static func image(active: Bool = true) -> SessionImage {
        SessionImage(
            view: ViewState(), layoutValid: true,
            plugins: [
                .init(name: "Pizza", path: "/p/libPizza.so", copy: "/c/1.so", generation: 1, layouts: ["pizza"]),
                .init(name: "Other", path: "/p/libOther.so", copy: "/c/2.so", generation: 1, layouts: ["other"])
            ],
            active: active ? .init(plugin: "Pizza", id: "pizza", parameters: ["radius"], overrides: [["radius", "120"]]) : nil,
            lastPrintingCommand: nil, watching: false, alwaysShowTimings: false, callTimeout: 10,
            prompt: active ? "pizza> " : "layoutbench> ", dataVersion: 3)
    }

    /// A trap in `prepare()` of `pizza`, marked at `faultTime` (0: not marked), after `after`.
    static func fault(at faultTime: UInt64 = 0, after: String? = nil, offMainThread: Bool = false) -> EngineFault {
        var call = CallTracker.Snapshot(sequence: 7, call: .prepare, layout: "pizza")
        call.faultSignal = 4
        call.faultTime = faultTime
        call.faultOffMainThread = offMainThread
        var fault = EngineFault(cause: .died(status: 4), call: call, report: [], memoryLimit: nil)
        fault.after = after
        return fault
    }

    static func done(
        _ outcome: CommandOutcome = .succeeded, errors: Int = 0, sentAt: UInt64, layout: UInt64 = 0,
        dynamics: Bool = false
    ) -> EngineReply {
        .done(.init(outcome: outcome, errors: errors, sentAt: sentAt, layoutNanoseconds: layout, dynamicsRunning: dynamics))
    }

    @Test func eachDoneAnswersTheOldestRequestOwed() {
        var state = EngineClientState()
        state.sent(.live, command: "view", at: 1_000)
        state.sent(.execute, command: "items 3", at: 1_000)
        #expect(state.awaiting == [.live, .execute])
        // The live request's answer: its errors count, its cost is no command's.
        #expect(state.receive(Self.done(errors: 2, sentAt: 1_500), at: 2_000) == .answered(.succeeded, restored: false))
        #expect(state.awaiting == [.execute] && state.failureCount == 2 && state.lastCost == nil)
        // Sent at 4,000 by the engine's clock, here at 5,000: 1,000 ns on the way back.
        #expect(
            state.receive(Self.done(.failed, errors: 1, sentAt: 4_000, layout: 700, dynamics: true), at: 5_000)
                == .answered(.failed, restored: false))
        #expect(state.awaiting.isEmpty && state.failureCount == 3 && state.lastReply == 1_000)
        // The command was sent at 1,000 and answered at 5,000: 4,000 ns, 700 of them the layout's.
        #expect(state.lastCost == EngineRequestCost(wall: 4_000, layout: 700) && state.lastCost?.host == 3_300)
        #expect(state.dynamicsRunning && state.finishedCommand == "items 3")
        state.commandStarts()
        #expect(!state.dynamicsRunning && state.lastFault == nil && state.checkStep == nil)
    }

    @Test func repliesThatPrintAreHandedBackAndTheRestAreKept() {
        var state = EngineClientState()
        #expect(state.receive(.output("a\tb"), at: 0) == .output("a\tb"))
        #expect(state.receive(.progress(fraction: 0.5, text: "building"), at: 0) == .progress("building", fraction: 0.5))
        #expect(state.receive(.liveFrames(json: [1, 2], computedAt: 9), at: 0) == .liveFrames(LivePiece(json: [1, 2], computedAt: 9)))
        #expect(state.receive(.checkStep(layout: "pizza", step: 4), at: 0) == .none)
        #expect(state.checkStep?.layout == "pizza" && state.checkStep?.step == 4)
        #expect(state.receive(.idle, at: 0) == .none)
    }

    @Test func aNewEngineIsStoodWhereTheSessionWas() {
        var state = EngineClientState()
        let image = Self.image()
        #expect(state.receive(.image(image), at: 0) == .none)
        #expect(state.receive(.applied([1, 2]), at: 0) == .none)
        #expect(state.receive(.editing([9]), at: 0) == .none)
        #expect(state.image == image && state.applied == [1, 2] && state.editing == [9])
        // An empty applied frame: quick data, which the image's counts make again.
        _ = state.receive(.applied([]), at: 0)
        #expect(state.applied == nil)
        state.sent(.execute, command: "items 3", at: 0)
        // The old engine's owed answer is dropped; the data comes before the restore, then the
        // REPL's and the live view's settings.
        #expect(state.engineStarting(interactive: true, live: true) == [.editing([9]), .restore(image), .interactive, .live(true)])
        #expect(state.awaiting == [.restore, .interactive, .live])
        // A restore's done is answered as a success, whatever the engine's outcome word.
        #expect(state.receive(Self.done(.failed, sentAt: 0), at: 10) == .answered(.succeeded, restored: true))
    }

    @Test func withoutAnImageANewEngineIsSentOnlyTheSettings() {
        var state = EngineClientState()
        state.sent(.waitIdle, command: "a reload", at: 0)
        #expect(state.engineStarting(interactive: false, live: false).isEmpty && state.awaiting.isEmpty)
    }

    @Test func aFaultTheReplayBringsBackGivesUpTheLayout() {
        var state = EngineClientState()
        _ = state.receive(.image(Self.image()), at: 0)
        // The first fault: replayed as the image has it.
        #expect(state.faulted(Self.fault(), at: 100) == .replaying)
        #expect(state.replay == .sent && state.lastFault?.call == Self.fault().call)
        // Faulting again while the replay is sent: the layout and its plugin are given up.
        #expect(state.faulted(Self.fault(), at: 200) == .withoutLayout(id: "pizza"))
        #expect(state.image?.active == nil && state.image?.plugins.map(\.name) == ["Other"] && state.image?.prompt == "layoutbench> ")
        #expect(state.replay == .sent)
        // The replay's restore answered at 300.
        _ = state.engineStarting(interactive: false, live: false)
        _ = state.receive(Self.done(sentAt: 250), at: 300)
        #expect(state.replay == .restored(at: 300))
    }

    /// After the restore, a fault is the replay's own only when it is a command's aftermath (or
    /// a layout's own thread) within EngineLimits.replayEcho (1 s) of the restore.
    @Test func aFaultLongAfterTheRestoreIsTheNextCommandsOwn() {
        func restored(at time: UInt64) -> EngineClientState {
            var state = EngineClientState()
            _ = state.receive(.image(Self.image()), at: 0)
            _ = state.faulted(Self.fault(), at: 10)
            _ = state.engineStarting(interactive: false, live: false)
            _ = state.receive(Self.done(sentAt: time), at: time)
            return state
        }
        let restoredAt: UInt64 = 5_000_000_000
        // 0.5 s after the restore, the aftermath of the replayed command: the replay's own.
        var soon = restored(at: restoredAt)
        #expect(
            soon.faulted(Self.fault(at: restoredAt + 500_000_000, after: "wait 100"), at: restoredAt + 600_000_000)
                == .withoutLayout(id: "pizza"))
        // A layout's own thread 0.5 s after: the same.
        var thread = restored(at: restoredAt)
        #expect(
            thread.faulted(Self.fault(at: restoredAt + 500_000_000, offMainThread: true), at: restoredAt + 600_000_000)
                == .withoutLayout(id: "pizza"))
        // 2 s after: a new fault, replayed.
        var late = restored(at: restoredAt)
        #expect(late.faulted(Self.fault(at: restoredAt + 2_000_000_000, after: "wait 100"), at: restoredAt + 2_000_000_000) == .replaying)
        // At once, but in a command of its own (no aftermath, the main thread): that command's.
        var own = restored(at: restoredAt)
        #expect(own.faulted(Self.fault(at: restoredAt + 1_000), at: restoredAt + 1_000) == .replaying)
    }

    @Test func aReplayWithoutALayoutThatFaultsStartsAFreshSession() {
        var state = EngineClientState()
        _ = state.receive(.image(Self.image(active: false)), at: 0)
        _ = state.receive(.applied([1]), at: 0)
        #expect(state.faulted(Self.fault(), at: 10) == .replaying)
        #expect(state.faulted(Self.fault(), at: 20) == .freshSession)
        #expect(state.image == nil && state.applied == nil && state.editing == nil && state.replay == nil)
    }
    /// A layout whose `delegate` argument names the app's DaysView is replayed with the stand-in
    /// when its trap passes through DaysView's code (its frame in the backtrace), and as it is
    /// when the trap is the layout's own (a nil the app sets later): the stand-in would not help.
    @Test func theStandInIsTriedOnlyWhenTheDelegatesCodeTrapped() {
        func image() -> SessionImage {
            var image = Self.image()
            image.active = .init(plugin: "Pizza", id: "pizza", parameters: ["delegate"], overrides: [], appDelegate: "DaysView")
            return image
        }
        func fault(_ frames: [String]) -> EngineFault {
            var fault = Self.fault()
            fault.report = ["Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"] + frames
            return fault
        }
        let delegates = fault([
            "  2 [ra] [system] 0x000056006217e592 DaysView.numberOfWeekDays() + 177 in libP-pid1-1.so at /u/DaysView.swift:76:9",
            "  3 [ra]          0x000056006217e3db PizzaLayout.prepare() + 202 in libP-pid1-1.so at /u/PizzaLayout.swift:7:39"
        ])
        let layouts = fault(["  3 [ra]          0x000056006217e3db PizzaLayout.prepare() + 202 in libP-pid1-1.so at /u/PizzaLayout.swift:7:39"])
        var state = EngineClientState()
        _ = state.receive(.image(image()), at: 0)
        #expect(state.faulted(delegates, at: 100) == .standInDelegate(id: "pizza"))
        #expect(state.image?.active?.overrides == [["delegate", "stand-in"]])
        var other = EngineClientState()
        _ = other.receive(.image(image()), at: 0)
        #expect(other.faulted(layouts, at: 100) == .replaying)
        #expect(other.image?.active?.overrides == [])
        // A closure in the delegate's method, and the module's name before the type, are its code too.
        #expect(fault(["  4 [ra] 0x01 closure #1 in P44.DaysView.reload() + 3 in libP.so at /u/DaysView.swift:9"]).passes(through: "DaysView"))
        #expect(!fault(["  4 [ra] 0x01 MyDaysView.reload() + 3 in libP.so at /u/MyDaysView.swift:9"]).passes(through: "DaysView"))
    }
}
