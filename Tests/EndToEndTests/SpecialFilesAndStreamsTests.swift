import Foundation
import HostSystem
import Testing
import Workbench

/// The second hardening pass, through the real executable: files that are not files, terminal
/// escapes in data, CRLF scripts, closed descriptors, overwrites, reads of special files, a
/// workspace and a cache that cannot be written.
struct SpecialFilesAndStreamsTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "layoutbench-hardening-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Every command that writes a picture, a report or an export goes through one output path:
    /// a copy of /dev/null (made here) stays a device, a copy of /dev/full says it is full, a
    /// FIFO nobody reads is refused, a symbolic link is followed.
    @Test func outputsNeverReplaceSpecialFiles() async throws {
        let null = folder + "/null", full = folder + "/full", fifo = folder + "/fifo"
        let madeDevices = mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 && mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0
        #expect(madeDevices || getuid() != 0, "root may make device nodes")
        #expect(mkfifo(fifo, 0o600) == 0)
        if madeDevices {
            for command in [
                "render --svg \(null)", "fling 0 2000 --svg \(null)", "profile --frames 10 --svg \(null)",
                "snapshot export \(null)", "snapshot export \(null) --force"
            ] {
                let run = try await Executable.commands("items 30; use table; \(command)")
                #expect(run.status == 0, "\(command): \(run.stderr)")
                #expect(kind(null) == S_IFCHR, "\(command) replaced the device")
            }
            let junit = try await Executable.run(["test", "--junit", null, "workspace/tests/table.lbs"], workspace: Executable.packageRoot + "/workspace")
            #expect(junit.status == 0, "\(junit.stderr)")
            #expect(kind(null) == S_IFCHR, "--junit replaced the device")
            let filled = try await Executable.commands("items 30; use table; render --svg \(full)")
            #expect(filled.status == 1)
            #expect(filled.errors == "error: cannot write \(full): No space left on device\n")
            #expect(kind(full) == S_IFCHR)
        }
        let lonely = try await Executable.commands("items 30; use table; render --svg \(fifo)")
        #expect(lonely.errors == "error: cannot write \(fifo): a named pipe nobody reads\n")
        #expect(kind(fifo) == S_IFIFO)
        // A link is followed: the file it names is written, the link stays.
        _ = FileManager.default.createFile(atPath: folder + "/real.svg", contents: Data("old".utf8))
        #expect(symlink(folder + "/real.svg", folder + "/link.svg") == 0)
        #expect(try await Executable.commands("items 30; use table; render --svg \(folder)/link.svg").status == 0)
        #expect(kind(folder + "/link.svg") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/real.svg", encoding: .utf8).hasPrefix("<svg"))
    }

    /// Files of the workspace must be regular: a saved profile or a baseline that is a FIFO is
    /// refused when read and when written, and stays a FIFO.
    @Test func workspaceFilesThatAreNotFilesAreRefused() async throws {
        let workspace = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: workspace + "/profiles", withIntermediateDirectories: true)
        let profile = workspace + "/profiles/p.json"
        #expect(mkfifo(profile, 0o600) == 0)
        let compare = try await Executable.commands("items 30; use table; profile compare p", workspace: workspace)
        #expect(compare.errors == "error: cannot read \(profile): not a regular file\n")
        let save = try await Executable.commands("items 30; use table; profile --frames 10 --save p", workspace: workspace)
        #expect(save.errors.hasSuffix("error: cannot write \(profile): not a regular file\n"), "\(save.errors)")
        #expect(kind(profile) == S_IFIFO)
        // A baseline that is a symbolic link to /dev/zero.
        let tests = folder + "/tests"
        try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
        try "items 3\nuse table\nattrs\n".write(toFile: tests + "/t.lbs", atomically: false, encoding: .utf8)
        #expect(symlink("/dev/zero", tests + "/t.baseline") == 0)
        let test = try await Executable.run(["test", tests + "/t.lbs"], workspace: workspace)
        #expect(test.status == 1)
        #expect(test.stdout.contains("cannot read \(tests)/t.baseline: not a regular file"), "\(test.stdout)")
        #expect(kind(tests + "/t.baseline") == S_IFLNK)
    }

    /// One rule for what may be replaced: pictures and reports at a path given replace a regular
    /// file, `snapshot export` only with --force, a workspace name the user saved before is
    /// replaced, and a shipped example never.
    @Test func overwritesFollowOneRule() async throws {
        let picture = folder + "/p.svg"
        #expect(try await Executable.commands("items 3; use table; render --svg \(picture)").status == 0)
        #expect(try await Executable.commands("items 3; use table; render --svg \(picture)").status == 0)
        let workspace = Executable.temporaryWorkspace()
        #expect(
            try await Executable.commands("items 3; use table; profile --frames 10 --save p; profile --frames 10 --save p", workspace: workspace).status == 0)
        #expect(try await Executable.commands("items 3; snapshot save mine; items 4; snapshot save mine", workspace: workspace).status == 0)
        // A checkout of our own, so a shipped example can be tried without touching the real one.
        let checkout = folder + "/checkout"
        for path in ["/Sources/CollectionLayout", "/Sources/UIKit", "/workspace/snapshots"] {
            try FileManager.default.createDirectory(atPath: checkout + path, withIntermediateDirectories: true)
        }
        let shipped = checkout + "/workspace/snapshots/feed.json"
        try "{\"format\": \"layoutbench-snapshot\"}\n".write(toFile: shipped, atomically: false, encoding: .utf8)
        let refused = try await Executable.run(
            ["-c", "items 3; snapshot save feed"], workspace: checkout + "/workspace",
            environment: ["LAYOUTBENCH_SDK": checkout])
        #expect(refused.errors == "error: feed is a shipped example (\(shipped)), kept as it is (save under another name)\n")
        #expect(try String(contentsOfFile: shipped, encoding: .utf8) == "{\"format\": \"layoutbench-snapshot\"}\n")
    }

    /// `items 10; use table; offset 0 299; render` trapped where an element's top fell on the
    /// canvas's last row; every bundled layout at offsets through its content, and heights 1…50.
    @Test func renderNeverTrapsAtAnyOffsetOrHeight() async throws {
        let reported = try await Executable.commands("items 10; use table; offset 0 299; render")
        #expect(reported.status == 0, "\(reported.stderr)")
        for layout in ["table", "pizza-left", "pizza-drum", "circular", "sticky", "flow", "comp-grid", "list"] {
            let sweep = stride(from: -100, through: 2_000, by: 37).map {
                "offset 0 \($0); render; render --height \(abs($0) % 50 + 1) --width \(10 + abs($0) % 90)"
            }
            let run = try await Executable.run(["--keep-going", "-c", "items 30; use \(layout); " + sweep.joined(separator: "; ")])
            #expect(run.status == 0, "\(layout): \(run.errors)")
        }
    }

    /// With stdin closed (`<&-`), the engine's pipes still reach it.
    @Test func aClosedStdinStillStarts() async throws {
        let run = try await Executable.shell("\"$LB\" -c 'echo hi' <&-")
        #expect(run.stdout == "hi\n", "\(run.stderr)")
        #expect(run.status == 0)
        let closedOutput = try await Executable.shell("\"$LB\" -c 'items 3; use table; attrs' 2>&- <&-; echo \"status $?\"")
        #expect(closedOutput.stdout.hasSuffix("status 0\n"), "\(closedOutput.stdout)")
    }

    /// Escapes and bidirectional overrides from data, arguments and files never reach the terminal raw.
    @Test func terminalEscapesFromDataAreShownEscaped() async throws {
        let run = try await Executable.commands(
            "snapshot append-sections \"s\u{1B}]0;pwned\u{07}\" \"a\u{1B}[2J\"; snapshot show; echo \"x\u{1B}[31mred\"; snapshot show --json; use \u{202E}elbat"
        )
        #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"), "\(run.stdout)")
        #expect(!run.stdout.contains("\u{202E}") && !run.stderr.contains("\u{202E}"))
        #expect(run.stdout.contains("s\\x1b]0;pwned\\x07 (0)"))
        #expect(run.stdout.contains("x\\x1b[31mred"))
        #expect(run.stdout.contains(#""s\u001b]0;pwned\u0007""#), "JSON escapes them as JSON does")
        #expect(run.stderr.contains("\\u{202e}elbat"))
    }

    /// CRLF and lone CR end lines in script files, -c text and pipes alike.
    @Test func crlfScriptsSplitIntoLines() async throws {
        let script = folder + "/windows.lbs"
        try "items 3\r\necho ok\r\necho cr\recho last".write(toFile: script, atomically: false, encoding: .utf8)
        let file = try await Executable.run(["run", script])
        #expect(file.stdout == "ok\ncr\nlast\n", "\(file.stderr)")
        let dashC = try await Executable.commands("items 3\r\necho ok")
        #expect(dashC.stdout == "ok\n", "\(dashC.stderr)")
        let pipe = try await Executable.run([], input: "items 3\r\necho ok\recho cr\n")
        #expect(pipe.stdout == "ok\ncr\n", "\(pipe.stderr)")
    }

    /// A script holds commands: a file that is not one stops at its first line, which is not
    /// echoed; a line over the 1 MiB limit is refused in a file as on a pipe.
    @Test func nonScriptsAndLongLinesStopAScript() async throws {
        let secret = folder + "/shadow"
        try "root:$6$secrethash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n".write(toFile: secret, atomically: false, encoding: .utf8)
        let run = try await Executable.commands("source \(secret) --keep-going")
        #expect(!run.stderr.contains("secrethash") && !run.stderr.contains("daemon"), "\(run.stderr)")
        #expect(run.errors.split(separator: "\n").filter { $0.contains("error:") }.count == 1, "\(run.stderr)")
        let long = folder + "/long.lbs"
        try ("echo " + String(repeating: "x", count: (1 << 20) + 10) + "\necho after\n").write(toFile: long, atomically: false, encoding: .utf8)
        let refused = try await Executable.run(["--keep-going", "run", long])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(long):1: error: a line longer than 1 MiB"), "\(refused.stderr.prefix(300))")
        #expect(!refused.stdout.contains("after"))
    }

    /// Plugin copies live in the cache, so a workspace that cannot be written still loads
    /// plugins; a cache that cannot be written is one line.
    @Test func copiesStayOutOfTheWorkspaceAndAnUnwritableCacheIsOneLine() async throws {
        let workspace = Executable.temporaryWorkspace()
        #expect(try await Executable.commands("items 3; use table; attrs", workspace: workspace).status == 0)
        #expect(!FileManager.default.fileExists(atPath: workspace + "/.build-copies"))
        let notAFolder = folder + "/file"
        _ = FileManager.default.createFile(atPath: notAFolder, contents: Data())
        let run = try await Executable.run(["-c", "use table"], environment: ["LAYOUTBENCH_CACHE": notAFolder + "/cache"])
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: cannot build Table: the cache folder \(notAFolder)/cache cannot be written (\(notAFolder) is not a folder); set LAYOUTBENCH_CACHE to a folder that can\n"
        )
    }

    /// Host work has a bound before it starts: a render of more elements than it draws is one
    /// line, a velocity past ±1,000,000 pt/s too, and a motion whose frames take longer than its
    /// real-time limit stops where it is, with a note.
    @Test func hostWorkStopsAtItsBounds() async throws {
        // Numbers within what can be typed (±1e9), past what a finger can do.
        let refused = try await Executable.run(["--keep-going", "-c", "items 300000; use flow; render --all; velocity 1e7 0; fling 0 -1e8; drag 0 -1e9"])
        let errors = refused.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 4, "\(refused.stderr)")
        #expect(
            errors.last.map { $0.hasPrefix("error: a drag of DY ") && $0.contains("over 300 ms moves faster than ±1000000 pt/s") } == true,
            "\(refused.stderr)")
        #expect(errors.first?.hasPrefix("error: render draws at most 200000 elements, and the content holds 300000") == true)
        #expect(errors.dropFirst().dropLast().allSatisfy { $0.contains("must be within ±1000000 pt/s") })

        let folder = Executable.temporaryWorkspace() + "/Layouts"
        try FileManager.default.createDirectory(atPath: folder + "/Slow", withIntermediateDirectories: true)
        try """
        import UIKit
        import Foundation

        class SlowLayout: UICollectionViewFlowLayout {
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            override func prepare() {
                super.prepare()
                usleep(20_000)
            }
        }
        """.write(toFile: folder + "/Slow/SlowLayout.swift", atomically: true, encoding: .utf8)
        let slow = try await Executable.run(
            ["-c", "items 500; use slow-layout; fling 0 3000"], plugins: folder,
            environment: ["LAYOUTBENCH_MOTION_SECONDS": "0.5"])
        #expect(slow.status == 0, "\(slow.stderr)")
        #expect((slow.stdout + slow.stderr).contains("stopped after 0.5 s of real time at frame"), "\(slow.stdout)\n\(slow.stderr)")
    }

    /// The kernel's files say they are regular and empty: a script or snapshot read from /proc
    /// is refused in one line, not run as an empty script.
    @Test(.enabled(if: HostPlatform.current == .linux, "/proc is Linux's"))
    func theKernelsFilesAreRefused() async throws {
        let run = try await Executable.run(["run", "/proc/self/status"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("cannot read /proc/self/status: a file of the kernel's, not a regular file"), "\(run.stderr)")
    }
}

/// A plugin that hands over memory it does not own is blamed, never the host: strings without a
/// terminating NUL at the end of readable memory and an extension table at address 0x10 are read
/// through a guard (Fixtures/hostile_plugin.c), so the engine says what the plugin did.
struct LyingPluginTests {
    static func compiled(_ mode: String) async throws -> String {
        let folder = Executable.temporaryWorkspace()
        let so = folder + "/libHostile\(mode).so"
        let root = Executable.packageRoot
        _ = try await Executable.program(
            "/usr/bin/env",
            [
                "cc", "-shared", "-fPIC", "-DMODE=\(mode)", "-I", root + "/Sources/PluginABI/include",
                root + "/Tests/Fixtures/hostile_plugin.c", "-o", so
            ])
        return so
    }

    @Test func unreadableMemoryIsThePluginsFault() async throws {
        let name = try await Self.compiled("UNTERMINATED_NAME")
        let load = try await Executable.run(["--keep-going", "-c", "load \(name); items 3; state --json"])
        #expect(!load.signaled && load.status == 1)
        #expect(load.errors.contains("the plugin name is longer than 65536 bytes or not terminated"), "\(load.stderr)")
        #expect(!load.stderr.contains("outside plugin code") && load.json.numbers("sections") == [3])

        let message = try await Self.compiled("UNTERMINATED_ERROR")
        let failed = try await Executable.run(["--keep-going", "-c", "load \(message); use hostile; items 3; state --json"])
        #expect(!failed.signaled && !failed.stderr.contains("outside plugin code"), "\(failed.stderr)")
        #expect(failed.errors.contains("not terminated in readable memory"), "\(failed.stderr)")

        let table = try await Self.compiled("BAD_EXTENSION")
        let update = try await Executable.run(["--keep-going", "-c", "load \(table); use hostile; snapshot append-items S0 X; apply --animated; state --json"])
        #expect(!update.signaled && !update.stderr.contains("outside plugin code"), "\(update.stderr)")
        #expect(update.json["layout"] as? String == "hostile", "\(update.stdout)")
    }
}
