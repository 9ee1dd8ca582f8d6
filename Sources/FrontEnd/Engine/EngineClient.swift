package import EngineProtocol
import Foundation
import HostSupport
import HostSystem
import LayoutHost
import PluginBuild
package import Workbench

/// The front end's side of the engine: it owns the session's truth (the last image and data the
/// engine reported), sends each command as one request, prints what comes back, and survives
/// the engine. When the engine traps, crashes, exits, runs past the call time limit or the
/// memory limit, or the user presses Ctrl-C, it prints one line saying what happened, starts a
/// fresh engine and stands it where the session was before the failing command.
public final class EngineClient {
    package struct Configuration: Sendable {
        /// The executable to start as `EXECUTABLE engine`.
        package var executable: String
        /// `--workspace`, `--plugins`, `--release`… as the front end was given them.
        package var arguments: [String]
        /// The engine's address-space limit in bytes.
        package var memoryLimit: UInt64?

        package init(executable: String, arguments: [String], memoryLimit: UInt64?) {
            self.executable = executable
            self.arguments = arguments
            self.memoryLimit = memoryLimit
        }
    }

    package let options: Session.Options
    package let console: Console
    let configuration: Configuration
    /// The conversation's bookkeeping: the session's truth, the answers owed, the replay.
    package private(set) var state = EngineClientState()
    /// The session's truth: what the engine last reported.
    package var image: SessionImage? { state.image }
    /// Errors reported so far (the engine's and the faults'): a batch run exits 1 when any.
    package var failureCount: Int { state.failureCount }
    /// What the last command cost: its wall time here and the layout's part of it in the engine.
    package var lastCost: EngineRequestCost? { state.lastCost }
    /// The layout's UIDynamicAnimators still ran after the last command (known only while a page
    /// watches).
    package var dynamicsRunning: Bool { state.dynamicsRunning }
    /// Polled while waiting: true once per Ctrl-C (the REPL's flag).
    package var interrupted: () -> Bool = { false }
    /// Called before output arrives that no command asked for (a reload): the REPL takes the
    /// line being typed off the screen first.
    package var willPrintUnasked: () -> Void = {}
    /// The live view's pages, while one is served: each batch of frames the engine sends
    /// (LiveFeed), whether a command or a live reload made it.
    package private(set) var liveFrames: ((LivePiece) -> Void)?
    /// The handlers of the commands the front end runs itself (CommandSpec.Place.frontEnd), by
    /// name: a command bound here never reaches the engine.
    private var frontEndHandlers: [String: ([String]) throws -> Void] = [:]
    /// While set, a command's output goes here instead of the console (the live view's queries).
    private var outputTap: ((String) -> Void)?

    private let calls: CallTracker.SharedPage
    private var engine: EngineProcess?
    private var reader = EngineFrameReader()
    private var stderrPending: [UInt8] = []
    private var printedPending: [UInt8] = []
    /// Printed lines the running command has shown, and those past the limit; the same of what
    /// the engine wrote on stderr.
    private var printedShown = 0, printedHidden = 0
    private var errorsShown = 0, errorsHidden = 0
    private var heldBlankLines = 0
    private var crashReport: [String] = []
    /// Seconds the running request had gone silent when the engine was asked to abort (nil: it
    /// was not): its fault is then that silence.
    private var stalledFor: Double?
    /// The most the engine mapped while the current request ran (sampled every 50 ms).
    private var peakMapped: UInt64 = 0
    private var interactive = false
    /// A `check` is running: a trap in one of its steps is a finding, not an error to print.
    private var checking = false
    /// The layout a fault of this command switched to the stand-in delegate.
    private var switchedToStandIn: String?
    /// How long a fault's crash report may take once the engine's handler marked it (the call
    /// clock stops then: a slow backtrace under load is a fault, not a timeout).
    static let faultReportGrace: Double = 60

    package init(options: Session.Options, console: Console = StandardConsole(), configuration: Configuration) throws {
        guard let page = CallTracker.SharedPage() else { throw CommandError("cannot share memory with the engine: \(SystemError.reason(errno))") }
        self.options = options
        self.console = console
        self.configuration = configuration
        calls = page
        if options.cleansTemporaries { StaleTemporaries.clean(workspace: options.workspace, copies: Session.copyDirectory) }
    }

    deinit { shutdown() }

    package var style: TerminalStyle { TerminalStyle(colors: options.colors) }

    /// The prompt, with the active layout and the reload state.
    package var prompt: String { image?.prompt ?? "layoutbench> " }

    /// The per-call time limit in force, in seconds.
    package var callTimeout: Double { image?.callTimeout ?? options.callTimeout }

    /// Descriptors the front end polls while idle (a reload's report may arrive).
    package var descriptors: [Int32] { engine.map { [$0.responses, $0.errors, $0.printed] } ?? [] }

    // MARK: - Commands the front end runs

    /// `command` (one the front end runs) is answered by `handler`, given its words, name first.
    package func bind(_ command: CommandSpec, to handler: @escaping ([String]) throws -> Void) {
        precondition(command.runsIn == .frontEnd, "\(command.name) runs in the engine")
        frontEndHandlers[command.name] = handler
    }

    /// The names of the front end's commands bound so far.
    package var boundCommands: Set<String> { Set(frontEndHandlers.keys) }

    /// The handler of `name` (or an alias) when the front end runs it and has bound it.
    private func frontEndHandler(for name: String) -> (([String]) throws -> Void)? {
        guard let spec = CommandRegistry.command(named: name), spec.runsIn == .frontEnd else { return nil }
        return frontEndHandlers[spec.name]
    }

    // MARK: - Requests

    /// Runs one line (commands separated by `;`), each command one request, so a fault costs
    /// only its own command; stops at the first failure unless keepGoing. `file` and `line`
    /// name a script's line in error messages.
    @discardableResult
    package func execute(_ text: String, file: String? = nil, line: Int = 0) -> Session.Outcome {
        let commands: [[String]]
        do {
            commands = try ScriptLine.commands(in: text)
        } catch {
            report(error, file: file.map { "\($0):\(line)" })
            return .failed
        }
        return Session.Outcome.of(commands, keepGoing: options.keepGoing) { words in
            if let name = words.first, let handler = frontEndHandler(for: name) {
                do {
                    try handler(words)
                    return .succeeded
                } catch {
                    report(error, file: file.map { "\($0):\(line)" })
                    return .failed
                }
            }
            var words = words, outcome = Session.Outcome.succeeded, trapped: Set<String> = [], triedStandIn = false
            switchedToStandIn = nil
            checking = words.first == "check"
            defer { checking = false }
            while true {
                state.commandStarts()
                let command = EngineRequest.Command(file: file, line: line, lastReply: state.lastReply, words: words)
                let result = request(.execute, [.execute(command)], command: words.joined(separator: " "))
                // The layout trapped with the app's delegate and the session now has the stand-in:
                // the command once more (a `use` names the stand-in, which it would otherwise reset).
                if result == .failed, !triedStandIn, case .standInDelegate(let id)? = state.lastResolution {
                    triedStandIn = true
                    if words.first == "use", words.dropFirst().first.map({ $0 == id || $0.hasSuffix(":" + id) }) == true {
                        words.append("delegate=stand-in")
                    }
                    continue
                }
                // A check whose layout trapped (or hung) at a step not seen trapping before: run
                // again past it, the step a finding; the check's outcome is its last run's (the
                // report's). Steps are finite, so this ends.
                guard result == .failed, checking, let fault = state.lastFault, let step = state.checkStep,
                    trapped.insert("\(step.layout)@\(step.step)").inserted
                else {
                    if outcome != .failed || checking { outcome = result }
                    break
                }
                words += [CheckCommands.trappedOption, "\(step.layout)@\(step.step)", fault.description]
            }
            return outcome
        }
    }

    /// Runs script text line by line, as `Session.runScript` does.
    package func runScript(_ text: String, file: String?) -> Session.Outcome {
        ScriptText.run(
            text, keepGoing: options.keepGoing,
            refuse: { number, refusal in
                report(refusal, file: file.map { "\($0):\(number)" })
            },
            execute: { number, line in
                execute(line, file: file, line: number)
            })
    }

    /// The REPL starts: live reload on in the engine; every engine after it reports reloads as
    /// they come and keeps the session's own setting.
    package func startInteractive() {
        interactive = true
        _ = request(.interactive, [.interactive], command: "watch on")
    }

    /// The live view starts (`frames` gets every batch, the first one everything the page
    /// shows) or stops (nil). Every engine after this one feeds it too.
    package func watchLive(_ frames: ((LivePiece) -> Void)?) {
        let wasOn = liveFrames != nil
        liveFrames = frames
        guard frames != nil || wasOn else { return }
        _ = request(.live, [.live(frames != nil)], command: "view")
    }

    /// Everything the live view shows, sent to `liveFrames` as a reset batch (a page connected).
    package func sendLiveKeyframe() {
        guard liveFrames != nil else { return }
        _ = request(.live, [.live(true)], command: "view")
    }

    /// Runs one command for the live view's page, its output given to `answer` instead of the
    /// console (errors still print): what the page asks to read, not what it does.
    package func query(_ line: String, answer: @escaping (String) -> Void) -> Session.Outcome {
        outputTap = answer
        defer { outputTap = nil }
        return execute(line)
    }

    /// Waits until the engine's reload builds are done (the end of a batch run).
    package func waitUntilIdle() {
        guard engine != nil else { return }
        _ = request(.waitIdle, [.waitIdle], command: "a reload")
    }

    /// Prints an error line the front end found itself.
    package func report(_ error: Error, file: String? = nil) {
        state.reportedError()
        let text = (error as? CommandError)?.description ?? "error: \(error)"
        console.error(style.red((file.map { "\($0): " } ?? "") + TerminalText.escaped(text)))
    }

    /// Reads what the engine sent while no request ran (a reload's report); true when something
    /// was printed. The REPL calls it when one of `descriptors` is readable.
    @discardableResult
    package func serviceUnasked() -> Bool {
        guard let engine else { return false }
        // What a layout prints behind the prompt (a reload's passes, its own threads) takes the
        // prompt's line away first, as a reload's report does, and the prompt comes back under it.
        var cleared = false
        if Readiness.isReadable(engine.printed, timeout: 0) || Readiness.isReadable(engine.errors, timeout: 0) {
            willPrintUnasked()
            cleared = true
        }
        drainErrors(engine)
        drainPrinted(engine)
        if let fault = lateFault(engine) {
            if !cleared { willPrintUnasked() }
            replace(after: fault)
            return true
        }
        var printed = false
        while true {
            if let frame = reader.next() {
                if !printed, [.output, .error, .status, .progress].contains(frame.kind) {
                    if !cleared { willPrintUnasked() }
                    cleared = true
                    printed = true
                }
                // A reload's report ends with `idle`: all of it printed as one block, before
                // the prompt comes back.
                if frame.kind == .idle { return cleared }
                // Printed before this piece of the report came: shown before it, as it came.
                drainPrinted(engine)
                _ = handle(frame)
                continue
            }
            // Once a report has begun, its rest is waited for (a second at most, a build's
            // status lines being the slowest part), so no prompt comes between its pieces.
            guard Readiness.isReadable(engine.responses, timeout: printed ? 1000 : 0) else { return cleared }
            if !reader.fill(from: engine.responses) {
                if !cleared { willPrintUnasked() }
                replace(after: died(engine))
                return true
            }
        }
    }

    /// Ends the engine and starts a new one where the session is (its restore answered with
    /// the next request); the old engine's plugin copies are removed once the new one stands.
    /// For measuring start and replay; a fault does the same.
    package func replaceEngine() {
        guard let engine else { return }
        self.engine = nil
        engine.stop()
        drainErrors(engine, final: true)
        ensureEngine()
    }

    /// Closes the engine (leaving) and removes its plugin copies and their folder.
    package func shutdown() {
        guard let engine else { return }
        self.engine = nil
        // A fault after the last command is still reported (and fails a batch run).
        if let fault = lateFault(engine) { report(fault) }
        engine.stop()
        drainErrors(engine, final: true)
        if options.cleansTemporaries {
            StaleTemporaries.clean(workspace: options.workspace, copies: Session.copyDirectory)
            // No engine maps them any more.
            try? FileManager.default.removeItem(atPath: Session.copyDirectory)
        }
    }

    // MARK: - The exchange

    private func request(_ kind: EngineClientState.Request, _ messages: [EngineRequest], command: String) -> Session.Outcome {
        // A fault that came after the last answer (a plugin's own thread) is that command's: it
        // is reported and replayed before this command starts on a fresh engine.
        if let engine, let fault = lateFault(engine) { replace(after: fault) }
        guard let engine = ensureEngine() else { return .failed }
        state.sent(kind, command: command, at: MonotonicClock.now())
        guard EngineRequest.write(messages, to: engine.requests) else {
            replace(after: died(engine))
            return .failed
        }
        defer { endPrinted() }
        return wait(for: engine, command: command)
    }

    /// The fault of an engine that died, or began to, while no request ran; nil while it is well.
    private func lateFault(_ engine: EngineProcess) -> EngineFault? {
        guard engine.hasExited || calls.read().faultSignal != 0 else { return nil }
        return died(engine)
    }

    /// Reads frames until every request sent has its `done`; handles faults, the call time
    /// limit and Ctrl-C on the way.
    private func wait(for engine: EngineProcess, command: String) -> Session.Outcome {
        var outcome = Session.Outcome.succeeded
        var lastSequence = calls.read().sequence
        var lastChange = MonotonicClock.now()
        var lastSample: UInt64 = 0
        var faultMarked: UInt64?
        var stalledAsked = false
        var lastTreeLook: UInt64 = 0
        stalledFor = nil
        peakMapped = 0
        while !state.awaiting.isEmpty {
            while let frame = reader.next() {
                // What the layout printed before the engine answered is shown before the answer
                // (its error line among it), as it came.
                drainPrinted(engine)
                lastChange = MonotonicClock.now()
                if let finished = handle(frame) { outcome = finished }
                if state.awaiting.isEmpty {
                    drainPrinted(engine)
                    return outcome
                }
            }
            let ready = Readiness.wait([engine.responses, engine.errors, engine.printed], timeout: 20) ?? [true, true, true]
            // Bytes that are no frame: a layout wrote on the engine's channel. Its request's fault.
            if reader.malformed {
                ProcessControl.signal(engine.pid, SIGKILL)
                _ = engine.wait(timeout: 5)
                drainErrors(engine, final: true)
                replace(after: EngineFault(cause: .channelWritten, call: calls.read(), report: crashReport, memoryLimit: configuration.memoryLimit))
                return .failed
            }
            if ready[1] { drainErrors(engine) }
            if ready[2] { drainPrinted(engine) }
            // The engine gone: what it answered before it went still counts (a command that
            // finished before a plugin's thread faulted succeeded); the rest is rolled back.
            // Its death is seen by its pipe closing, or by its exit while a child it forked
            // still holds the pipe.
            if (ready[0] && !reader.fill(from: engine.responses)) || engine.hasExited {
                while Readiness.isReadable(engine.responses, timeout: 0), reader.fill(from: engine.responses) {}
                while let frame = reader.next(), !state.awaiting.isEmpty {
                    if let finished = handle(frame) { outcome = finished }
                }
                let finished = state.awaiting.isEmpty
                replace(after: died(engine))
                return finished ? outcome : .failed
            }
            if interrupted() {
                interrupt(engine, command: command)
                return .failed
            }
            let now = MonotonicClock.now(), call = calls.read()
            if now - lastSample > 50_000_000 {
                lastSample = now
                peakMapped = max(peakMapped, ProcessMemory.of(engine.pid)?.counted ?? 0)
                // Where the system enforces no address-space cap (macOS), the sample is the cap.
                if !ProcessLimits.addressSpaceCapEnforced, let limit = configuration.memoryLimit, peakMapped > limit {
                    ProcessControl.signal(engine.pid, SIGKILL)
                }
            }
            if call.faultSignal != 0 {
                // The engine's fault handler ran: its crash report is on the way, however slowly.
                if faultMarked == nil { faultMarked = now }
                if let faultMarked, Double(now - faultMarked) / 1e9 > EngineClient.faultReportGrace { ProcessControl.signal(engine.pid, SIGKILL) }
            } else if call.sequence != lastSequence {
                lastSequence = call.sequence
                lastChange = now
            } else if call.call != .none, Double(now - lastChange) / 1e9 > callTimeout {
                ProcessControl.signal(engine.pid, SIGKILL)
                _ = engine.wait(timeout: 5)
                replace(after: EngineFault(cause: .timeLimit(callTimeout), call: call, report: [], memoryLimit: configuration.memoryLimit))
                return .failed
            } else if call.call == .none, !stalledAsked, Double(now - lastChange) / 1e9 > callTimeout * EngineLimits.silentRequestFactor,
                now - lastTreeLook > 1_000_000_000
            {
                // The process table is read once a second at most (a long build is a silence too).
                lastTreeLook = now
                guard ProcessTree.descendants(of: engine.pid).isEmpty else { continue }
                // No plugin call, no answer and no build under it for that long: the call record
                // (which plugin code can write) may lie. Asked to abort, the engine says in which
                // image it was (EngineFault.stalledIn: a plugin's names it) and ends.
                stalledAsked = true
                stalledFor = Double(now - lastChange) / 1e9
                ProcessControl.signal(engine.pid, SIGABRT)
            }
        }
        return outcome
    }

    /// Handles one frame; the outcome when it is the `done` of a request. A frame that is no
    /// message (never sent by an engine of this executable) is passed over.
    private func handle(_ frame: EngineFrame) -> Session.Outcome? {
        guard let reply = try? EngineReply(frame) else { return nil }
        switch state.receive(reply, at: MonotonicClock.now()) {
        case .none: break
        case .output(let text): if let outputTap { outputTap(text) } else { console.write(text) }
        case .error(let text): console.error(text)
        case .status(let text): console.status(text)
        case .progress(let text, let fraction): console.progress(text, fraction: fraction)
        case .liveFrames(let piece): liveFrames?(piece)
        case .answered(let outcome, let restored):
            // The replaced engine's plugin copies are no longer needed. (Those the image names
            // stay: the engine may have died already, and the next restore loads them.)
            if restored, options.cleansTemporaries {
                StaleTemporaries.clean(
                    workspace: options.workspace, copies: Session.copyDirectory,
                    keeping: Set(state.image?.plugins.map(\.copy) ?? []))
            }
            return outcome
        }
        return nil
    }

    // MARK: - Engines

    /// The running engine, or a new one stood where the session was.
    @discardableResult
    package func ensureEngine() -> EngineProcess? {
        if let engine { return engine }
        // Everything kept about the engine before is dropped here: its half-read frames and
        // output are not the new one's (the answers it owed are dropped as the state stands the
        // new one up: EngineClientState.engineStarting).
        calls.reset()
        reader = EngineFrameReader()
        crashReport = []
        stderrPending = []
        printedPending = []
        var environment = [
            "SWIFT_BACKTRACE": CrashSymbolizer.backtraceSetting,
            "LAYOUTBENCH_ENGINE_WIDTH": String(options.terminalWidth),
            "LAYOUTBENCH_ENGINE_COLORS": options.colors ? "1" : "0",
            "LAYOUTBENCH_ENGINE_INTERACTIVE": options.interactive ? "1" : "0",
            "LAYOUTBENCH_ENGINE_CALL_TIMEOUT": String(callTimeout),
            Session.copyDirectoryVariable: Session.copyDirectory
        ]
        if let limit = configuration.memoryLimit { environment["LAYOUTBENCH_ENGINE_MEMORY_LIMIT"] = String(limit) }
        if let rows = options.terminalRows { environment["LAYOUTBENCH_ENGINE_ROWS"] = String(rows) }
        let started: EngineProcess
        do {
            started = try EngineProcess(
                executable: configuration.executable, arguments: configuration.arguments,
                environment: environment, calls: calls.fileDescriptor)
        } catch {
            report(error)
            return nil
        }
        engine = started
        // The restore first: every answer after it (each carries the engine's state) is the
        // session's, never a fresh engine's; the live view's keyframe shows the restored scene;
        // and `.interactive`, coming after it, leaves the restored watch setting as it is.
        let messages = state.engineStarting(interactive: interactive, live: liveFrames != nil)
        if !messages.isEmpty, !EngineRequest.write(messages, to: started.requests) {
            report(CommandError("the engine did not start"))
            engine = nil
            return nil
        }
        return started
    }

    /// After a fault: the one error line, then a fresh engine on the session's last state (sent
    /// now, answered while the user types). A state that faults again while being restored is
    /// given up for a fresh session.
    private func replace(after fault: EngineFault) {
        engine = nil
        // Ended on a signal: the signal's handler killed it and exits with the signal's status;
        // nothing to report or restart, and this thread must not end the process first.
        if EngineProcess.isEnding { EngineProcess.awaitTheEnd() }
        // A trap in a check's step is one of its findings, said once, in its report.
        let quiet = state.checkStep != nil && checking
        let resolution = state.faulted(fault, at: MonotonicClock.now())
        defer { if case .standInDelegate(let id) = resolution { switchedToStandIn = id } else { switchedToStandIn = nil } }
        if case .standInDelegate(let id) = resolution {
            // Not a failure: the command runs again with the stand-in (execute), said in one line.
            console.error(
                style.yellow(
                    "warning: \(fault); \(id) runs with the stand-in delegate instead of the app's from now on "
                        + "(use \(id) delegate=app to try the app's again)"))
        } else if !quiet {
            report(fault)
        }
        switch resolution {
        case .withoutLayout(let id) where id == switchedToStandIn:
            // The stand-in took the app's delegate's place and the layout trapped all the same.
            console.error(
                style.yellow(
                    "\(id) faulted again with the stand-in delegate in the app's place, so the trap is not the app "
                        + "delegate's alone; the session goes on without it (data and view as they were; use \(id) to try it again)"))
        case .withoutLayout(let id):
            console.error(
                style.yellow(
                    "replaying \(id) faulted again at once; the session goes on without it "
                        + "(data and view as they were; use \(id) to try it again)"))
        case .freshSession:
            console.error(style.yellow("the session could not be restored; a fresh session starts"))
        case .standInDelegate:
            break
        case .replaying:
            if options.interactive && !quiet {
                console.status(
                    style.dim(
                        fault.after == nil
                            ? "a new engine took over; the session is as it was before the command"
                            : "a new engine took over; the session is as that command left it"))
            }
        }
        ensureEngine()
    }

    /// A dead (or dying) engine's fault, from its wait status, the call record and its crash
    /// report; named after the last finished command when the engine was between requests.
    private func died(_ engine: EngineProcess) -> EngineFault {
        let marked = calls.read().faultSignal != 0
        let status =
            engine.wait(timeout: marked ? EngineClient.faultReportGrace : 10)
            ?? {
                ProcessControl.signal(engine.pid, SIGKILL)
                return engine.wait(timeout: 5) ?? 9
            }()
        drainErrors(engine, final: true)
        drainPrinted(engine)
        if let symbolizer = CrashSymbolizer.found { crashReport = symbolizer.symbolicated(crashReport) }
        var call = calls.read()
        if !call.layout.isEmpty, !state.knowsLayout(call.layout) { call.layout = "" }
        var fault = EngineFault(
            cause: .died(status: status), call: call, report: crashReport,
            memoryLimit: configuration.memoryLimit, peakMapped: peakMapped)
        fault.stalledSeconds = stalledFor
        // Between requests, plugin code runs only on a plugin's own thread, or in a reload (which
        // the call names); anything else then is the aftermath of the last command.
        if call.betweenRequests && (call.call == .none || call.faultOffMainThread) { fault.after = state.finishedCommand }
        saveReport()
        return fault
    }

    /// Ctrl-C: the engine is asked to stop (its builds are killed with it), killed after a
    /// second, and replaced; the command is abandoned and the session is as before it.
    private func interrupt(_ engine: EngineProcess, command: String) {
        ProcessControl.signal(engine.pid, SIGINT)
        if engine.wait(timeout: 1) == nil {
            ProcessControl.signal(engine.pid, SIGKILL)
            _ = engine.wait(timeout: 5)
        }
        drainErrors(engine, final: true)
        self.engine = nil
        state.reportedError()
        console.error(style.yellow("interrupted: '\(TerminalText.escaped(String(command.prefix(60))))' stopped; the session is as it was before it"))
        ensureEngine()
    }

    /// Passes the engine's stderr through line by line, holding back a crash report (and the
    /// blank lines just before one).
    private func drainErrors(_ engine: EngineProcess, final: Bool = false) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(engine.errors, $0.baseAddress, $0.count) }
            if count > 0 {
                stderrPending += chunk[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        while let newline = stderrPending.firstIndex(of: 10) {
            let line = String(decoding: stderrPending[..<newline], as: UTF8.self)
            stderrPending.removeSubrange(...newline)
            if !crashReport.isEmpty || EngineFault.startsReport(line) {
                crashReport.append(line)
                heldBlankLines = 0
            } else if line.isEmpty {
                heldBlankLines += 1
            } else if errorsShown < EngineLimits.printedLineLimit {
                // What a plugin (or the runtime) wrote: outside text, escaped as the rest is, and
                // bounded as what it prints on stdout is.
                StandardStreams.err(String(repeating: "\n", count: heldBlankLines) + TerminalText.escaped(line) + "\n")
                heldBlankLines = 0
                errorsShown += 1
            } else {
                errorsHidden += 1
                heldBlankLines = 0
            }
        }
        if final, !stderrPending.isEmpty {
            crashReport.append(String(decoding: stderrPending, as: UTF8.self))
            stderrPending = []
        }
    }

    /// What plugins printed on the engine's stdout, shown on stderr line by line as theirs,
    /// escaped, never among the results (a JSON document stays the only thing on stdout).
    private func drainPrinted(_ engine: EngineProcess) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(engine.printed, $0.baseAddress, $0.count) }
            if count > 0 {
                printedPending += chunk[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        let atEnd = engine.hasExited
        // Each byte looked at once: lines are cut at a cursor and the pending bytes dropped once.
        // A line longer than printedLineBytes is cut there (each piece a line).
        var start = 0, shown: [String] = []
        // While a request runs, the layout the engine is calling printed it (during `use NEW`,
        // the new one, which the session's image names only once the request is answered).
        let caller = state.awaiting.isEmpty ? "" : calls.printer()
        let prefix = style.dim("\(caller.isEmpty ? image?.active?.id ?? "a plugin" : caller) printed: ")
        while start < printedPending.count {
            let limit = min(printedPending.count, start + EngineLimits.printedLineBytes)
            let newline = printedPending[start..<limit].firstIndex(of: 10)
            guard let end = newline ?? (limit - start == EngineLimits.printedLineBytes || atEnd ? limit : nil) else { break }
            if printedShown < EngineLimits.printedLineLimit {
                shown.append(prefix + TerminalText.escaped(String(decoding: printedPending[start..<end], as: UTF8.self)))
                printedShown += 1
            } else {
                printedHidden += 1
            }
            start = newline == nil ? end : end + 1
        }
        printedPending.removeFirst(start)
        if !shown.isEmpty { console.pluginPrinted(shown.joined(separator: "\n")) }
    }

    /// Says how many printed lines the command did not show, and starts counting afresh.
    private func endPrinted() {
        if printedHidden > 0 {
            console.pluginPrinted(
                style.dim(
                    "\(image?.active?.id ?? "a plugin") printed \(printedHidden) more line\(printedHidden == 1 ? "" : "s"), not shown "
                        + "(at most \(EngineLimits.printedLineLimit) a command)"))
        }
        if errorsHidden > 0 {
            console.pluginPrinted(
                style.dim(
                    "\(errorsHidden) more line\(errorsHidden == 1 ? "" : "s") on the engine's stderr, not shown "
                        + "(at most \(EngineLimits.printedLineLimit) a command)"))
        }
        printedShown = 0
        printedHidden = 0
        errorsShown = 0
        errorsHidden = 0
    }

    /// The last crash report in full, for whoever wants more than the one line.
    private func saveReport() {
        guard !crashReport.isEmpty else { return }
        let folder = options.workspace + "/.crashes"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try? OutputFile.write(crashReport.joined(separator: "\n") + "\n", to: folder + "/last.txt", policy: .workspace)
    }
}
