import Foundation

/// The two swiftc commands that build one plugin product without SwiftPM: compile the target's
/// files (one object for the whole module, or one a file in a debug build of several), then
/// link them against the SDK's shared library into the product SwiftPM would write, at the
/// same path. The flags are the generated package's (PluginPackage.writeManifest: the SDK's
/// compiler and linker flags, language mode 5) plus what SwiftPM adds for a library target.
///
/// Every build uses it, first builds and reloads: SwiftPM's start-up, manifest evaluation and
/// planning were most of a first build's time, and its own commands run again made a reload
/// three times as long; these two commands are a fraction of either (docs/performance.md). `swift build` stays the
/// fallback when they fail without a diagnostic, and runs them all with
/// `LAYOUTBENCH_BUILD_SWIFTPM=1`.
package struct DirectBuildPlan: Sendable {
    /// (step name, arguments): "compile", then "link".
    var steps: [(name: String, arguments: [String])]
    /// The products folder the steps write into (PluginPackage.binFolder).
    var bin: String
    /// The compiler, and the flags that make the module what it is (its name, language mode,
    /// conditions, the SDK's modules), without inputs or outputs: what an editor compiles with.
    package var swiftc: String
    package var moduleFlags: [String]

    /// In a debug build of several files, each file's object (`objects`, in `files`' order), so
    /// a reload recompiles what changed (IncrementalCompile); nil for one object of the whole module.
    var perFile: (files: [String], objects: [String], outputFileMap: String, record: String)?

    /// The plan for `source`'s target as its folder is now: a release build, or a debug build of
    /// one file, compiles the whole module at once; a debug build of several files compiles each
    /// file to its own object, in one frontend job (batch mode, one batch).
    package init(_ source: PluginSource, compiler: Compiler = .found, toolchain: PluginToolchain? = nil) {
        let package = source.package, configuration = source.configuration, target = source.target
        let toolchain = toolchain ?? package.sdk.toolchain
        bin = package.binFolder(configuration, toolchain: toolchain)
        let folder = bin + "/\(target).build"
        let relative = PluginPackage.swiftFiles(in: source.buildFolder)
        let files = relative.map { source.buildFolder + "/" + $0 }
        let release = configuration == "release"
        let modeArguments: [String]
        let objects: [String]
        if !release && files.count > 1 {
            objects = relative.map {
                folder + "/" + ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "") + "-" + PluginPackage.hash($0) + ".o"
            }
            let map = folder + "/output-file-map.json"
            perFile = (files, objects, map, folder + "/compiled-files.json")
            modeArguments = ["-enable-batch-mode", "-driver-batch-count", "1", "-output-file-map", map]
        } else {
            objects = [folder + "/\(target).o"]
            modeArguments = ["-whole-module-optimization", "-o", objects[0]]
        }
        swiftc = compiler.swiftc
        moduleFlags =
            [
                "-module-name", target, "-package-name", DirectBuildPlan.packageName(package.root), "-parse-as-library",
                "-target", toolchain.triple, "-swift-version", "5", "-g", "-DSWIFT_PACKAGE"
            ]
            + toolchain.codeGenerationFlags
            + (release ? ["-O"] : ["-Onone", "-enable-testing", "-DDEBUG"])
            + package.sdk.compilerFlags(configuration, toolchain: toolchain)
        let compile = [compiler.swiftc, "-c"] + modeArguments + files + moduleFlags
        let link =
            [compiler.swiftc, "-emit-library", "-module-name", target, "-o", bin + "/" + toolchain.libraryFileName(target)] + objects
            + ["-target", toolchain.triple, "-g"] + toolchain.pluginFlags(target: target)
            + package.sdk.linkerFlags(configuration, toolchain: toolchain)
            + toolchain.linkerChoice(hasLLD: compiler.hasLLD)
        steps = [("compile", compile), ("link", link)]
    }

    /// Makes the folders the commands write into, and SwiftPM's `.build/<configuration>` link
    /// to the products folder (where PluginSource looks for the library).
    func prepare(_ source: PluginSource) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: bin + "/\(source.target).build", withIntermediateDirectories: true)
        if let perFile {
            var map: [String: [String: String]] = [:]
            for (file, object) in zip(perFile.files, perFile.objects) { map[file] = ["object": object] }
            let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
            if (try? Data(contentsOf: URL(fileURLWithPath: perFile.outputFileMap))) != data {
                try data.write(to: URL(fileURLWithPath: perFile.outputFileMap), options: .atomic)
            }
        }
        let link = source.package.scratch + "/" + source.configuration
        if (try? manager.destinationOfSymbolicLink(atPath: link)) == nil, !manager.fileExists(atPath: link) {
            try manager.createSymbolicLink(atPath: link, withDestinationPath: source.package.sdk.toolchain.productsFolder + "/" + source.configuration)
        }
    }

    /// SwiftPM's package identity as a module's package name: the folder's name, lowercased,
    /// anything but letters, digits and underscores made an underscore.
    static func packageName(_ root: String) -> String {
        String(URL(fileURLWithPath: root).lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The swiftc on PATH (the one `swift build` would use) and whether lld ships beside it.
    package struct Compiler: Sendable {
        package var swiftc: String
        package var hasLLD: Bool

        package static let found: Compiler = {
            let manager = FileManager.default
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for folder in path.split(separator: ":") {
                let candidate = String(folder) + "/swiftc"
                guard manager.isExecutableFile(atPath: candidate) else { continue }
                return Compiler(swiftc: candidate, hasLLD: hasLLD(beside: candidate))
            }
            return Compiler(swiftc: "swiftc", hasLLD: false)
        }()

        /// Whether the toolchain of the driver at `driver` (links followed) ships ld.lld beside it.
        static func hasLLD(beside driver: String) -> Bool {
            let folder = URL(fileURLWithPath: driver).resolvingSymlinksInPath().deletingLastPathComponent()
            return FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(PluginToolchain.lldName).path)
        }
    }
}
