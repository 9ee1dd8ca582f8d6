import CReadline
import Foundation
import Workbench

/// The interactive loop: GNU readline's callback interface inside a poll loop, so the host can
/// print (reload messages, logs) while a line is being typed and redraw it after.
final class REPL {
    let session: Session
    private var done = false
    private var historyPath: String { session.options.workspace + "/.history" }
    static let historyLimit: Int32 = 1000
    nonisolated(unsafe) static var current: REPL?

    init(session: Session) { self.session = session }

    func run() -> Int32 {
        REPL.current = self
        try? FileManager.default.createDirectory(atPath: session.options.workspace, withIntermediateDirectories: true)
        stifle_history(REPL.historyLimit)
        if FileManager.default.fileExists(atPath: historyPath) {
            read_history(historyPath)
        } else {
            write_history(historyPath)
        }
        rl_readline_name = UnsafePointer(strdup("layoutbench"))
        rl_catch_signals = 0
        InterruptSignal.install()
        Completion.install(session: session)
        session.console.write(session.style.dim("layoutbench — type help for the commands, quit or Ctrl-D to leave"))
        let initScript = session.options.workspace + "/init.lbs"
        if FileManager.default.fileExists(atPath: initScript) {
            session.execute("source \(initScript)")
        }
        rl_callback_handler_install(session.prompt) { line in REPL.current?.accept(line) }
        while !done {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if InterruptSignal.take() { abandonLine() }
            if ready > 0 { rl_callback_read_char() }
            MainQueue.drain(rounds: 1)
        }
        rl_callback_handler_remove()
        return 0
    }

    /// readline calls this with a finished line, or nil at end of input (Ctrl-D).
    private func accept(_ pointer: UnsafeMutablePointer<CChar>?) {
        guard let pointer else {
            done = true
            print("")
            return
        }
        let line = String(cString: pointer)
        free(pointer)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty {
            add_history(line)
            append_history(1, historyPath)
            history_truncate_file(historyPath, REPL.historyLimit)
        }
        if session.execute(line) == .quit {
            done = true
            rl_callback_handler_remove()
            return
        }
        rl_set_prompt(session.prompt)
    }

    /// Ctrl-C: drop the line being typed and show a fresh prompt.
    private func abandonLine() {
        print("^C")
        rl_replace_line("", 0)
        rl_on_new_line()
        rl_redisplay()
    }
}
