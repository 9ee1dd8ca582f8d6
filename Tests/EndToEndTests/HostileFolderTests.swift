import Foundation
import Testing

/// Plugin folders a hostile user writes, through the real executable: sources that
/// once stopped discovery for every plugin, saves during a build, folder names that clash.
struct HostileFolderTests {
    /// A plugins folder of `plugins` (folder → file name → text), outside the repository.
    static func folder(_ plugins: [String: [String: String]]) throws -> String {
        let root = Executable.temporaryWorkspace() + "/Layouts"
        for (plugin, files) in plugins {
            try FileManager.default.createDirectory(atPath: root + "/" + plugin, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(toFile: root + "/\(plugin)/\(name)", atomically: true, encoding: .utf8) }
        }
        return root
    }

    /// Two lines that once crashed discovery in every session: the cycle is named with its file
    /// in `layouts`, the folder's other layout runs, and so do another plugin and the bundled ones.
    @Test func anInheritanceCycleStopsNothingElse() async throws {
        let folder = try Self.folder([
            "Cycle": ["Cycle.swift": "import UIKit\nclass A: B {}\nclass B: A {}\nclass Real: UICollectionViewFlowLayout {}\n"],
            "Good": ["Good.swift": "import UIKit\nclass GoodLayout: UICollectionViewFlowLayout {}\n"]
        ])
        let listed = try await Executable.run(["-c", "layouts"], plugins: folder)
        #expect(
            (listed.stdout + listed.stderr).contains("not offered: A, B (Cycle): an inheritance cycle in Cycle.swift (A → B → A), which Swift refuses"),
            "\(listed.stdout)\(listed.stderr)")
        for layout in ["real", "good-layout", "table"] {
            let run = try await Executable.run(["-c", "items 3; use \(layout); attrs --json"], plugins: folder)
            #expect(run.status == 0, "\(layout): \(run.stderr)")
            #expect(run.json.objects("elements").count == 3, "\(layout): \(run.stdout)")
        }
    }

    /// One rule for text from outside, wherever it is printed: a plugin's stderr, a plugin
    /// folder's name in build lines, a KIND the layout answers nil for, and the command line
    /// ArgumentParser quotes are all escaped (`\x1b`), never written raw to the terminal.
    @Test func outsideTextIsEscapedWhereverItIsPrinted() async throws {
        let clear = "\u{1B}[2J"
        let folder = try Self.folder([
            "Odd\(clear)": [
                "Loud.swift": """
                import UIKit
                import Foundation

                class LoudLayout: UICollectionViewFlowLayout {
                    override func prepare() {
                        super.prepare()
                        FileHandle.standardError.write(Data("loud\\u{1B}[2J\\n".utf8))
                    }
                }
                """
            ]
        ])
        let run = try await Executable.run(["--keep-going", "-c", "use loud-layout; supplementary K\(clear) 0 0"], plugins: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}") && !run.stdout.contains("\u{1B}"), "\(run.stderr.debugDescription)\n\(run.stdout.debugDescription)")
        #expect(run.stderr.contains("loud\\x1b[2J"), "\(run.stderr)")
        #expect(run.stderr.contains("building Odd\\x1b[2J"), "\(run.stderr)")
        #expect(run.stdout.contains("returned nil for K\\x1b[2J"), "\(run.stdout)")
        let bad = try await Executable.run(["--bogus\(clear)"], plugins: nil)
        #expect(bad.status == 2)
        #expect(!bad.stderr.contains("\u{1B}") && bad.stderr.contains("--bogus\\x1b[2J"), "\(bad.stderr.debugDescription)")
    }

    /// Folders that differ only in punctuation build apart, and a folder named as a module the
    /// build imports (UIKit) builds too: module names are unique per folder and never one of those.
    @Test func folderNamesNeverShareOrShadowAModule() async throws {
        let folder = try Self.folder([
            "My Grid": ["A.swift": "import UIKit\nclass SpacedLayout: UICollectionViewFlowLayout {}\n"],
            "My_Grid": ["B.swift": "import UIKit\nclass UnderscoredLayout: UICollectionViewFlowLayout {}\n"],
            "UIKit": ["C.swift": "import UIKit\nclass ShadowLayout: UICollectionViewFlowLayout {}\n"]
        ])
        for layout in ["spaced-layout", "underscored-layout", "shadow-layout"] {
            let run = try await Executable.run(["-c", "items 2; use \(layout); attrs --json"], plugins: folder)
            #expect(run.status == 0, "\(layout): \(run.stderr)")
            #expect(run.json.objects("elements").count == 2, "\(layout): \(run.stdout)")
        }
    }

    /// A workspace path that cannot be a folder (under a file) is one line naming it and why,
    /// not Foundation's NSError dump.
    @Test func anUnusableWorkspaceIsOneLine() async throws {
        let file = Executable.temporaryWorkspace() + "/a-file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try await Executable.run(["-c", "items 3; use flow; snapshot save x"], workspace: file + "/ws")
        #expect(run.status != 0)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors == ["error: \(file)/ws: Not a directory"], "\(run.stderr)")
    }

    /// The front end ended by a signal in the middle of a build ends its engine and the build
    /// with it: no compiler goes on compiling, orphaned, after the session.
    @Test func aSignalDuringABuildLeavesNoCompilerBehind() async throws {
        let name = "Chain" + UUID().uuidString.prefix(8)
        // 800 classes in a chain: a build of seconds at least.
        let chain = (1..<800).map { "class L\($0): L\($0 - 1) { var k\($0) = \($0) }" }.joined(separator: "\n")
        let folder = try Self.folder([name: ["Chain.swift": "import UIKit\nclass L0: UICollectionViewFlowLayout {}\n" + chain + "\n"]])
        // The name is put together in the shell, so this script's own command line never matches.
        let half = name.count / 2
        let run = try await Executable.shell(
            "A='\(name.prefix(half))'; B='\(name.dropFirst(half))'; "
                + "'\(Executable.path)' --plugins '\(folder)' -c 'use l799' >/dev/null 2>&1 & pid=$!; "
                // Ended once the compiler runs (its command line names the plugin), not before.
                // The count the loop saw is said: a compile job may end before a second look.
                + "n=0; for i in $(seq 1 600); do n=$(pgrep -f \"$A$B\" | wc -l); [ $n -gt 0 ] && break; sleep 0.1; done; echo \"compiling $n\"; "
                + "kill -TERM $pid; wait $pid; echo \"status $?\"; sleep 2; pgrep -f \"$A$B\" | wc -l")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first.map { $0 != "compiling 0" } == true, "\(run.stdout)")
        #expect(lines.contains("status 143"), "\(run.stdout)")
        #expect(lines.last == "0", "processes still naming \(name): \(run.stdout)")
    }

    /// A folder whose name holds a line break is built once, not in every session.
    @Test func aFolderWithALineBreakIsBuiltOnce() async throws {
        let folder = try Self.folder(["Odd\nName": ["N.swift": "import UIKit\nclass NewlineLayout: UICollectionViewFlowLayout {}\n"]])
        let first = try await Executable.run(["-c", "use newline-layout"], plugins: folder)
        #expect(first.status == 0 && first.stderr.contains("building Odd\\x0aName"), "\(first.stderr)")
        let second = try await Executable.run(["-c", "use newline-layout"], plugins: folder)
        #expect(second.status == 0 && !second.stderr.contains("building"), "\(second.stderr)")
    }
}

/// Links a user makes in a plugins folder, and what a layout prints while `use`
/// makes it (§9): followed as a user expects, without loops, and labelled with the layout.
struct LinkedFolderTests {
    @Test func linkedFoldersAreFollowedOnce() async throws {
        let outside = Executable.temporaryWorkspace()
        // A plugin kept elsewhere and linked in; a plugin whose sub-folder is a link, and a link
        // back up to the plugin itself (a loop).
        try FileManager.default.createDirectory(atPath: outside + "/Elsewhere/Grid", withIntermediateDirectories: true)
        try "import UIKit\nclass LinkedGridLayout: UICollectionViewFlowLayout {}\n"
            .write(toFile: outside + "/Elsewhere/Grid/LinkedGrid.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: outside + "/Shared", withIntermediateDirectories: true)
        try
            "import UIKit\nclass SharedRowsLayout: UICollectionViewFlowLayout {\n    override func prepare() {\n        super.prepare()\n        print(\"prepared shared-rows\")\n    }\n}\n"
            .write(toFile: outside + "/Shared/SharedRows.swift", atomically: true, encoding: .utf8)
        let folder = try HostileFolderTests.folder([
            "Rows": [
                "Rows.swift":
                    "import UIKit\nclass RowsLayout: UICollectionViewFlowLayout {\n    override func prepare() {\n        super.prepare()\n        print(\"prepared rows\")\n    }\n}\n"
            ]
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder + "/Grid", withDestinationPath: outside + "/Elsewhere/Grid")
        try manager.createSymbolicLink(atPath: folder + "/Rows/Shared", withDestinationPath: outside + "/Shared")
        try manager.createSymbolicLink(atPath: folder + "/Rows/Loop", withDestinationPath: folder + "/Rows")
        let listed = try await Executable.run(["-c", "layouts"], plugins: folder)
        for id in ["linked-grid-layout", "rows-layout", "shared-rows-layout"] {
            #expect(listed.stdout.contains(id), "\(id): \(listed.stdout)\(listed.stderr)")
        }
        // `use` labels what the new layout prints with its own id, not the one before it.
        let used = try await Executable.run(["-c", "items 3; use rows-layout; use shared-rows-layout"], plugins: folder)
        #expect(used.status == 0, "\(used.stderr)")
        #expect(used.stderr.contains("shared-rows-layout printed: prepared shared-rows"), "\(used.stderr)")
        let lines = used.stderr.split(separator: "\n").filter { $0.contains("prepared shared-rows") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("shared-rows-layout printed: ") }, "\(used.stderr)")
    }
}

/// A front end ended by a signal ends its engines and builds and says nothing about them: the
/// engine it killed is no fault (it printed "killed (SIGKILL) outside plugin code").
struct SignalledBuildTests {
    @Test func aSignalDuringABuildEndsQuietly() async throws {
        // 1,500 files: a first build of a few seconds, so the signal comes during it.
        var files: [String: String] = ["SlowLayout.swift": "import UIKit\nclass SlowLayout: UICollectionViewFlowLayout {}\n"]
        for index in 0..<1500 { files["Helper\(index).swift"] = "import UIKit\nstruct Helper\(index) { static let value: CGFloat = \(index) }\n" }
        let folder = try HostileFolderTests.folder(["Slow": files])
        let workspace = Executable.temporaryWorkspace()
        // The signal comes once the build has started (a loaded machine starts slowly).
        let run = try await Executable.shell(
            """
            "\(Executable.path)" --workspace '\(workspace)' --plugins '\(folder)' -c 'use slow-layout; attrs' 2> '\(workspace)/err' & pid=$!
            for i in $(seq 1 1200); do grep -q "building Slow" '\(workspace)/err' 2>/dev/null && break; sleep 0.1; done
            sleep 0.2; kill -TERM $pid; wait $pid; echo "status $?"; cat '\(workspace)/err' >&2
            """)
        #expect(run.stdout.contains("status 143"), "\(run.stdout)\(run.stderr)")
        #expect(!run.stderr.contains("outside plugin code") && !run.stderr.contains("SIGKILL"), "\(run.stderr)")
    }
}

/// What a layout prints comes before the error it led to, labelled with the layout:
/// the engine's stdout is line-buffered, so a line printed just before a trap is not lost with
/// the engine (it was, and the fault line came alone).
struct PrintedOrderTests {
    @Test func printedLinesComeBeforeTheirError() async throws {
        let folder = try HostileFolderTests.folder([
            "Trap": [
                "TrapLayout.swift": """
                import UIKit
                class TrapLayout: UICollectionViewLayout {
                    override func prepare() { print("about to trap"); fatalError("boom") }
                }
                """
            ]
        ])
        let run = try await Executable.run(["-c", "items 3; use trap-layout"], plugins: folder)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let printed = lines.firstIndex { $0 == "trap-layout printed: about to trap" }
        let error = lines.firstIndex { $0.hasPrefix("error: trap-layout trapped in prepare(): Fatal error: boom") }
        #expect(printed != nil && error != nil, "\(lines)")
        if let printed, let error { #expect(printed < error, "\(lines)") }
    }
}
