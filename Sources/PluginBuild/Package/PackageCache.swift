import Foundation

/// The cache folder's housekeeping: each generated package records the SDK checkout and the
/// plugins folder it builds; a package whose checkout or folder no longer exists (a deleted
/// clone, a temporary folder) is removed, once per process, before a package is written.
enum PackageCache {
    static let originFile = "origin.txt"

    /// Two lines: the SDK checkout, then the plugins folder.
    static func origin(sdkRoot: String, folder: String) -> String {
        sdkRoot + "\n" + folder + "\n"
    }

    private final class Once: @unchecked Sendable {
        let lock = NSLock()
        var done = false
    }

    private static let once = Once()

    static func pruneOnce(cacheFolder: String) {
        once.lock.lock()
        defer { once.lock.unlock() }
        guard !once.done else { return }
        once.done = true
        prune(cacheFolder: cacheFolder)
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
