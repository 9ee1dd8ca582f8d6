package import Foundation
import HostSupport
import LayoutDiscovery

/// The Swift package layoutbench generates to build a folder of plugins, wherever it is: one per
/// plugins folder and SDK checkout, under the cache folder (`LAYOUTBENCH_CACHE`, else
/// `$XDG_CACHE_HOME/layoutbench`, else `~/.cache/layoutbench`). Each plugin is a target whose
/// folder links the user's Swift files (a file that needs Linux rewrites or added declarations
/// gets a build copy instead, see PluginSourcePlan), plus the generated entry point when the
/// sources have none; every target imports and links the SDK built once for all folders
/// (SDKPackage). The user's files are never changed. A package per plugins folder keeps
/// sessions on different folders from waiting for each other's builds.
package struct PluginPackage: Sendable, Equatable {
    package var root: String
    package var sdkRoot: String

    package static let entryFileName = "LayoutbenchGeneratedEntry.swift"
    /// The SDK's module names on any system (a plugin may not take one); PluginToolchain says which
    /// a system builds.
    static let sdkModules = ["PluginABI", "CollectionLayout", "UIKit", "CoreGraphics", "QuartzCore"]

    package init(root: String, sdkRoot: String) {
        self.root = root
        self.sdkRoot = sdkRoot
    }

    /// The package building the plugins of `folder` against the SDK at `sdkRoot`, in the cache
    /// folder, named after the folder with a hash of both paths.
    package init(sdkRoot: String, folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let cache = PluginPackage.cacheFolder(environment: environment)
        let name = URL(fileURLWithPath: folder).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        self.init(root: cache + "/\(name.isEmpty ? "plugins" : name)-\(PluginPackage.hash(sdkRoot + "|" + folder))", sdkRoot: sdkRoot)
        self.folder = folder
    }

    /// The plugins folder this package builds (recorded in it, so a package whose folder is
    /// gone can be removed).
    package var folder = ""

    package static func cacheFolder(environment: [String: String]) -> String {
        if let given = environment["LAYOUTBENCH_CACHE"], !given.isEmpty { return given }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/layoutbench" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/layoutbench"
    }

    package var scratch: String { root + "/.build" }

    /// The products folder for `configuration` by its real path (`.build/<configuration>` links to it).
    func binFolder(_ configuration: String, toolchain: PluginToolchain? = nil) -> String {
        scratch + "/" + (toolchain ?? sdk.toolchain).productsFolder + "/" + configuration
    }

    /// TMPDIR for the package's builds (made by sync): SwiftPM's lock files stay with the package.
    package var temporaryFolder: String { root + "/.tmp" }

    /// Removes the compiler driver's `TemporaryDirectory.*` folders an hour old or more from
    /// the package's TMPDIR (a killed build leaves its own; they would only grow).
    package func removeStaleTemporaries(olderThan age: TimeInterval = 3600) {
        let folder = temporaryFolder
        let cutoff = Date().addingTimeInterval(-age)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix("TemporaryDirectory.") {
            let path = folder + "/" + name
            if let date = PluginSource.modificationDate(path), date < cutoff { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    /// The folder of plugin target `target`.
    package func targetFolder(_ target: String) -> String { root + "/Plugins/" + target }

    /// The user's file a path in this package stands for (a link's target); other paths as they are.
    func userPath(_ path: String) -> String {
        guard path.hasPrefix(root + "/") else { return path }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
    }

    /// The SDK sources a plugin's library depends on.
    package var sdkFolders: [String] { sdk.sourceFolders }

    /// The SDK build every folder's plugins share.
    package var sdk: SDKPackage { SDKPackage(sdkRoot: sdkRoot, cacheFolder: (root as NSString).deletingLastPathComponent) }

    /// A target's record of the user's folder it builds and of the executable that wrote its
    /// build copies and entry (hidden: SwiftPM ignores it).
    static let originFileName = ".layoutbench-origin"
    /// The lines the build says of old Swift names migrated in its copies, a file a line.
    static let migratedFileName = ".layoutbench-migrated"
    /// The user's files written in Swift 1 or 2, a line each: the path, a tab, what marks it.
    static let oldSwiftFileName = ".layoutbench-old-swift"
    /// The file whose text changes whenever the shared SDK is rebuilt, so SwiftPM relinks.
    static let sdkStampFileName = "LayoutbenchSDKStamp.swift"

    // MARK: - Writing

    /// Brings the target of `source` up to date with its folder: links, build copies, the
    /// generated entry; then the SDK links and the manifest. Writes only what changed, so an
    /// unchanged file keeps its time and SwiftPM's plan stays valid.
    package func sync(_ source: PluginSource) throws {
        try BuildLock.writing(self) { try syncUnlocked(source) }
    }

    private func syncUnlocked(_ source: PluginSource) throws {
        let manager = FileManager.default
        PackageCache.pruneOnce(cacheFolder: (root as NSString).deletingLastPathComponent)
        try manager.createDirectory(atPath: root + "/SDK", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: temporaryFolder, withIntermediateDirectories: true)
        // SwiftPM leaves a TemporaryDirectory.* behind each build: those of an hour ago go.
        for name in (try? manager.contentsOfDirectory(atPath: temporaryFolder)) ?? [] where name.hasPrefix("TemporaryDirectory.") {
            let path = temporaryFolder + "/" + name
            if let date = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, date.timeIntervalSinceNow < -3600 {
                try? manager.removeItem(atPath: path)
            }
        }
        // Builds before TMPDIR was the package's own left SwiftPM's lock in the system's folder.
        unlink(NSTemporaryDirectory() + "/" + scratch.replacingOccurrences(of: "/", with: "_") + ".lock")
        unlink(NSTemporaryDirectory() + "/" + scratch.replacingOccurrences(of: "/", with: "_") + "_workspace-state.json.lock")
        try PackageFiles.write(PackageCache.origin(sdkRoot: sdkRoot, folder: folder), to: root + "/" + PackageCache.originFile)
        // Packages written before the SDK was shared linked its sources here.
        try? manager.removeItem(atPath: root + "/SDK")
        removeTargets(except: source.target)
        var files = PluginPackage.swiftFiles(in: source.folder)
        var sources = try PluginPackage.read(files, in: source.folder)
        var copying = Set<Int>()
        // A folder whose whole build failed builds what its layouts need (PartialBuild).
        if let record = LeftOutRecord.current(for: source, files: Dictionary(zip(files, sources.map(\.text))) { $1 }) {
            let relative = files
            let partial = PartialSources.cut(sources, droppedModules: Set(record.droppedModules)) {
                record.closure(graph: $0, relativePaths: relative)
            }
            let kept = partial.files.indices.filter { partial.files[$0] != nil }
            (files, sources) = (kept.map { relative[$0] }, kept.compactMap { partial.files[$0] })
            copying = Set(sources.indices)
        } else {
            LeftOutRecord.remove(for: source)
        }
        let plan = PluginSourcePlan.make(name: source.name, files: sources, copying: copying)
        var wanted: [String: PackageFiles.Entry] = [:]
        for (number, relative) in files.enumerated() {
            if let copy = plan.buildCopies[number] {
                wanted[PluginSourcePlan.copyName(of: relative)] = .text(copy)
            } else {
                wanted[relative] = .link(sources[number].path)
            }
        }
        if let entry = plan.entrySource { wanted[PluginPackage.entryFileName] = .text(entry) }
        if let stubs = AppSymbolStubs.file(for: AppSymbolStubs.stubs(of: source)) { wanted[AppSymbolStubs.fileName] = .text(stubs) }
        wanted[PluginPackage.originFileName] = .text(source.folder + "\n" + DiscoveryCache.discoverer + "\n")
        wanted[PluginPackage.oldSwiftFileName] = .text(
            plan.oldSwift.sorted { $0.key < $1.key }
                .map { sources[$0.key].path + "\t" + $0.value.joined(separator: ", ") + "\n" }.joined())
        wanted[PluginPackage.migratedFileName] = .text(PluginPackage.migrationLines(plan.migrations, files: files).map { $0 + "\n" }.joined())
        wanted[PluginPackage.sdkStampFileName] = .text(sdkStamp(source.configuration))
        try PackageFiles.mirror(wanted, into: targetFolder(source.target))
        try writeManifest()
    }

    /// One line per file whose build copy migrated old Swift names: how many, and the first few.
    static func migrationLines(_ migrations: [Int: [String]], files: [String]) -> [String] {
        migrations.sorted { $0.key < $1.key }.map { number, migrated in
            let distinct = migrated.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let shown = distinct.prefix(3).joined(separator: ", ") + (distinct.count > 3 ? ", …" : "")
            let name = number < files.count ? files[number] : "a file"
            return
                "\(name): \(migrated.count) old Swift name\(migrated.count == 1 ? "" : "s") migrated as iOS's compiler's fix-its would (\(shown)); the file itself is unchanged"
        }
    }

    /// The files of every plugin of the package that are Swift 1 or 2, with what marks them.
    func oldSwiftFiles() -> [String: String] {
        var files: [String: String] = [:]
        for target in (try? FileManager.default.contentsOfDirectory(atPath: root + "/Plugins")) ?? [] {
            let text = (try? String(contentsOfFile: targetFolder(target) + "/" + PluginPackage.oldSwiftFileName, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
                if parts.count == 2 { files[parts[0]] = parts[1] }
            }
        }
        return files
    }

    /// What the last sync said it migrated (migrationLines), for the build to tell.
    func migrated(_ target: String) -> [String] {
        ((try? String(contentsOfFile: targetFolder(target) + "/" + PluginPackage.migratedFileName, encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    /// The stamp file's text: the identity of the shared SDK library for `configuration`.
    func sdkStamp(_ configuration: String) -> String {
        "// The SDK build this plugin links (layoutbench relinks the plugin when it changes): \(sdk.libraryIdentity(configuration))\n"
    }

    /// Removes the targets (other than `kept`) whose user folder is gone, renamed or holds no
    /// Swift file any more, so they leave the package instead of breaking its manifest.
    func removeTargets(except kept: String) {
        let manager = FileManager.default
        for target in (try? manager.contentsOfDirectory(atPath: root + "/Plugins")) ?? [] where target != kept {
            // The folder is every line but the last (a folder's name may hold a line break).
            let origin = (try? String(contentsOfFile: targetFolder(target) + "/" + PluginPackage.originFileName, encoding: .utf8))
                .map { text in
                    text.dropLast(text.hasSuffix("\n") ? 1 : 0).split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n")
                }
            if let origin, !PluginPackage.swiftFiles(in: origin).isEmpty { continue }
            try? manager.removeItem(atPath: targetFolder(target))
        }
    }

    /// The Swift files `relative` (to `folder`) as text.
    static func read(_ relative: [String], in folder: String) throws -> [SourceFile] {
        try relative.map { try read($0, in: folder) }
    }

    /// The Swift file `relative` (to `folder`) as text.
    static func read(_ relative: String, in folder: String) throws -> SourceFile {
        SourceFile(path: folder + "/" + relative, text: try InputFile.text(folder + "/" + relative, limit: 8 << 20))
    }

    /// Package.swift: the same text always, reading the plugin targets from Plugins/ when SwiftPM
    /// evaluates it (never rewritten, so a build in another process never sees it change; the
    /// target list goes into the environment, `pluginSet`, so SwiftPM's manifest cache follows it).
    func writeManifest() throws {
        func flags(_ list: [String]) -> String { "[" + list.map { EntryPointWriter.literal($0) }.joined(separator: ", ") + "]" }
        let text = """
            // swift-tools-version: 6.1
            // Generated by layoutbench (Sources/PluginBuild/Package/PluginPackage.swift) to build a folder of
            // plugins against the SDK built once for every folder (\(sdk.root)).
            // Every folder in Plugins/ holding a Swift file is a plugin; not for editing.
            import Foundation
            import PackageDescription

            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            let plugins = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Plugins")) ?? [])
                .filter { name in
                    !name.hasPrefix(".") && ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Plugins/" + name)) ?? [])
                        .contains { $0.hasSuffix(".swift") && FileManager.default.fileExists(atPath: root + "/Plugins/" + name + "/" + $0) }
                }
                .sorted()

            let package = Package(
                name: "LayoutbenchPlugins",
            \(sdk.toolchain.manifestPlatforms.isEmpty ? "" : "    " + sdk.toolchain.manifestPlatforms + "\n")    products: plugins.map { .library(name: $0, type: .dynamic, targets: [$0]) },
                targets: plugins.map { name in
                    // Each plugin links the SDK's shared library and binds its own symbols, never the host's.
                    .target(name: name, path: "Plugins/" + name,
                            swiftSettings: [
                                .unsafeFlags(\(flags(sdk.compilerFlags("debug"))), .when(configuration: .debug)),
                                .unsafeFlags(\(flags(sdk.compilerFlags("release"))), .when(configuration: .release)),
                            ],
                            linkerSettings: [
                                .unsafeFlags(\(flags(sdk.linkerFlags("debug"))), .when(configuration: .debug)),
                                .unsafeFlags(\(flags(sdk.linkerFlags("release"))), .when(configuration: .release)),
                            ])
                },
                swiftLanguageModes: [.v5]
            )

            """
        try PackageFiles.write(text, to: root + "/Package.swift")
    }

    /// The plugin targets present, for the environment of a `swift build` (see writeManifest).
    package var pluginSet: String {
        let manager = FileManager.default
        return ((try? manager.contentsOfDirectory(atPath: root + "/Plugins")) ?? []).filter { name in
            !name.hasPrefix(".")
                && ((try? manager.contentsOfDirectory(atPath: targetFolder(name))) ?? [])
                    .contains { $0.hasSuffix(".swift") && manager.fileExists(atPath: targetFolder(name) + "/" + $0) }
        }.sorted().joined(separator: ",")
    }

    /// The Swift files below `folder`, relative, sorted; hidden and build folders and editor
    /// droppings left out, linked folders followed (FolderWalk).
    package static func swiftFiles(in folder: String) -> [String] {
        FolderWalk.files(in: folder).filter { isSwiftFile(($0 as NSString).lastPathComponent) }
    }

    /// Whether a file of this name is a Swift source a build takes (not an editor's temporary).
    static func isSwiftFile(_ name: String) -> Bool {
        name.hasSuffix(".swift") && !EditorDroppings.isDropping(name)
    }

    /// Eight hex digits of FNV-1a over `text`: stable across runs (unlike Hasher).
    package static func hash(_ text: String) -> String {
        let value = FNV1a.digest(text)
        return String(format: "%08x", UInt32(truncatingIfNeeded: value ^ (value >> 32)))
    }
}
