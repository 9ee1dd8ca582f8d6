import CHostSystem
import Foundation
import HostSupport

/// Runs a build tool in a child process with a time limit, collecting its output (stdout and
/// stderr together). The child gets a process group of its own. At the limit it is asked to
/// stop with SIGINT (SwiftPM and the swift driver cancel their own jobs on it), then its group
/// is killed; once the child is gone its output is not awaited any further, even if a
/// grandchild still holds the pipe. posix_spawn and waitpid directly: Foundation's Process
/// waits in 50 ms run-loop steps, which a reload of three short commands cannot afford.
/// Unchecked: `cancelRequested` and the running child are behind `lock`; `onLine` is set before run().
package final class ChildProcess: @unchecked Sendable {
    struct Outcome: Sendable {
        var status: Int32
        var output: String
        var seconds: Double
        /// Killed because it ran past the time limit.
        var timedOut: Bool
        /// Killed because cancel() was called.
        var cancelled: Bool
        var succeeded: Bool { status == 0 && !timedOut && !cancelled }
    }

    private let lock = NSLock()
    private var cancelRequested = false

    /// Told each complete line of output as it arrives (build progress), on the calling thread.
    var onLine: ((String) -> Void)?

    /// Seconds between SIGINT and SIGKILL.
    package static let grace: TimeInterval = 1.5

    /// This process's environment with TMPDIR at `folder`: a build's temporaries (SwiftPM's lock
    /// files, the driver's TemporaryDirectory.* it leaves behind) stay in its package, which sweeps
    /// them, not in /tmp.
    static func environment(temporaries folder: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder
        return environment
    }

    /// Runs `arguments`; the first is the executable, looked up in PATH when it has no slash.
    func run(_ arguments: [String], environment: [String: String]? = nil, timeLimit: TimeInterval) -> Outcome {
        let start = MonotonicClock.now()
        let seconds = { Double(MonotonicClock.now() - start) / 1e9 }
        if isCancelled { return Outcome(status: -1, output: "", seconds: 0, timedOut: false, cancelled: true) }

        var descriptors: [Int32] = [-1, -1]
        guard ReloadMailbox.makePipe(&descriptors) else {
            return Outcome(status: -1, output: "cannot run \(arguments[0]): no pipe", seconds: 0, timedOut: false, cancelled: false)
        }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        // Nothing else of the front end's (the live view's sockets among them) reaches a build.
        _ = lb_spawn_close_from(&actions, 3)

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environmentStrings = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { environmentStrings?.forEach { free($0) } }

        var pid: pid_t = 0
        let spawned = GroupLeaderSpawn.withAttributes { attributes in
            environmentStrings.map { posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, $0) }
                ?? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        }
        close(writeEnd)
        if spawned == 0 { ChildProcess.groups.add(pid) }
        defer { if spawned == 0 { ChildProcess.groups.remove(pid) } }
        guard spawned == 0 else {
            return Outcome(status: -1, output: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))",
                           seconds: seconds(), timedOut: false, cancelled: false)
        }

        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var status: Int32 = 0
        var exited = false
        var interruptedAt: Double?
        var timedOut = false, cancelled = false
        var reported = 0
        func drain() {
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count > 0 { output.append(contentsOf: buffer[0..<count]) } else { break }
            }
            guard let onLine else { return }
            while let newline = output[reported...].firstIndex(of: 10) {
                onLine(String(decoding: output[reported..<newline], as: UTF8.self))
                reported = newline + 1
            }
        }
        while !exited {
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 20) > 0 { drain() }
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                drain()
                break
            }
            let now = seconds()
            if interruptedAt == nil && (now > timeLimit || isCancelled) {
                cancelled = isCancelled
                timedOut = !cancelled
                interruptedAt = now
                kill(pid, SIGINT)
            } else if let interruptedAt, now > interruptedAt + ChildProcess.grace {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
        }
        if interruptedAt != nil { kill(-pid, SIGKILL) }  // what is left of its group
        // WIFEXITED / WEXITSTATUS, WTERMSIG by hand (macros are not imported).
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return Outcome(status: code, output: String(decoding: output, as: UTF8.self), seconds: seconds(),
                       timedOut: timedOut, cancelled: cancelled)
    }

    /// The process groups of running children, kept where a signal handler can read them: an
    /// engine told to stop kills its builds' groups before it exits (`killAll`).
    package struct Groups {
        static let capacity = 64
        /// Unchecked (slots, initialised): a signal handler reads the slots to end builds' process groups, so no lock; each slot is one pid_t, written before its child runs and cleared after it ends.
        nonisolated(unsafe) static let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        package nonisolated(unsafe) static var initialised: Bool = {
            slots.initialize(repeating: 0, count: capacity)
            return true
        }()

        func add(_ pid: pid_t) {
            _ = Groups.initialised
            for index in 0..<Groups.capacity where Groups.slots[index] == 0 {
                Groups.slots[index] = pid
                return
            }
        }

        func remove(_ pid: pid_t) {
            for index in 0..<Groups.capacity where Groups.slots[index] == pid { Groups.slots[index] = 0 }
        }

        /// Kills every registered group (async-signal-safe: reads the slots, calls kill).
        package static func killAll() {
            guard initialised else { return }
            for index in 0..<capacity where slots[index] > 0 { kill(-slots[index], SIGKILL) }
        }
    }
    static let groups = Groups()

    /// Stops the running child (and any later run) as if its time limit had passed.
    func cancel() {
        lock.lock()
        cancelRequested = true
        lock.unlock()
    }

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelRequested
    }
}
