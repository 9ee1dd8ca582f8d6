import ArgumentParser
import Foundation
import Workbench

/// The command line: a REPL on a terminal, batch mode for scripts, -c and pipes.
@main
struct Layoutbench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbench",
        abstract: "Run UICollectionViewLayout plugins headless: attribute tables, physics, timing profiles.",
        usage: """
            layoutbench                      interactive REPL
              layoutbench run FILE...          run script files
              layoutbench -c 'CMD; CMD'        run commands from the argument
              printf 'CMD\\n' | layoutbench    run commands from a pipe
            """,
        discussion: "Type 'help' in the REPL for the commands. Exit codes: 0 success, 1 a command failed, 2 usage error.",
        version: "layoutbench 0.1.0 (plugin ABI 1)")

    @Option(help: "The working folder: scripts, snapshots, history.")
    var workspace = "workspace"

    @Option(help: "The folder of plugin sources (one folder per plugin).")
    var plugins = "plugins"

    @Option(name: .customShort("c"), help: "Commands to run, separated by ';'.")
    var commands: String?

    @Flag(help: "Batch: report failures and run on.")
    var keepGoing = false

    @Flag(help: "No colour even on a terminal.")
    var noColor = false

    @Flag(help: "Build and load plugins in release configuration.")
    var release = false

    @Argument(help: "run FILE... to run script files.")
    var arguments: [String] = []

    func validate() throws {
        if let first = arguments.first {
            guard first == "run" else { throw ValidationError("unknown argument '\(first)'; did you mean 'run \(first)'?") }
            guard arguments.count > 1 else { throw ValidationError("run needs at least one script file") }
            guard commands == nil else { throw ValidationError("use either run FILE... or -c, not both") }
        }
    }

    func run() throws {
        let stdinIsTerminal = isatty(STDIN_FILENO) != 0
        let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
        let interactive = arguments.isEmpty && commands == nil && stdinIsTerminal
        let colors = stdoutIsTerminal && !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let options = Session.Options(
            workspace: workspace, pluginsDirectory: plugins, colors: colors, interactive: interactive,
            terminalWidth: stdoutIsTerminal ? TerminalSize.columns() : 80, keepGoing: keepGoing,
            configuration: release ? "release" : "debug")
        let session = Session(options: options)
        let code: Int32
        if interactive {
            code = REPL(session: session).run()
        } else if let commands {
            code = BatchRunner(session: session).run(text: commands)
        } else if arguments.first == "run" {
            code = BatchRunner(session: session).run(files: Array(arguments.dropFirst()))
        } else {
            code = BatchRunner(session: session).runStandardInput()
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// SPEC's exit codes: usage errors are 2 (ArgumentParser's own default is 64).
    static func main() {
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
            StandardStreams.err("error: " + message(for: error) + "\n" + "usage: see layoutbench --help\n")
            Foundation.exit(2)
        }
    }
}
