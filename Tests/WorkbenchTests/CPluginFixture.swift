import Foundation
import Testing

/// C shared libraries compiled during a test run against the plugin ABI header: the fixtures
/// for the loader's and the decoder's refusals.
enum CPluginFixture {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let header = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PluginABI/include").path

    /// A fresh temporary folder for one test's libraries.
    static func folder() -> String {
        let path = NSTemporaryDirectory() + "layoutbench-fixture-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Compiles `source` (C text, or a file of Tests/Fixtures/ when it ends in .c) into
    /// `folder`/lib<name>.so with the given `-D` definitions, awaiting the compiler.
    static func library(_ name: String, _ source: String, in folder: String, defines: [String] = []) async throws -> String {
        let c: String
        if source.hasSuffix(".c") {
            c = testsFolder.deletingLastPathComponent().appendingPathComponent("Fixtures/" + source).path
        } else {
            c = folder + "/\(name).c"
            try source.write(toFile: c, atomically: true, encoding: .utf8)
        }
        let so = folder + "/lib\(name).so"
        let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/opt/swift/usr/bin/clang"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "cc"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [compiler, "-shared", "-fPIC", "-I", header] + defines.map { "-D" + $0 } + [c, "-o", so]
        // Awaited through its termination handler: no thread of the pool waits for the compiler.
        let ended = AsyncStream<Int32> { continuation in
            process.terminationHandler = {
                continuation.yield($0.terminationStatus); continuation.finish()
            }
        }
        try process.run()
        var status: Int32 = -1
        for await value in ended { status = value }
        #expect(status == 0, "compiling \(name)")
        return so
    }
}
