import Foundation

/// Paths as plugin builds compare them and as messages show them.
package enum FilePaths {
    /// `path` with every link resolved and `.`/`..` removed.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// `path` relative to the working folder when it lies below it, else as it is: how
    /// diagnostics name the user's files.
    package static func display(_ path: String) -> String {
        let working = FileManager.default.currentDirectoryPath
        return path.hasPrefix(working + "/") ? String(path.dropFirst(working.count + 1)) : path
    }

    /// Why `folder` (or, when it does not exist yet, the nearest folder above it that does)
    /// cannot be written into, or nil when it can.
    package static func unwritable(_ folder: String) -> String? {
        var existing = URL(fileURLWithPath: folder).standardizedFileURL
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing = existing.deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "\(existing.path) is not a folder"
        }
        return access(existing.path, W_OK | X_OK) == 0 ? nil : String(cString: strerror(errno))
    }
}
