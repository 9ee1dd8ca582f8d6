import Foundation
import FoundationXML
import Testing

/// `layoutbench test`: recorded baselines, diffs, JUnit, parallel runs, through the executable.
struct LayoutTestCommandTests {
    /// A workspace with tests/rows.lbs: rows of 300 at offset 600, bounds 600…1444.
    func workspace(_ scripts: [String: String] = ["rows.lbs": "# rows\nitems 5\nuse table\noffset 0 600\nattrs\n"]) throws -> String {
        let folder = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
        for (name, text) in scripts { try text.write(toFile: folder + "/tests/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    func test(_ folder: String, _ extra: [String] = [], plugins: String = Executable.plugins) async throws -> Executable.Run {
        try await Executable.run(["test", folder + "/tests"] + extra, workspace: folder, plugins: plugins)
    }

    @Test func recordThenPass() async throws {
        let folder = try workspace()
        let recorded = try await test(folder, ["--record"])
        #expect(recorded.status == 0)
        #expect(recorded.stdout.contains("RECORDED \(folder)/tests/rows.lbs"))
        #expect(recorded.stdout.hasSuffix("1 recorded\n0 passed, 0 failed\n"))
        let baseline = try String(contentsOfFile: folder + "/tests/rows.baseline", encoding: .utf8)
        // Row 2: (0, 600, 390, 300), its centre (195, 750).
        #expect(baseline.contains("@ 5 attrs\n"))
        #expect(baseline.contains("cell 0-2 · frame 0 600 390 300 · center 195 750 · size 390 300"))
        let passed = try await test(folder)
        #expect(passed.status == 0)
        #expect(passed.stdout.contains("PASS \(folder)/tests/rows.lbs"))
        #expect(passed.stdout.split(separator: "\n").last == "1 passed, 0 failed")
    }

    /// A missing baseline is recorded but fails, so CI never passes on an unchecked test.
    @Test func aMissingBaselineFails() async throws {
        let folder = try workspace()
        let first = try await test(folder)
        #expect(first.status == 1)
        #expect(first.stdout.contains("no baseline; recorded \(folder)/tests/rows.baseline"))
        await #expect(try test(folder).status == 0)
    }

    /// A deliberate change fails until it is recorded. Bounds 600…1444 meet rows 1–4 (row 1 ends
    /// at 600: CGRect's intersects counts a shared edge); bounds 300…1144 meet rows 0–3.
    @Test func recordingAcceptsAChange() async throws {
        let folder = try workspace()
        await #expect(try test(folder, ["--record"]).status == 0)
        try "# rows\nitems 5\nuse table\noffset 0 300\nattrs\n".write(toFile: folder + "/tests/rows.lbs", atomically: true, encoding: .utf8)
        let changed = try await test(folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("rows.lbs:5 attrs · cell 0-0 appeared"))
        #expect(changed.stdout.contains("rows.lbs:5 attrs · cell 0-4 disappeared"))
        await #expect(try test(folder, ["--record", "--filter", "rows"]).status == 0)
        await #expect(try test(folder).status == 0)
    }

    /// A baseline that does not read is reported and left alone; a misspelt directive is refused.
    @Test func damagedBaselinesAndDirectivesAreReported() async throws {
        let folder = try workspace()
        try "<<<<<<< HEAD\ngarbage\n".write(toFile: folder + "/tests/rows.baseline", atomically: true, encoding: .utf8)
        let run = try await test(folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("rows.baseline is not a readable baseline"))
        #expect(try String(contentsOfFile: folder + "/tests/rows.baseline", encoding: .utf8) == "<<<<<<< HEAD\ngarbage\n")
        let misspelt = try workspace(["typo.lbs": "# test: tolerence 0.5\nitems 2\n"])
        await #expect(try test(misspelt).stdout.contains("unknown test directive '# test: tolerence 0.5'"))
    }

    /// A removed command is reported as itself, with the line it had when recorded.
    @Test func aRemovedCommandIsNamed() async throws {
        let folder = try workspace(["two.lbs": "items 3\nuse table\nstate\nattrs\n"])
        await #expect(try test(folder, ["--record"]).status == 0)
        try "items 3\nuse table\nattrs\n".write(toFile: folder + "/tests/two.lbs", atomically: true, encoding: .utf8)
        let run = try await test(folder)
        #expect(run.stdout.contains("two.lbs state · printed at line 3 when recorded, not now"))
        #expect(!run.stdout.contains("attrs ·"))
    }

    /// Numbers are written a tenth of the tolerance finer: 0.5 of tolerance lets 390.4 pass
    /// against 390 and fails 390.6, showing the values as they are.
    @Test func toleranceIsTheTolerance() async throws {
        let folder = try workspace(["size.lbs": "# test: tolerance 0.5\nsize 390x844\nstate\n"])
        await #expect(try test(folder, ["--record"]).status == 0)
        try "# test: tolerance 0.5\nsize 390.4x844\nstate\n".write(toFile: folder + "/tests/size.lbs", atomically: true, encoding: .utf8)
        await #expect(try test(folder).status == 0)
        try "# test: tolerance 0.5\nsize 390.6x844\nstate\n".write(toFile: folder + "/tests/size.lbs", atomically: true, encoding: .utf8)
        let run = try await test(folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("size.lbs:3 state · bounds 0 0 390 844 → 0 0 390.6 844"))
    }

    @Test func aJUnitPathThatCannotBeWrittenIsAUsageError() async throws {
        let folder = try workspace()
        let run = try await test(folder, ["--junit", "/nonexistent/folder/report.xml"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: cannot write the JUnit report"))
        #expect(!run.stderr.contains("error: error:"))
    }

    @Test func aScriptErrorNamesItsFileAndLine() async throws {
        let folder = try workspace(["bad.lbs": "items 3\nofset 0 1\n"])
        let run = try await test(folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL \(folder)/tests/bad.lbs"))
        #expect(run.stdout.contains("\(folder)/tests/bad.lbs:2: error: unknown command 'ofset'"))
    }

    /// Rows of 250 instead of 300: row 2 moves from (0, 600, 390, 300) to (0, 500, 390, 250).
    @Test func aChangedPluginFailsWithTheDifference() async throws {
        let package = try ReloadPackage()
        defer { try? package.restore() }
        let folder = try workspace()
        await #expect(try test(folder, ["--record"], plugins: package.plugins).status == 0)
        try package.writeInPlace(package.source(height: 250))
        // The rebuild shows its steps on stderr, a line each when stderr is not a terminal.
        let rebuild = try await Executable.run(["-c", "use table"], workspace: folder, plugins: package.plugins)
        #expect(rebuild.stderr.range(of: #"building Table \(sources changed(, about \d+ s)?\)…"#, options: .regularExpression) != nil)
        #expect(rebuild.stderr.range(of: #"building Table: \[\d+/\d+\] Compiling Table"#, options: .regularExpression) != nil)
        #expect(rebuild.stdout.isEmpty || !rebuild.stdout.contains("building"))
        let run = try await test(folder, plugins: package.plugins)
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(folder)/tests/rows.lbs:5 attrs · cell 0-2 frame 0 600 390 300 → 0 500 390 250"))
        // Row 5 (1250…1500) now meets the bounds 600…1444; rows of 5 items end at 1250, so none appears,
        // but the content height changes: 5·300 = 1500 → 5·250 = 1250.
        #expect(run.stdout.contains("contentSize 390 1500 → 390 1250"))
    }

    @Test func junitReportsEachScript() async throws {
        let folder = try workspace(["good.lbs": "items 2\nuse table\nattrs\n", "bad.lbs": "ofset\n"])
        _ = try await test(folder, ["--record"])
        let report = folder + "/report.xml"
        let run = try await test(folder, ["--junit", report])
        #expect(run.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        #expect(xml.contains("<testsuite name=\"layoutbench test\" tests=\"2\" failures=\"1\""))
        #expect(xml.contains("name=\"\(folder)/tests/good.lbs\""))
        #expect(xml.contains("<failure message=\"\(folder)/tests/bad.lbs:1: error: unknown command &apos;ofset&apos;"))
    }

    /// The shipped tests give the same outcomes one at a time and two at a time.
    @Test func parallelRunsMatchSerialOnes() async throws {
        let root = Executable.packageRoot + "/workspace"
        func outcomes(_ jobs: String) async throws -> [String] {
            let run = try await Executable.run(["test", "-j", jobs], workspace: root)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            return run.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: #" \([0-9.]+ s\)"#, with: "", options: .regularExpression) }
        }
        let serial = try await outcomes("1"), parallel = try await outcomes("2")
        #expect(serial == parallel)
    }

    @Test func usageErrorsExitTwo() async throws {
        #expect(try await Executable.run(["--record"]).status == 2)
        #expect(try await Executable.run(["test", "-j", "0"]).status == 2)
        let empty = Executable.temporaryWorkspace()
        #expect(try await Executable.run(["test", empty], workspace: empty).status == 2)
    }
}
