import Foundation
import HostSupport

/// The SDK's build for another configuration, run behind the session at the lowest CPU priority:
/// once a user has profiled in debug, the optimized SDK a first `profile --release` needs is
/// built while they read the profile. Stopped where it is (with every process under it) while a
/// command runs, so it never skews a measurement; a command that needs it waits for it with it
/// running again. Ends with the engine (ProcessGroups).
/// Unchecked: `finished` and `result` are behind `lock`; the process is thread-safe.
package final class BackgroundSDKBuild: @unchecked Sendable {
    private let lock = NSLock()
    private let process = ChildProcess()
    private let done = DispatchSemaphore(value: 0)
    private var finished = false
    private var result: PluginBuildResult?
    /// When it started (MonotonicClock).
    package let startedAt = MonotonicClock.now()

    /// Starts building the SDK `source` (a release source) compiles against, on a thread of its own.
    package init(for source: PluginSource) {
        let thread = Thread { [self] in
            var builder = PluginBuilder()
            builder.lowPriority = true
            // Time stopped behind commands counts against a child's limit: a generous one.
            builder.timeLimit = 3_600
            let failure = builder.prepareSDK(for: source, in: process)
            lock.lock()
            result = failure
            finished = true
            lock.unlock()
            done.signal()
        }
        thread.name = "layoutbench.background-sdk"
        thread.qualityOfService = .background
        thread.start()
    }

    /// Whether it is still building.
    package var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !finished
    }

    /// Stops it where it is while a command runs.
    package func pause() { process.suspendTree() }

    /// Lets it run on after the command.
    package func resume() { process.resumeTree() }

    /// Runs it on and waits for its end: nil when the SDK built, else the failed build's result.
    package func wait() -> PluginBuildResult? {
        resume()
        done.wait()
        done.signal()
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}
