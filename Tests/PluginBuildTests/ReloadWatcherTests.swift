import Foundation
import Testing
@testable import HostSupport
@testable import PluginBuild
import WorkbenchTestSupport

/// The inotify watcher: saves in place and by rename, droppings ignored, bursts debounced,
/// new folders followed, a plugin folder that goes away and comes back.
// Serialized: each test asserts what arrives within timed windows (a burst's 50 ms settle, up to
// a second of nothing more); one watcher at a time keeps those windows free of a neighbour's saves.
@Suite(.serialized)
struct ReloadWatcherTests {
    let plugins: String = {
        let path = NSTemporaryDirectory() + "layoutbench-watch-\(UUID().uuidString)/plugins"
        try! FileManager.default.createDirectory(atPath: path + "/Demo", withIntermediateDirectories: true)
        try! writeUninherited("// one\n", to: path + "/Demo/Layout.swift")
        return path
    }()

    var folder: String { plugins + "/Demo" }

    /// Collects events from the watcher thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [PluginWatcher.Event] = []
        /// When each event came, on the watcher's thread (a busy test pool wakes later).
        private var times: [ContinuousClock.Instant] = []
        func add(_ event: PluginWatcher.Event) {
            lock.lock()
            list.append(event)
            times.append(.now)
            lock.unlock()
        }
        var all: [PluginWatcher.Event] { lock.lock(); defer { lock.unlock() }; return list }
        var arrivals: [ContinuousClock.Instant] { lock.lock(); defer { lock.unlock() }; return times }
        func take() -> [PluginWatcher.Event] {
            lock.lock()
            defer {
                list.removeAll()
                times.removeAll()
                lock.unlock()
            }
            return list
        }

        /// Waits until `count` events arrived (or `timeout`), then a little longer for strays.
        func wait(for count: Int, timeout: TimeInterval = 5, settle: TimeInterval = 0.4) async -> [PluginWatcher.Event] {
            _ = await eventually(timeout: .seconds(timeout)) { all.count >= count }
            await pause(.seconds(settle))
            return take()
        }
    }

    func watcher(_ events: Events, debounce: TimeInterval = 0.15, settle: TimeInterval = 0.05) throws -> PluginWatcher {
        let watcher = try PluginWatcher(debounce: debounce, settle: settle) { events.add($0) }
        try watcher.watch(plugin: "Demo", folder: folder)
        watcher.watchPluginsDirectory(plugins)
        return watcher
    }

    func files(_ events: [PluginWatcher.Event]) -> [[String]] {
        events.compactMap { if case .changed(_, let files, _) = $0 { return files } else { return nil } }
    }

    @Test func droppingsAreIgnoredAndSourcesAreNot() {
        for name in [
            ".Layout.swift.swp", ".Layout.swift.swx", "Layout.swift.swo", "4913", "Layout.swift~", ".#Layout.swift",
            "#Layout.swift#", "Layout.swift___jb_tmp___", "Layout.swift___jb_old___", "Layout.swift.tmp",
            "Layout.swift.tmp.12345", ".DS_Store"
        ] {
            #expect(EditorDroppings.isDropping(name), "\(name)")
            #expect(!EditorDroppings.isSource(name), "\(name)")
        }
        for name in ["Layout.swift", "Layout.temp.swift", "shim.h", "module.modulemap"] {
            #expect(EditorDroppings.isSource(name), "\(name)")
        }
        #expect(!EditorDroppings.isSource("README.md"))
        #expect(!EditorDroppings.isSource("notes"))
    }

    @Test func writeInPlaceAndRenameEachGiveOneEvent() async throws {
        let events = Events()
        let watcher = try watcher(events)
        defer { watcher.stop() }

        try writeUninherited("// two\n", to: folder + "/Layout.swift")
        #expect(files(await events.wait(for: 1)) == [["Layout.swift"]])

        // vim-like: a write probe, a swap file, a backup, then the new file renamed into place.
        _ = FileManager.default.createFile(atPath: folder + "/4913", contents: Data())
        try? FileManager.default.removeItem(atPath: folder + "/4913")
        _ = FileManager.default.createFile(atPath: folder + "/.Layout.swift.swp", contents: Data("swap".utf8))
        try writeUninherited("// three\n", to: folder + "/Layout.swift.tmp.1a2b")
        #expect(rename(folder + "/Layout.swift.tmp.1a2b", folder + "/Layout.swift") == 0)
        #expect(files(await events.wait(for: 1)) == [["Layout.swift"]])

        // Droppings alone: nothing.
        _ = FileManager.default.createFile(atPath: folder + "/Layout.swift~", contents: Data("old".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/.Layout.swift.swp", contents: Data("swap2".utf8))
        #expect(await events.wait(for: 1, timeout: 0.6, settle: 0).isEmpty)
    }

    /// A completed save needs only the short settle window; anything else waits the debounce.
    /// (Wide margins: a 2 s debounce against a 0.05 s settle, checked at 1 s.)
    @Test func completedSavesSettleFasterThanOtherChanges() async throws {
        let events = Events()
        let watcher = try PluginWatcher(debounce: 2, settle: 0.05) { events.add($0) }
        try watcher.watch(plugin: "Demo", folder: folder)
        defer { watcher.stop() }
        let saved = ContinuousClock.now
        try writeUninherited("// saved\n", to: folder + "/Layout.swift")
        _ = await eventually(timeout: .seconds(10)) { events.all.count >= 1 }
        let savedArrivals = events.arrivals
        #expect(files(events.take()) == [["Layout.swift"]])
        #expect(savedArrivals.first.map { saved.duration(to: $0) < .seconds(1) } == true, "\(savedArrivals.map { saved.duration(to: $0) })")
        let created = ContinuousClock.now
        try FileManager.default.createDirectory(atPath: folder + "/Later", withIntermediateDirectories: true)
        _ = await eventually(timeout: .seconds(10)) { events.all.count >= 1 }
        // It waited the debounce (2 s), not the settle window (0.05 s): it came after 1 s, timed
        // where it came, not where this test woke.
        let arrivals = events.arrivals
        #expect(events.take().count == 1)
        #expect(arrivals.first.map { created.duration(to: $0) >= .seconds(1) } == true, "\(arrivals.map { created.duration(to: $0) })")
    }

    /// After synchronize(), a save made just before is known: settling until its quiet window
    /// ends, then reported.
    @Test func synchronizeSeesASaveMadeJustBefore() async throws {
        let events = Events()
        let watcher = try watcher(events, debounce: 1, settle: 1)
        defer { watcher.stop() }
        #expect(!watcher.isSettling)
        try writeUninherited("// saved\n", to: folder + "/Layout.swift")
        watcher.synchronize()
        #expect(watcher.isSettling)
        #expect(files(await events.wait(for: 1, timeout: 5, settle: 0)) == [["Layout.swift"]])
        #expect(!watcher.isSettling)
    }

    @Test func aBurstIsOneEventAndNewFoldersAreFollowed() async throws {
        let events = Events()
        // Writes 20 ms apart are one burst. Each is a completed save, which settles after `settle`
        // (0.05 s by default): 3 s keeps them one on a loaded machine (headless Chromium and
        // builds beside it), where a 20 ms sleep and a write have taken longer than 1 s.
        let watcher = try watcher(events, debounce: 3, settle: 3)
        defer { watcher.stop() }

        for index in 0..<10 {
            try writeUninherited("// \(index)\n", to: folder + "/Layout.swift")
            await pause(.milliseconds(20))
        }
        let burst = await events.wait(for: 1, timeout: 30)
        #expect(burst.count == 1)
        if case .changed(_, _, let since)? = burst.first {
            #expect(MonotonicClock.now() - since > 300_000_000)  // the burst's first write, not its last
        }

        try FileManager.default.createDirectory(atPath: folder + "/Cells/Deep", withIntermediateDirectories: true)
        _ = await events.wait(for: 1, timeout: 30)
        try writeUninherited("// new\n", to: folder + "/Cells/Deep/Cell.swift")
        #expect(files(await events.wait(for: 1, timeout: 30)) == [["Cells/Deep/Cell.swift"]])
        #expect(watcher.folderCount == 3)
    }

    /// A plugin may link another plugin's file (Pizza links Table's TableLayout.swift): a save
    /// of the file is a change of both.
    @Test func aLinkedFileIsWatchedWhereItLives() async throws {
        let other = plugins + "/Other"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try writeUninherited("// shared\n", to: other + "/Shared.swift")
        try writeUninherited("// not linked\n", to: other + "/Private.swift")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Shared.swift", withDestinationPath: "../Other/Shared.swift")
        let events = Events()
        let watcher = try watcher(events)
        defer { watcher.stop() }
        try watcher.watch(plugin: "Other", folder: other)

        try writeUninherited("// shared 2\n", to: other + "/Shared.swift")
        let both = await events.wait(for: 2)
        #expect(
            Set(both.compactMap { if case .changed(let plugin, let files, _) = $0 { return "\(plugin) \(files)" } else { return nil } })
                == ["Demo [\"Shared.swift\"]", "Other [\"Shared.swift\"]"])

        try writeUninherited("// private 2\n", to: other + "/Private.swift")
        #expect(await events.wait(for: 2, timeout: 1).compactMap { if case .changed(let plugin, _, _) = $0 { return plugin } else { return nil } } == ["Other"])

        // Unwatching Other keeps Demo's view of the shared folder.
        watcher.unwatch(plugin: "Other")
        try writeUninherited("// shared 3\n", to: other + "/Shared.swift.tmp")
        #expect(rename(other + "/Shared.swift.tmp", other + "/Shared.swift") == 0)
        #expect(files(await events.wait(for: 1)) == [["Shared.swift"]])
    }

    @Test func aFolderThatGoesAwayAndComesBack() async throws {
        let events = Events()
        let watcher = try watcher(events)
        defer { watcher.stop() }

        #expect(rename(folder, plugins + "/Renamed") == 0)
        #expect(await events.wait(for: 1) == [.folderGone(plugin: "Demo", folder: folder)])
        #expect(watcher.watched.isEmpty)
        // Writes in the renamed folder are not reported as the plugin's.
        try writeUninherited("// elsewhere\n", to: plugins + "/Renamed/Layout.swift")
        #expect(await events.wait(for: 1, timeout: 0.5, settle: 0).isEmpty)

        #expect(rename(plugins + "/Renamed", folder) == 0)
        #expect(await events.wait(for: 1) == [.folderBack(plugin: "Demo")])

        try watcher.watch(plugin: "Demo", folder: folder)
        try FileManager.default.removeItem(atPath: folder)
        #expect(await events.wait(for: 1) == [.folderGone(plugin: "Demo", folder: folder)])
    }
}
