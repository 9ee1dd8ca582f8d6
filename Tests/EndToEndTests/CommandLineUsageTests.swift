import Foundation
import Testing

/// How the command line answers: counts in words, refusals that name what was wrong, tables that
/// keep their width, help and README pages that lead where they say.
struct CommandLineUsageTests {
    @Test func stateCountsInWords() async throws {
        let one = try await Executable.commands("items 10; use table; state").stdout
        #expect(one.contains("sections       1 section of 10 items"))
        // Rows of 300 in 844: rows 0, 1, 2 are visible.
        #expect(one.contains("visible        3 elements"))
        let two = try await Executable.commands("items 10 5; state").stdout
        #expect(two.contains("sections       2 sections: 10 and 5 items"))
        let single = try await Executable.commands("items 1; use table; state").stdout
        #expect(single.contains("visible        1 element\n") || single.hasSuffix("visible        1 element\n"))
    }

    @Test func indexPathsTheDataLacksAreRefused() async throws {
        let run = try await Executable.commands("items 10 5; use table; item 5 99")
        #expect(run.status == 1)
        #expect(run.errors == "error: no item at 5-99 (section 0: 10 items, section 1: 5 items)\n")
    }

    @Test func unknownOptionsAreNamed() async throws {
        let run = try await Executable.commands("use table; attrs --yaml")
        #expect(run.errors.hasPrefix("error: attrs has no option '--yaml'"))
    }

    /// run, test, new and the hidden engine are subcommands: the shared options go before or
    /// after their name, and a script given without `run` is pointed at it.
    @Test func subcommandsTakeTheSharedOptionsBeforeOrAfterTheirName() async throws {
        let root = Executable.temporaryWorkspace()
        try "items 3; state --json\n".write(toFile: root + "/s.lbs", atomically: true, encoding: .utf8)
        let after = try await Executable.run(["run", root + "/s.lbs", "--keep-going", "--no-color"], directory: root)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.json.numbers("sections") == [3])
        let stray = try await Executable.run([root + "/s.lbs"], directory: root)
        #expect(stray.status == 2)
        #expect(stray.stderr.contains("did you mean 'run \(root)/s.lbs'?"), "\(stray.stderr)")
        let help = try await Executable.run(["--help"])
        #expect(help.stdout.contains("SUBCOMMANDS") && help.stdout.contains("  new ") && !help.stdout.contains("\n  engine"))
        let misplaced = try await Executable.run(["--record"])
        #expect(misplaced.status == 2 && misplaced.stderr.hasPrefix("error: Unknown option '--record'"))
    }

    @Test func twoCommandTextsAreAUsageError() async throws {
        let run = try await Executable.run(["-c", "state", "-c", "state"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: -c given 2 times; give it once, commands separated by ';'"))
    }

    /// Piped output is not cut to 80 columns; COLUMNS, when set, is the width.
    @Test func pipedTablesKeepTheirWidth() async throws {
        let full = try await Executable.run(["-c", "use flow; params"], environment: ["COLUMNS": nil]).stdout
        #expect(full.contains("non-zero: cells self-size (snapshot size ID WxH), this until they do"))
        let narrow = try await Executable.run(["-c", "use flow; params"], environment: ["COLUMNS": "60"]).stdout
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test func theDebugNoteFitsAnEightyColumnTerminal() async throws {
        let run = try await Executable.commands("use table; profile --items 100 --frames 5")
        let note = run.stdout.split(separator: "\n").drop { !$0.hasPrefix("note: DEBUG BUILD") }.prefix(2)
        #expect(!note.isEmpty)
        #expect(note.allSatisfy { $0.count <= 80 })
    }

    /// A --plugins folder that does not exist is refused at once, saying what it should be;
    /// an empty one still leaves the bundled plugins.
    @Test func aMissingPluginsFolderIsRefused() async throws {
        let missing = Executable.temporaryWorkspace() + "/nothing-here"
        let run = try await Executable.run(["-c", "use table"], plugins: missing)
        #expect(run.status == 2)
        #expect(run.errors.contains("--plugins \(missing): no such folder (it names a folder of Swift files, or of plugin folders)"))
        let empty = Executable.temporaryWorkspace()
        let bundled = try await Executable.run(["-c", "use table; item 0 1 --json"], plugins: empty)
        #expect(bundled.status == 0)
    }

    /// Long work reports its steps on stderr, with the time left once a run is timed; stdout
    /// keeps exactly the one JSON document.
    @Test func profilesShowProgressOnStderr() async throws {
        let run = try await Executable.commands("use table-fast; profile --items 2000 --frames 10 --repeat 2 --json")
        #expect(run.status == 0)
        #expect(run.errors.contains("table-fast: warm-up run (1 of 3)…"))
        #expect(run.errors.range(of: #"table-fast: run 2 of 2 \(3 of 3\), about [0-9.]+ s left…"#, options: .regularExpression) != nil)
        #expect(run.documents.count == 1)
    }

    /// One run each cannot tell a change from noise: compare says so and asks for --repeat 5.
    @Test func compareNeedsRepeatedRuns() async throws {
        let workspace = Executable.temporaryWorkspace()
        let run = try await Executable.commands(
            "use table-fast; profile --items 1000 --frames 10 --save once; profile compare once",
            workspace: workspace)
        #expect(run.stdout.contains("? (too few runs)"))
        #expect(run.stdout.contains("profile --repeat 5"))
        #expect(!run.stdout.contains("slower") && !run.stdout.contains("faster"))
    }

    /// Following the README never overwrites the shipped snapshots.
    @Test func theReadmeNeverSavesOverShippedData() throws {
        let readme = try String(contentsOfFile: Executable.packageRoot + "/README.md", encoding: .utf8)
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Executable.packageRoot + "/workspace/snapshots")
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(!shipped.isEmpty)
        for name in shipped { #expect(!readme.contains("snapshot save \(name)"), "\(name)") }
        // The README calls the installed executable `layoutbench`: it says how to install it, and
        // keeps the two commands CI runs, byte for byte.
        #expect(readme.contains(#"ln -sf "$PWD/.build/debug/layoutbench" ~/.local/bin/layoutbench"#))
        #expect(readme.contains("bash .ci/setup repl && swift build && .build/debug/layoutbench"))
        #expect(readme.contains("bash .ci/setup && swift build && swift test --disable-xctest"))
        // And CI runs that test command as written (on its copy of the clone).
        let ci = try String(contentsOfFile: Executable.packageRoot + "/.ci/run", encoding: .utf8)
        #expect(ci.split(separator: "\n").contains { $0.hasPrefix("bash .ci/setup && swift build && swift test --disable-xctest") })
    }

    /// docs/reference.md's executable section is `layoutbench --help`, from the same declarations:
    /// every subcommand and option `--help` names is in it, and nothing else.
    @Test func theReferenceShowsTheExecutablesHelp() async throws {
        let help = try await Executable.run(["--help"], plugins: nil, environment: ["COLUMNS": nil])
        let text = help.stdout + help.stderr
        let usage = try #require(text.range(of: "USAGE:"))
        let reference = try String(contentsOfFile: Executable.packageRoot + "/docs/reference.md", encoding: .utf8)
        let begin = try #require(reference.range(of: "<!-- executable:begin -->\n")), end = try #require(reference.range(of: "\n<!-- executable:end -->"))
        let documented = reference[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        // Regenerate with: .build/debug/layoutbench --help, from USAGE: on, each line indented by four.
        #expect(documented == String(text[usage.lowerBound...]).trimmingCharacters(in: .newlines))
        for word in ["editor", "lsp", "--call-timeout", "--memory-limit", "--compositional"] { #expect(documented.contains(word), "\(word)") }
    }

    /// The README is a front page: short, and every page of docs/ is reached from it.
    @Test func theReadmeLeadsToEveryPage() throws {
        let readme = try String(contentsOfFile: Executable.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
        let pages = try FileManager.default.contentsOfDirectory(atPath: Executable.packageRoot + "/docs").filter { $0.hasSuffix(".md") }
        #expect(pages.count >= 10)
        for page in pages { #expect(readme.contains("docs/\(page)"), "the README does not link docs/\(page)") }
    }

    /// From a new-user trial: margins invalidate (fromLayoutMargins follows them at once); list
    /// rows keep out of the side safe area (20 + 47 = 67); tables' short kinds work in queries.
    @Test func marginsSafeAreaAndShortKinds() async throws {
        let margins = await Seed.documents(
            try Seed.run(
                """
                items 7; margins 0 30 0 30; use flow; param sectionInsetReference fromLayoutMargins; item 0 0 --json; \
                margins 0 0 0 0; item 0 0 --json
                """))
        #expect(margins[0].object("element").numbers("frame").first == 30)
        #expect(margins[1].object("element").numbers("frame").first == 0)
        let list = try await Seed.run("items 5; size 844x390; safearea 0 47 21 47; use list-inset-grouped; item 0 0 --json").json
        #expect(list.object("element").numbers("frame").first == 67)
        let header = try await Seed.run("items 4; use flow; param headerReferenceSize 0x30; supplementary header 0 0 --json").json
        #expect(header.object("element").numbers("frame") == [0, 0, 390, 30])
    }
}
