import Foundation

/// The entries below a folder, relative to it, as a user sees them: symbolic links to folders are
/// followed (a plugins folder or a plugin may link one in), each real folder once, so a link
/// back up ends instead of looping. Hidden and build folders are not entered.
package enum FolderWalk {
    /// Every file below `folder` (relative paths, sorted), links to folders followed; the
    /// folders entered too when `includingFolders` (a deletion changes only its folder's time).
    package static func files(
        in folder: String, includingFolders: Bool = false,
        skipping skipped: (String) -> Bool = EditorDroppings.isIgnoredFolder
    ) -> [String] {
        entries(in: folder, skipping: skipped).compactMap { includingFolders || !$0.isFolder ? $0.relative : nil }
    }

    /// Every entry below `folder` (relative paths, sorted), each folder entered unless `skipped`
    /// says otherwise by its name.
    package static func entries(in folder: String, skipping skipped: (String) -> Bool) -> [(relative: String, isFolder: Bool)] {
        var entries: [(relative: String, isFolder: Bool)] = []
        var visited = Set<String>()
        func walk(_ relative: String) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard visited.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted else { return }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder + "/" + child, isDirectory: &isDirectory) else { continue }
                entries.append((child, isDirectory.boolValue))
                if isDirectory.boolValue, !skipped(name) { walk(child) }
            }
        }
        walk("")
        return entries.sorted { $0.relative < $1.relative }
    }
}
