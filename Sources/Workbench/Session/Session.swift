import CollectionLayout
package import EngineProtocol
import Foundation
import HostSupport
package import LayoutHost
package import PluginBuild
package import Snapshots

/// A workbench session: loaded plugins, the active layout, the simulated collection view and
/// what was printed last. Commands run through `execute`; a failing command changes nothing.
public final class Session {
    public struct Options: Sendable {
        package var workspace: String
        /// The user's folder of plugins (`--plugins`); nil for the bundled plugins only.
        package var pluginsDirectory: String?
        package var colors: Bool
        /// A person at a terminal: confirmations are printed, tables fit the terminal.
        package var interactive: Bool
        package var terminalWidth: Int
        /// The terminal's height in rows, when output is a terminal (render fits it by default).
        package var terminalRows: Int?
        package var keepGoing: Bool
        package var configuration: String
        /// Seconds one plugin call may run before the engine is replaced (`calltimeout`).
        package var callTimeout: Double = 10
        /// Removes temporaries of processes that are gone at start (an engine leaves that to its
        /// front end, which still needs a replaced engine's plugin copies to restore from).
        package var cleansTemporaries = true
        /// The bundled plugins offered, by folder name; nil for all of them. The command-line fuzz
        /// target keeps to the layouts this project wrote to answer every data shape: a seed's app
        /// code traps on some (zero sections), as on a device, which only an engine process survives.
        @_spi(Fuzzing) public var bundledPlugins: Set<String>?

        public init(
            workspace: String = "workspace", pluginsDirectory: String? = nil, colors: Bool = false,
            interactive: Bool = false, terminalWidth: Int = 80, keepGoing: Bool = false,
            configuration: String = "debug"
        ) {
            self.workspace = workspace
            self.pluginsDirectory = pluginsDirectory
            self.colors = colors
            self.interactive = interactive
            self.terminalWidth = terminalWidth
            self.keepGoing = keepGoing
            self.configuration = configuration
        }
    }

    /// How a command, a line or a script ended (EngineProtocol's, as `done` replies carry it).
    package typealias Outcome = CommandOutcome

    package let options: Options
    package let console: Console
    package var catalog: PluginCatalog
    package let view = SimulatedCollectionView()
    /// Loaded plugins by name, newest generation.
    package internal(set) var libraries: [String: PluginLibrary] = [:]
    /// Every generation loaded so far (libraries are never unloaded).
    package internal(set) var loadedGenerations: [PluginLibrary] = []
    package internal(set) var active: LayoutInstance?
    /// Parameters the user set on the active layout, in order, for replay after a reload.
    package internal(set) var parameterOverrides: [(String, String)] = []
    /// The whole answer of the last attrs/item command (whatever `--limit` printed of it), how to
    /// query it again, and the command and offset it was taken at (what `diff` says it compared with).
    var lastQuery: ElementQuery?
    var lastElements: [LayoutElement] = []
    var lastAnswer: (command: String, offset: CGPoint) = ("attrs", .zero)
    /// The last attrs/item/supplementary/decoration command, re-run after a reload.
    var lastPrintingCommand: [String]?
    /// The last profile of the active layout, which `expect` checks.
    var lastProfile: Profile?
    /// The last check's results, which `expect check` holds a test to.
    var lastCheck: [LayoutChecker.Result]?
    /// The optimized SDK building behind the prompt since a debug profile (Session+ReleaseSDK).
    package internal(set) var backgroundSDK: BackgroundSDKBuild?
    /// Told when `check` starts a step of a layout; an engine tells its front end, which runs
    /// the check again past a step where the layout trapped. Nil in a session of its own.
    package var checkStepStarted: ((String, Int) -> Void)?
    /// Told as a layout just made active runs its first pass (the session's state names it by
    /// then): an engine tells its front end, so a trap in that pass is known as that layout's.
    package var layoutWillRun: (() -> Void)?
    /// The live view's feed while a page watches (EngineRequest.live), else nil.
    package internal(set) var liveFeed: LiveFeed?
    /// The feed's place among the view's frame observers, while it watches.
    var liveFrameObserver: Int?
    /// Live reload: the file watcher, builds in flight, stale plugins (Reload/Reloader.swift).
    public private(set) lazy var reloader = Reloader(session: self)
    var sourceDepth = 0
    /// The data the collection view shows (what `apply` last applied, or `items`).
    package internal(set) var appliedData = DataSnapshot.quick(counts: [20]) { didSet { dataVersion &+= 1 } }
    /// The snapshot being edited with `snapshot …`; `apply` diffs it against the applied data.
    package internal(set) var editingData = DataSnapshot.quick(counts: [20]) { didSet { dataVersion &+= 1 } }
    /// Bumped on every change of either snapshot: the engine sends them only when it moved.
    package private(set) var dataVersion = 0
    /// The data version at which the data was quick data (`items`: DataSnapshot.quick of the
    /// view's counts, applied and edited alike), which the counts alone can make again.
    var quickDataVersion: Int? = 0
    /// The data is exactly DataSnapshot.quick(counts:) of the view's counts, in both snapshots.
    var dataIsQuick: Bool { quickDataVersion == dataVersion }
    /// Seconds one plugin call may run (`calltimeout`); the front end's watchdog enforces it.
    package internal(set) var callTimeout: Double

    package var style: TerminalStyle { TerminalStyle(colors: options.colors) }

    package init(options: Options, console: Console = StandardConsole()) {
        self.options = options
        self.console = console
        self.catalog = PluginCatalog(pluginsDirectory: options.pluginsDirectory, configuration: options.configuration)
        catalog.bundledNames = options.bundledPlugins
        self.callTimeout = options.callTimeout
        if options.cleansTemporaries { StaleTemporaries.clean(workspace: options.workspace, copies: Session.copyDirectory) }
    }

    /// The prompt: the active layout's id, or "layoutbench".
    package var prompt: String {
        "\(active?.id ?? "layoutbench")> "
    }

    /// Where the script being run is (the engine runs a front end's script line by line).
    package func setLocation(file: String?, line: Int) {
        location = file.map { ($0, line) }
    }

    /// Errors reported so far: a batch run exits 1 when any command failed, however deep in
    /// sourced scripts and whatever `--keep-going` let run after it.
    package private(set) var failureCount = 0
    /// What the running command's request cost to cross from the front end (nil in-process).
    package internal(set) var crossing: EngineCrossing?
    /// The script file and line being run, which error lines name (`bad.lbs:2: error: …`).
    var location: (file: String, line: Int)?

    /// Runs script text line by line, errors naming `file` and the line when a file is given;
    /// stops at the first failure unless keepGoing, and at `quit`.
    package func runScript(_ text: String, file: String?) -> Outcome {
        let outer = location
        defer { location = outer }
        return ScriptText.run(
            text, keepGoing: options.keepGoing,
            refuse: { number, refusal in
                location = file.map { ($0, number) } ?? outer
                report(refusal)
            },
            execute: { number, line in
                location = file.map { ($0, number) } ?? outer
                return execute(line)
            })
    }

    /// Runs one line (commands separated by `;`); stops at the first failure unless keepGoing.
    @discardableResult
    package func execute(_ line: String) -> Outcome {
        let commands: [[String]]
        do {
            commands = try ScriptLine.commands(in: line)
        } catch {
            report(error)
            return .failed
        }
        return Outcome.of(commands, keepGoing: options.keepGoing) { run($0) }
    }

    /// Runs one command given as words (an engine's request); as `execute` runs each.
    package func runCommand(_ words: [String]) -> Outcome { run(words) }

    /// Runs one command; on failure the view goes back to its state before the command.
    func run(_ words: [String]) -> Outcome {
        guard let name = words.first else { return .succeeded }
        guard let spec = CommandRegistry.command(named: name) else {
            let suggestion = CommandRegistry.suggestion(for: name).map { "did you mean '\($0)'? " } ?? ""
            report(CommandError("unknown command '\(name)'", hint: suggestion + "help lists the commands"))
            return .failed
        }
        let checkpoint = view.checkpoint()
        let arguments: MatchedArguments
        do {
            arguments = try spec.arguments(Array(words.dropFirst()))
        } catch {
            report(error)
            return .failed
        }
        do {
            let result = try spec.run(self, arguments)
            if Session.printingCommands.contains(spec.name) { lastPrintingCommand = words }
            if result == .quit { return .quit }
            try settle()
            return .succeeded
        } catch let error as ScriptStopped {
            report(error)  // a script's own commands each kept or undid their changes
            return .failed
        } catch {
            view.restore(checkpoint)
            report(error)
            return .failed
        }
    }

    /// After a command: the display frame that follows it, with no motion and no time passing
    /// (the scroll requests the command left, then the main queue's blocks, then those they
    /// made); an animated scroll the layout asked for then plays frame by frame.
    func settle() throws {
        try view.displayFrame(milliseconds: 0, drainRounds: 8) { try view.performLayoutRequests() }
        if view.pendingAnimationTarget != nil {
            _ = try ScrollDriver(view: view).playPendingAnimation()
        }
    }

    /// Prints one error line, naming the script file and line when one is running.
    package func report(_ error: Error) {
        failureCount += 1
        if error is ScriptStopped { return }
        let text: String
        switch error {
        case let error as CommandError: text = error.description
        default: text = "error: " + OneLineError.text(error)
        }
        let place = location.map { "\($0.file):\($0.line): " } ?? ""
        console.error(style.red(place + TerminalText.escaped(text)))
    }

    /// A confirmation for a person; scripts and pipes stay quiet.
    func confirm(_ text: String) {
        if options.interactive { console.write(style.dim(TerminalText.escaped(text))) }
    }

    /// The active layout, or an error saying how to get one.
    func requireLayout() throws -> LayoutInstance {
        guard let active else {
            throw CommandError("no active layout", hint: "use LAYOUT first; layouts lists them")
        }
        return active
    }

    var copyDirectory: String { Session.copyDirectory }

    /// Where loaded plugins' copies go (PluginLibrary): a folder of the front end's own (named
    /// after its process, so another session's clean-up never takes a copy a restore still
    /// needs) in the cache's `copies` folder, or in a temporary folder when the cache cannot be
    /// written; never the workspace, which may be read-only. An engine is told its front end's.
    package static let copyDirectory: String = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment[copyDirectoryVariable], !given.isEmpty { return given }
        let copies = PluginPackage.cacheFolder(environment: environment) + "/copies"
        let base = FilePaths.unwritable(copies) == nil ? copies : NSTemporaryDirectory() + "layoutbench-copies-\(getuid())"
        return base + "/" + StaleTemporaries.tag
    }()

    /// The environment variable that gives an engine its front end's copy folder.
    package static let copyDirectoryVariable = "LAYOUTBENCH_ENGINE_COPIES"
}

extension CommandOutcome {
    /// Runs `steps` in order: quit ends at once, a failure ends unless `keepGoing` (then the
    /// whole is failed); the combined outcome. Commands of a line and lines of a script alike.
    package static func of<Steps: Sequence>(_ steps: Steps, keepGoing: Bool, _ run: (Steps.Element) -> CommandOutcome) -> CommandOutcome {
        var outcome = CommandOutcome.succeeded
        for step in steps {
            switch run(step) {
            case .quit: return .quit
            case .failed:
                outcome = .failed
                if !keepGoing { return .failed }
            case .succeeded: break
            }
        }
        return outcome
    }
}
