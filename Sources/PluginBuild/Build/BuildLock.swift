import Foundation

/// SwiftPM's lock on a scratch folder (Swift 6: an flock on /tmp/<path with _ for />.lock).
/// Held while a reload runs the recorded commands, and while the object files of changed
/// sources are removed before any build (SameSecondEdits): neither may happen under another
/// process's build of the same folder (a background build, a second session), which would then
/// miss the objects it is linking.
enum BuildLock {
    static func path(scratch: String) -> String {
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "/tmp"
        return temporary + "/" + scratch.replacingOccurrences(of: "/", with: "_") + ".lock"
    }

    /// `body` run holding the lock, waited for until `giveUp` says so (then nil). Without a lock
    /// file (it cannot be created), `body` runs unlocked.
    static func holding<T>(scratch: String, giveUp: () -> Bool, _ body: () -> T) -> T? {
        let descriptor = open(path(scratch: scratch), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if giveUp() { return nil }
                usleep(20_000)
            }
        }
        return body()
    }
}
