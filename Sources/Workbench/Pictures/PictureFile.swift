import Foundation
import LayoutHost

/// Where pictures are written: the path as given (relative to the working directory), replaced
/// when it exists, refused when it is a folder or its folder is missing. The absolute path is
/// printed after writing, so it can be opened at once: on stdout, or on stderr when the command
/// prints JSON there.
enum PictureFile {
    /// Writes `text` and says so: "wrote PATH (detail)".
    static func save(_ text: String, to path: String, detail: String?, in session: Session, json: Bool = false) throws {
        let written = try write(text, to: path)
        let line = "wrote \(written)" + (detail.map { " (\($0))" } ?? "")
        if json { session.console.status(line) } else { session.console.write(line) }
    }

    /// "12.5 KiB".
    static func size(of text: String) -> String { NumberText.short(Double(text.utf8.count) / 1024) + " KiB" }

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
            // Foundation wraps the system's reason; errno may be another call's by now.
            let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
            let reason = underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
                ?? error.localizedDescription
            throw CommandError("cannot write \(path): \(reason)")
        }
        return url.standardizedFileURL.path
    }
}
