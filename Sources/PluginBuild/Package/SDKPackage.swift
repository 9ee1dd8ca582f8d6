import Foundation
import HostSystem

/// The SDK's modules (PluginABI, CollectionLayout, UIKit, CoreGraphics, QuartzCore) built once
/// per SDK checkout and configuration, in the cache folder (`SDK-<hash>`), and shared by every
/// plugins folder: each folder's plugins import its modules and link its static library whole,
/// so each plugin still binds a copy of its own (-Bsymbolic), and a new folder's first plugin
/// costs one plugin's compile and link instead of the SDK's. Rebuilt (incrementally, by
/// SwiftPM) whenever an SDK source is newer than the library.
package struct SDKPackage: Sendable, Equatable {
    package var root: String
    package var sdkRoot: String

    package static let product = "LayoutbenchSDK"

    package init(sdkRoot: String, cacheFolder: String) {
        self.sdkRoot = sdkRoot
        root = cacheFolder + "/SDK-" + PluginPackage.hash(sdkRoot)
    }

    var scratch: String { root + "/.build" }

    /// How this system compiles and links the SDK and plugins.
    package var toolchain: PluginToolchain { PluginToolchain.current(cacheFolder: (root as NSString).deletingLastPathComponent) }
    var temporaryFolder: String { root + "/.tmp" }

    /// SwiftPM's products folder for `configuration`, by its real path (the `.build/debug` link
    /// would give clang a second name for every module it caches).
    func binFolder(_ configuration: String, toolchain: PluginToolchain? = nil) -> String {
        scratch + "/" + (toolchain ?? self.toolchain).productsFolder + "/" + configuration
    }
    package func library(_ configuration: String) -> String { binFolder(configuration) + "/lib\(SDKPackage.product).a" }

    /// swiftc flags that let a plugin import the SDK's modules built for `configuration`; the
    /// clang module cache is the SDK's too, so no folder precompiles Glibc and Foundation again.
    func compilerFlags(_ configuration: String, toolchain: PluginToolchain? = nil) -> [String] {
        let bin = binFolder(configuration, toolchain: toolchain)
        return [
            "-I", bin + "/Modules", "-Xcc", "-fmodule-map-file=" + bin + "/PluginABI.build/module.modulemap",
            "-Xcc", "-I", "-Xcc", root + "/SDK/PluginABI/include", "-module-cache-path", bin + "/ModuleCache"
        ]
    }

    /// Linker flags linking a plugin against the SDK's shared library (its library then holds
    /// its own code only), its own symbols bound to itself.
    func linkerFlags(_ configuration: String, toolchain: PluginToolchain? = nil) -> [String] {
        (toolchain ?? self.toolchain).pluginSDKFlags(sharedLibrary: sharedLibrary(configuration, toolchain: toolchain))
    }

    /// The SDK as one shared library, made from the static one (linked whole) once per SDK build
    /// and named by that build's identity: a plugin records this path (DT_NEEDED, no soname), so
    /// the engine loads the SDK a plugin was built with, once for every plugin that shares it,
    /// and a rebuilt SDK never replaces the file a running engine has loaded.
    package func sharedLibrary(_ configuration: String, toolchain: PluginToolchain? = nil) -> String {
        let toolchain = toolchain ?? self.toolchain
        return binFolder(configuration, toolchain: toolchain) + "/"
            + toolchain.libraryFileName(SDKPackage.product + "-" + PluginPackage.hash(libraryIdentity(configuration)))
    }

    /// The command that links `sharedLibrary` from the static library into `output` (swiftc
    /// wants a source, so an empty one names the library's own module).
    func sharedLibraryArguments(
        _ configuration: String, output: String, emptySource: String, compiler: DirectBuildPlan.Compiler = .found,
        toolchain: PluginToolchain? = nil
    ) -> [String] {
        let toolchain = toolchain ?? self.toolchain
        return [
            compiler.swiftc, "-emit-library", "-module-name", SDKPackage.product + "Shared", "-o", output, emptySource,
            "-target", toolchain.triple, "-g"
        ]
            + toolchain.sharedSDKFlags(staticLibrary: library(configuration), installedAt: sharedLibrary(configuration, toolchain: toolchain))
            + toolchain.linkerChoice(hasLLD: compiler.hasLLD)
    }

    /// The SDK's source folders.
    var sourceFolders: [String] { toolchain.sdkModules.map { sdkRoot + "/Sources/" + $0 } }

    /// Marks when a build of the SDK for `configuration` last succeeded (the library itself keeps
    /// its time unless SwiftPM relinked it, so plugins relink only when it really changed).
    func builtMark(_ configuration: String) -> String { binFolder(configuration) + "/layoutbench-sdk-built" }

    /// True when the library for `configuration` exists, no SDK source is newer than its last
    /// build, and the SDK's files are the ones it built (none added, removed or renamed).
    package func isCurrent(_ configuration: String) -> Bool {
        guard PluginSource.modificationDate(library(configuration)) != nil,
            let built = PluginSource.modificationDate(builtMark(configuration))
        else { return false }
        let sources = self.sources()
        guard sources.newest <= built else { return false }
        return (try? String(contentsOfFile: builtMark(configuration), encoding: .utf8)) == sources.list
    }

    /// The SDK's sources in one walk: the newest modification of anything below its folders
    /// (the folders too), and its Swift files as `sourceList()` gives them.
    private func sources() -> (newest: Date, list: String) {
        var newest = Date.distantPast, files: [String] = []
        for folder in sourceFolders {
            let entries = FolderWalk.entries(in: folder, skipping: { _ in false })
            newest = max(newest, PluginSource.newestModification(folder, of: entries.map(\.relative)) ?? .distantPast)
            for entry in entries {
                let components = entry.relative.split(separator: "/").map(String.init)
                if !entry.isFolder, PluginPackage.isSwiftFile(components.last ?? ""),
                    !components.dropLast().contains(where: EditorDroppings.isIgnoredFolder)
                {
                    files.append(folder + "/" + entry.relative)
                }
            }
        }
        return (newest, files.joined(separator: "\n"))
    }

    /// Brings the package's links and manifest up to date (unchanged files are left alone).
    func sync() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/SDK", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: temporaryFolder, withIntermediateDirectories: true)
        try PackageFiles.write(PackageCache.origin(sdkRoot: sdkRoot, folder: sdkRoot), to: root + "/" + PackageCache.originFile)
        for module in toolchain.sdkModules {
            try PackageFiles.link(root + "/SDK/" + module, to: sdkRoot + "/Sources/" + module)
        }
        try PackageFiles.write(manifest, to: root + "/Package.swift")
    }

    var manifest: String { manifest(for: toolchain) }

    /// The SDK package's manifest as `toolchain`'s system builds it.
    func manifest(for toolchain: PluginToolchain) -> String {
        let modules = toolchain.sdkModules
        let settings = toolchain.sdkTargetSettings.isEmpty ? "" : ", " + toolchain.sdkTargetSettings
        let targets = modules.map { module in
            module == "PluginABI"
                ? "        .target(name: \"PluginABI\", path: \"SDK/PluginABI\"),"
                : "        .target(name: \"\(module)\", dependencies: [\"\(module == "CollectionLayout" ? "PluginABI" : "CollectionLayout")\"], "
                    + "path: \"SDK/\(module)\"\(settings)),"
        }
        let platforms = toolchain.manifestPlatforms.isEmpty ? "" : "    " + toolchain.manifestPlatforms + "\n"
        return """
            // swift-tools-version: 6.1
            // Generated by layoutbench (Sources/PluginBuild/Package/SDKPackage.swift): the SDK, built once
            // for every plugins folder; its modules are links to the checkout's sources. Not for editing.
            import PackageDescription

            let package = Package(
                name: "LayoutbenchSDK",
            \(platforms)    products: [
                    .library(name: "\(SDKPackage.product)", type: .static,
                             targets: [\(modules.map { "\"\($0)\"" }.joined(separator: ", "))]),
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// The `swift build` that brings the library for `configuration` up to date.
    func buildArguments(_ configuration: String) -> [String] {
        [
            "swift", "build", "--package-path", root, "--product", SDKPackage.product, "-c", configuration,
            "--scratch-path", scratch, "--disable-index-store"
        ]
    }

    /// Records a successful build now, so sources SwiftPM found nothing to rebuild for (a comment
    /// changed) do not make the next check build again, with the SDK's source files it built.
    func markBuilt(_ configuration: String) {
        try? PackageFiles.write(sourceList(), to: builtMark(configuration))
        utimensat(AT_FDCWD, builtMark(configuration), nil, 0)
    }

    /// The SDK's Swift files (paths below the checkout), one a line.
    func sourceList() -> String {
        sources().list
    }

    /// Before a build: when SDK files were added, removed or renamed since the last build, the
    /// static library goes, for SwiftPM adds new objects to an archive but never takes a removed
    /// file's out (a type moved to a file of its own would be linked twice).
    func prepareBuild(_ configuration: String) {
        let recorded = (try? String(contentsOfFile: builtMark(configuration), encoding: .utf8)) ?? ""
        if recorded != sourceList() { try? FileManager.default.removeItem(atPath: library(configuration)) }
    }

    /// The library's identity (size and modification time): changes only when SwiftPM relinks it.
    func libraryIdentity(_ configuration: String) -> String {
        FileTimes.of(library(configuration))?.stamp ?? "none"
    }
}
