import Foundation
import HostSystem
import Testing

/// layoutbench from a folder outside the repository:
/// answers that can be trusted, defaults that find what `new` wrote, messages that say what to do.
struct OutsideTheRepositoryTests {
    /// A folder outside the repository to run from.
    static func outside() -> String { Executable.temporaryWorkspace() }

    /// `diff` compares the query's whole answer, whatever `--limit` printed: with rows of 200
    /// instead of 300, rows 0-3 and 0-4 come into the 844-point view (4 · 200 = 800 < 844) and
    /// rows 0-0 … 0-2 move (row 2: 600 → 400); nothing is removed.
    @Test func diffAfterALimitedAttrsComparesTheWholeAnswer() async throws {
        let run = try await Executable.run(["-c", "items 10; use table; attrs --limit 2; param itemSize 390x200; diff"], directory: Self.outside())
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let diff = Array(lines.drop { !$0.hasPrefix("since the last attrs") })
        #expect(diff.first == "since the last attrs, at offset 0 0:", "\(run.stdout)")
        #expect(diff.filter { $0.hasPrefix("+ ") } == ["+ cell 0-3", "+ cell 0-4"], "\(run.stdout)")
        #expect(!diff.contains { $0.hasPrefix("- ") }, "\(run.stdout)")
        #expect(diff.contains("~ cell 0-2: frame 0 600 390 300 → 0 400 390 200"), "\(run.stdout)")
    }

    /// `diff` says what it compared with: the last attrs, taken at offset 0 500.
    @Test func diffSaysWhatItComparedWith() async throws {
        let run = try await Executable.run(["-c", "items 10; use table; attrs; scroll 0 500; attrs; diff"], directory: Self.outside())
        #expect(run.stdout.hasSuffix("no changes since the last attrs, at offset 0 500\n"), "\(run.stdout)")
    }
}

extension OutsideTheRepositoryTests {
    /// The README's start command's set-up (`bash .ci/setup repl`), on a machine without readline's
    /// headers or chromium: a stand-in apt-get first on PATH records what it is asked for, and it
    /// is readline's headers alone; the test command's set-up asks for the rest.
    @Test(.enabled(if: HostPlatform.current == .linux, "the apt-get branch; a Mac's is Homebrew's"))
    func theStartCommandInstallsOnlyWhatTheREPLNeeds() async throws {
        let folder = Self.outside()
        let bin = folder + "/bin", log = folder + "/apt-get.log"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"$@\" >> '\(log)'\n".write(toFile: bin + "/apt-get", atomically: true, encoding: .utf8)
        chmod(bin + "/apt-get", 0o755)
        // PATH: the stand-in and the system's own tools, no chromium, tmux or rsvg-convert.
        for tool in ["id", "sh", "bash", "echo", "cat", "python3", "uname"] {
            for folder in ["/usr/bin", "/bin"] where FileManager.default.fileExists(atPath: folder + "/" + tool) {
                try? FileManager.default.createSymbolicLink(atPath: bin + "/" + tool, withDestinationPath: folder + "/" + tool)
                break
            }
        }
        // A virtual environment that has the MCP client already (its python says so).
        try FileManager.default.createDirectory(atPath: folder + "/venv/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\nexit 0\n".write(toFile: folder + "/venv/bin/python", atomically: true, encoding: .utf8)
        chmod(folder + "/venv/bin/python", 0o755)
        let setup = Executable.packageRoot + "/.ci/setup"
        let environment = [
            "PATH": bin, "LAYOUTBENCH_SETUP_ROOT": folder + "/nothing-installed", "HOME": folder,
            "LAYOUTBENCH_MCP_VENV": folder + "/venv"
        ]
        let repl = try await Executable.program(bin + "/bash", [setup, "repl"], environment: environment)
        #expect(repl == 0)
        let asked = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(asked == "update -qq\ninstall -y -qq libreadline-dev\n", "\(asked)")
        try? FileManager.default.removeItem(atPath: log)
        try await Executable.program(bin + "/bash", [setup], environment: environment)
        let more = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(more.contains("install -y -qq libreadline-dev tmux zlib1g-dev librsvg2-bin chromium"), "\(more)")
    }
}

extension OutsideTheRepositoryTests {
    /// A layout that traps when the view is wider than 830 points: in the steps the phone is turned (844 wide; the tablet is 820).
    static let trapping = """
        import UIKit

        final class WideTrapLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                itemSize = CGSize(width: 100, height: 50)
                if (collectionView?.bounds.width ?? 0) > 830 { fatalError("too wide") }
            }
        }
        """

    /// A trap in a check's step is a finding, said once, in the report: no error line per trap,
    /// no "a new engine took over"; the report's time is the time the check took, the traps and
    /// the engines after them included.
    @Test func aTrapInACheckIsAFindingOfItsReport() async throws {
        let folder = Self.outside()
        try FileManager.default.createDirectory(atPath: folder + "/Layouts/Wide", withIntermediateDirectories: true)
        try Self.trapping.write(toFile: folder + "/Layouts/Wide/WideTrapLayout.swift", atomically: true, encoding: .utf8)
        _ = try await Executable.run(["-c", "use wide-trap-layout"], plugins: "Layouts", directory: folder)
        let run = try await Executable.run(["-c", "check wide-trap-layout --quick --json"], plugins: "Layouts", directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("trapped in prepare()") && !run.stderr.contains("took over"), "\(run.stderr)")
        let result = try #require(run.json.objects("layouts").first, "\(run.stdout)")
        #expect(result.objects("findings").contains { $0["rule"] as? String == "layout-raised" }, "\(run.stdout)")
        // The process's own start and end aside, the check is all the run did.
        let seconds = try #require(result.number("seconds"))
        #expect(seconds >= run.seconds * 0.7, "reported \(seconds) s of a \(run.seconds) s run")

        // Two layouts that trap, from the shell: each layout's time is its own (the check run
        // again past a later trap does not add to an earlier layout's), and the exit is said
        // plainly, with no `expect` the user never wrote.
        try Self.trapping.replacingOccurrences(of: "WideTrapLayout", with: "OtherTrapLayout")
            .write(toFile: folder + "/Layouts/Wide/OtherTrapLayout.swift", atomically: true, encoding: .utf8)
        let shell = try await Executable.run(["check", "--quick", "--json"], plugins: "Layouts", directory: folder)
        #expect(shell.status == 1, "\(shell.stderr)")
        #expect(shell.stderr.contains("device findings (the report above): layoutbench check exits 1"), "\(shell.stderr)")
        #expect(!shell.stderr.contains("expectation"), "\(shell.stderr)")
        let layouts = shell.json.objects("layouts")
        #expect(layouts.count == 2, "\(shell.stdout)")
        let total = layouts.compactMap { $0.number("seconds") }.reduce(0, +)
        #expect(total <= shell.seconds, "the layouts' \(total) s in a \(shell.seconds) s run")
    }
}

extension OutsideTheRepositoryTests {
    /// `new` writes ./Layouts, and that is the plugins folder found by default there: its layout is
    /// used and checked without --plugins; from elsewhere, `use` says which --plugins finds it.
    /// A command run in any folder, with no --workspace, makes nothing there: the layout index
    /// completion reads lives in the cache (it made ./workspace/.layout-index).
    @Test func aCommandMakesNothingWhereItRuns() async throws {
        let folder = Self.outside() + "/somewhere"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try await Executable.shell(
            "cd '\(folder)' && '\(Executable.path)' --plugins '\(Executable.plugins)' -c 'items 3; use table; attrs --limit 1'")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func theFolderNewWritesIsFoundByDefault() async throws {
        // A parent of its own: another test's Layouts beside this one would be a nearer hint.
        let folder = Self.outside() + "/project"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let made = try await Executable.run(["new", "Stagger", "--flow"], plugins: nil, directory: folder)
        #expect(made.status == 0, "\(made.stderr)")
        let run = try await Executable.run(["-c", "items 3; use stagger-layout; attrs --json"], plugins: nil, directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json.objects("elements").count == 3, "\(run.stdout)")
        // One folder up, the layout is in Layouts one level down: the error says which --plugins.
        let parent = (folder as NSString).deletingLastPathComponent, name = (folder as NSString).lastPathComponent
        let elsewhere = try await Executable.run(["-c", "use stagger-layout"], plugins: nil, directory: parent)
        #expect(elsewhere.status != 0)
        #expect(elsewhere.stderr.contains("\(name)/Layouts declares it: layoutbench --plugins \(name)/Layouts"), "\(elsewhere.stderr)")
    }

    /// Installed as the README says but with ~/.local/bin off the PATH, `new` says so and gives the
    /// line that adds it.
    @Test func newSaysWhenTheInstallFolderIsNotOnThePath() async throws {
        let home = Self.outside()
        try FileManager.default.createDirectory(atPath: home + "/.local/bin", withIntermediateDirectories: true)
        let executable = URL(fileURLWithPath: Executable.path).resolvingSymlinksInPath().path
        try FileManager.default.createSymbolicLink(atPath: home + "/.local/bin/layoutbench", withDestinationPath: executable)
        let run = try await Executable.run(
            ["new", "Grid"], plugins: nil, environment: ["HOME": home, "PATH": "/usr/bin:/bin"],
            directory: Self.outside())
        #expect(run.stdout.contains("note: ~/.local/bin is not on your PATH"), "\(run.stdout)")
        #expect(run.stdout.contains(#"echo 'export PATH="$HOME/.local/bin:$PATH"' >> ~/.bashrc"#), "\(run.stdout)")
    }
}

extension OutsideTheRepositoryTests {
    /// The small things a new user met: grammar, the form an error gives, a hint only when true,
    /// did-you-mean where `use` has it, help that shows what works and hides what is internal, and
    /// a tour that says what each table is.
    @Test func theSmallThingsANewUserMet() async throws {
        let folder = Self.outside()
        _ = try await Executable.run(["new", "Stagger", "--flow"], plugins: nil, directory: folder)
        let session = try await Executable.run(
            ["--keep-going", "-c", "use stagger-layout; param columns x; snapshot move-item S0-1 S0-2; help check; help run"],
            plugins: nil, mergingStandardError: true, directory: folder)
        #expect(session.stdout.contains("columns takes an integer like 3, not 'x'"), "\(session.stdout)")
        #expect(session.stdout.contains("move-item takes before or after, not 'S0-2' (usage: snapshot move-item ID before|after ID)"), "\(session.stdout)")
        #expect(!session.stdout.contains("--trapped"), "\(session.stdout)")
        // A build that fails in a session that loaded no library of it gives no hint about one.
        try "this is not Swift\n".write(toFile: folder + "/Layouts/Stagger/Broken.swift", atomically: true, encoding: .utf8)
        let broken = try await Executable.run(["-c", "use stagger-layout"], plugins: nil, directory: folder)
        #expect(broken.stderr.contains("error: build of Stagger failed"), "\(broken.stderr)")
        #expect(!broken.stderr.contains("loaded before"), "\(broken.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/Layouts/Stagger/Broken.swift")

        // --plugins twice is refused, not the last one silently taken.
        let twice = try await Executable.run(["--plugins", "Layouts", "--plugins", "Layouts/Stagger", "-c", "layouts"], plugins: nil, directory: folder)
        #expect(twice.status != 0 && twice.stderr.contains("--plugins given 2 times"), "\(twice.stderr)")
        // A plugin folder beside ./Layouts is named itself (--plugins . would build ./Layouts as one plugin).
        try FileManager.default.createDirectory(atPath: folder + "/Extra", withIntermediateDirectories: true)
        try "import UIKit\nfinal class ExtraLayout: UICollectionViewFlowLayout {}\n".write(
            toFile: folder + "/Extra/ExtraLayout.swift", atomically: true, encoding: .utf8)
        let beside = try await Executable.run(["-c", "use extra-layout"], plugins: nil, directory: folder)
        #expect(beside.stderr.contains("Extra declares it: layoutbench --plugins Extra"), "\(beside.stderr)")
        // The class's name is its id's name too.
        let byClass = try await Executable.run(["-c", "use StaggerLayout"], plugins: nil, directory: folder)
        #expect(byClass.status == 0, "\(byClass.stderr)")
        // `test` with no tests says how to write one.
        let noTests = try await Executable.run(["test"], plugins: nil, directory: folder)
        #expect(noTests.stderr.contains("a test is a script of commands"), "\(noTests.stderr)")

        let mistyped = try await Executable.run(["runn"], plugins: nil, directory: folder)
        #expect(mistyped.stderr.contains("Unexpected argument 'runn'; did you mean 'run'?"), "\(mistyped.stderr)")
        let checked = try await Executable.run(["check", "stager"], plugins: nil, directory: folder)
        #expect(checked.stderr.contains("did you mean 'stagger-layout'?"), "\(checked.stderr)")
        // Every option of the session (as --help lists them, less -c) is named by `help run`.
        let root = try await Executable.run(["--help"], plugins: nil, directory: folder)
        let run = try await Executable.run(["help", "run"], plugins: nil, directory: folder)
        let options = Set(root.stdout.matches(of: #/\n  (--[a-z-]+)/#).map { String($0.1) }).subtracting(["--help", "--version"])
        #expect(options.isSuperset(of: ["--plugins", "--keep-going"]), "\(root.stdout)")
        for option in options { #expect(run.stdout.contains(option), "help run: \(option)\n\(run.stdout)") }

        let tour = try String(contentsOfFile: folder + "/Layouts/Stagger/tour.lbs", encoding: .utf8)
        // Every table the tour prints has an `echo` heading since the previous table.
        var headed = false, tables = 0
        for line in tour.split(separator: "\n") {
            if line.hasPrefix("echo ") { headed = true }
            if ["params", "attrs", "state", "profile"].contains(where: line.hasPrefix) {
                #expect(headed, "'\(line)' has no heading in\n\(tour)")
                headed = false
                tables += 1
            }
        }
        #expect(tables == 5)
        // Each command a heading names (`param NAME VALUE`) is one `help` knows.
        let named = tour.matches(of: #/`([a-z]+)[^`]*`/#).map { String($0.1) }.filter { $0 != "layoutbench" }
        #expect(!named.isEmpty)
        for command in named {
            let help = try await Executable.run(["-c", "help \(command)"], plugins: nil, directory: folder)
            #expect(help.status == 0, "the tour names `\(command)`: \(help.stderr)")
        }
        #expect(tour.hasPrefix("# A tour of stagger-layout: run it with `layoutbench run Layouts/Stagger/tour.lbs`."), "\(tour)")
    }
}
