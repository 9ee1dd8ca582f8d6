import EngineProtocol
package import Foundation
import HostSupport
import HostSystem
import LayoutHost
import PluginBuild
import Synchronization
import Workbench

/// One engine: the same executable started as `layoutbench engine`, with the request pipe on
/// fd 3, the response pipe on fd 4 and the shared call record on fd 5; its stderr comes back
/// through a pipe (the runtime's crash reports are read from it), and so does its stdout (what
/// a plugin prints, shown apart from the results, never on a JSON stream). Its stdin is
/// /dev/null. None of this depends on which of the front end's own descriptors 0–2 are open.
/// It runs in a process group of its own, so the terminal's Ctrl-C reaches only the front end,
/// which decides what to stop, and whatever a plugin forks is ended with it.
package final class EngineProcess {
    package let pid: pid_t
    /// The mark in its environment that whatever it starts inherits, so it all ends with it.
    static let markVariable = "LAYOUTBENCH_ENGINE_MARK"
    /// Requests go here.
    package let requests: Int32
    /// Frames come from here.
    package let responses: Int32
    /// The engine's stderr.
    package let errors: Int32
    /// The engine's stdout: only plugins print there.
    package let printed: Int32
    private var reaped: Int32?
    /// `stop` closed the request pipe already (its number may belong to another file since).
    private var requestsClosed = false

    /// Starts an engine: `executable engine` + `arguments`, with `environment` added.
    package init(executable: String, arguments: [String], environment: [String: String], calls: Int32) throws {
        func pipePair() throws -> (Int32, Int32) {
            do { return try Pipes.make() } catch { throw CommandError("cannot start the engine: \(error.reason)") }
        }
        let request = try pipePair(), response = try pipePair(), stderrPipe = try pipePair(), stdoutPipe = try pipePair()
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        // The engine gets its five descriptors and nothing more: not the live view's sockets,
        // nor the front end's wake-up pipe.
        var spawn = Spawn(executable: executable, arguments: [executable, "engine"] + arguments, environment: merged)
        spawn.descriptors = [
            (request.0, EngineChannel.requestDescriptor), (response.1, EngineChannel.responseDescriptor),
            (calls, EngineChannel.callsDescriptor), (stdoutPipe.1, STDOUT_FILENO), (stderrPipe.1, STDERR_FILENO)
        ]
        spawn.keepBelow = EngineChannel.callsDescriptor + 1
        spawn.mark = ProcessMark(variable: EngineProcess.markVariable)
        let started = Result { () throws(SystemError) in try spawn.start() }
        close(request.0)
        close(response.1)
        close(stderrPipe.1)
        close(stdoutPipe.1)
        let pid: pid_t
        switch started {
        case .success(let started): pid = started
        case .failure(let error):
            close(request.1)
            close(response.0)
            close(stderrPipe.0)
            close(stdoutPipe.0)
            throw CommandError("cannot start the engine \(executable): \(error.reason)")
        }
        self.pid = pid
        requests = request.1
        responses = response.0
        errors = stderrPipe.0
        printed = stdoutPipe.0
        for fd in [errors, responses, printed] { Pipes.setNonBlocking(fd) }
    }

    deinit {
        if !requestsClosed { close(requests) }
        close(responses)
        close(errors)
        close(printed)
        if reaped == nil {
            ProcessControl.signal(pid, SIGKILL)
            _ = wait(timeout: 1)
        }
        endGroup()
    }

    /// Whether the engine has exited (reaped now if so).
    package var hasExited: Bool { wait(timeout: 0) != nil }

    /// Kills what is left of the engine's process group (children a plugin forked), which would
    /// otherwise outlive the session and hold its pipes open, and whatever it started that left
    /// the group (`setsid`): every process with its mark.
    package func endGroup() { ProcessGroups.running.end(pid) }

    /// Ends every engine of this front end and all each started, as the front end is ended by a
    /// signal (SIGTERM, SIGHUP; SIGINT outside the REPL): their builds with them, so no compiler
    /// runs on, orphaned, after the session.
    package static func endAll() {
        ending.store(true, ordering: .sequentiallyConsistent)
        ProcessGroups.running.endAll()
    }

    /// Whether the front end is ending its engines on a signal: an engine's death then is no
    /// fault to report ("killed (SIGKILL) outside plugin code" was said before the exit).
    package static var isEnding: Bool { ending.load(ordering: .sequentiallyConsistent) }
    private static let ending = Atomic<Bool>(false)

    /// For a thread that sees an engine die while the front end ends on a signal: it waits for
    /// the handler's exit (128 + the signal) instead of going on to exit with another status.
    package static func awaitTheEnd() -> Never {
        while true { sleep(1) }
    }

    /// The raw wait status once the engine is gone, waiting up to `timeout` seconds.
    package func wait(timeout: TimeInterval) -> Int32? {
        if let reaped { return reaped }
        let deadline = MonotonicClock.now() + UInt64(max(0, timeout) * 1e9)
        while true {
            if let status = ProcessControl.reap(pid) {
                reaped = status
                endGroup()
                return reaped
            }
            if MonotonicClock.now() >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// Ends the engine: closing the request pipe asks it to leave; it is killed if it does not
    /// within `grace` seconds.
    package func stop(grace: TimeInterval = 3) {
        if !requestsClosed { close(requests) }
        requestsClosed = true
        if wait(timeout: grace) == nil {
            ProcessControl.signal(pid, SIGKILL)
            _ = wait(timeout: 5)
        }
    }

    // MARK: - Inside the engine

    /// Called first thing in `layoutbench engine`: die with the front end, never leak the
    /// protocol's descriptors into builds, stop builds on SIGINT, and cap the address space.
    package static func prepareEngineProcess(memoryLimit: UInt64?) {
        ParentDeath.follow(signal: SIGKILL)
        for fd in [EngineChannel.requestDescriptor, EngineChannel.responseDescriptor, EngineChannel.callsDescriptor] { Pipes.setCloseOnExec(fd) }
        Signals.handle(SIGINT) { _ in
            ProcessGroups.running.killAll()
            _exit(130)
        }
        // Where the system enforces no cap (macOS), the front end's memory samples are the cap.
        if let memoryLimit { ProcessLimits.capAddressSpace(memoryLimit) }
    }
}
