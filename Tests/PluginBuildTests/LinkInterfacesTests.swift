import Foundation
import Testing
import HostSystem
@testable import PluginBuild

/// A plugin's link against interface libraries (LinkInterfaces) makes the library the full link
/// makes, as far as the loader can tell: the same DT_NEEDED entries, and it loads and runs.
@Suite(.enabled(if: Toolchain.found != nil, "Linux with lld beside swiftc"))
struct LinkInterfacesTests {
    @Test func theLighterLinkRecordsTheSameLibrariesAndRuns() throws {
        let (bin, runtime) = try #require(Toolchain.found)
        let folder = NSTemporaryDirectory() + "link-interfaces-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sdk", withIntermediateDirectories: true)
        // An "SDK" without a soname (as the real one: DT_NEEDED is its path), and a plugin
        // calling into it and into the Swift runtime.
        try "int sdk_answer(void) { return 42; }\n".write(toFile: folder + "/sdk.c", atomically: true, encoding: .utf8)
        try """
        extern int sdk_answer(void);
        extern void *swift_retain(void *);
        int plugin_answer(void) { swift_retain(0); return sdk_answer(); }
        """.write(toFile: folder + "/plugin.c", atomically: true, encoding: .utf8)
        let sdk = folder + "/sdk/libSDK-1.so"
        try run([bin + "/clang", "-shared", "-fPIC", "-fuse-ld=lld", "-o", sdk, folder + "/sdk.c"])
        try run([bin + "/clang", "-c", "-fPIC", "-o", folder + "/plugin.o", folder + "/plugin.c"])
        let job = { (output: String) in
            [bin + "/ld.lld", "-m", "elf_x86_64", "-shared", "-o", output, "-L" + runtime, folder + "/plugin.o", "-lswiftCore", sdk]
        }
        try run(job(folder + "/full.so"))
        let interfaces = LinkInterfaces(folder: folder + "/interfaces", sdkLibraries: folder + "/sdk/")
        let lighter = try #require(interfaces.linking(job(folder + "/lighter.so")))
        #expect(lighter[1].hasPrefix("-L" + folder + "/interfaces/"), "the interfaces are searched first")
        #expect(!lighter.contains(sdk) && lighter.contains(folder + "/lighter.so"), "the SDK read as its interface, the output kept")
        try run(lighter)

        let full = try #require(ELFFile(path: folder + "/full.so")), light = try #require(ELFFile(path: folder + "/lighter.so"))
        #expect(full.neededLibraries == ["libswiftCore.so", sdk])
        #expect(light.neededLibraries == full.neededLibraries)
        // The loader binds what the link left undefined: the plugin answers through the SDK.
        let handle = try #require(dlopen(folder + "/lighter.so", RTLD_NOW | RTLD_LOCAL), "\(String(cString: dlerror()))")
        defer { dlclose(handle) }
        let answer = unsafeBitCast(try #require(dlsym(handle, "plugin_answer")), to: (@convention(c) () -> Int32).self)
        #expect(answer() == 42)
    }

    /// The autolink step runs again only when an object's autolink section (what it imports)
    /// changed, or its output is gone.
    @Test func theAutolinkStepRunsOnlyWhenTheImportsChange() throws {
        let (bin, _) = try #require(Toolchain.found)
        let folder = NSTemporaryDirectory() + "link-autolink-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func object(_ entries: String) throws {
            try """
            __attribute__((section(".swift1_autolink_entries"), used)) static const char entries[] = "\(entries)";
            int body(void) { return \(entries.count); }
            """.write(toFile: folder + "/a.c", atomically: true, encoding: .utf8)
            try run([bin + "/clang", "-c", "-o", folder + "/a.o", folder + "/a.c"])
        }
        let output = folder + "/Plugin.autolink"
        let autolink = [bin + "/swift-autolink-extract", folder + "/a.o", "-o", output]
        let interfaces = LinkInterfaces(folder: folder + "/interfaces", sdkLibraries: folder + "/sdk/")
        try object("-lswiftCore")
        var planned = interfaces.lighter([autolink])
        #expect(planned.jobs == [autolink], "never run: it runs")
        try "-lswiftCore\n".write(toFile: output, atomically: true, encoding: .utf8)
        planned.succeeded()
        #expect(interfaces.lighter([autolink]).jobs.isEmpty, "the same imports: skipped")
        try object("-lswiftCore\\0-lFoundation")
        #expect(interfaces.lighter([autolink]).jobs == [autolink], "an import added: it runs")
        planned = interfaces.lighter([autolink])
        planned.succeeded()
        try FileManager.default.removeItem(atPath: output)
        #expect(interfaces.lighter([autolink]).jobs == [autolink], "its output gone: it runs")
    }

    private func run(_ arguments: [String]) throws {
        let outcome = ChildProcess().run(arguments, timeLimit: 60)
        try #require(outcome.succeeded, "\(arguments.joined(separator: " ")): \(outcome.output)")
    }
}

private enum Toolchain {
    /// The toolchain's bin folder (clang, ld.lld) and its Swift runtime folder.
    static let found: (bin: String, runtime: String)? = {
        guard HostPlatform.current == .linux else { return nil }
        let swiftc = URL(fileURLWithPath: DirectBuildPlan.Compiler.found.swiftc).resolvingSymlinksInPath()
        let bin = swiftc.deletingLastPathComponent().path, runtime = swiftc.deletingLastPathComponent().deletingLastPathComponent().path + "/lib/swift/linux"
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: bin + "/ld.lld"), manager.isExecutableFile(atPath: bin + "/clang"),
            manager.fileExists(atPath: runtime + "/libswiftCore.so")
        else { return nil }
        return (bin, runtime)
    }()
}
