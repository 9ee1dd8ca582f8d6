import ArgumentParser
import Foundation
import Workbench
import LayoutHost
import PluginBuild

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
              layoutbench new NAME [--flow | --compositional]
                                               a plugin folder with a minimal layout (in --plugins, else ./Layouts)
              layoutbench -c 'CMD; CMD'        run commands from the argument
              printf 'CMD\\n' | layoutbench    run commands from a pipe
            """,
        discussion: "Type 'help' in the REPL for the commands. Exit codes: 0 success, 1 a command failed, 2 usage error.",
        version: "layoutbench 0.1.0 (plugin ABI 1)")

    @Option(help: "The working folder: scripts, snapshots, history.")
    var workspace = "workspace"

    @Option(help: "Your folder of layouts: a folder of Swift files, or of such folders (one plugin each). The bundled plugins are always there too.")
    var plugins: String?

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

    @Option(help: "Seconds one plugin call may run before its engine is replaced (default 10).")
    var callTimeout: Double?

    @Option(help: "The engine's address-space limit, e.g. 8G or 512M (default 12G).")
    var memoryLimit: String?

    @Flag(help: "new: a UICollectionViewFlowLayout subclass.")
    var flow = false

    @Flag(help: "new: a UICollectionViewCompositionalLayout made by a function.")
    var compositional = false

    @Argument(help: "run FILE... to run script files; test [PATH...] to run layout tests (default workspace/tests); new NAME for a new plugin.")
    var arguments: [String] = []

    func validate() throws {
        if arguments.first == "engine" { return }
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
        if commandList.count > 1 { throw ValidationError("-c given \(commandList.count) times; give it once, commands separated by ';'") }
        let testing = arguments.first == "test"
        if flow && compositional { throw ValidationError("--flow or --compositional, not both") }
        if arguments.first == "new" {
            guard arguments.count == 2 else { throw ValidationError("new takes one NAME: layoutbench new NAME [--flow | --compositional]") }
            return
        }
        if flow || compositional { throw ValidationError("--flow and --compositional go with new") }
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
        if arguments.first == "engine" {
            throw ExitCode(runEngine(options))
        }
        if arguments.first == "test" {
            try runTests(options)
            return
        }
        if arguments.first == "new" {
            try createPlugin(name: arguments[1])
            return
        }
        var frontOptions = options
        frontOptions.callTimeout = callTimeout ?? EngineLimits.defaultCallTimeout
        var forwarded = sharedOptions
        if keepGoing { forwarded.append("--keep-going") }
        let client = try EngineClient(
            options: frontOptions,
            configuration: .init(executable: Layoutbench.executablePath, arguments: forwarded,
                                 memoryLimit: try memoryLimit.map(EngineLimits.parseBytes) ?? EngineLimits.defaultMemoryLimit))
        let code: Int32
        if interactive {
            code = REPL(client: client).run()
        } else if let commands {
            code = BatchRunner(client: client).run(text: commands)
        } else if arguments.first == "run" {
            code = BatchRunner(client: client).run(files: Array(arguments.dropFirst()))
        } else {
            code = BatchRunner(client: client).runStandardInput()
        }
        client.shutdown()
        if code != 0 { throw ExitCode(code) }
    }

    /// `new NAME`: writes the plugin folder (in --plugins, else ./Layouts, so a project's own
    /// sources never become plugins) and says what to type next, as it can be typed.
    func createPlugin(name: String) throws {
        let directory = plugins ?? "Layouts"
        let kind: PluginTemplate.Kind = flow ? .flow : compositional ? .compositional : .custom
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let created = try PluginTemplate.create(name: name, kind: kind, in: directory)
            print("created \(created.files.map { created.folder + "/" + $0 }.joined(separator: " and "))")
            let command = Layoutbench.commandName + " --plugins " + ShellWord.quoted(directory)
            print("next: \(command) run \(ShellWord.quoted(created.folder + "/tour.lbs"))   (or: \(command), then use \(created.layoutID))")
        } catch let error as PluginTemplate.TemplateError {
            StandardStreams.err("error: \(error.description)\n")
            throw ExitCode(1)
        } catch {
            StandardStreams.err("error: cannot create \(directory): \(error.localizedDescription)\n")
            throw ExitCode(1)
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

    /// The options an engine or a test script's process is started with, as this one was given them.
    var sharedOptions: [String] {
        ["--workspace", workspace] + (plugins.map { ["--plugins", $0] } ?? []) + (release ? ["--release"] : [])
    }

    /// This executable, which the front end starts again as its engine.
    static var executablePath: String { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path }

    /// `engine`: the process that loads and calls plugins for a front end (Engine/EngineServer.swift);
    /// not a user command. What the front end knows of the terminal comes in the environment.
    func runEngine(_ base: Session.Options) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        var options = base
        options.terminalWidth = environment["LAYOUTBENCH_ENGINE_WIDTH"].flatMap { Int($0) } ?? base.terminalWidth
        options.colors = environment["LAYOUTBENCH_ENGINE_COLORS"] == "1"
        options.interactive = environment["LAYOUTBENCH_ENGINE_INTERACTIVE"] == "1"
        options.callTimeout = environment["LAYOUTBENCH_ENGINE_CALL_TIMEOUT"].flatMap(Double.init) ?? EngineLimits.defaultCallTimeout
        EngineProcess.prepareEngineProcess(memoryLimit: environment["LAYOUTBENCH_ENGINE_MEMORY_LIMIT"].flatMap { UInt64($0) })
        guard CallTracker.attach(fileDescriptor: EngineProcess.callsDescriptor) else {
            StandardStreams.err("error: layoutbench engine is started by layoutbench itself, not by hand\n")
            return 2
        }
        return EngineServer(options: options, input: EngineProcess.requestDescriptor, output: EngineProcess.responseDescriptor).run()
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
        StandardStreams.verdictWins = true
        var testOptions = LayoutTestRunner.Options(
            paths: Array(arguments.dropFirst()), executable: Layoutbench.executablePath,
            forwarded: sharedOptions, workspace: workspace)
        testOptions.record = record
        testOptions.junit = junit
        testOptions.filter = filter
        if let jobs { testOptions.jobs = jobs }
        let code = LayoutTestRunner(options: testOptions).run()
        if code != 0 { throw ExitCode(code) }
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
            StandardStreams.err("error: " + message(for: error) + "\n" + "usage: see layoutbench --help\n")
            Foundation.exit(2)
        }
    }
}
