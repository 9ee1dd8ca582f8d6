import CReadline
import Foundation
import FrontEnd
import HostSupport
import HostSystem
import LayoutHost
import PluginBuild
import Workbench
import EngineProtocol

/// The interactive loop: GNU readline's callback interface inside a readiness loop, so the host can
/// print (reload messages, logs) while a line is being typed and redraw it after. Commands run
/// in the engine (EngineClient); Ctrl-C during one stops it.
final class REPL {
    let client: EngineClient
    let live: LiveViewController
    private var done = false
    private var historyPath: String { client.options.workspace + "/.history" }
    static let historyLimit: Int32 = 1000
    /// Unchecked: readline's C callbacks find the REPL here; set before readline starts, used on the REPL's one thread.
    nonisolated(unsafe) static var current: REPL?

    init(client: EngineClient, live: LiveViewController) {
        self.client = client
        self.live = live
    }

    func run() -> Int32 {
        REPL.current = self
        try? FileManager.default.createDirectory(atPath: client.options.workspace, withIntermediateDirectories: true)
        stifle_history(REPL.historyLimit)
        if FileManager.default.fileExists(atPath: historyPath) {
            read_history(historyPath)
        } else {
            write_history(historyPath)
        }
        lb_rl_set_name(strdup("layoutbench"))
        lb_rl_set_catch_signals(0)
        InterruptSignal.install()
        Completion.install(client: client)
        client.interrupted = { InterruptSignal.take() }
        client.willPrintUnasked = {
            rl_clear_visible_line()
            lb_flush_stdout()
        }
        live.willPrint = {
            rl_clear_visible_line()
            lb_flush_stdout()
        }
        live.didPrint = { [unowned self] in
            client.ensureEngine()
            prompt = client.prompt
            rl_set_prompt(prompt)
            rl_forced_update_display()
        }
        live.didPerform = { [unowned self] line in
            add_history(line)
            append_history(1, historyPath)
        }
        client.console.write(client.style.dim("layoutbench — type help for the commands, quit or Ctrl-D to leave"))
        // Live reload is on by default at the REPL: loaded plugins are watched and rebuilt on save.
        client.startInteractive()
        let initScript = client.options.workspace + "/init.lbs"
        if FileManager.default.fileExists(atPath: initScript) {
            client.execute("source \(initScript)")
        }
        prompt = client.prompt
        rl_callback_handler_install(prompt) { line in REPL.current?.accept(line) }
        // Plugins not built yet are built behind the prompt (LAYOUTBENCH_BACKGROUND_BUILDS=0: not).
        if BackgroundBuilder.isEnabled { background.start() }
        while !done {
            // stdin and the engine's pipes: a finished reload is shown at once.
            let pages = live.descriptor
            let engine = client.descriptors
            let ready =
                Readiness.wait([STDIN_FILENO] + engine + (pages.map { [$0] } ?? []), timeout: 100)
                ?? [Bool](repeating: false, count: 1 + engine.count + (pages == nil ? 0 : 1))
            if InterruptSignal.take() { abandonLine() }
            if ready[0] { rl_callback_read_char() }
            if !done, pages != nil { live.service() }
            if !done, ready[1..<(1 + engine.count)].contains(true) { serviceReloads() }
        }
        rl_callback_handler_remove()
        background.stop()
        live.shutdown()
        client.shutdown()
        return 0
    }

    /// Builds the plugins not built yet while the prompt waits.
    private lazy var background = BackgroundBuilder(
        catalog: PluginCatalog(pluginsDirectory: client.options.pluginsDirectory, configuration: client.options.configuration))

    /// The prompt readline shows (with the reload state: "table (stale)> ").
    private var prompt = ""

    /// Prints what the watcher and finished builds reported above the line being typed: the
    /// line is taken off the screen, the messages printed, then the prompt and the line (text
    /// and cursor position, which readline keeps) are drawn again below them.
    private func serviceReloads() {
        let printed = client.serviceUnasked()
        if printed || client.prompt != prompt {
            // A prompt that changed on its own (the session's image came after the report) is
            // taken off the screen first, so the new one replaces it rather than follows it.
            if !printed {
                rl_clear_visible_line()
                lb_flush_stdout()
            }
            prompt = client.prompt
            rl_set_prompt(prompt)
            rl_forced_update_display()
        }
    }

    /// readline calls this with a finished line, or nil at end of input (Ctrl-D).
    private func accept(_ pointer: UnsafeMutablePointer<CChar>?) {
        guard let pointer else {
            done = true
            StandardStreams.out("\n")
            return
        }
        let line = String(cString: pointer)
        free(pointer)
        // Time a page let pass comes first in the history (readline has left the prompt's line).
        live.echoSettling(printing: false)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty {
            add_history(line)
            append_history(1, historyPath)
            history_truncate_file(historyPath, REPL.historyLimit)
        }
        // The user's command has the CPU: background builds wait until it is done.
        background.pause()
        defer { background.resume() }
        if client.execute(line) == .quit {
            done = true
            rl_callback_handler_remove()
            return
        }
        client.ensureEngine()
        prompt = client.prompt
        rl_set_prompt(prompt)
    }

    /// Ctrl-C: drop the line being typed and show a fresh prompt.
    private func abandonLine() {
        StandardStreams.out("^C\n")
        rl_replace_line("", 0)
        rl_on_new_line()
        rl_redisplay()
    }
}
