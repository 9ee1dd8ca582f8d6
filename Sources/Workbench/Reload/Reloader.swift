package import Foundation
import LayoutHost
package import PluginBuild
import HostSupport

/// Live reload for a session: watches loaded plugins' folders, builds a changed plugin on a
/// queue of its own (the REPL stays usable), and swaps the new generation in on the main thread
/// (`Session.applyReload`). At most one build per plugin runs; a change or `reload` arriving
/// while it runs queues exactly one follow-up build, however many arrive.
///
/// Everything here except the build itself runs on the engine's main thread: EngineServer
/// calls `service()` when `fileDescriptor` is readable (and between requests), and all output
/// goes to the front end from there as console events, so the REPL can clear the line being
/// typed first and redraw it after.
public final class Reloader {
    package enum Trigger: Sendable { case watch, command }

    struct Request {
        var trigger: Trigger
        /// When the first change was seen, or the command given (MonotonicClock).
        var since: UInt64
        var timing: Bool

        mutating func merge(_ other: Request) {
            since = min(since, other.since)
            timing = timing || other.timing
            if other.trigger == .command { trigger = .command }
        }
    }

    /// How the last build of a plugin ended, for `reload` in batch mode.
    package enum Outcome: Equatable, Sendable {
        case reloaded(generation: Int)
        case failed(String)
    }

    struct Running {
        var job: Int
        var request: Request
        var started: UInt64
        var builder: ReloadBuilder
        var announced = false
    }

    struct PluginState {
        var running: Running?
        var followUp: Request?
        /// Why the loaded generation is behind its sources (a failed build), or nil.
        var stale: String?
        var outcome: Outcome?
        var timings: ReloadTimings?
        /// The sources the loaded generation was built from (BuildStamp.contents), when known:
        /// a save that leaves them so is no reload.
        var loadedSources: String?
    }

    unowned let session: Session
    package private(set) var watching = false
    /// A person at the REPL: `reload` returns at once and its result is printed when ready.
    package var interactive = false
    /// Print the phase timings of every reload, not only of `reload --timing`.
    package var alwaysShowTimings = false
    /// A build running longer than this is killed (LAYOUTBENCH_RELOAD_TIME_LIMIT, default 300 s).
    package var timeLimit: TimeInterval = {
        ProcessInfo.processInfo.environment["LAYOUTBENCH_RELOAD_TIME_LIMIT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 300
    }()
    /// Quiet time after the last change before a build starts.
    package var debounce: TimeInterval = 0.15

    let mailbox = ReloadMailbox()
    /// Replaces the build (tests): runs on the build queue, returns its result.
    var buildOverride: (@Sendable (String) -> PluginBuildResult)?
    private var watcher: PluginWatcher?
    private let queue = DispatchQueue(label: "layoutbench.reload.build")
    private var states: [String: PluginState] = [:]
    private var nextJob = 0
    /// Plugins loaded from a library path, with no folder to watch.
    private var unwatchable: Set<String> = []
    /// Plugins whose folder went away while watched.
    private var departed: Set<String> = []
    /// Leaving: builds are cancelled and their ends not reported.
    private var shuttingDown = false

    init(session: Session) { self.session = session }

    // MARK: - For the front ends

    /// Readable when events wait: poll it next to stdin and call `service()`.
    package var fileDescriptor: Int32 { mailbox.readDescriptor }

    /// True when `service()` has something to print: events, or a long build to announce.
    package var needsService: Bool {
        if !mailbox.isEmpty || !returning.isEmpty { return true }
        guard interactive else { return false }
        let now = MonotonicClock.now()
        return states.values.contains { state in
            state.running.map { !$0.announced && now - $0.started > Reloader.announceAfter } ?? false
        }
    }

    static let announceAfter: UInt64 = 2_000_000_000

    /// Plugins whose folder came back (copied or moved in again), waiting for it to be quiet,
    /// with when it came back: a copy still under way would build half a folder, and a copy
    /// that keeps its files' old modification times is not quiet before it has been back a while.
    private var returning: [String: Date] = [:]
    /// How long a returned folder's files must be unchanged before it is built: half a second,
    /// or LAYOUTBENCH_RETURN_QUIET's seconds (a test that copies slowly on a loaded machine).
    static let returnQuiet: TimeInterval = {
        let seconds = ProcessInfo.processInfo.environment["LAYOUTBENCH_RETURN_QUIET"].flatMap(Double.init) ?? 0.5
        return max(0, min(seconds, 3600))
    }()

    /// True while any build runs or is queued.
    package var isBusy: Bool { watcher?.isSettling == true || states.values.contains { $0.running != nil || $0.followUp != nil } }

    /// Plugins whose loaded generation is behind their sources because the last build failed.
    package var stalePlugins: [String] {
        states.filter { $0.value.stale != nil && session.libraries[$0.key] != nil }.map(\.key).sorted()
    }

    /// Handles what the watcher and the builds reported; starts watching newly loaded plugins.
    /// Main thread only; prints.
    package func service() {
        for event in mailbox.take() { handle(event) }
        syncWatches()
        buildQuietReturns()
        announceLongBuilds()
    }

    /// Builds each returned folder once nothing in it changed for `returnQuiet` seconds.
    private func buildQuietReturns() {
        for (plugin, cameBack) in returning.sorted(by: { $0.key < $1.key }) {
            guard let source = session.catalog.source(named: plugin) else { continue }
            guard let newest = PluginSource.newestModification(source.folder),
                Date().timeIntervalSince(max(newest, cameBack)) >= Reloader.returnQuiet
            else { continue }
            returning[plugin] = nil
            request(plugin, trigger: .watch, timing: alwaysShowTimings)
        }
    }

    /// Blocks until no build runs or is queued (for `plugin`, or any), handling events meanwhile.
    package func waitUntilIdle(plugin: String? = nil, timeout: TimeInterval = .infinity) {
        let deadline = Date().addingTimeInterval(timeout)
        // A save made just before (an assistant's edit) is seen first, then waited for.
        watcher?.synchronize()
        service()
        while busy(plugin) && Date() < deadline {
            mailbox.wait(timeout: 0.1)
            service()
        }
    }

    /// Stops watching and kills running builds (leaving the REPL).
    public func shutdown() {
        shuttingDown = true
        watcher?.stop()
        watcher = nil
        watching = false
        for key in states.keys {
            states[key]?.followUp = nil
            states[key]?.running?.builder.cancel()
        }
        waitUntilIdle(timeout: ChildProcess.grace + 2)
    }

    // MARK: - watch

    /// Starts or stops watching the folders of loaded plugins (and of plugins loaded later).
    package func setWatching(_ on: Bool) throws {
        if on {
            if watcher == nil {
                let mailbox = self.mailbox
                watcher = try PluginWatcher(debounce: debounce) { event in
                    switch event {
                    case .changed(let plugin, let files, let since): mailbox.post(.changed(plugin: plugin, files: files, since: since))
                    case .folderGone(let plugin, let folder): mailbox.post(.folderGone(plugin: plugin, folder: folder))
                    case .folderBack(let plugin): mailbox.post(.folderBack(plugin: plugin))
                    }
                }
                watcher?.watchPluginsDirectory(session.catalog.pluginsDirectory)
            }
            watching = true
            syncWatches()
        } else {
            watcher?.stop()
            watcher = nil
            watching = false
            departed.removeAll()
        }
    }

    /// Plugin name → watched folder.
    package var watchedFolders: [String: String] { watcher?.watched ?? [:] }

    /// One line per loaded plugin: watched folder, generation, stale or not, folder missing.
    package func statusLines() -> [String] {
        let folders = watchedFolders
        let names = Set(session.libraries.keys).union(folders.keys).sorted()
        guard !names.isEmpty else { return ["watching: no plugin loaded yet"] }
        return names.map { name in
            var line = folders[name].map { "watching \(name) (\($0))" } ?? "\(name): not watched"
            if departed.contains(name) { line += ", its folder is missing (watched again when it is back)" }
            if let library = session.libraries[name] { line += ", generation \(library.generation)" }
            if let stale = states[name]?.stale, session.libraries[name] != nil { line += ", stale: \(stale)" }
            if states[name]?.running != nil { line += ", building" }
            return line
        }
    }

    private func syncWatches() {
        guard watching, let watcher else { return }
        let watched = watcher.watched
        // A folder the watcher saw go is the mailbox's news before it is `departed` here: asked too.
        for name in session.libraries.keys
        where watched[name] == nil && !unwatchable.contains(name) && !departed.contains(name)
            && !watcher.isDeparted(name)
        {
            guard let source = session.catalog.source(named: name) else {
                // No folder (yet, or any more): watched when a folder of that name appears.
                departed.insert(name)
                continue
            }
            do {
                try watcher.watch(plugin: name, folder: source.folder)
            } catch {
                unwatchable.insert(name)
                session.console.error(session.style.red("error: \(error)"))
            }
        }
    }

    // MARK: - reload

    /// Asks for a build and reload of `plugin`; queued (once) behind a build already running.
    /// Returns false when it joined a queued follow-up build.
    @discardableResult
    package func request(_ plugin: String, trigger: Trigger, timing: Bool = false) -> Bool {
        request(plugin, Request(trigger: trigger, since: MonotonicClock.now(), timing: timing))
    }

    @discardableResult
    func request(_ plugin: String, _ request: Request) -> Bool {
        var state = states[plugin] ?? PluginState()
        if state.running != nil {
            let queued = state.followUp == nil
            if var followUp = state.followUp {
                followUp.merge(request)
                state.followUp = followUp
            } else {
                state.followUp = request
            }
            states[plugin] = state
            if request.trigger == .command {
                session.console.status(
                    session.style.dim(
                        TerminalText.escaped(
                            queued
                                ? "a build of \(plugin) is running; one more will follow it"
                                : "a build of \(plugin) is running and one more is queued; not queueing another")))
            }
            return queued
        }
        states[plugin] = state
        start(plugin, request)
        return true
    }

    /// The outcome of the last build of `plugin`.
    package func outcome(of plugin: String) -> Outcome? { states[plugin]?.outcome }

    /// The phase timings of the last reload of `plugin`.
    package func timings(of plugin: String) -> ReloadTimings? { states[plugin]?.timings }

    private func busy(_ plugin: String?) -> Bool {
        guard let plugin else { return isBusy }
        return states[plugin].map { $0.running != nil || $0.followUp != nil } ?? false
    }

    private func start(_ plugin: String, _ request: Request) {
        nextJob += 1
        let job = nextJob
        let builder = ReloadBuilder(catalog: session.catalog, timeLimit: timeLimit)
        states[plugin, default: PluginState()].running = Running(job: job, request: request, started: MonotonicClock.now(), builder: builder)
        let mailbox = self.mailbox, override = buildOverride
        queue.async {
            let result = override?(plugin) ?? builder.build(plugin: plugin)
            mailbox.post(.built(plugin: plugin, job: job, result: result))
        }
    }

    private func announceLongBuilds() {
        guard interactive else { return }
        let now = MonotonicClock.now()
        for (plugin, state) in states {
            guard let running = state.running, !running.announced, now - running.started > Reloader.announceAfter else { continue }
            states[plugin]?.running?.announced = true
            session.console.status(session.style.dim(TerminalText.escaped("building \(plugin)…")))
        }
    }

    // MARK: - Events

    private func handle(_ event: ReloadMailbox.Event) {
        switch event {
        case .changed(let plugin, _, let since):
            // A returned folder still being copied in is built once it is quiet (buildQuietReturns).
            // A folder gone and not yet back, or back and not yet quiet, is built by its return.
            guard watching, session.libraries[plugin] != nil, returning[plugin] == nil, !departed.contains(plugin) else { return }
            // A save that leaves every file as the loaded generation was built from (saved again
            // unchanged, or changed and changed back) is no build and no new generation.
            // The loaded generation's sources: known after a reload, else its library's (a first
            // load is of the latest build) when that library's stamp is the folder's now.
            if states[plugin]?.running == nil, states[plugin]?.stale == nil, let source = session.catalog.source(named: plugin),
                states[plugin]?.loadedSources.map({ $0 == BuildStamp.contents(of: source) }) ?? BuildStamp.matches(source)
            {
                if alwaysShowTimings {
                    let generation = session.libraries[plugin].map { " (generation \($0.generation) stays)" } ?? ""
                    session.console.status(session.style.dim(TerminalText.escaped("\(plugin): saved unchanged, not rebuilt\(generation)")))
                }
                return
            }
            request(plugin, Request(trigger: .watch, since: since, timing: alwaysShowTimings))
        case .folderGone(let plugin, let folder):
            guard watching else { return }
            departed.insert(plugin)
            let generation = session.libraries[plugin]?.generation
            session.console.error(
                session.style.yellow(
                    "\(relative(folder)) was deleted or renamed: \(plugin) stays at generation \(generation.map(String.init) ?? "?"), unwatched until the folder is back"
                ))
        case .folderBack(let plugin):
            guard watching, departed.remove(plugin) != nil else { return }
            syncWatches()
            session.console.status(session.style.dim(TerminalText.escaped("\(plugin)'s folder is back: rebuilding once its files are in")))
            returning[plugin] = Date()
            buildQuietReturns()
        case .built(let plugin, let job, let result):
            finish(plugin, job: job, result: result)
        }
    }

    private func finish(_ plugin: String, job: Int, result: PluginBuildResult) {
        guard let running = states[plugin]?.running, running.job == job else { return }
        states[plugin]?.running = nil
        guard !shuttingDown else { return }
        var timings = ReloadTimings()
        if running.request.trigger == .watch { timings.wait = Double(running.started - running.request.since) / 1e9 }
        timings.build = result.seconds
        timings.route = result.route
        timings.note = result.routeNote
        timings.buildSteps = result.steps
        timings.compileMode = result.compileMode
        let generation = session.libraries[plugin]?.generation
        let console = session.console, style = session.style
        // A `reload` in a script fails with the one-line summary as its error instead.
        let reportsSummary = interactive || running.request.trigger == .watch
        if result.succeeded, let source = session.catalog.source(named: plugin) {
            do {
                let library = try session.applyReload(plugin: plugin, libraryPath: source.libraryPath, timings: &timings, since: running.request.since)
                // What the build recorded it compiled: a save during the build differs from it,
                // and its own event builds again.
                states[plugin]?.loadedSources = BuildStamp.recorded(source)
                states[plugin]?.stale = nil
                states[plugin]?.outcome = .reloaded(generation: library.generation)
            } catch {
                let message = (error as? CommandError)?.message ?? "\(error)"
                if reportsSummary { console.error(style.red("error: reload of \(plugin) failed: \(message)")) }
                states[plugin]?.stale = message
                states[plugin]?.outcome = .failed(message)
            }
        } else {
            let keep = generation.map { "generation \($0) stays active" } ?? "nothing was loaded"
            let shown = result.killed ? [] : result.diagnostics.prefix(20)
            for line in shown { console.error(style.red(line)) }
            if result.diagnostics.count > shown.count { console.error(style.dim("… \(result.diagnostics.count - shown.count) more")) }
            let summary: String
            if result.killed {
                summary = "\(plugin): \(result.diagnostics.first ?? "build killed"); \(keep)"
            } else if result.route == .none {
                summary = "\(plugin) not rebuilt; \(keep)"
            } else {
                let errors = result.errorCount
                summary = "\(plugin): build failed (\(errors) error\(errors == 1 ? "" : "s")); \(keep)"
            }
            if reportsSummary { console.error(style.yellow(summary)) }
            states[plugin]?.stale = summary
            states[plugin]?.outcome = .failed(summary)
            timings.total = Double(MonotonicClock.now() - running.request.since) / 1e9
        }
        states[plugin]?.timings = timings
        if running.request.timing && result.succeeded {
            console.write(timings.render())
        }
        if let followUp = states[plugin]?.followUp {
            states[plugin]?.followUp = nil
            start(plugin, followUp)
        }
    }

    private func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
