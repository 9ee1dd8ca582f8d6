package import Foundation
import HostSupport
import HostSystem
import Synchronization

/// Watches plugin source folders (the system layer's FileEvents: inotify here, FSEvents on a
/// Mac) on a thread of its own. Directories are watched, not files, so editors that save by
/// writing a temporary file and renaming it onto the source (vim, VS Code, JetBrains) are seen; every folder below a plugin's folder is watched too, and
/// folders created later are added as they appear. Editor droppings are ignored, and a burst of
/// changes becomes one event once the folder has been quiet: `settle` seconds after a source
/// file's save completed (written and closed, or renamed into place), by default none: the save
/// is reported with whatever the system had queued with it (the other files of a save-all),
/// and a file saved later starts another build; `debounce` seconds after anything else (files
/// and folders created, deleted or moved away, a write not yet closed).
///
/// The plugins folder itself is watched (not recursively) so that a plugin folder that was
/// deleted or renamed away is noticed when it comes back.
/// Unchecked: watches and bursts are behind `lock`, the settling flag behind `settlingLock`; the thread owns the rest.
package final class PluginWatcher: @unchecked Sendable {
    package enum Event: Equatable, Sendable {
        /// Sources changed; `files` are paths relative to the plugin folder (empty when only
        /// folders changed); `since` is when the burst's first change was seen (MonotonicClock).
        case changed(plugin: String, files: [String], since: UInt64)
        case folderGone(plugin: String, folder: String)
        case folderBack(plugin: String)
    }

    package let debounce: TimeInterval
    package let settle: TimeInterval
    private let handler: @Sendable (Event) -> Void
    private let events: FileEvents
    private let stopPipe: (read: Int32, write: Int32)
    /// `synchronize` asks through it; the thread answers by counting `synchronized` up.
    private let syncPipe: (read: Int32, write: Int32)
    private let synchronizedCondition = NSCondition()
    private var synchronized = 0
    private var thread: Thread?

    /// What one watch (a folder) means to one plugin. Two plugins can share a folder:
    /// Pizza links Table's TableLayout.swift, so Table's folder is also watched for Pizza, for
    /// the linked names only.
    private struct Subscription {
        /// nil: the plugins folder itself.
        var plugin: String?
        /// The folder as the plugin sees it (through links, for linked folders).
        var path: String
        var isRoot: Bool
        /// For a folder holding files the plugin links: target name → the link's path relative
        /// to the plugin folder. nil for the plugin's own folders.
        var links: [String: String]?
    }

    // Shared between the caller's thread and the watcher thread: guarded by `lock`.
    private let lock = NSLock()
    private var watches: [Int32: [Subscription]] = [:]
    private var roots: [String: String] = [:]
    private var departed: [String: String] = [:]
    private var pluginsDirectory: String?

    // The watcher thread's own.
    private var pending: [String: (first: UInt64, deadline: UInt64, files: Set<String>)] = [:]
    private let settlingLock = NSLock()
    private var settling = false

    /// Fails when the system gives no watches (the error says why).
    package init(debounce: TimeInterval = 0.15, settle: TimeInterval = 0, handler: @escaping @Sendable (Event) -> Void) throws {
        self.debounce = debounce
        self.settle = settle
        self.handler = handler
        do {
            events = try FileEvents()
        } catch {
            throw WatchError(error.description)
        }
        guard let stopPipe = ReloadMailbox.makePipe(), let syncPipe = ReloadMailbox.makePipe() else {
            throw WatchError("cannot watch files: no pipe (\(SystemError.reason(errno)))")
        }
        self.stopPipe = stopPipe
        self.syncPipe = syncPipe
        // The thread keeps the watcher alive until stop().
        let thread = Thread { self.loop() }
        thread.name = "layoutbench.watcher"
        self.thread = thread
        thread.start()
    }

    deinit {
        close(stopPipe.read)
        close(stopPipe.write)
        close(syncPipe.read)
        close(syncPipe.write)
    }

    /// Stops the thread; no events are delivered afterwards. Waits for the thread to end.
    package func stop() {
        lock.lock()
        let running = thread != nil
        thread = nil
        lock.unlock()
        guard running else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        while !stopped.value { usleep(1000) }
    }

    private let stopped = AtomicFlag()

    /// Returns once the thread has read every change made before the call (a file saved just
    /// now is then settling, `isSettling`), or after `timeout` seconds.
    package func synchronize(timeout: TimeInterval = 1) {
        lock.lock()
        let running = thread != nil
        lock.unlock()
        guard running, !stopped.value else { return }
        synchronizedCondition.lock()
        let target = synchronized + 1
        synchronizedCondition.unlock()
        var byte: UInt8 = 1
        guard write(syncPipe.write, &byte, 1) == 1 else { return }
        let deadline = Date().addingTimeInterval(timeout)
        synchronizedCondition.lock()
        defer { synchronizedCondition.unlock() }
        while synchronized < target, synchronizedCondition.wait(until: deadline) {}
    }

    /// Starts watching `folder` (recursively) as plugin `plugin`.
    package func watch(plugin: String, folder: String) throws {
        lock.lock()
        defer { lock.unlock() }
        guard roots[plugin] == nil else { return }
        departed[plugin] = nil
        pendingRoot = folder
        defer { pendingRoot = nil }
        guard addTree(folder, plugin: plugin, isRoot: true) else {
            throw WatchError("cannot watch \(folder): \(SystemError.reason(errno))")
        }
        roots[plugin] = folder
    }

    /// True while `plugin`'s folder is gone (deleted or renamed away) and not back yet: the
    /// reloader must not watch another folder of that name meanwhile (a bundled plugin the
    /// user's had hidden), or the folder's return would go unseen.
    package func isDeparted(_ plugin: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return departed[plugin] != nil
    }

    /// Stops watching a plugin's folder.
    package func unwatch(plugin: String) {
        lock.lock()
        defer { lock.unlock() }
        removeWatches(of: plugin)
        roots[plugin] = nil
        departed[plugin] = nil
    }

    /// Watches the plugins folder for plugin folders that come back after being removed.
    package func watchPluginsDirectory(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard pluginsDirectory == nil else { return }
        guard let descriptor = events.watch(path, .entries) else { return }
        pluginsDirectory = path
        watches[descriptor, default: []].append(Subscription(plugin: nil, path: path, isRoot: false))
    }

    /// The plugins being watched, by name, with their folders.
    package var watched: [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return roots
    }

    /// How many folders are watched (for status lines and tests).
    package var folderCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return watches.values.filter { $0.contains { $0.plugin != nil } }.count
    }

    // MARK: - Watches (call with the lock held)

    @discardableResult
    private func addTree(_ path: String, plugin: String, isRoot: Bool) -> Bool {
        guard let descriptor = events.watch(path, .everything) else { return false }
        if !(watches[descriptor] ?? []).contains(where: { $0.plugin == plugin && $0.path == path && $0.links == nil }) {
            watches[descriptor, default: []].append(Subscription(plugin: plugin, path: path, isRoot: isRoot))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names where !EditorDroppings.isIgnoredFolder(name) {
            addEntry(path + "/" + name, plugin: plugin)
        }
        return true
    }

    /// A folder below a plugin's (watched as part of it) or a link to a source file elsewhere
    /// (its folder watched for that name).
    private func addEntry(_ path: String, plugin: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        if isLink { guard stat(path, &info) == 0 else { return } }
        if info.st_mode & S_IFMT == S_IFDIR {
            addTree(path, plugin: plugin, isRoot: false)
        } else if isLink, EditorDroppings.isSource((path as NSString).lastPathComponent),
            let root = roots[plugin] ?? pendingRoot, let target = PluginWatcher.realPath(path)
        {
            let folder = (target as NSString).deletingLastPathComponent, name = (target as NSString).lastPathComponent
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : (path as NSString).lastPathComponent
            guard let descriptor = events.watch(folder, .everything) else { return }
            var subscriptions = watches[descriptor] ?? []
            if let index = subscriptions.firstIndex(where: { $0.plugin == plugin && $0.links != nil }) {
                subscriptions[index].links?[name] = relative
            } else {
                subscriptions.append(Subscription(plugin: plugin, path: folder, isRoot: false, links: [name: relative]))
            }
            watches[descriptor] = subscriptions
        }
    }

    /// The root being added by watch(plugin:folder:) before it is recorded in `roots`.
    private var pendingRoot: String?

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func removeWatches(of plugin: String) {
        for (descriptor, subscriptions) in watches where subscriptions.contains(where: { $0.plugin == plugin }) {
            let rest = subscriptions.filter { $0.plugin != plugin }
            if rest.isEmpty {
                events.unwatch(descriptor)
                watches[descriptor] = nil
            } else {
                watches[descriptor] = rest
            }
        }
    }

    // MARK: - The thread

    private func loop() {
        while true {
            let timeout =
                nextDeadline().map { deadline -> Int32 in
                    let now = MonotonicClock.now()
                    return deadline <= now ? 0 : Int32(min(Double(deadline - now) / 1_000_000, 60_000).rounded(.up))
                } ?? -1
            guard let ready = Readiness.wait([events.descriptor, stopPipe.read, syncPipe.read], timeout: timeout) else { break }
            if ready[1] { break }
            if ready[0] { process(events.read()) }
            deliverQuietBursts()
            if ready[2] {
                // Every change made before the request is in the system's queue, read above.
                var bytes = [UInt8](repeating: 0, count: 64)
                let count = read(syncPipe.read, &bytes, bytes.count)
                synchronizedCondition.lock()
                synchronized += max(1, count)
                synchronizedCondition.broadcast()
                synchronizedCondition.unlock()
            }
        }
        stopped.set()
    }

    private func nextDeadline() -> UInt64? {
        pending.values.map(\.deadline).min()
    }

    private func deliverQuietBursts() {
        let now = MonotonicClock.now()
        for (plugin, burst) in pending where burst.deadline <= now {
            // Told before it stops settling, so a waiter never sees neither.
            handler(.changed(plugin: plugin, files: burst.files.sorted(), since: burst.first))
            pending[plugin] = nil
        }
        publishSettling()
    }

    /// Whether a burst of changes waits for its quiet window (a save seen, not yet reported):
    /// `Reloader.waitUntilIdle` waits for it too, so an edit just saved is built before an answer.
    package var isSettling: Bool { settlingLock.withLock { settling } }

    private func publishSettling() {
        let value = !pending.isEmpty
        settlingLock.withLock { settling = value }
    }

    /// A change to `plugin`; `settled` when it is a completed save of a source file, which needs
    /// only the short `settle` window (a burst's deadline only ever moves later).
    private func noteChange(_ plugin: String, file: String?, settled: Bool = false) {
        let now = MonotonicClock.now()
        let quiet = UInt64((settled ? settle : debounce) * 1_000_000_000)
        var burst = pending[plugin] ?? (first: now, deadline: now, files: [])
        burst.deadline = max(burst.deadline, now + quiet)
        if let file { burst.files.insert(file) }
        pending[plugin] = burst
        publishSettling()
    }

    private func process(_ changes: [FileEvents.Change]) {
        guard !changes.isEmpty else { return }
        var departures: [(String, String)] = []
        var returns: [String] = []
        lock.lock()
        for change in changes {
            handle(descriptor: change.watch, kinds: change.kinds, name: change.name, departures: &departures, returns: &returns)
        }
        lock.unlock()
        for (plugin, folder) in departures { handler(.folderGone(plugin: plugin, folder: folder)) }
        for plugin in returns { handler(.folderBack(plugin: plugin)) }
    }

    private func handle(
        descriptor: Int32, kinds: FileEvents.Kinds, name: String,
        departures: inout [(String, String)], returns: inout [String]
    ) {
        if kinds.contains(.overflow) {
            for plugin in roots.keys { noteChange(plugin, file: nil) }
            return
        }
        guard let subscriptions = watches[descriptor] else { return }
        if kinds.contains(.watchEnded) {
            watches[descriptor] = nil
            return
        }
        for subscription in subscriptions {
            handle(subscription, descriptor: descriptor, kinds: kinds, name: name, departures: &departures, returns: &returns)
        }
    }

    private func handle(
        _ watch: Subscription, descriptor: Int32, kinds: FileEvents.Kinds, name: String,
        departures: inout [(String, String)], returns: inout [String]
    ) {
        guard let plugin = watch.plugin else {
            // The plugins folder: a departed plugin's folder coming back?
            if kinds.contains(.isFolder), !kinds.isDisjoint(with: .appeared),
                let match = departed.first(where: { URL(fileURLWithPath: $0.value).lastPathComponent == name })
            {
                departed[match.key] = nil
                returns.append(match.key)
            }
            return
        }
        if let links = watch.links {
            // A folder holding files the plugin links.
            if !kinds.isDisjoint(with: .folderGone) {
                noteChange(plugin, file: nil)
            } else if let relative = links[name] {
                noteChange(plugin, file: relative, settled: !kinds.isDisjoint(with: .saved))
            }
            return
        }
        if !kinds.isDisjoint(with: .folderGone) {
            if watch.isRoot {
                removeWatches(of: plugin)
                roots[plugin] = nil
                departed[plugin] = watch.path
                pending[plugin] = nil
                publishSettling()
                departures.append((plugin, watch.path))
            } else if kinds.contains(.folderMoved) {
                // A sub-folder moved: its new place (if inside the plugin) is added by the parent's event.
                let rest = (watches[descriptor] ?? []).filter { !($0.plugin == plugin && $0.path == watch.path) }
                if rest.isEmpty { events.unwatch(descriptor) }
                watches[descriptor] = rest.isEmpty ? nil : rest
            }
            return
        }
        guard let root = roots[plugin] else { return }
        let path = watch.path + "/" + name
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : name
        if kinds.contains(.isFolder) {
            guard !EditorDroppings.isIgnoredFolder(name) else { return }
            if !kinds.isDisjoint(with: .appeared) { addTree(path, plugin: plugin, isRoot: false) }
            noteChange(plugin, file: nil)
        } else if !kinds.isDisjoint(with: .appeared), !EditorDroppings.isDropping(name), PluginWatcher.isLink(path) {
            addEntry(path, plugin: plugin)  // a new link: to a folder, or to a source elsewhere
            noteChange(plugin, file: relative)
        } else if EditorDroppings.isSource(name) {
            noteChange(plugin, file: relative, settled: !kinds.isDisjoint(with: .saved))
        }
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}

/// A flag set once by one thread and read by another.
package final class AtomicFlag: Sendable {
    private let flag = Atomic(false)

    var value: Bool { flag.load(ordering: .sequentiallyConsistent) }

    func set() { flag.store(true, ordering: .sequentiallyConsistent) }
}
