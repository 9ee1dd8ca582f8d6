import Foundation
/// Which file names in a plugin folder matter to its build. Editors leave droppings next to the
/// files they save (vim's swap files, its `4913` write probe and `~` backups, Emacs's `#…#` and
/// `.#…` lock files, JetBrains' `___jb_tmp___`, VS Code's and others' temporary files); none of
/// them should trigger a build. The save itself shows up as a write or a rename onto a source name.
package enum EditorDroppings {
    /// Extensions of files the plugin's build reads.
    static let sourceExtensions: Set<String> = ["swift", "c", "h", "m", "mm", "cpp", "cc", "modulemap", "json", "plist"]

    /// True when a change to `name` (a file name, no folder) can change the build.
    package static func isSource(_ name: String) -> Bool {
        guard !isDropping(name), let dot = name.lastIndex(of: ".") else { return false }
        return sourceExtensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// True for files editors create beside the file they save.
    package static func isDropping(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name == "4913" { return true }
        // No editor's temporary ends in ".swift": the common case needs no patterns.
        if name.hasSuffix(".swift") { return false }
        let lower = name.lowercased()
        for suffix in [".swp", ".swo", ".swx", ".swn", ".tmp", ".temp", ".bak", ".orig", ".rej", "___jb_tmp___", "___jb_old___", ".crswap", ".kate-swp"]
        where lower.hasSuffix(suffix) { return true }
        // Vim's other swap names (.sw[a-p]) and numbered temporaries such as "Layout.swift.tmp.1234".
        if lower.range(of: #"\.sw[a-p]$"#, options: .regularExpression) != nil { return true }
        if lower.range(of: #"\.(tmp|temp)([.\-_][0-9a-f]+)?$"#, options: .regularExpression) != nil { return true }
        return false
    }

    /// True for folder names the watcher does not descend into (hidden folders, build output).
    package static func isIgnoredFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "build" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }
}
