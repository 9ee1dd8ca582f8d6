package import Foundation
import HostSupport
import HostSystem

/// Runs a build tool in a child process with a time limit, collecting its output (stdout and
/// stderr together). The child gets a process group of its own. At the limit it is asked to
/// stop with SIGINT (SwiftPM and the swift driver cancel their own jobs on it), then its group
/// is killed; once the child is gone its output is not awaited any further, even if a
/// grandchild still holds the pipe. Started through the system layer's Spawn (posix_spawn) and
/// reaped without waiting: Foundation's Process waits in 50 ms run-loop steps, which a reload of
/// three short commands cannot afford. Its group is in ProcessGroups.running while it runs, so an
/// engine told to stop ends its builds first.
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
    /// The running child (its process group's id), while run() waits for it.
    private var runningChild: pid_t?
    /// Whether the child's tree is stopped (suspendTree()), so a new child starts stopped too.
    private var suspended = false

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

        guard let pipe = ReloadMailbox.makePipe() else {
            return Outcome(status: -1, output: "cannot run \(arguments[0]): no pipe", seconds: 0, timedOut: false, cancelled: false)
        }
        defer { close(pipe.read) }
        // stdin is /dev/null; nothing else of the front end's (the live view's sockets among
        // them) reaches a build.
        var spawn = Spawn(executable: arguments[0], arguments: arguments, environment: environment)
        spawn.descriptors = [(pipe.write, STDOUT_FILENO), (pipe.write, STDERR_FILENO)]
        spawn.searchPath = true
        let started = Result { () throws(SystemError) in try spawn.start() }
        close(pipe.write)
        let pid: pid_t
        switch started {
        case .success(let started): pid = started
        case .failure(let error):
            return Outcome(status: -1, output: "cannot run \(arguments[0]): \(error.reason)", seconds: seconds(), timedOut: false, cancelled: false)
        }
        defer { ProcessGroups.running.remove(pid) }
        lock.lock()
        runningChild = pid
        if suspended { ProcessTree.signal(pid, SIGSTOP) }
        lock.unlock()
        defer {
            lock.lock()
            runningChild = nil
            lock.unlock()
        }
        let readEnd = pipe.read

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
            if Readiness.isReadable(readEnd, timeout: 20) { drain() }
            if let reaped = ProcessControl.reap(pid) {
                status = reaped
                exited = true
                drain()
                break
            }
            let now = seconds()
            if interruptedAt == nil && (now > timeLimit || isCancelled) {
                cancelled = isCancelled
                timedOut = !cancelled
                interruptedAt = now
                // The whole tree: SwiftPM cancels its compilers on it, and a process that left
                // the group (a compiler in a group of its own) is reached all the same.
                ProcessTree.signal(pid, SIGINT)
            } else if let interruptedAt, now > interruptedAt + ChildProcess.grace {
                ProcessControl.signalGroup(pid, SIGKILL)
                ProcessControl.signal(pid, SIGKILL)
            }
        }
        if interruptedAt != nil { ProcessControl.signalGroup(pid, SIGKILL) }  // what is left of its group
        return Outcome(
            status: ProcessControl.exitCode(status), output: String(decoding: output, as: UTF8.self), seconds: seconds(),
            timedOut: timedOut, cancelled: cancelled)
    }

    /// Stops the running child (and any later run) as if its time limit had passed.
    func cancel() {
        lock.lock()
        cancelRequested = true
        let child = suspended ? runningChild : nil
        suspended = false
        lock.unlock()
        // A stopped build must run again to take the interrupt.
        if let child { ProcessTree.signal(child, SIGCONT) }
    }

    /// Stops the child and every process under it where they are (SIGSTOP), the compilers it
    /// started among them, until `resumeTree()`: a background build gives a command the CPU.
    func suspendTree() { setSuspended(true) }

    /// Lets what suspendTree() stopped run on (SIGCONT).
    func resumeTree() { setSuspended(false) }

    private func setSuspended(_ stopped: Bool) {
        lock.lock()
        defer { lock.unlock() }
        suspended = stopped
        if let runningChild { ProcessTree.signal(runningChild, stopped ? SIGSTOP : SIGCONT) }
    }

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelRequested
    }
}
