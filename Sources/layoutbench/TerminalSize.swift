import Foundation
import LayoutHost

/// The terminal's size: asked of stdout's terminal, else COLUMNS and LINES.
enum TerminalSize {
    /// Width in columns (80 when it cannot be told).
    static func columns() -> Int { measure(\.ws_col, "COLUMNS") ?? 80 }

    /// Height in rows (nil when it cannot be told).
    static func rows() -> Int? { measure(\.ws_row, "LINES") }

    private static func measure(_ field: KeyPath<winsize, UInt16>, _ variable: String) -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size[keyPath: field] > 0 { return Int(size[keyPath: field]) }
        if let text = ProcessInfo.processInfo.environment[variable], let value = Int(text), value > 0 { return value }
        return nil
    }
}
