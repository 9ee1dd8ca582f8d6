import Foundation
import Testing
@testable import PluginBuild

/// The commands a plugin is built with when SwiftPM is not run, and the build times kept.
struct DirectBuildPlanTests {
    /// A generated package in a temporary cache with one target, Cards, of two files.
    static func source(configuration: String = "debug") throws -> PluginSource {
        let cache = NSTemporaryDirectory() + "layoutbench-direct-\(UUID().uuidString.prefix(8))"
        let package = PluginPackage(root: cache + "/Layouts-0123abcd", sdkRoot: "/repo")
        let folder = package.targetFolder("Cards")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in ["CardsLayout.swift", "Deck.swift"] { try "".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8) }
        return PluginSource(name: "Cards", folder: "/work/Layouts/Cards", target: "Cards", package: package, configuration: configuration)
    }

    /// A debug build of several files compiles each to its own object in one frontend job (so a
    /// reload recompiles what changed), then links those objects against the SDK's shared library.
    @Test func aDebugBuildCompilesEachFileToItsObjectAndLinksThemAll() throws {
        let source = try Self.source()
        let linux = PluginToolchain.linux(architecture: "x86_64")
        let plan = DirectBuildPlan(source, compiler: .init(swiftc: "/toolchain/swiftc", hasLLD: true), toolchain: linux)
        #expect(plan.steps.map(\.name) == ["compile", "link"])
        let compile = plan.steps[0].arguments, link = plan.steps[1].arguments
        let bin = source.package.scratch + "/x86_64-unknown-linux-gnu/debug"
        #expect(compile.first == "/toolchain/swiftc")
        #expect(!compile.contains("-whole-module-optimization") && compile.contains("-Onone") && compile.contains("-enable-testing"))
        // One batch, every file a primary; the objects named after the files, by an output file map.
        #expect(compile.firstIndex(of: "-driver-batch-count").map { compile[$0 + 1] } == "1")
        let perFile = try #require(plan.perFile)
        #expect(compile.firstIndex(of: "-output-file-map").map { compile[$0 + 1] } == perFile.outputFileMap)
        #expect(perFile.objects.count == 2 && perFile.objects.allSatisfy { $0.hasPrefix(bin + "/Cards.build/") && $0.hasSuffix(".o") })
        #expect(perFile.objects[0].contains("/CardsLayout-") && perFile.objects[1].contains("/Deck-"))
        #expect(compile.filter { $0.hasSuffix(".swift") } == ["CardsLayout.swift", "Deck.swift"].map { source.buildFolder + "/" + $0 })
        // SwiftPM's package identity: the folder's name, lowercased, '-' made '_'.
        #expect(compile.firstIndex(of: "-package-name").map { compile[$0 + 1] } == "layouts_0123abcd")
        // The SDK's flags as the generated manifest gives them, in language mode 5.
        #expect(compile.contains("-swift-version") && compile[compile.firstIndex(of: "-swift-version")! + 1] == "5")
        let sdkFlags = source.package.sdk.compilerFlags("debug", toolchain: linux)
        #expect(compile.suffix(sdkFlags.count) == sdkFlags[...])
        // The link writes the library where SwiftPM would, through the `.build/debug` link, from
        // every object, against the SDK's shared library (not its archive, whole).
        #expect(link.firstIndex(of: "-o").map { link[$0 + 1] } == bin + "/libCards.so")
        #expect(source.libraryPath == source.package.scratch + "/debug/" + source.package.sdk.toolchain.libraryFileName("Cards"))
        #expect(perFile.objects.allSatisfy(link.contains) && link.contains("-use-ld=lld") && link.contains("-Bsymbolic"))
        #expect(link.contains(source.package.sdk.sharedLibrary("debug", toolchain: linux)) && !link.contains("--whole-archive"))
        // The map the driver reads: each file's object.
        try plan.prepare(source)
        let map = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: perFile.outputFileMap))) as? [String: [String: String]]
        #expect(map?[perFile.files[1]]?["object"] == perFile.objects[1])
    }

    @Test func aReleaseBuildOptimisesTheWholeModuleAndWithoutLLDLinksWithTheDefault() throws {
        let source = try Self.source(configuration: "release")
        let plan = DirectBuildPlan(source, compiler: .init(swiftc: "swiftc", hasLLD: false), toolchain: .linux(architecture: "x86_64"))
        let compile = plan.steps[0].arguments, link = plan.steps[1].arguments
        #expect(compile.contains("-O") && !compile.contains("-Onone") && !compile.contains("-enable-testing"))
        #expect(compile.contains("-whole-module-optimization") && plan.perFile == nil)
        let object = source.package.scratch + "/x86_64-unknown-linux-gnu/release/Cards.build/Cards.o"
        #expect(compile.firstIndex(of: "-o").map { compile[$0 + 1] } == object && link.contains(object))
        #expect(!link.contains { $0.hasPrefix("-use-ld") })
        #expect(link.contains { $0.contains("/release/libLayoutbenchSDK-") && $0.hasSuffix(".so") })
    }

    @Test func prepareMakesSwiftPMsConfigurationLink() throws {
        let source = try Self.source()
        try DirectBuildPlan(source).prepare(source)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: source.package.scratch + "/debug")
        #expect(link == source.package.sdk.toolchain.productsFolder + "/debug")
        // Twice is fine: the link is left as it is.
        try DirectBuildPlan(source).prepare(source)
    }

    @Test func buildTimesOfGonePackagesAreDropped() throws {
        let source = try Self.source()
        let cache = (source.package.root as NSString).deletingLastPathComponent
        let gone = "\(cache)/Gone-00000000/Old debug\t1.60\nSDK \(cache)/SDK-gone debug\t14.00\n"
        try gone.write(toFile: cache + "/" + BuildTimes.fileName, atomically: true, encoding: .utf8)
        BuildTimes.record(source, seconds: 0.4, sdkSeconds: nil)
        #expect(BuildTimes.read(cache) == [BuildTimes.key(source): 0.4])
        #expect(BuildTimes.packageFolder(of: "SDK /c/SDK-1 debug") == "/c/SDK-1")
        #expect(BuildTimes.packageFolder(of: "/c/My Layouts-1/Cards release") == "/c/My Layouts-1")
        #expect(BuildTimes.packageFolder(of: "nonsense") == nil)
    }
}
