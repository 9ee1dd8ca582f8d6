import Foundation
import LayoutHost
import HostSupport

/// Where pictures are written: the path as given (relative to the working directory), through
/// the one output path (OutputFile: a regular file is replaced, a device or FIFO written in
/// place, a folder refused). The absolute path is printed after writing, so it can be opened at
/// once: on stdout, or on stderr when the command prints JSON there.
enum PictureFile {
    /// Writes `text` and says so: "wrote PATH (detail)".
    static func save(_ text: String, to path: String, detail: String?, in session: Session, json: Bool = false) throws {
        let written = try write(text, to: path)
        let line = "wrote \(TerminalText.escaped(written))" + (detail.map { " (\($0))" } ?? "")
        if json { session.console.status(line) } else { session.console.write(line) }
    }

    /// "12.5 KiB".
    static func size(of text: String) -> String { NumberText.short(Double(text.utf8.count) / 1024) + " KiB" }

    /// Writes `text` to `path`; the absolute path written.
    static func write(_ text: String, to path: String) throws -> String {
        try OutputFile.write(text, to: path, policy: .replace, suggestedName: "picture.svg")
    }
}
