import Foundation
import HostSystem
import Testing

/// One event type whatever the system's mechanism: the changes a plugin watcher depends on
/// (a save, a rename-save, entries created and deleted, the folder itself going away), each seen
/// on a real folder.
struct FileEventsTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Every change within `seconds`, read as the descriptor says they wait.
    func collect(_ events: FileEvents, seconds: Double = 2, until done: ([FileEvents.Change]) -> Bool) -> [FileEvents.Change] {
        var changes: [FileEvents.Change] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, !done(changes) {
            if Readiness.isReadable(events.descriptor, timeout: 50) { changes += events.read() }
        }
        return changes
    }

    @Test func aSaveIsWritten() throws {
        let events = try FileEvents()
        let watch = try #require(events.watch(folder, .everything))
        try "let x = 1".write(toFile: folder + "/Layout.swift", atomically: false, encoding: .utf8)
        let changes = collect(events) { $0.contains { $0.name == "Layout.swift" && $0.kinds.contains(.written) } }
        #expect(changes.contains { $0.watch == watch && $0.name == "Layout.swift" && $0.kinds.contains(.created) })
        #expect(changes.contains { $0.name == "Layout.swift" && !$0.kinds.isDisjoint(with: .saved) })
    }

    @Test func aRenameSaveMovesIn() throws {
        let events = try FileEvents()
        _ = try #require(events.watch(folder, .everything))
        try "let x = 2".write(toFile: folder + "/.Layout.swift.tmp", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: folder + "/.Layout.swift.tmp", toPath: folder + "/Layout.swift")
        let changes = collect(events) { $0.contains { $0.name == "Layout.swift" && $0.kinds.contains(.movedIn) } }
        #expect(changes.contains { $0.name == "Layout.swift" && $0.kinds.contains(.movedIn) })
        #expect(changes.contains { $0.name == ".Layout.swift.tmp" && $0.kinds.contains(.movedOut) })
    }

    @Test func foldersCreatedAndDeletedAreFolders() throws {
        let events = try FileEvents()
        _ = try #require(events.watch(folder, .entries))
        try FileManager.default.createDirectory(atPath: folder + "/Pizza", withIntermediateDirectories: false)
        try "x".write(toFile: folder + "/notes.txt", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/Pizza")
        let changes = collect(events) { $0.contains { $0.name == "Pizza" && $0.kinds.contains(.deleted) } }
        #expect(changes.contains { $0.name == "Pizza" && $0.kinds.isSuperset(of: [.isFolder, .created]) })
        #expect(changes.contains { $0.name == "Pizza" && $0.kinds.isSuperset(of: [.isFolder, .deleted]) })
        // .entries reports no writes.
        #expect(!changes.contains { $0.kinds.contains(.written) })
    }

    @Test func theFolderGoingAwayEndsTheWatch() throws {
        let events = try FileEvents()
        let inner = folder + "/Table"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
        let watch = try #require(events.watch(inner, .everything))
        try FileManager.default.moveItem(atPath: inner, toPath: folder + "/Table-moved")
        let changes = collect(events) { $0.contains { $0.kinds.contains(.watchEnded) } || $0.contains { $0.kinds.contains(.folderMoved) } }
        #expect(changes.contains { $0.watch == watch && $0.kinds.contains(.folderMoved) })
        try FileManager.default.removeItem(atPath: folder + "/Table-moved")
        let after = collect(events, seconds: 1) { $0.contains { $0.kinds.contains(.watchEnded) } }
        #expect((changes + after).contains { $0.watch == watch && !$0.kinds.isDisjoint(with: [.folderDeleted, .watchEnded]) })
    }

    @Test func aFolderWatchedTwiceIsOneWatch() throws {
        let events = try FileEvents()
        let first = events.watch(folder, .everything), second = events.watch(folder, .everything)
        #expect(first != nil && first == second)
    }

    @Test func aMissingFolderCannotBeWatched() throws {
        let events = try FileEvents()
        #expect(events.watch(folder + "/missing", .everything) == nil)
    }
}
