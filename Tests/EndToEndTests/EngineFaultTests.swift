import Foundation
import HostSystem
import Testing
import Workbench

/// Layouts run in an engine process: a layout that traps, crashes, aborts, exits, loops or
/// allocates without bound ends only the engine. Each fault gives one error line naming the
/// layout, what happened and the call; a new engine stands where the session was before the
/// failing command, and the next command works. The faults come from Fixtures/faulty_plugin.c.
// Serialized: its faults are timed (a thread's trap 300 ms after a command, lines 1.5 s apart,
// call time limits of a tenth of a second), and run beside each other (one fills 1 GiB) a replay
// was seen to come later than the lines that should have met it.
@Suite(.serialized)
struct EngineFaultTests {
    /// The fixture compiled once, with debug info (so backtraces name its lines).
    static let compiled = Task<String, Never> {
        let folder = NSTemporaryDirectory() + "layoutbench-faulty-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let so = folder + "/libFaulty.so"
        let root = Executable.packageRoot
        _ = try? await Executable.program(
            "/usr/bin/env",
            [
                "cc", "-g", "-shared", "-fPIC", "-pthread", "-I", root + "/Sources/PluginABI/include",
                root + "/Tests/Fixtures/faulty_plugin.c", "-o", so
            ])
        return so
    }

    /// The fixture library, compiled once for the test process (awaited, not waited for).
    static var library: String { get async { await compiled.value } }

    /// Loads the fixture with 30 items at offset 100.
    static var setUp: String { get async { "items 30; load \(await library); use faulty; offset 0 100" } }

    /// The one error line of a fault, and the state after it (taken by the next command).
    func fault(_ commands: String, options: [String] = []) async throws -> (error: String, state: [String: Any], run: Executable.Run) {
        let run = try await Executable.run(options + ["--keep-going", "-c", (await Self.setUp) + "; " + commands + "; state --json"])
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(run.stderr)")
        return (errors.first.map(String.init) ?? "", run.json, run)
    }

    /// What every fault leaves: the data, the offset and the layout as before the command, and
    /// the fault parameter (set by the failing command) back at `none`.
    func expectRestored(_ state: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(state["layout"] as? String == "faulty", sourceLocation: sourceLocation)
        #expect(state.numbers("bounds") == [0, 100, 390, 844], sourceLocation: sourceLocation)
        #expect(state.numbers("sections") == [30], sourceLocation: sourceLocation)
        // 30 rows of 50 points: the content is 1500 tall.
        #expect(state.numbers("contentSize") == [390, 1500], sourceLocation: sourceLocation)
    }

    @Test func aTrapIsOneLineWithTheCallAndTheSourceLine() async throws {
        let (error, state, run) = try await fault("param in query; param fault trap")
        #expect(error == "error: faulty trapped in layoutAttributesForElements(in:) (faulty_plugin.c:70)")
        expectRestored(state)
        #expect(run.status == 1)
        #expect(!run.stderr.contains("Program crashed"), "the runtime's report is kept, not printed")
    }

    @Test func aSegfaultAnAbortAndAnExitAreEachOneLine() async throws {
        let segv = try await fault("param in query; param fault segv")
        #expect(segv.error == "error: faulty crashed (SIGSEGV, a bad memory access) in layoutAttributesForElements(in:) (faulty_plugin.c:71)")
        expectRestored(segv.state)
        let abort = try await fault("param in query; param fault abort")
        #expect(abort.error.hasPrefix("error: faulty aborted (SIGABRT) in layoutAttributesForElements(in:)"))
        expectRestored(abort.state)
        let exit = try await fault("param in query; param fault exit")
        #expect(exit.error == "error: faulty called exit(3) in layoutAttributesForElements(in:)")
        expectRestored(exit.state)
        #expect(exit.run.status == 1, "exit(0) or exit(3) from a plugin never makes a batch run succeed")
    }

    /// A fault in prepare() on some data: the data before the command does not fault, so the
    /// restored session has the parameters that armed it and still works.
    @Test func aFaultInPrepareOnSomeDataKeepsTheParametersThatArmedIt() async throws {
        let (error, state, _) = try await fault("param from 100; param fault trap; items 100")
        #expect(error == "error: faulty trapped in prepare() (faulty_plugin.c:70)")
        expectRestored(state)
        let run = try await Executable.run(["--keep-going", "-c", (await Self.setUp) + "; param from 100; param fault trap; items 100; params"])
        #expect(run.stdout.contains("fault") && run.stdout.contains("trap"), "\(run.stdout)")
    }

    /// A Swift layout asking for a section the data lacks: UIKit raises, the SDK traps with
    /// UIKit's message; the line names the runtime's message, the layout's own line and the SDK's
    /// line under it, and the session goes on without the parameter that caused it.
    @Test func aFatalErrorShowsItsMessageAndTheLayoutsLine() async throws {
        let run = try await Executable.run(["--keep-going", "-c", "items 3; use call-order; param countSection 1; params --json"])
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.map(String.init)
        #expect(errors.count == 1, "\(run.stderr)")
        let error = errors.first ?? ""
        #expect(
            error.hasPrefix(
                "error: call-order trapped in prepare(): Fatal error: request for number of items in section 1 "
                    + "when there are only 1 sections in the collection view ("), "\(error)")
        #expect(error.range(of: #"\(CallOrderLayout\.swift:[0-9]+ → UICollectionView\.swift:[0-9]+\)$"#, options: .regularExpression) != nil, "\(error)")
        let parameters = run.json.objects("parameters")
        #expect(parameters.first { $0["name"] as? String == "countSection" }?["value"] as? String == "-1")
    }

    @Test func anEndlessLoopIsStoppedAtTheCallTimeLimit() async throws {
        let (error, state, run) = try await fault("param in query; param fault loop", options: ["--call-timeout", "0.5"])
        #expect(error == "error: faulty ran past the call time limit (0.5 s) in layoutAttributesForElements(in:)")
        expectRestored(state)
        // The process's own time (a wait for a free slot among the suite's runs is not counted).
        #expect(run.seconds < 10)
    }

    @Test func calltimeoutSetsTheLimitForTheSession() async throws {
        let (error, _, _) = try await fault("calltimeout 0.3; param in query; param fault loop")
        #expect(error == "error: faulty ran past the call time limit (0.3 s) in layoutAttributesForElements(in:)")
        #expect(try await Executable.commands("calltimeout 0").stderr.hasPrefix("error: calltimeout takes 0.1…3600 seconds, not 0"))
        #expect(try await Executable.commands("calltimeout 2.5; calltimeout").stdout == "2.5 s\n")
    }

    @Test func unboundedAllocationStopsAtTheMemoryLimit() async throws {
        let (error, state, _) = try await fault("param in query; param fault alloc", options: ["--memory-limit", "1G"])
        #expect(error.hasPrefix("error: faulty ran past the memory limit (1 GiB) in layoutAttributesForElements(in:)"), "\(error)")
        expectRestored(state)
        let refused = try await Executable.run(["--memory-limit", "lots", "-c", "state"])
        #expect(refused.status == 2 && refused.stderr.hasPrefix("error: a memory limit is a size such as 8G"))
    }

    @Test func withoutKeepGoingABatchRunStopsAtTheFault() async throws {
        let run = try await Executable.run(["-c", (await Self.setUp) + "; param in query; param fault segv; echo not reached"])
        #expect(run.status == 1)
        #expect(!run.stdout.contains("not reached"))
    }

    /// A script's fault names the file and line, as every script error does.
    @Test func aScriptsFaultNamesItsLine() async throws {
        let workspace = Executable.temporaryWorkspace()
        let script = workspace + "/faulty.lbs"
        try ((await Self.setUp).replacingOccurrences(of: "; ", with: "\n") + "\nparam in query\nparam fault exit\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let run = try await Executable.run(["run", script], workspace: workspace)
        #expect(run.stderr.contains("error: faulty called exit(3) in layoutAttributesForElements(in:)"), "\(run.stderr)")
        #expect(run.status == 1)
    }

    /// A hundred faults in a row: each one line, no engine left behind, and the front end's open
    /// files do not grow.
    @Test func aHundredFaultsLeakNothing() async throws {
        let workspace = Executable.temporaryWorkspace()
        let lines = (1...100).map { _ in "param fault exit" }.joined(separator: "\n")
        // The front end's copies go to a folder of this test's own (other tests load the fixture too).
        let copiesFolder = workspace + "/copies"
        let run = try await Executable.run(
            ["--keep-going"], input: (await Self.setUp) + "\nparam in query\n" + lines + "\nstate --json\n", workspace: workspace,
            environment: [Session.copyDirectoryVariable: copiesFolder])
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: faulty called exit(3)") }.count == 100)
        expectRestored(run.json)
        #expect(Self.processes(mentioning: workspace).isEmpty, "engines left running")
        // The front end that ran has removed its copies, those its hundred engines loaded too.
        let copies = ((try? FileManager.default.contentsOfDirectory(atPath: copiesFolder)) ?? []).filter { $0.hasPrefix("libFaulty-") }
        #expect(copies.isEmpty, "the plugin copies of gone engines are removed: \(copies)")
    }

    /// The front end itself through a hundred faults: the real executable, fed through a pipe,
    /// its own open files (/proc/PID/fd, no other test's) counted after one fault and after a
    /// hundred more.
    @Test(.enabled(if: HostPlatform.current == .linux, "counts /proc/PID/fd"))
    func aHundredFaultsLeaveTheFrontEndsOpenFilesAsTheyWere() async throws {
        // --keep-going: a pipe's session stops at its first failing command otherwise.
        let session = try LiveSession(plugins: Executable.plugins, arguments: ["--keep-going"])
        await session.run((await Self.setUp) + "; param in query")
        // One fault first, so whatever a replacement keeps open (its pipes, the shared call page) is counted.
        await session.run("param fault exit")
        let pid = session.process.processIdentifier
        let files = Self.openFiles(of: pid)
        for _ in 1...100 { session.send("param fault exit") }
        await session.run("state")
        #expect(session.occurrences(of: "error: faulty called exit(3)") == 101)
        #expect(Self.openFiles(of: pid) == files, "the front end's open files grew")
        #expect(await session.run("state --json").contains("\"layout\":\"faulty\""), "the next command works")
        #expect(await session.finish() == 1)
    }

    /// The open file descriptors of process `pid`.
    static func openFiles(of pid: Int32) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).count
    }

    /// Processes whose command line mentions `text`.
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
            return line.contains(text) ? line : nil
        }
    }

    /// At the REPL, every fault: its one line, the prompt back with the layout, and the next
    /// command's answer from the restored session.
    @Test func everyFaultAtTheReplPrintsOneLineAndTheNextCommandWorks() async throws {
        let terminal = TerminalSession()
        defer { terminal.stop() }
        await terminal.start(options: "--memory-limit 1G")
        #expect(await terminal.waitFor("layoutbench>"))
        await terminal.type((await Self.setUp) + "; param in query")
        await terminal.keys("Enter")
        #expect(await terminal.waitFor("faulty>"))
        let faults = [
            ("trap", "error: faulty trapped in layoutAttributesForElements(in:) (faulty_plugin.c:70)"),
            ("segv", "error: faulty crashed (SIGSEGV, a bad memory access) in layoutAttributesForElements(in:) (faulty_plugin.c:71)"),
            ("abort", "error: faulty aborted (SIGABRT) in layoutAttributesForElements(in:)"),
            ("exit", "error: faulty called exit(3) in layoutAttributesForElements(in:)"),
            ("alloc", "error: faulty ran past the memory limit (1 GiB) in layoutAttributesForElements(in:)"),
            // Last, with a short limit (set first, so filling 1 GiB above is not cut short by it).
            ("loop", "error: faulty ran past the call time limit (0.5 s) in layoutAttributesForElements(in:)")
        ]
        for (index, (fault, line)) in faults.enumerated() {
            await terminal.type((fault == "loop" ? "calltimeout 0.5; " : "") + "param fault \(fault)")
            await terminal.keys("Enter")
            #expect(await terminal.waitFor(line), "\(fault)")
            // The restored session answers: the offset scrolled before the fault is still there.
            await terminal.type("scroll 0 \(index + 1); state")
            await terminal.keys("Enter")
            let offset = 100 + (1...(index + 1)).reduce(0, +)
            #expect(await terminal.waitFor("bounds         0 \(offset) 390 844"), "\(fault)")
        }
        await terminal.keys("C-d")
        #expect(await terminal.waitForExit())
    }

    /// At the REPL: a fault prints its line and the prompt comes back with the layout, and
    /// stays so while the new engine is restored (never a fresh engine's bare prompt); the
    /// session keeps live reload off when the user turned it off. Ctrl-C stops an endless loop
    /// (with a long time limit) and a long profile within moments.
    @Test func theReplSurvivesFaultsAndCtrlCStopsAnyCommand() async throws {
        let terminal = TerminalSession()
        defer { terminal.stop() }
        await terminal.start()
        #expect(await terminal.waitFor("layoutbench>"))
        await terminal.type("watch off; " + (await Self.setUp) + "; param in query; param fault segv")
        await terminal.keys("Enter")
        #expect(await terminal.waitFor("error: faulty crashed (SIGSEGV, a bad memory access) in layoutAttributesForElements(in:)"))
        await expectPromptStays("faulty>", terminal)
        await terminal.type("watch")
        await terminal.keys("Enter")
        #expect(await terminal.waitFor("not watching (watch on rebuilds"))
        await terminal.type("calltimeout 600; param fault loop")
        await terminal.keys("Enter")
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        let pressed = Date()
        await terminal.keys("C-c")
        #expect(await terminal.waitFor("interrupted: 'param fault loop' stopped"))
        #expect(Date().timeIntervalSince(pressed) < 3)
        await expectPromptStays("faulty>", terminal)
        await terminal.type("state")
        await terminal.keys("Enter")
        #expect(await terminal.waitFor("bounds         0 100 390 844"))
        // The layout first (its first use may build it), then the profile Ctrl-C stops.
        await terminal.type("use table")
        await terminal.keys("Enter")
        #expect(await terminal.waitFor("table>", timeout: 300))
        await terminal.type("profile --frames 100000 --repeat 100")
        await terminal.keys("Enter")
        try? await Task.sleep(nanoseconds: 2_000_000_000)
        await terminal.keys("C-c")
        #expect(await terminal.waitFor("interrupted: 'profile --frames 100000 --repeat 100' stopped"))
        // The prompt comes back under it.
        await expectPromptStays("table>", terminal)
        await terminal.keys("C-d")
        #expect(await terminal.waitForExit())
    }

    /// The prompt comes back as `prompt` and, watched for a second and a half while the new
    /// engine answers, shows no other.
    func expectPromptStays(_ prompt: String, _ terminal: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) async {
        let back = Date().addingTimeInterval(30)
        while await terminal.lastLine() != prompt && Date() < back { try? await Task.sleep(nanoseconds: 20_000_000) }
        var shown: Set<String> = []
        let watched = Date().addingTimeInterval(1.5)
        while Date() < watched {
            let line = await terminal.lastLine()
            if line.hasSuffix(">") { shown.insert(line) }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        let screen = await terminal.screen()
        #expect(shown == [prompt], "\(screen)", sourceLocation: sourceLocation)
    }

    // MARK: - Faults blamed right

    /// A trap whose crash report outlasts the call time limit is a trap: the clock stops once
    /// the engine's fault handler has marked it, and the crash report is written.
    @Test func aTrapSlowerThanTheTimeLimitIsStillATrap() async throws {
        let workspace = Executable.temporaryWorkspace()
        let run = try await Executable.run(
            ["--keep-going", "-c", (await Self.setUp) + "; calltimeout 0.1; param in query; param fault trap; state --json"],
            workspace: workspace)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors == ["error: faulty trapped in layoutAttributesForElements(in:) (faulty_plugin.c:70)"], "\(run.stderr)")
        let report = try String(contentsOfFile: workspace + "/.crashes/last.txt", encoding: .utf8)
        #expect(report.contains("faulty_plugin.c:70"))
    }

    /// A layout that uses up the engine's descriptors is blamed for it on its own command, and a
    /// new engine takes over: the bundled table still loads (before, every later error misled:
    /// "no layout 'table'").
    @Test func usingUpTheDescriptorsIsTheLayoutsFault() async throws {
        let run = try await Executable.run(["--keep-going", "-c", (await Self.setUp) + "; param fault fds; attrs --json; use table; items 3; attrs --json"])
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1 && errors.first?.hasPrefix("error: faulty used up the engine's file descriptors (all ") == true, "\(run.stderr)")
        #expect(run.documents.last.map { ($0 as? [String: Any])?.objects("elements").count } == 3, "\(run.stdout)")
    }

    /// A layout that forks without exec, its child returning into the engine: the child is
    /// ended as it returns, said on the command, and every later command is answered once, right.
    @Test func aForkThatReturnsIsEndedAndSaidSo() async throws {
        let run = try await Executable.run(["-c", (await Self.setUp) + "; param fault forkback; attrs --json; use table; items 3; attrs --json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: a layout forked without exec; its copy of the engine was ended"), "\(run.stderr)")
        #expect(run.documents.count == 2, "\(run.stdout.prefix(400))")
        #expect((run.documents.last as? [String: Any])?.objects("elements").count == 3, "\(run.stdout.suffix(400))")
    }

    /// A layout that closes the engine's channel, or writes on it, is blamed on its own command
    /// at once (before: the previous command, or a stall until the time limit), and the next
    /// command runs on a new engine.
    @Test(arguments: [
        ("closeall", "faulty closed or replaced the engine's channel to layoutbench (descriptors 3 and 4)"),
        ("junk", "faulty wrote on the engine's channel to layoutbench (descriptor 4), which carries only the engine's answers")
    ])
    func aLayoutThatBreaksTheChannelIsBlamedAtOnce(fault: String, message: String) async throws {
        let run = try await Executable.run(["--keep-going", "-c", (await Self.setUp) + "; param fault \(fault); use table; items 3; attrs --json"])
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.map(String.init) == ["error: \(message)"], "\(run.stderr)")
        #expect((run.documents.last as? [String: Any])?.objects("elements").count == 3, "\(run.stdout.suffix(300))")
    }

    /// What a layout writes on stderr is bounded as what it prints is: 1,000 lines a command,
    /// then how many more.
    @Test func aLayoutsStderrIsBounded() async throws {
        let run = try await Executable.run(["-c", (await Self.setUp) + "; param fault spew; state"])
        #expect(run.status == 0, "\(run.stderr.suffix(300))")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("spew ") }.count == 1000)
        #expect(lines.contains("500 more lines on the engine's stderr, not shown (at most 1000 a command)"), "\(run.stderr.suffix(300))")
    }

    /// A layout that hangs in every step of a check is not run in its other steps after two
    /// hangs: two call time limits, not one a step, and the report says what was left out.
    @Test func aCheckMovesOnAfterTwoHangs() async throws {
        // Faulting from 2 items on: the session's one item is fine; check's data of 5 is not.
        let run = try await Executable.run([
            "--call-timeout", "0.3", "-c", "items 1; load \(await Self.library); use faulty; param from 2; param fault loop; check faulty --quick --json"
        ])
        let layout = try #require(run.json.objects("layouts").first, "\(run.stderr)")
        let hangs = layout.objects("findings").filter { ($0["detail"] as? String)?.contains("ran past the call time limit") == true }
        #expect(!hangs.isEmpty, "\(layout)")
        let skipped = layout["stepsSkipped"] as? String ?? ""
        #expect(skipped.contains("not run: the layout hung in 2 (after 2, check moves on)"), "\(layout)")
    }

    /// Runs `lines` through a pipe, `pause` seconds apart, so a plugin's thread has time to fault
    /// between two commands.
    func slowly(_ lines: [String], pause: Double = 1.5) async throws -> Executable.Run {
        let workspace = Executable.temporaryWorkspace()
        let input = lines.map { "echo '\($0)'" }.joined(separator: "; sleep \(pause); ")
        return try await Executable.shell("(\(input)) | \"$LB\" --keep-going", workspace: workspace)
    }

    /// What only a plugin does is blamed on it, whatever the engine's call record says: a record
    /// rewritten through a descriptor (the engine keeps none open to it), or in memory (the
    /// crashed thread's own frame is the plugin's), a thread of the layout's that calls exit(),
    /// and a timer it armed.
    @Test func whatOnlyAPluginDoesIsBlamedOnIt() async throws {
        let scribble = try await fault("param in query; param fault scribble")
        #expect(scribble.error == "error: faulty crashed (SIGSEGV, a bad memory access) in layoutAttributesForElements(in:) (faulty_plugin.c:82)")
        let forge = try await fault("param in query; param fault forge")
        #expect(forge.error == "error: faulty crashed (SIGSEGV, a bad memory access) in its own code (faulty_plugin.c:83)")
        // A layout name the session does not know is not taken from the record.
        let named = try await fault("param in query; param fault forgename")
        #expect(named.error == "error: the layout crashed (SIGSEGV, a bad memory access) in layoutAttributesForElements(in:) (faulty_plugin.c:84)")
        // Rewritten to say the host runs, then spinning for ever: six call time limits of silence
        // (0.5 s each here), then the engine is asked to abort and says it was in the plugin.
        let hang = try await fault("param in query; param fault forgehang", options: ["--call-timeout", "0.5"])
        #expect(
            hang.error.range(
                of: #"^error: faulty ran 3(\.\d+)? s without a plugin call, an answer or a build in its own code"#,
                options: .regularExpression) != nil, "\(hang.error)")
        for (fault, said) in [
            ("threadexit", "error: a background thread of faulty called exit(0) after 'attrs --json' had finished"),
            ("alarm", "error: faulty was ended by a timer it armed (SIGALRM) after 'attrs --json' had finished")
        ] {
            let run = try await slowly(["items 30; load \(await Self.library); use faulty", "param fault \(fault); attrs --json", "echo next"])
            let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.map(String.init)
            #expect(errors.first == said, "\(run.stderr)")
            #expect(!run.stderr.contains("outside plugin code"), "\(run.stderr)")
        }
    }

    /// A thread of the layout's own that traps after a command succeeded: the fault is that
    /// command's aftermath, said before the next command, which then runs (and succeeds) on a
    /// fresh engine. The replay re-arms it at once, so the session goes on without the layout.
    @Test func aBackgroundThreadsFaultIsBlamedOnTheCommandBefore() async throws {
        let run = try await slowly(["items 30; load \(await Self.library); use faulty", "param fault thread; attrs --json", "echo next", "state --json"])
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.map(String.init)
        #expect(errors.count == 2, "\(run.stderr)")
        #expect(errors.first == "error: a background thread of faulty trapped after 'attrs --json' had finished (faulty_plugin.c:29)")
        // The replay (with `fault thread` set) re-arms it: 300 ms later it traps again, after
        // whichever command last finished — still `attrs --json` when the replay ran before the
        // next line arrived, else `echo next` — and the layout is left out from then on.
        #expect(
            errors.last?.range(
                of: #"^error: a background thread of faulty trapped after '(attrs --json|echo next)' had finished \(faulty_plugin\.c:29\)$"#,
                options: .regularExpression) != nil, "\(run.stderr)")
        #expect(run.stderr.contains("replaying faulty faulted again at once; the session goes on without it"))
        // Every command succeeded: `attrs`, `echo next` and the final state printed their answers.
        #expect(run.stdout.contains("\nnext\n"))
        #expect(run.json["layout"] is NSNull, "\(run.stdout)")
        #expect(run.json.numbers("sections") == [30])
        #expect(run.status == 1, "a fault fails a batch run")
    }

    /// What a plugin prints goes to stderr as its own, never among the results: a --json
    /// command's stdout stays one JSON document.
    @Test func aPluginsOwnPrintsStayOffTheResults() async throws {
        let run = try await Executable.run(["-c", "items 30; load \(await Self.library); use faulty; param fault print; attrs --json"])
        #expect(run.status == 0, "\(run.stderr)")
        // `load` says what it loaded; then the one document.
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines[1].hasPrefix("{") && lines[1].hasSuffix("}"), "\(run.stdout)")
        #expect(!run.stdout.contains("hello"))
        #expect(run.stderr.contains("faulty printed: faulty says hello from prepare"), "\(run.stderr)")
    }

    /// A child the plugin forked ends with the session.
    /// A child the layout forks ends with the session, in the engine's process group or out of
    /// it (`setsid`, and a double fork's grandchild: found by the engine's mark in its environment).
    @Test(.enabled(if: HostPlatform.current == .linux, "reads /proc/PID/stat"), arguments: ["fork", "setsid", "daemon"])
    func aForkedChildEndsWithTheSession(fault: String) async throws {
        let file = NSTemporaryDirectory() + "layoutbench-child-\(UUID().uuidString)"
        let run = try await Executable.run(
            ["-c", "items 30; load \(await Self.library); use faulty; param fault \(fault); attrs"],
            environment: ["LAYOUTBENCH_FAULTY_CHILD": file])
        #expect(run.status == 0, "\(run.stderr)")
        let child = try #require(pid_t(try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Gone, or a zombie until init reaps it: never sleeping on. The session's SIGKILL to the
        // engine's group is delivered asynchronously, so the child may still be on its way out
        // for a moment after the session exits; it sleeps 30 s, so two seconds tell the two apart.
        func state() -> Substring? {
            (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
        }
        let deadline = ContinuousClock.now + .seconds(2)
        while let current = state(), current != "Z", ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let last = state()
        #expect(last == nil || last == "Z", "the forked child \(child) outlived the session")
    }
}
