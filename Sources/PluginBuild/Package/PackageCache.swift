import Foundation
import Synchronization

/// The cache folder's housekeeping: each generated package records the SDK checkout and the
/// plugins folder it builds; a package whose checkout or folder no longer exists (a deleted
/// clone, a temporary folder) is removed, once per process, before a package is written.
enum PackageCache {
    static let originFile = "origin.txt"

    /// Two lines: the SDK checkout, then the plugins folder.
    static func origin(sdkRoot: String, folder: String) -> String {
        sdkRoot + "\n" + folder + "\n"
    }

    /// Whether this process has pruned the cache; held while it does, so a second caller waits.
    private static let pruned = Mutex(false)

    static func pruneOnce(cacheFolder: String) {
        pruned.withLock { done in
            guard !done else { return }
            done = true
            prune(cacheFolder: cacheFolder)
        }
    }

    /// Removes packages whose recorded checkout or folder is gone.
    static func prune(cacheFolder: String) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: cacheFolder)) ?? [] {
            let package = cacheFolder + "/" + name
            guard let text = try? String(contentsOfFile: package + "/" + originFile, encoding: .utf8) else { continue }
            let paths = text.split(separator: "\n").map(String.init)
            guard paths.count == 2, paths.contains(where: { !manager.fileExists(atPath: $0) }) else { continue }
            try? manager.removeItem(atPath: package)
        }
    }
}
