import Foundation
import LayoutHost
import HostSupport

/// Where a session's output goes: results to stdout, errors and progress to stderr.
package protocol Console: AnyObject {
    /// A command's result (stdout).
    func write(_ text: String)
    /// An error or warning line (stderr).
    func error(_ text: String)
    /// Progress and logs (stderr), never mixed into results.
    func status(_ text: String)
    /// A step of long work, `fraction` of it done when known: a bar redrawn in place on a
    /// terminal, a line a step otherwise.
    func progress(_ text: String, fraction: Double?)
    /// Lines a plugin printed during the command (escaped, each with who printed it, at most
    /// EngineLimits.printedLineLimit a command): logs (stderr) unless a console keeps them apart.
    func pluginPrinted(_ text: String)
}

extension Console {
    package func progress(_ text: String, fraction: Double?) { status(text) }
    package func pluginPrinted(_ text: String) { status(text) }
}

/// The process's stdout and stderr.
package final class StandardConsole: Console {
    /// A progress bar is on stderr's last line, to be cleared before anything else is written.
    private var barShown = false
    private let stderrIsTerminal = isatty(STDERR_FILENO) != 0
    /// Elsewhere than a terminal, a task's progress in a few lines rather than one a step.
    private var lines = ProgressLines()

    package init() {}

    private func clearBar() {
        guard barShown else { return }
        barShown = false
        StandardStreams.err("\r\u{1B}[2K")
    }

    package func write(_ text: String) {
        clearBar()
        StandardStreams.out(text + "\n")
    }

    package func error(_ text: String) {
        clearBar()
        StandardStreams.err(text + "\n")
    }

    package func status(_ text: String) {
        clearBar()
        StandardStreams.err(text + "\n")
    }

    /// stderr's width in columns (80 when unknown).
    static func stderrColumns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    package func progress(_ text: String, fraction: Double?) {
        guard stderrIsTerminal else {
            if lines.shouldPrint(text, fraction: fraction) { status(text) }
            return
        }
        let width = 20
        let bar =
            fraction.map { f -> String in
                let filled = Int((max(0, min(1, f)) * Double(width)).rounded())
                return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] "
            } ?? ""
        StandardStreams.err("\r\u{1B}[2K" + bar + String(text.prefix(max(10, Self.stderrColumns() - bar.count - 1))))
        barShown = true
    }
}
