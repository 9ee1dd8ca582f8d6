import Foundation

/// Builds the plugins that are not built yet, one at a time and at the lowest CPU priority,
/// while the REPL waits for the user, so the first `use` of a bundled layout finds it built.
/// Every command pauses it: the build in flight is stopped (SwiftPM keeps what it compiled and
/// the next attempt resumes from there) and starts again once the command is done, so it never
/// competes with the user's own work. A plugin whose build fails is left for the user to see.
public final class BackgroundBuilder: @unchecked Sendable {
    private let catalog: PluginCatalog
    private let lock = NSLock()
    private var paused = false
    private var stopped = false
    private var running = false
    private var current: ChildProcess?
    private var failed: Set<String> = []
    private var finished: [String] = []

    public init(catalog: PluginCatalog) {
        self.catalog = catalog
    }

    /// The plugins built in the background so far.
    public var built: [String] {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Starts the thread (once); it ends when every plugin is built or failed.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !running, !stopped else { return }
        running = true
        let thread = Thread { self.loop() }
        thread.name = "layoutbench.background-builds"
        thread.qualityOfService = .background
        thread.start()
    }

    /// Stops the build in flight and builds nothing more until `resume()`.
    public func pause() {
        lock.lock()
        paused = true
        let process = current
        lock.unlock()
        process?.cancel()
    }

    public func resume() {
        lock.lock()
        paused = false
        lock.unlock()
    }

    /// Stops for good (at exit).
    public func stop() {
        lock.lock()
        stopped = true
        let process = current
        lock.unlock()
        process?.cancel()
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
            current = process
            lock.unlock()
            var builder = PluginBuilder(catalog: catalog)
            builder.lowPriority = true
            let result = builder.build(next, in: process)
            lock.lock()
            current = nil
            if result.succeeded { finished.append(next.name) } else if !result.killed { failed.insert(next.name) }
            lock.unlock()
        }
    }
}
