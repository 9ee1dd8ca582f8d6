import Foundation

/// File writes for the generated package that leave unchanged files alone (their times too),
/// and replace changed ones atomically, so a concurrent build never reads half a file.
package enum PackageFiles {
    package enum Entry: Equatable {
        case link(String)
        case text(String)
    }

    /// Makes `folder` hold exactly `entries` (relative path → link or text).
    package static func mirror(_ entries: [String: Entry], into folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let walker = manager.enumerator(atPath: folder) {
            var stale: [String] = []
            for case let relative as String in walker {
                var isDirectory: ObjCBool = false
                let path = folder + "/" + relative
                let isLink = (try? manager.destinationOfSymbolicLink(atPath: path)) != nil
                if !isLink, manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
                if entries[relative] == nil { stale.append(path) }
            }
            for path in stale { try? manager.removeItem(atPath: path) }
        }
        for (relative, entry) in entries {
            let path = folder + "/" + relative
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            switch entry {
            case .link(let target): try link(path, to: target)
            case .text(let text): try write(text, to: path)
            }
        }
    }

    /// A symbolic link at `path` to `target`, unless one is there already.
    static func link(_ path: String, to target: String) throws {
        let manager = FileManager.default
        if let existing = try? manager.destinationOfSymbolicLink(atPath: path), existing == target { return }
        let temporary = path + ".new-\(getpid())"
        try? manager.removeItem(atPath: temporary)
        try manager.createSymbolicLink(atPath: temporary, withDestinationPath: target)
        guard rename(temporary, path) == 0 else {
            try? manager.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// `text` at `path`, unless the file there says it already.
    package static func write(_ text: String, to path: String) throws {
        let manager = FileManager.default
        let isLink = (try? manager.destinationOfSymbolicLink(atPath: path)) != nil
        if !isLink, let existing = manager.contents(atPath: path), existing == Data(text.utf8) { return }
        let temporary = path + ".new-\(getpid())"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            try? manager.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
