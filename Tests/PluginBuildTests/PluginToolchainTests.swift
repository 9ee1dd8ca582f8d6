import Foundation
import Testing
@testable import PluginBuild

/// The plugin build plan for each system, built and checked on either: the target, the library
/// names, every link flag, the install names, the driver jobs kept and the linker's error lines.
struct PluginToolchainTests {
    static let linux = PluginToolchain.linux(architecture: "x86_64")
    static let mac = PluginToolchain.darwin(architecture: "arm64")

    /// ELF-only linker flags and names, none of which a Mac plan may hold.
    static let elfOnly = ["--whole-archive", "--no-whole-archive", "-Bsymbolic", "-rpath=$ORIGIN", "-use-ld=lld", ".so", "-fPIC"]
    /// Mach-O-only ones, none of which a Linux plan may hold.
    static let machOOnly = ["-force_load", "-install_name", "@rpath", ".dylib", "-all_load"]

    static func holds(_ arguments: [String], any of: [String]) -> [String] {
        arguments.filter { argument in of.contains { argument == $0 || ($0.hasPrefix(".") && argument.hasSuffix($0)) } }
    }

    @Test func targetsAndFolders() {
        // Linux: one triple for -target and SwiftPM's folder (x86_64-unknown-linux-gnu/debug).
        #expect(Self.linux.triple == "x86_64-unknown-linux-gnu" && Self.linux.productsFolder == "x86_64-unknown-linux-gnu")
        // macOS: -target at the packages' deployment target, 13.0; SwiftPM names its folder by the
        // unversioned triple (.build/arm64-apple-macosx/debug).
        #expect(Self.mac.triple == "arm64-apple-macosx13.0" && Self.mac.productsFolder == "arm64-apple-macosx")
        #expect(Self.linux.libraryFileName("Cards") == "libCards.so" && Self.mac.libraryFileName("Cards") == "libCards.dylib")
    }

    @Test func theCompilersAnswerMakesThePlan() throws {
        // swiftc -print-target-info on this machine (Swift 6.3.1, x86_64 Linux), abridged.
        let linux = Data(
            #"{"compilerVersion":"Swift version 6.3.1","target":{"triple":"x86_64-unknown-linux-gnu","unversionedTriple":"x86_64-unknown-linux-gnu","moduleTriple":"x86_64-unknown-linux-gnu","platform":"linux","arch":"x86_64"},"paths":{"runtimeResourcePath":"/opt/swift/usr/lib/swift"}}"#
                .utf8)
        // The same question on an Apple silicon Mac running macOS 15: the host's version in the triple.
        let mac = Data(
            #"{"compilerVersion":"Swift version 6.3.1","target":{"triple":"arm64-apple-macosx15.0","unversionedTriple":"arm64-apple-macosx","moduleTriple":"arm64-apple-macos","platform":"macosx","arch":"arm64"},"paths":{"runtimeResourcePath":"/Library/Developer/Toolchains/usr/lib/swift"}}"#
                .utf8)
        #expect(PluginToolchain(targetInfo: try #require(TargetInfo.parse(linux))) == Self.linux)
        // The deployment target is the packages' (13.0), not the host's version.
        #expect(PluginToolchain(targetInfo: try #require(TargetInfo.parse(mac))) == Self.mac)
        let arm = Data(#"{"target":{"triple":"aarch64-unknown-linux-gnu","unversionedTriple":"aarch64-unknown-linux-gnu"}}"#.utf8)
        #expect(PluginToolchain(targetInfo: try #require(TargetInfo.parse(arm)))?.triple == "aarch64-unknown-linux-gnu")
        let windows = Data(#"{"target":{"triple":"x86_64-unknown-windows-msvc","unversionedTriple":"x86_64-unknown-windows-msvc"}}"#.utf8)
        #expect(PluginToolchain(targetInfo: try #require(TargetInfo.parse(windows))) == nil)
        #expect(TargetInfo.parse(Data("not json".utf8)) == nil)
    }

    @Test func thisMachinesCompilerAgreesWithTheBuiltPlan() {
        // The toolchain's own answer, asked now, is the plan this executable assumes.
        let asked = TargetInfo.query(swiftc: DirectBuildPlan.Compiler.found.swiftc, cacheFolder: nil).flatMap(PluginToolchain.init(targetInfo:))
        #expect(asked == PluginToolchain.built)
    }

    @Test func theSharedSDKLibrary() {
        let linux = Self.linux.sharedSDKFlags(staticLibrary: "/c/libLayoutbenchSDK.a", installedAt: "/c/libLayoutbenchSDK-ab12.so")
        // Linux: the archive whole (every stand-in a plugin may name), bound to itself.
        #expect(
            linux == [
                "-Xlinker", "--whole-archive", "-Xlinker", "/c/libLayoutbenchSDK.a", "-Xlinker", "--no-whole-archive",
                "-Xlinker", "-Bsymbolic"
            ])
        let mac = Self.mac.sharedSDKFlags(staticLibrary: "/c/libLayoutbenchSDK.a", installedAt: "/c/libLayoutbenchSDK-ab12.dylib")
        // macOS: ld64's whole-archive for one archive, and the install name its final path (unique
        // per SDK build: the hash), so dyld never shares an SDK image of another build.
        #expect(
            mac == [
                "-Xlinker", "-force_load", "-Xlinker", "/c/libLayoutbenchSDK.a",
                "-Xlinker", "-install_name", "-Xlinker", "/c/libLayoutbenchSDK-ab12.dylib"
            ])
        #expect(Self.holds(mac, any: Self.elfOnly).isEmpty)
        #expect(Self.holds(linux, any: Self.machOOnly).isEmpty)
    }

    @Test func aPluginsLinkFlags() {
        #expect(Self.linux.pluginSDKFlags(sharedLibrary: "/c/libSDK-1.so") == ["-Xlinker", "/c/libSDK-1.so", "-Xlinker", "-Bsymbolic"])
        // Two-level namespace binds a Mach-O image to its own symbols: no -Bsymbolic there.
        #expect(Self.mac.pluginSDKFlags(sharedLibrary: "/c/libSDK-1.dylib") == ["-Xlinker", "/c/libSDK-1.dylib"])
        #expect(Self.linux.pluginFlags(target: "Cards") == ["-Xlinker", "-rpath=$ORIGIN"])
        #expect(Self.mac.pluginFlags(target: "Cards") == ["-Xlinker", "-install_name", "-Xlinker", "@rpath/libCards-LBGENERATION.dylib"])
        #expect(Self.linux.linkerChoice(hasLLD: true) == ["-use-ld=lld"] && Self.linux.linkerChoice(hasLLD: false).isEmpty)
        #expect(Self.mac.linkerChoice(hasLLD: true).isEmpty)
        #expect(Self.linux.codeGenerationFlags.contains("-fPIC") && !Self.mac.codeGenerationFlags.contains("-fPIC"))
        #expect(Self.mac.linkerSigns && !Self.linux.linkerSigns)
    }

    @Test func eachMacBuildHasAnInstallNameOfItsOwn() {
        let link = ["swiftc", "-emit-library", "-o", "/b/libCards.dylib"] + Self.mac.pluginFlags(target: "Cards")
        let first = PluginToolchain.stamped(link, generation: "g1")
        let second = PluginToolchain.stamped(link, generation: "g2")
        #expect(first.last == "@rpath/libCards-g1.dylib" && second.last == "@rpath/libCards-g2.dylib")
        // Linux: the library is copied to a new path for every load; nothing to stamp.
        let linux = ["swiftc", "-emit-library"] + Self.linux.pluginFlags(target: "Cards")
        #expect(PluginToolchain.stamped(linux, generation: "g5") == linux)
        #expect(PluginToolchain.newGeneration() != "" && !PluginToolchain.newGeneration().contains("/"))
    }

    @Test func theDriversJobsKept() {
        let link = ["/usr/bin/ld", "-o", "libCards.dylib"], dsym = ["/usr/bin/dsymutil", "libCards.dylib", "-o", "libCards.dylib.dSYM"]
        // A Mac driver's dsymutil after a -g link: dropped (a cost on every reload the backtracer
        // does not need; the objects' debug map names the lines).
        #expect([link, dsym].filter(Self.mac.keepsDriverJob) == [link])
        #expect([link, dsym].filter(Self.linux.keepsDriverJob) == [link, dsym])
    }

    @Test func theLinkersErrorLines() {
        // ld.lld and gold (Linux).
        #expect(Self.linux.isLinkerError("ld.lld: error: undefined symbol: $s5Cards4DeckV"))
        #expect(Self.linux.isLinkerError("/usr/bin/ld.gold: error: cannot open libMissing.so"))
        // ld64 ("Undefined symbols for architecture arm64:", "ld: symbol(s) not found …") and
        // ld-prime ("ld: Undefined symbols:").
        #expect(Self.mac.isLinkerError("Undefined symbols for architecture arm64:"))
        #expect(Self.mac.isLinkerError("ld: symbol(s) not found for architecture arm64"))
        #expect(Self.mac.isLinkerError("ld: Undefined symbols:"))
        #expect(!Self.mac.isLinkerError("ld.lld: error: undefined symbol: x") && !Self.linux.isLinkerError("ld: Undefined symbols:"))
        #expect(!Self.linux.isLinkerError("Cards.swift:3:1: error: expected declaration"))
    }

    @Test func theSDKsModulesAndManifest() throws {
        // On a Mac, Apple's CoreGraphics and QuartzCore (Foundation imports CoreGraphics there).
        #expect(Self.linux.sdkModules == ["PluginABI", "CollectionLayout", "UIKit", "CoreGraphics", "QuartzCore"])
        #expect(Self.mac.sdkModules == ["PluginABI", "CollectionLayout", "UIKit"])
        let sdk = SDKPackage(sdkRoot: "/repo", cacheFolder: "/cache")
        let linux = sdk.manifest(for: Self.linux), mac = sdk.manifest(for: Self.mac)
        // Linux's, as every earlier layoutbench wrote it (a changed manifest would rebuild the SDK).
        #expect(
            linux == """
                // swift-tools-version: 6.1
                // Generated by layoutbench (Sources/PluginBuild/Package/SDKPackage.swift): the SDK, built once
                // for every plugins folder; its modules are links to the checkout's sources. Not for editing.
                import PackageDescription

                let package = Package(
                    name: "LayoutbenchSDK",
                    products: [
                        .library(name: "LayoutbenchSDK", type: .static,
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

                """)
        #expect(!linux.contains("platforms:") && !linux.contains(PluginToolchain.appleFrameworksCondition))
        #expect(mac.contains(#"platforms: [.macOS("13.0")],"#))
        #expect(!mac.contains("CoreGraphics") && !mac.contains("QuartzCore"))
        #expect(
            mac.contains(
                #".target(name: "UIKit", dependencies: ["CollectionLayout"], path: "SDK/UIKit", swiftSettings: [.define("LAYOUTBENCH_APPLE_FRAMEWORKS")]),"#))
    }

    @Test func aMacPluginsWholePlan() throws {
        let source = try DirectBuildPlanTests.source()
        let plan = DirectBuildPlan(source, compiler: .init(swiftc: "/t/swiftc", hasLLD: true), toolchain: Self.mac)
        let compile = plan.steps[0].arguments, link = plan.steps[1].arguments
        #expect(compile.firstIndex(of: "-target").map { compile[$0 + 1] } == "arm64-apple-macosx13.0")
        #expect(link.firstIndex(of: "-o").map { link[$0 + 1] } == source.package.scratch + "/arm64-apple-macosx/debug/libCards.dylib")
        #expect(link.contains { $0.hasSuffix(".dylib") && $0.contains("libLayoutbenchSDK-") })
        #expect(Self.holds(compile + link, any: Self.elfOnly).isEmpty, "ELF flags in a Mac plan: \(Self.holds(compile + link, any: Self.elfOnly))")
        let linux = DirectBuildPlan(source, compiler: .init(swiftc: "/t/swiftc", hasLLD: true), toolchain: Self.linux)
        let linuxArguments = linux.steps.flatMap(\.arguments)
        #expect(Self.holds(linuxArguments, any: Self.machOOnly).isEmpty)
        let shared = source.package.sdk.sharedLibraryArguments(
            "debug", output: "/t/tmp", emptySource: "/t/e.swift",
            compiler: .init(swiftc: "/t/swiftc", hasLLD: true), toolchain: Self.mac)
        #expect(Self.holds(shared, any: Self.elfOnly).isEmpty && shared.contains("-force_load"))
    }
}
