import Foundation
import Testing
@testable import PluginBuild

/// A user's own folder, outside the checkout, works as the checkout does: one SDK
/// build shared by every folder, discovery remembered between runs, folders that change under
/// the host, the shipped tours from anywhere, `new`'s next command, memory and exit status.
// Serialized: its tests measure the first build of folders sharing one SDK build and the
// memory a session holds; beside each other they would build and measure each other's work.
@Suite(.serialized) struct OwnFolderTests {
    /// A small layout of one class: rows of 100 points, `id` its kebab-case name.
    static func layout(_ type: String) -> String {
        """
        import UIKit

        final class \(type): UICollectionViewLayout {
            private var rows: [UICollectionViewLayoutAttributes] = []
            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows.count) * 100)
            }
            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                rows = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: collectionView.bounds.width, height: 100)
                    return attributes
                }
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                rows.filter { $0.frame.intersects(rect) }
            }
        }

        """
    }

    /// A folder outside the repository holding a plugin folder per name, each with one layout.
    static func folder(_ plugins: [String: String]) throws -> String {
        let root = Executable.temporaryWorkspace() + "/Layouts"
        for (plugin, type) in plugins {
            try FileManager.default.createDirectory(atPath: root + "/" + plugin, withIntermediateDirectories: true)
            try layout(type).write(toFile: root + "/\(plugin)/\(type).swift", atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The generated package of a plugins folder, found by the origin it records.
    static func package(of folder: String) -> String? {
        // Where the host puts it: LAYOUTBENCH_CACHE, else $XDG_CACHE_HOME/layoutbench, else ~/.cache/layoutbench.
        let cache = PluginPackage.cacheFolder(environment: ProcessInfo.processInfo.environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
        return names.map { cache + "/" + $0 }.first { package in
            (try? String(contentsOfFile: package + "/origin.txt", encoding: .utf8))?.split(separator: "\n").last.map(String.init) == folder
        }
    }

    /// Bytes of the files below `path` (links not followed).
    static func size(_ path: String) -> Int {
        var total = 0
        guard let walker = FileManager.default.enumerator(atPath: path) else { return 0 }
        for case let relative as String in walker {
            var info = stat()
            if lstat(path + "/" + relative, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { total += Int(info.st_size) }
        }
        return total
    }

    /// Two new folders: the second's first plugin compiles only itself (its package holds no SDK
    /// module) and its cache stays under 20 MB; the SDK package is the same for both.
    @Test func aNewFolderBuildsOnlyItsOwnPlugin() async throws {
        for name in ["First", "Second"] {
            let folder = try Self.folder([name: name + "Layout"])
            let run = try await Executable.run(
                ["-c", "items 3; use \(KebabName.of(name + "Layout")); attrs --json; reload --timing"], plugins: folder,
                directory: (folder as NSString).deletingLastPathComponent)
            // Built by swiftc itself, two steps said as SwiftPM says its own; a reload too.
            #expect(
                run.stderr.contains("building \(name): [1/2] Compiling \(name)") && run.stderr.contains("building \(name): [2/2] Linking lib\(name).so"),
                "\(run.stderr)")
            // The folder's file, its entry and the SDK stamp: three objects, none changed since the build.
            #expect(
                run.stdout.contains("(compiler jobs, no file changed: compile ") || run.stderr.contains("(compiler jobs, no file changed: compile "),
                "\(run.stdout)\n\(run.stderr)")
            #expect(run.status == 0, "\(run.stderr)")
            // Three rows of 100 points in a 390-point-wide view: the third at y = 2 × 100.
            let frames = ((run.documents.first as? [String: Any])?["elements"] as? [[String: Any]])?.compactMap {
                ($0["frame"] as? [NSNumber])?.map(\.doubleValue)
            }
            #expect(frames == [[0, 0, 390, 100], [0, 100, 390, 100], [0, 200, 390, 100]], "\(run.stdout)")
            let package = try #require(Self.package(of: folder))
            let built = (try? FileManager.default.contentsOfDirectory(atPath: package + "/.build/debug")) ?? []
            #expect(!built.contains("CollectionLayout.build"), "the SDK compiled again in \(package): \(built)")
            #expect(!run.stdout.contains("Compiling CollectionLayout") && !run.stderr.contains("Compiling CollectionLayout") || name == "First")
            #expect(Self.size(package) < 20 << 20, "\(package) holds \(Self.size(package) >> 20) MB")
            let manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
            #expect(manifest.contains("/SDK-"), "builds against the shared SDK")
        }
    }

    /// From an empty cache the SDK is built first, once, and said so; a second folder then builds
    /// only its own plugin, and says how long the first plugin build took as its estimate.
    @Test func anEmptyCacheBuildsTheSDKOnceAndSaysSo() async throws {
        let cache = Executable.temporaryWorkspace() + "/cache"
        var outputs: [String] = []
        for name in ["Alpha", "Beta"] {
            let folder = try Self.folder([name: name + "Layout"])
            let run = try await Executable.run(
                ["-c", "items 2; use \(KebabName.of(name + "Layout")); attrs --json"], plugins: folder,
                mergingStandardError: true, environment: ["LAYOUTBENCH_CACHE": cache],
                directory: (folder as NSString).deletingLastPathComponent)
            #expect(run.status == 0, "\(run.stdout)")
            outputs.append(run.stdout)
        }
        #expect(outputs[0].contains("building the SDK first, once for every plugins folder (\(cache)/SDK-"), "\(outputs[0])")
        // Off a terminal, a first step and about one a tenth of the way, whatever the SDK's step
        // count (SwiftPM's grows as it plans: 12, 79, 166 …), then the line saying it is built.
        let steps = outputs[0].split(separator: "\n").filter { $0.hasPrefix("building the SDK: [") }
        #expect((2...20).contains(steps.count), "\(steps)")
        #expect(outputs[0].contains("built Alpha in "), "\(outputs[0])")
        #expect(!outputs[1].contains("building the SDK"), "\(outputs[1])")
        #expect(outputs[1].range(of: #"building Beta \(not built yet, about \d+ s\)"#, options: .regularExpression) != nil, "\(outputs[1])")
        let packages = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("SDK-") }
        #expect(packages.count == 1)
    }

    /// A plugin folder removed, renamed or emptied between two runs or during a session simply
    /// disappears: the others still build, `layouts` no longer offers it.
    @Test func aRemovedRenamedOrEmptiedFolderDisappears() async throws {
        let folder = try Self.folder(["Keep": "KeepLayout", "Gone": "GoneLayout", "Moved": "MovedLayout", "Emptied": "EmptiedLayout"])
        let home = (folder as NSString).deletingLastPathComponent
        let first = try await Executable.run(
            ["-c", "items 2; use gone-layout; use moved-layout; use emptied-layout; use keep-layout; attrs"],
            plugins: folder, directory: home)
        #expect(first.status == 0, "\(first.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/Gone")
        try FileManager.default.moveItem(atPath: folder + "/Moved", toPath: folder + "/Renamed")
        try FileManager.default.removeItem(atPath: folder + "/Emptied/EmptiedLayout.swift")
        // Keep changed too, so it must be built again with the others gone.
        try (Self.layout("KeepLayout") + "// changed\n").write(toFile: folder + "/Keep/KeepLayout.swift", atomically: true, encoding: .utf8)
        let second = try await Executable.run(["-c", "items 2; use keep-layout; use moved-layout; layouts --json"], plugins: folder, directory: home)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("is empty"), "\(second.stderr)")
        let listed = second.stdout
        #expect(!listed.contains("gone-layout") && !listed.contains("emptied-layout"), "\(listed)")
        #expect(listed.contains("keep-layout") && listed.contains("moved-layout"))
        // During a session: a folder removed between two commands.
        let session = try LiveSession(plugins: folder, arguments: ["--keep-going"])
        await session.run("items 2; use keep-layout")
        try FileManager.default.removeItem(atPath: folder + "/Renamed")
        try (Self.layout("KeepLayout") + "// changed again\n").write(toFile: folder + "/Keep/KeepLayout.swift", atomically: true, encoding: .utf8)
        let reloaded = await session.run("load Keep; layouts")
        #expect(!reloaded.contains("moved-layout"), "\(reloaded)")
        #expect(!session.stderr.contains("is empty"), "\(session.stderr)")
        #expect(await session.finish() == 0, "\(session.stderr)")
    }

    /// What discovery found is remembered on disk between runs, and a changed file is read again.
    @Test func discoveryIsRememberedUntilAFileChanges() async throws {
        let folder = try Self.folder(["Shelf": "ShelfLayout"])
        let home = (folder as NSString).deletingLastPathComponent
        let first = try await Executable.run(["-c", "layouts --json"], plugins: folder, directory: home)
        #expect(first.stdout.contains("shelf-layout"))
        try (Self.layout("ShelfLayout") + Self.layout("RackLayout").replacingOccurrences(of: "import UIKit\n", with: ""))
            .write(toFile: folder + "/Shelf/ShelfLayout.swift", atomically: true, encoding: .utf8)
        let second = try await Executable.run(["-c", "layouts --json"], plugins: folder, directory: home)
        #expect(second.stdout.contains("rack-layout") && second.stdout.contains("shelf-layout"), "\(second.stdout)")
    }

    /// The shipped tours and snapshots from a folder that has none of its own.
    @Test func shippedToursAndSnapshotsFromAnyFolder() async throws {
        let home = Executable.temporaryWorkspace()
        let run = try await Executable.run(["-c", "snapshot load inbox; source table; state --json"], plugins: nil, directory: home)
        #expect(run.status == 0, "\(run.stderr)")
        let tour = try await Executable.run(["run", "workspace/scripts/flow.lbs"], plugins: nil, directory: home)
        #expect(tour.status == 0, "\(tour.stderr)")
        // A file of the user's own of the same name comes first.
        try FileManager.default.createDirectory(atPath: home + "/workspace/scripts", withIntermediateDirectories: true)
        try "echo mine\n".write(toFile: home + "/workspace/scripts/table.lbs", atomically: true, encoding: .utf8)
        let own = try await Executable.run(["-c", "source table"], workspace: home + "/workspace", plugins: nil, directory: home)
        #expect(own.stdout == "mine\n", "\(own.stdout)\(own.stderr)")
    }

    /// `new` in a project root (a Package.swift and app sources beside it) writes Layouts/NAME,
    /// and the command it prints runs as printed.
    @Test func newPrintsACommandThatRuns() async throws {
        let home = Executable.temporaryWorkspace()
        try "// swift-tools-version: 6.0\n".write(toFile: home + "/Package.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: home + "/App", withIntermediateDirectories: true)
        try "let app = 1\n".write(toFile: home + "/App/App.swift", atomically: true, encoding: .utf8)
        let created = try await Executable.run(["new", "Mosaic", "--flow"], plugins: nil, directory: home)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(FileManager.default.fileExists(atPath: home + "/Layouts/Mosaic/MosaicLayout.swift"))
        let line = try #require(created.stdout.split(separator: "\n").first { $0.hasPrefix("next: ") })
        let command = String(line.dropFirst(6).components(separatedBy: "   (or:").first ?? "")
        let run = try await Executable.shell("cd '\(home)' && \(command)")
        #expect(run.status == 0, "\(command)\n\(run.stderr)")
        // Three columns 8 apart in 390 points: side = floor((390 − 16) / 3) = 124.
        #expect(run.stdout.contains("124x124"))
    }

    /// `plugins` counts the memory of the loaded copies.
    @Test func pluginsShowsTheMemoryOfLoadedGenerations() async throws {
        let run = try await Executable.run(["-c", "items 3; use table; plugins --json"])
        #expect(run.status == 0, "\(run.stderr)")
        let table = (run.documents.last as? [[String: Any]])?.first { $0["name"] as? String == "Table" }
        #expect((table?["loadedBytes"] as? Int ?? 0) > 0, "\(run.stdout)")
    }

    /// A closed stdout never turns a failing `test` into success, and a failed build says no
    /// internal value.
    @Test func aFailingTestFailsThroughAClosedPipe() async throws {
        let workspace = Executable.temporaryWorkspace()
        try FileManager.default.createDirectory(atPath: workspace + "/tests", withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            try "items 2\nuse table\nattrs\n".write(toFile: workspace + "/tests/\(name).lbs", atomically: true, encoding: .utf8)
            try "attrs\n  nothing\n".write(toFile: workspace + "/tests/\(name).baseline", atomically: true, encoding: .utf8)
        }
        for _ in 1...4 {
            let run = try await Executable.shell(
                "\"$LB\" test '\(workspace)/tests' | head -c 1 >/dev/null; echo \"status ${PIPESTATUS[0]}\"",
                workspace: workspace)
            #expect(run.stdout.contains("status 1"), "\(run.stdout)\(run.stderr)")
        }
        let broken = try Self.folder(["Broken": "BrokenLayout"])
        try "import UIKit\nfinal class BrokenLayout: UICollectionViewLayout { let x: Int = \"a\" }\n"
            .write(toFile: broken + "/Broken/BrokenLayout.swift", atomically: true, encoding: .utf8)
        let failed = try await Executable.run(["-c", "use broken-layout"], plugins: broken, directory: (broken as NSString).deletingLastPathComponent)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("BrokenLayout.swift:2:"), "\(failed.stderr)")
        #expect(!failed.stderr.contains("ExitCode"), "\(failed.stderr)")
    }

    /// A plugin built once says about how long its next build takes.
    @Test func aSecondBuildSaysItsEstimate() async throws {
        let folder = try Self.folder(["Timed": "TimedLayout"])
        let home = (folder as NSString).deletingLastPathComponent
        _ = try await Executable.run(["-c", "use timed-layout"], plugins: folder, directory: home)
        try (Self.layout("TimedLayout") + "// changed\n").write(toFile: folder + "/Timed/TimedLayout.swift", atomically: true, encoding: .utf8)
        let again = try await Executable.run(["-c", "use timed-layout"], plugins: folder, mergingStandardError: true, directory: home)
        #expect(
            again.stdout.range(of: #"building Timed \(sources changed, about \d+ s\)"#, options: .regularExpression) != nil,
            "\(again.stdout)")
    }
}

/// Layout ids as discovery names classes: `TimedLayout` → `timed-layout`.
enum KebabName {
    static func of(_ type: String) -> String {
        var result = ""
        for character in type {
            if character.isUppercase, !result.isEmpty { result += "-" }
            result += character.lowercased()
        }
        return result
    }
}
