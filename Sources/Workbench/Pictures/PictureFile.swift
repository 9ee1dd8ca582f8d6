import Foundation
import LayoutHost

/// Where pictures are written: the path as given (relative to the working directory), replaced
/// when it exists, refused when it is a folder or its folder is missing. The REPL prints the
/// absolute path after writing, so it can be opened at once.
enum PictureFile {
    /// Writes `text` to `path`; the absolute path written.
    static func write(_ text: String, to path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("\(path) is a folder", hint: "--svg takes a file path, such as \(path)/picture.svg")
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError("cannot write \(path): no folder \(folder)")
        }
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        return url.standardizedFileURL.path
    }
}
