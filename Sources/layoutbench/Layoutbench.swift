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
              layoutbench test [PATH...]       layout regression tests against recorded baselines
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
    var commandList: [String] = []

    /// The one -c text (validate refuses several).
    var commands: String? { commandList.last }

    @Flag(help: "Batch: report failures and run on.")
    var keepGoing = false

    @Flag(help: "No colour even on a terminal.")
    var noColor = false

    @Flag(help: "Build and load plugins in release configuration.")
    var release = false

    @Flag(help: "test: record the baselines afresh instead of comparing.")
    var record = false

    @Option(help: "test: write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "test: only scripts whose path contains this text.")
    var filter: String?

    @Option(name: .customShort("j"), help: "test: scripts run at once (default: the core count).")
    var jobs: Int?

    @Option(help: .hidden)
    var capture: String?

    @Argument(help: "run FILE... to run script files; test [PATH...] to run layout tests (default workspace/tests).")
    var arguments: [String] = []

    func validate() throws {
        if commandList.count > 1 { throw ValidationError("-c given \(commandList.count) times; give it once, commands separated by ';'") }
        let testing = arguments.first == "test"
        if let first = arguments.first, !testing {
            guard first == "run" else { throw ValidationError("unknown argument '\(first)'; did you mean 'run \(first)'?") }
            guard arguments.count > 1 else { throw ValidationError("run needs at least one script file") }
        }
        if !arguments.isEmpty { guard commands == nil else { throw ValidationError("use either run FILE..., test or -c, not both") } }
        if !testing && (record || junit != nil || filter != nil || jobs != nil || capture != nil) {
            throw ValidationError("--record, --junit, --filter and -j go with test")
        }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("-j takes 1…64, not \(jobs)") }
    }

    func run() throws {
        let stdinIsTerminal = isatty(STDIN_FILENO) != 0
        let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
        let interactive = arguments.isEmpty && commands == nil && stdinIsTerminal
        let colors = stdoutIsTerminal && !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let options = Session.Options(
            workspace: workspace, pluginsDirectory: plugins, colors: colors, interactive: interactive,
            terminalWidth: stdoutIsTerminal ? TerminalSize.columns()
                : ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.map { max(20, $0) } ?? 10_000, keepGoing: keepGoing,
            configuration: release ? "release" : "debug")
        if arguments.first == "test" {
            try runTests(options)
            return
        }
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

    /// `test`: the runner, or (`--capture SCRIPT`) the child process that runs one script and
    /// prints what it captured.
    func runTests(_ options: Session.Options) throws {
        if let capture {
            switch LayoutTestCapture.run(script: capture, options: options) {
            case .success(let baseline):
                StandardStreams.out(baseline.text)
            case .failure(let error):
                // Error lines from the script already read "FILE:LINE: error: …".
                StandardStreams.err((error.message.contains("error: ") ? error.message : error.description) + "\n")
                throw ExitCode(1)
            }
            return
        }
        var forwarded = ["--workspace", workspace, "--plugins", plugins]
        if release { forwarded.append("--release") }
        var testOptions = LayoutTestRunner.Options(
            paths: Array(arguments.dropFirst()), executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
            forwarded: forwarded, workspace: workspace)
        testOptions.record = record
        testOptions.junit = junit
        testOptions.filter = filter
        if let jobs { testOptions.jobs = jobs }
        let code = LayoutTestRunner(options: testOptions).run()
        if code != 0 { throw ExitCode(code) }
    }

    /// The exit codes of docs/reference.md: usage errors are 2 (ArgumentParser's own default is 64).
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
