import Foundation
package import HostSystem
import Synchronization

/// How plugins and the SDK are compiled and linked on one system, as data: the target, the
/// library names, the link flags, the linker's error lines, the driver jobs kept, the modules the
/// SDK provides. One value per system (`.linux`, `.darwin`), made from the compiler's own answer
/// where it can be (TargetInfo), so every ELF or Mach-O detail is here and unit-tested for both
/// on either.
package struct PluginToolchain: Equatable, Sendable {
    package var platform: HostPlatform
    /// The target as `-target` takes it (on a Mac, at the package's deployment target).
    package var triple: String
    /// SwiftPM's products folder below `.build` (the unversioned triple).
    package var productsFolder: String

    /// The macOS the generated packages declare (Package.swift's too: the MCP SDK's floor).
    package static let macOSDeploymentTarget = "13.0"

    /// Linux's plan for `architecture` ("x86_64", "aarch64").
    package static func linux(architecture: String) -> PluginToolchain {
        let triple = architecture + "-unknown-linux-gnu"
        return PluginToolchain(platform: .linux, triple: triple, productsFolder: triple)
    }

    /// macOS's plan for `architecture` ("arm64", "x86_64").
    package static func darwin(architecture: String) -> PluginToolchain {
        let unversioned = architecture + "-apple-macosx"
        return PluginToolchain(platform: .darwin, triple: unversioned + macOSDeploymentTarget, productsFolder: unversioned)
    }

    /// The plan for the target the compiler answered with.
    package init?(targetInfo info: TargetInfo) {
        let unversioned = info.target.unversionedTriple
        if unversioned.contains("-linux") {
            self = .linux(architecture: String(unversioned.prefix { $0 != "-" }))
        } else if unversioned.contains("-apple-macos") {
            self = .darwin(architecture: String(unversioned.prefix { $0 != "-" }))
        } else {
            return nil
        }
    }

    private init(platform: HostPlatform, triple: String, productsFolder: String) {
        self.platform = platform
        self.triple = triple
        self.productsFolder = productsFolder
    }

    /// This system's plan, from the compiler's answer (recorded in `cacheFolder`), else from what
    /// this executable was built for.
    package static func current(cacheFolder: String?) -> PluginToolchain {
        let key = cacheFolder ?? ""
        if let known = resolved.withLock({ $0[key] }) { return known }
        let toolchain =
            TargetInfo.query(swiftc: DirectBuildPlan.Compiler.found.swiftc, cacheFolder: cacheFolder)
            .flatMap(PluginToolchain.init(targetInfo:)) ?? built
        resolved.withLock { $0[key] = toolchain }
        return toolchain
    }

    private static let resolved = Mutex<[String: PluginToolchain]>([:])

    /// The plan for the system and processor this executable was built for.
    package static var built: PluginToolchain {
        #if arch(arm64)
            let architecture = HostPlatform.current == .darwin ? "arm64" : "aarch64"
        #else
            let architecture = "x86_64"
        #endif
        return HostPlatform.current == .darwin ? .darwin(architecture: architecture) : .linux(architecture: architecture)
    }

    // MARK: - Names

    /// A library's file name: `libName.so`, `libName.dylib`.
    package func libraryFileName(_ product: String) -> String { "lib" + product + platform.librarySuffix }

    /// The SDK's modules a generated package builds. On a Mac, CoreGraphics and QuartzCore are
    /// Apple's (Foundation imports CoreGraphics there: a module of that name would be a cycle),
    /// so a layout's `import CoreGraphics` means one module on either system.
    package var sdkModules: [String] {
        switch platform {
        case .linux: ["PluginABI", "CollectionLayout", "UIKit", "CoreGraphics", "QuartzCore"]
        case .darwin: ["PluginABI", "CollectionLayout", "UIKit"]
        }
    }

    /// The compilation condition under which the SDK leaves to Apple's frameworks what they
    /// declare (CG and CA types, Selector, the Objective-C runtime's names).
    package static let appleFrameworksCondition = "LAYOUTBENCH_APPLE_FRAMEWORKS"

    /// Swift settings for the SDK's targets in the generated SDK manifest (Swift source).
    package var sdkTargetSettings: String {
        switch platform {
        case .linux: ""
        case .darwin: "swiftSettings: [.define(\"\(PluginToolchain.appleFrameworksCondition)\")]"
        }
    }

    /// The generated manifests' platforms line (Swift source), empty where none is needed.
    package var manifestPlatforms: String {
        switch platform {
        case .linux: ""
        case .darwin: "platforms: [.macOS(\"\(PluginToolchain.macOSDeploymentTarget)\")],"
        }
    }

    // MARK: - Compiling

    /// Code generation flags for a plugin's objects (position-independent on Linux; always so on
    /// a Mac), with frame pointers kept for the profiler's stacks.
    package var codeGenerationFlags: [String] {
        switch platform {
        case .linux: ["-Xcc", "-fPIC", "-Xcc", "-fno-omit-frame-pointer"]
        case .darwin: ["-Xcc", "-fno-omit-frame-pointer"]
        }
    }

    // MARK: - Linking

    /// LLVM's ELF linker's name, looked for beside swiftc.
    package static let lldName = "ld.lld"

    /// How SwiftPM's build manifest names a dynamic library product's link command
    /// (`C.<product>-<configuration>.dylib`), on every system.
    package static let swiftPMProductKeySuffix = ".dylib"

    /// Linker choice: lld where the toolchain ships it beside swiftc on Linux (faster than gold
    /// for a plugin); the system's ld on a Mac.
    package func linkerChoice(hasLLD: Bool) -> [String] {
        platform == .linux && hasLLD ? ["-use-ld=lld"] : []
    }

    /// Flags that make the SDK's shared library from its static one, every object kept, at
    /// `installedAt` (its final path): on Linux linked whole and bound to itself; on a Mac loaded
    /// whole (-force_load), named by its final path, which is unique per SDK build, so dyld never
    /// hands an engine an SDK image of another build (two-level namespace binds it to itself).
    package func sharedSDKFlags(staticLibrary: String, installedAt: String) -> [String] {
        switch platform {
        case .linux:
            ["-Xlinker", "--whole-archive", "-Xlinker", staticLibrary, "-Xlinker", "--no-whole-archive", "-Xlinker", "-Bsymbolic"]
        case .darwin:
            ["-Xlinker", "-force_load", "-Xlinker", staticLibrary, "-Xlinker", "-install_name", "-Xlinker", installedAt]
        }
    }

    /// Flags that link a plugin against the SDK's shared library (recorded by its path), its own
    /// symbols bound to itself.
    package func pluginSDKFlags(sharedLibrary: String) -> [String] {
        switch platform {
        case .linux: ["-Xlinker", sharedLibrary, "-Xlinker", "-Bsymbolic"]
        case .darwin: ["-Xlinker", sharedLibrary]
        }
    }

    /// Placeholder in a Mac plugin's install name, replaced by each build's own (`stamped`).
    package static let generationPlaceholder = "LBGENERATION"

    /// Flags for a plugin library of `target`: on Linux, its folder searched for what it needs;
    /// on a Mac, an install name unique per build (`stamped` fills it in), so dyld never takes a
    /// new generation for one it loaded before.
    package func pluginFlags(target: String) -> [String] {
        switch platform {
        case .linux:
            ["-Xlinker", "-rpath=$ORIGIN"]
        case .darwin:
            ["-Xlinker", "-install_name", "-Xlinker", "@rpath/lib\(target)-\(PluginToolchain.generationPlaceholder).dylib"]
        }
    }

    /// `arguments` with a build's generation in place of the placeholder.
    package static func stamped(_ arguments: [String], generation: String) -> [String] {
        arguments.map { $0.contains(generationPlaceholder) ? $0.replacingOccurrences(of: generationPlaceholder, with: generation) : $0 }
    }

    /// A fresh generation for `stamped`: unique per build within a second's resolution and a
    /// process.
    package static func newGeneration() -> String {
        String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36) + String(getpid(), radix: 36)
    }

    /// Whether a job the driver would run is run: on a Mac the driver adds dsymutil to a link with
    /// debug information, which a plugin does not need (the objects' debug map serves the
    /// backtracer), and which would cost every reload.
    package func keepsDriverJob(_ job: [String]) -> Bool {
        guard let tool = job.first else { return false }
        return !(platform == .darwin && (tool as NSString).lastPathComponent == "dsymutil")
    }

    /// Whether the linker signs what it writes (ld64 and ld-prime sign arm64 output ad hoc): then
    /// nothing may change the file after the link, or the loader refuses it.
    package var linkerSigns: Bool { platform == .darwin }

    /// The linker's own error lines, which name no source position: ld.lld's and gold's here,
    /// ld64's and ld-prime's on a Mac (a regular expression).
    package var linkerErrorPattern: String {
        switch platform {
        case .linux: #"^(\S*/)?ld(\.lld|\.gold)?: error: "#
        case .darwin: #"^(\S*/)?ld: |^Undefined symbols for architecture "#
        }
    }

    /// Whether `line` is one of the linker's error lines.
    package func isLinkerError(_ line: String) -> Bool { line.range(of: linkerErrorPattern, options: .regularExpression) != nil }
}
