import Foundation

/// Paths as plugin builds compare them and as messages show them.
enum FilePaths {
    /// `path` with every link resolved and `.`/`..` removed.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// `path` relative to the working folder when it lies below it, else as it is: how
    /// diagnostics name the user's files.
    static func display(_ path: String) -> String {
        let working = FileManager.default.currentDirectoryPath
        return path.hasPrefix(working + "/") ? String(path.dropFirst(working.count + 1)) : path
    }
}
