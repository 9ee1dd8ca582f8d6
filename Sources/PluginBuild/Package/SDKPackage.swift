import Foundation

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
    var temporaryFolder: String { root + "/.tmp" }

    /// SwiftPM's products folder for `configuration`, by its real path (the `.build/debug` link
    /// would give clang a second name for every module it caches).
    func binFolder(_ configuration: String) -> String { scratch + "/" + SDKPackage.triple + "/" + configuration }

    #if arch(arm64)
    static let triple = "aarch64-unknown-linux-gnu"
    #else
    static let triple = "x86_64-unknown-linux-gnu"
    #endif
    package func library(_ configuration: String) -> String { binFolder(configuration) + "/lib\(SDKPackage.product).a" }

    /// swiftc flags that let a plugin import the SDK's modules built for `configuration`; the
    /// clang module cache is the SDK's too, so no folder precompiles Glibc and Foundation again.
    func compilerFlags(_ configuration: String) -> [String] {
        let bin = binFolder(configuration)
        return ["-I", bin + "/Modules", "-Xcc", "-fmodule-map-file=" + bin + "/PluginABI.build/module.modulemap",
                "-Xcc", "-I", "-Xcc", root + "/SDK/PluginABI/include", "-module-cache-path", bin + "/ModuleCache"]
    }

    /// Linker flags linking a plugin against the SDK's shared library (its library then holds
    /// its own code only), its own symbols bound to itself (-Bsymbolic).
    func linkerFlags(_ configuration: String) -> [String] {
        ["-Xlinker", sharedLibrary(configuration), "-Xlinker", "-Bsymbolic"]
    }

    /// The SDK as one shared library, made from the static one (linked whole) once per SDK build
    /// and named by that build's identity: a plugin records this path (DT_NEEDED, no soname), so
    /// the engine loads the SDK a plugin was built with, once for every plugin that shares it,
    /// and a rebuilt SDK never replaces the file a running engine has loaded.
    package func sharedLibrary(_ configuration: String) -> String {
        binFolder(configuration) + "/lib\(SDKPackage.product)-" + PluginPackage.hash(libraryIdentity(configuration)) + ".so"
    }

    /// The command that links `sharedLibrary` from the static library into `output` (swiftc
    /// wants a source, so an empty one names the library's own module).
    func sharedLibraryArguments(_ configuration: String, output: String, emptySource: String, compiler: DirectBuildPlan.Compiler = .found) -> [String] {
        [compiler.swiftc, "-emit-library", "-module-name", SDKPackage.product + "Shared", "-o", output, emptySource,
         "-target", SDKPackage.triple, "-g",
         "-Xlinker", "--whole-archive", "-Xlinker", library(configuration), "-Xlinker", "--no-whole-archive", "-Xlinker", "-Bsymbolic"]
            + (compiler.hasLLD ? ["-use-ld=lld"] : [])
    }

    /// The SDK's source folders.
    var sourceFolders: [String] { PluginPackage.sdkModules.map { sdkRoot + "/Sources/" + $0 } }

    /// Marks when a build of the SDK for `configuration` last succeeded (the library itself keeps
    /// its time unless SwiftPM relinked it, so plugins relink only when it really changed).
    func builtMark(_ configuration: String) -> String { binFolder(configuration) + "/layoutbench-sdk-built" }

    /// True when the library for `configuration` exists, no SDK source is newer than its last
    /// build, and the SDK's files are the ones it built (none added, removed or renamed).
    package func isCurrent(_ configuration: String) -> Bool {
        guard PluginSource.modificationDate(library(configuration)) != nil,
            let built = PluginSource.modificationDate(builtMark(configuration)) else { return false }
        guard (sourceFolders.compactMap(PluginSource.newestModification).max() ?? .distantPast) <= built else { return false }
        return (try? String(contentsOfFile: builtMark(configuration), encoding: .utf8)) == sourceList()
    }

    /// Brings the package's links and manifest up to date (unchanged files are left alone).
    func sync() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/SDK", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: temporaryFolder, withIntermediateDirectories: true)
        try PackageFiles.write(PackageCache.origin(sdkRoot: sdkRoot, folder: sdkRoot), to: root + "/" + PackageCache.originFile)
        for module in PluginPackage.sdkModules {
            try PackageFiles.link(root + "/SDK/" + module, to: sdkRoot + "/Sources/" + module)
        }
        try PackageFiles.write(manifest, to: root + "/Package.swift")
    }

    var manifest: String {
        """
        // swift-tools-version: 6.1
        // Generated by layoutbench (Sources/PluginBuild/Package/SDKPackage.swift): the SDK, built once
        // for every plugins folder; its modules are links to the checkout's sources. Not for editing.
        import PackageDescription

        let package = Package(
            name: "LayoutbenchSDK",
            products: [
                .library(name: "\(SDKPackage.product)", type: .static,
                         targets: ["PluginABI", "CollectionLayout", "UIKit", "CoreGraphics", "QuartzCore"]),
            ],
            targets: [
                .target(name: "PluginABI", path: "SDK/PluginABI"),
                .target(name: "CollectionLayout", dependencies: ["PluginABI"], path: "SDK/CollectionLayout"),
                .target(name: "UIKit", dependencies: ["CollectionLayout"], path: "SDK/UIKit"),
                .target(name: "CoreGraphics", dependencies: ["CollectionLayout"], path: "SDK/CoreGraphics"),
                .target(name: "QuartzCore", dependencies: ["CollectionLayout"], path: "SDK/QuartzCore"),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    /// The `swift build` that brings the library for `configuration` up to date.
    func buildArguments(_ configuration: String) -> [String] {
        ["swift", "build", "--package-path", root, "--product", SDKPackage.product, "-c", configuration,
         "--scratch-path", scratch, "--disable-index-store"]
    }

    /// Records a successful build now, so sources SwiftPM found nothing to rebuild for (a comment
    /// changed) do not make the next check build again, with the SDK's source files it built.
    func markBuilt(_ configuration: String) {
        try? PackageFiles.write(sourceList(), to: builtMark(configuration))
        utimensat(AT_FDCWD, builtMark(configuration), nil, 0)
    }

    /// The SDK's Swift and C source files, relative to the checkout, one a line.
    func sourceList() -> String {
        sourceFolders.flatMap { folder in
            PluginPackage.swiftFiles(in: folder).map { folder + "/" + $0 }
        }.joined(separator: "\n")
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
        var info = stat()
        guard stat(library(configuration), &info) == 0 else { return "none" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
