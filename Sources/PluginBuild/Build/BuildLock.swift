import Foundation

/// SwiftPM's lock on a package's scratch folder (Swift 6: an flock on $TMPDIR/<path with _ for
/// />.lock; builds of a generated package run with its own TMPDIR, PluginPackage.temporaryFolder).
/// Held while the compiler's jobs build a plugin, and while the object files of changed sources
/// are removed before `swift build` (SameSecondEdits): neither may happen under another
/// process's build of the same folder (a background build, a second session), which would then
/// miss the objects it is linking.
package enum BuildLock {
    package static func path(_ package: PluginPackage) -> String {
        package.temporaryFolder + "/" + package.scratch.replacingOccurrences(of: "/", with: "_") + ".lock"
    }

    /// `body` run holding the lock, waited for until `giveUp` says so (then nil). Without a lock
    /// file (it cannot be created), `body` runs unlocked.
    package static func holding<T>(_ package: PluginPackage, giveUp: () -> Bool, _ body: () -> T) -> T? {
        let descriptor = open(path(package), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if giveUp() { return nil }
                usleep(20_000)
            }
        }
        return body()
    }

    /// `body` run holding the package's own lock (not SwiftPM's), waited for: writing a generated
    /// package's files is one process's at a time, or two sessions building one folder at once
    /// remove each other's files half written. Without a lock file, `body` runs unlocked.
    package static func writing<T>(_ package: PluginPackage, _ body: () throws -> T) throws -> T {
        try? FileManager.default.createDirectory(atPath: package.root, withIntermediateDirectories: true)
        let descriptor = open(package.root + "/.layoutbench-write.lock", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        return try body()
    }
}
