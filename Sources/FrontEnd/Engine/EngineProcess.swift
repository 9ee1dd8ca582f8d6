import CHostSystem
import EngineProtocol
import Foundation
import HostSupport
import LayoutHost
import PluginBuild
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
    /// The mark in its environment that whatever it starts inherits (EngineDescendants).
    private let mark = EngineDescendants.newMark()
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
            var fds: [Int32] = [0, 0]
            guard lb_pipe_cloexec(&fds) == 0 else { throw CommandError("cannot start the engine: \(String(cString: strerror(errno)))") }
            return (fds[0], fds[1])
        }
        let request = try pipePair(), response = try pipePair(), stderrPipe = try pipePair(), stdoutPipe = try pipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Through spare numbers above every source first, so no source is overwritten before it
        // is copied to its place (a pipe may have got number 0, 1 or 2 when those were closed).
        let sources = [request.0, response.1, calls, stdoutPipe.1, stderrPipe.1]
        let targets = [EngineChannel.requestDescriptor, EngineChannel.responseDescriptor, EngineChannel.callsDescriptor,
                       STDOUT_FILENO, STDERR_FILENO]
        let spare = max(sources.max()!, EngineChannel.callsDescriptor) + 1
        for (offset, source) in sources.enumerated() { posix_spawn_file_actions_adddup2(&actions, source, spare + Int32(offset)) }
        for (offset, target) in targets.enumerated() { posix_spawn_file_actions_adddup2(&actions, spare + Int32(offset), target) }
        // The spares, and whatever else the front end holds (the live view's sockets, its wake-up
        // pipe): the engine gets its five descriptors and nothing more.
        _ = lb_spawn_close_from(&actions, EngineChannel.callsDescriptor + 1)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        merged[EngineDescendants.variable] = mark
        let argv = ([executable, "engine"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = GroupLeaderSpawn.withAttributes { attributes in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
        close(request.0)
        close(response.1)
        close(stderrPipe.1)
        close(stdoutPipe.1)
        guard spawned == 0 else {
            close(request.1)
            close(response.0)
            close(stderrPipe.0)
            close(stdoutPipe.0)
            throw CommandError("cannot start the engine \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        EngineProcess.live.add(pid: pid, mark: mark)
        requests = request.1
        responses = response.0
        errors = stderrPipe.0
        printed = stdoutPipe.0
        for fd in [errors, responses, printed] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if !requestsClosed { close(requests) }
        close(responses)
        close(errors)
        close(printed)
        if reaped == nil {
            kill(pid, SIGKILL)
            _ = wait(timeout: 1)
        }
        endGroup()
    }

    /// Whether the engine has exited (reaped now if so).
    package var hasExited: Bool { wait(timeout: 0) != nil }

    /// Kills what is left of the engine's process group (children a plugin forked), which would
    /// otherwise outlive the session and hold its pipes open, and whatever it started that left
    /// the group (`setsid`): every process with its mark.
    package func endGroup() {
        kill(-pid, SIGKILL)
        EngineDescendants.kill(marked: mark)
        EngineProcess.live.remove(pid: pid)
    }

    /// The engines this front end runs, for `endAll` (a signal's handler, on another thread).
    private static let live = LiveEngines()

    /// Ends every engine of this front end and all each started, as the front end is ended by a
    /// signal (SIGTERM, SIGHUP; SIGINT outside the REPL): their builds with them, so no compiler
    /// runs on, orphaned, after the session.
    package static func endAll() {
        for (pid, mark) in live.all() {
            kill(-pid, SIGKILL)
            EngineDescendants.kill(marked: mark)
        }
    }

    /// Unchecked: `engines` is behind `lock`.
    private final class LiveEngines: @unchecked Sendable {
        // Guarded by `lock`: engines are added and removed on the front end's thread, read by a
        // signal handler's queue.
        private let lock = NSLock()
        private var engines: [pid_t: String] = [:]

        func add(pid: pid_t, mark: String) { lock.withLock { engines[pid] = mark } }
        func remove(pid: pid_t) { lock.withLock { engines[pid] = nil } }
        func all() -> [(pid_t, String)] { lock.withLock { engines.map { ($0.key, $0.value) } } }
    }

    /// The raw wait status once the engine is gone, waiting up to `timeout` seconds.
    package func wait(timeout: TimeInterval) -> Int32? {
        if let reaped { return reaped }
        let deadline = MonotonicClock.now() + UInt64(max(0, timeout) * 1e9)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) {
                reaped = result == pid ? status : 0
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
            kill(pid, SIGKILL)
            _ = wait(timeout: 5)
        }
    }

    // MARK: - Inside the engine

    /// Called first thing in `layoutbench engine`: die with the front end, never leak the
    /// protocol's descriptors into builds, stop builds on SIGINT, and cap the address space.
    package static func prepareEngineProcess(memoryLimit: UInt64?) {
        _ = lb_set_parent_death_signal(SIGKILL)
        if getppid() == 1 { _exit(0) }  // the front end died before we asked
        for fd in [EngineChannel.requestDescriptor, EngineChannel.responseDescriptor, EngineChannel.callsDescriptor] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = ChildProcess.Groups.initialised
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            ChildProcess.Groups.killAll()
            _exit(130)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        if let memoryLimit {
            var limit = rlimit(rlim_cur: rlim_t(memoryLimit), rlim_max: rlim_t(memoryLimit))
            _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        }
    }
}
