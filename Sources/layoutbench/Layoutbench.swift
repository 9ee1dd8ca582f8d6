import ArgumentParser
import Foundation
import FrontEnd
import HostSupport
import HostSystem
import LayoutHost
import Workbench
import EngineProtocol

/// The command line: a REPL on a terminal, batch mode for scripts, -c and pipes.
@main
struct Layoutbench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbench",
        abstract: "Run UICollectionViewLayout plugins headless: attribute tables, physics, timing profiles.",
        usage: """
            layoutbench                      interactive REPL
              layoutbench run FILE...          run script files
              layoutbench test [PATH...]       layout regression tests against recorded baselines
              layoutbench check [LAYOUT...]    hold layouts to UIKit's contract (every layout of --plugins when none is named)
              layoutbench mcp                  serve the session to a coding assistant (MCP over stdio)
              layoutbench editor               set up VS Code, Neovim and Helix to start `layoutbench lsp` here
              layoutbench lsp                  the language server those editors start (LSP on stdio)
              layoutbench new NAME [--flow | --compositional]
                                               a plugin folder with a minimal layout (in --plugins, else ./Layouts)
              layoutbench -c 'CMD; CMD'        run commands from the argument
              printf 'CMD\\n' | layoutbench    run commands from a pipe
            """,
        discussion: "Type 'help' in the REPL for the commands. Exit codes: 0 success, 1 a command failed, 2 usage error.\n\n"
            + EnvironmentVariable.helpText,
        version: "layoutbench 0.1.0 (plugin ABI \(PluginLibrary.hostABIVersion))",
        subcommands: [
            RunScripts.self, TestLayouts.self, CheckLayouts.self, NewPlugin.self, EditorSetup.self, LanguageServerCommand.self, ServeMCP.self,
            EngineCommand.self
        ])

    @Option(help: "The working folder: scripts, snapshots, history.")
    var workspace = "workspace"

    @Option(
        name: .customLong("plugins"),
        help:
            "Your folder of layouts: a folder of Swift files, or of such folders (one plugin each); default ./Layouts when it exists (where `new` writes). The bundled plugins are always there too."
    )
    var pluginsList: [String] = []

    /// The one --plugins folder (validate refuses several).
    var plugins: String? { pluginsList.last }

    /// The session's options, which work before or after `run`, `test` and `check` too.
    static let sessionOptionsNote =
        "The session's options work here too, before or after the subcommand: "
        + "--plugins, --workspace, --keep-going, --no-color, --view, --release, --call-timeout, --memory-limit "
        + "(layoutbench --help says what each does)."

    /// The folder `new` writes when --plugins names none.
    static let defaultPluginsFolder = "Layouts"

    /// The user's plugins folder: --plugins, else ./Layouts when it holds Swift files (where
    /// `new` writes them), else none (the bundled plugins alone).
    var userPlugins: String? {
        if let plugins { return plugins }
        let folder = Layoutbench.defaultPluginsFolder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let walker = FileManager.default.enumerator(atPath: folder)
        else { return nil }
        for case let path as String in walker where path.hasSuffix(".swift") { return folder }
        return nil
    }

    @Option(name: .customShort("c"), help: "Commands to run, separated by ';'.")
    var commandList: [String] = []

    /// The one -c text (validate refuses several).
    var commands: String? { commandList.last }

    @Flag(help: "Batch: report failures and run on.")
    var keepGoing = false

    @Flag(help: "No colour even on a terminal.")
    var noColor = false

    @Flag(help: "Serve the live view from the start: the session in a browser (help view).")
    var view = false

    @Flag(help: "Build and load plugins in release configuration.")
    var release = false

    @Option(help: "Seconds one plugin call may run before its engine is replaced (default 10).")
    var callTimeout: Double?

    @Option(help: "The engine's address-space limit, e.g. 8G or 512M (default 12G).")
    var memoryLimit: String?

    func validate() throws {
        if let callTimeout, !EngineLimits.callTimeoutRange.contains(callTimeout) {
            throw ValidationError("--call-timeout takes 0.1…3600 seconds, not \(callTimeout)")
        }
        if let memoryLimit {
            do { _ = try EngineLimits.parseBytes(memoryLimit) } catch { throw ValidationError((error as? CommandError)?.message ?? "\(error)") }
        }
        if let plugins {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: plugins, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--plugins \(plugins): no such folder (it names a folder of Swift files, or of plugin folders)")
            }
        }
        if pluginsList.count > 1 {
            throw ValidationError(
                "--plugins given \(pluginsList.count) times (\(pluginsList.joined(separator: ", "))); a session reads one plugins folder: give it once")
        }
        if commandList.count > 1 { throw ValidationError("-c given \(commandList.count) times; give it once, commands separated by ';'") }
    }

    /// No subcommand: the REPL on a terminal, else the -c text or standard input.
    func run() throws {
        let interactive = commands == nil && isatty(STDIN_FILENO) != 0
        let console = NoticingConsole()
        let code = try withClient(interactive: interactive, console: console) { client in
            let live = LiveViewController(client: client, console: console)
            defer { live.shutdown() }
            if view, client.execute("view") == .failed { return 1 }
            if interactive { return REPL(client: client, live: live).run() }
            if let commands { return BatchRunner(client: client, live: live).run(text: commands) }
            return BatchRunner(client: client, live: live).runStandardInput()
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// The session's options as the command line and the terminal give them.
    func sessionOptions(interactive: Bool) -> Session.Options {
        let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
        let environment = ProcessInfo.processInfo.environment
        let colors = stdoutIsTerminal && !noColor && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        var options = Session.Options(
            workspace: workspace, pluginsDirectory: userPlugins, colors: colors, interactive: interactive,
            terminalWidth: stdoutIsTerminal
                ? TerminalSize.columns()
                : environment["COLUMNS"].flatMap { Int($0) }.map { max(20, $0) } ?? 10_000, keepGoing: keepGoing,
            configuration: release ? "release" : "debug")
        options.terminalRows = stdoutIsTerminal ? TerminalSize.rows() : nil
        return options
    }

    /// Runs `body` with a front end whose engine has the options given here; shuts it down after.
    func withClient(interactive: Bool, console: Console = StandardConsole(), _ body: (EngineClient) -> Int32) throws -> Int32 {
        var options = sessionOptions(interactive: interactive)
        options.callTimeout = callTimeout ?? EngineLimits.defaultCallTimeout
        var forwarded = sharedOptions
        if keepGoing { forwarded.append("--keep-going") }
        let client = try EngineClient(
            options: options, console: console,
            configuration: .init(
                executable: Layoutbench.executablePath, arguments: forwarded,
                memoryLimit: try memoryLimit.map(EngineLimits.parseBytes) ?? EngineLimits.defaultMemoryLimit))
        let ending = Layoutbench.endEnginesOnSignals(interactive: interactive)
        defer { ending.forEach { $0.cancel() } }
        let code = body(client)
        client.shutdown()
        return code
    }

    /// Ended by a signal (SIGTERM, SIGHUP; SIGINT too outside the REPL, where Ctrl-C stops a
    /// command instead), the front end ends its engines and all they started first (builds
    /// included), then exits as the signal would have it (128 + its number).
    static func endEnginesOnSignals(interactive: Bool) -> [DispatchSourceSignal] {
        let signals = [SIGTERM, SIGHUP] + (interactive ? [] : [SIGINT])
        return signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                EngineProcess.endAll()
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// How to type this executable: `layoutbench` when that name on the PATH is this file, else
    /// its full path.
    static var commandName: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder) + "/layoutbench").resolvingSymlinksInPath().path
            if candidate == executablePath { return "layoutbench" }
        }
        return executablePath
    }

    /// When ~/.local/bin/layoutbench is this executable (the README's install line) but
    /// ~/.local/bin is not on the PATH, so `layoutbench` is "command not found": the line that adds it.
    static var pathNote: String? {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        let installed = home + "/.local/bin/layoutbench"
        guard URL(fileURLWithPath: installed).resolvingSymlinksInPath().path == executablePath, commandName != "layoutbench"
        else { return nil }
        return "note: ~/.local/bin is not on your PATH, so `layoutbench` is not found; add it with:\n"
            + "  echo 'export PATH=\"$HOME/.local/bin:$PATH\"' >> ~/.bashrc && export PATH=\"$HOME/.local/bin:$PATH\""
    }

    /// The options an engine or a test script's process is started with, as this one was given them.
    var sharedOptions: [String] {
        ["--workspace", workspace] + (userPlugins.map { ["--plugins", $0] } ?? []) + (release ? ["--release"] : [])
    }

    /// This executable, which the front end starts again as its engine.
    static var executablePath: String { ExecutablePath.current }

    /// For `layoutbench FILE`, refused as an unexpected argument: the subcommand that runs it.
    static func scriptHint(_ message: String) -> String {
        guard let start = message.range(of: "Unexpected argument '"), let end = message[start.upperBound...].firstIndex(of: "'")
        else { return "" }
        let argument = String(message[start.upperBound..<end])
        if FileManager.default.fileExists(atPath: argument) { return "; did you mean 'run \(argument)'?" }
        let subcommands = configuration.subcommands.filter { $0.configuration.shouldDisplay }
            .compactMap { $0.configuration.commandName }
        return CommandRegistry.closest(to: argument, in: subcommands).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The exit codes of docs/reference.md: usage errors are 2 (ArgumentParser's own default is 64).
    static func main() {
        StandardStreams.ensureOpen()
        StandardStreams.ignoreBrokenPipeSignal()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let text = message(for: error)
            // The message quotes the command line, outside text: escaped as every such text is.
            StandardStreams.err("error: " + TerminalText.escaped(text + scriptHint(text)) + "\n" + "usage: see layoutbench --help\n")
            Foundation.exit(2)
        }
    }
}
