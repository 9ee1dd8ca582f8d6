import Foundation

/// Builds the plugins that are not built yet, one at a time and at the lowest CPU priority,
/// while the REPL waits for the user, so the first `use` of a bundled layout finds it built.
/// Every command pauses it: no new build starts until the command is done. The build in flight
/// (one plugin, a second or two) runs to its end rather than being killed: stopping SwiftPM
/// mid-build can orphan its compiler processes, and a command that needs the same scratch
/// folder simply waits for SwiftPM's lock. A plugin whose build fails is left for the user.
/// Unchecked: its flags and queue are behind `lock`; the catalog is read only.
package final class BackgroundBuilder: @unchecked Sendable {
    private let catalog: PluginCatalog
    private let lock = NSLock()
    private var paused = false
    private var stopped = false
    private var running = false
    private var failed: Set<String> = []
    private var finished: [String] = []

    /// Whether builds behind the prompt are wanted: LAYOUTBENCH_BACKGROUND_BUILDS=0 turns off
    /// this builder and the optimized SDK's build after a debug profile (BackgroundSDKBuild).
    package static var isEnabled: Bool { ProcessInfo.processInfo.environment["LAYOUTBENCH_BACKGROUND_BUILDS"] != "0" }

    package init(catalog: PluginCatalog) {
        self.catalog = catalog
    }

    /// The plugins built in the background so far.
    package var built: [String] {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Starts the thread (once); it ends when every plugin is built or failed.
    package func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !running, !stopped else { return }
        running = true
        let thread = Thread { self.loop() }
        thread.name = "layoutbench.background-builds"
        thread.qualityOfService = .background
        thread.start()
    }

    /// Starts no new build until `resume()` (the one in flight finishes).
    package func pause() {
        lock.lock()
        paused = true
        lock.unlock()
    }

    package func resume() {
        lock.lock()
        paused = false
        lock.unlock()
    }

    /// Stops for good (at exit): no new build starts; one in flight is left to finish in the
    /// background of the shell, as a `swift build` would be.
    package func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private func loop() {
        while true {
            lock.lock()
            if stopped {
                running = false
                lock.unlock()
                return
            }
            let waiting = paused
            let skip = failed
            lock.unlock()
            if waiting {
                usleep(50_000)
                continue
            }
            guard let next = catalog.sources().first(where: { $0.buildState() != .built && !skip.contains($0.name) }) else {
                lock.lock()
                running = false
                lock.unlock()
                return
            }
            let process = ChildProcess()
            lock.lock()
            if paused || stopped {
                lock.unlock()
                continue
            }
            lock.unlock()
            var builder = PluginBuilder()
            builder.lowPriority = true
            let result = builder.build(next, in: process)
            lock.lock()
            if result.succeeded { finished.append(next.name) } else if !result.killed { failed.insert(next.name) }
            lock.unlock()
        }
    }
}
