import Foundation
import LayoutHost
import PluginBuild

/// The terminal's width in columns (80 when it cannot be told).
enum TerminalSize {
    static func columns() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }

    /// The terminal's height in rows (nil when it cannot be told).
    static func rows() -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        if let text = ProcessInfo.processInfo.environment["LINES"], let rows = Int(text), rows > 0 { return rows }
        return nil
    }
}
