import Foundation
import LayoutDiscovery
import Testing
@testable import PluginBuild

/// What a reload recompiles: the changed files when their interfaces hold, every file when one
/// does not, nothing when nothing changed.
struct IncrementalCompileTests {
    /// Three files and their objects in a fresh folder, and the batch job that compiles them all.
    struct Folder {
        let root = NSTemporaryDirectory() + "layoutbench-incremental-\(UUID().uuidString.prefix(8))"
        var files: [String] { ["A", "B", "C"].map { root + "/\($0).swift" } }
        var objects: [String] { ["A", "B", "C"].map { root + "/\($0).o" } }
        var job: [String] {
            ["/toolchain/swift-frontend", "-frontend", "-c"] + files.flatMap { ["-primary-file", $0] } + ["-module-name", "M"]
                + objects.flatMap { ["-o", $0] }
        }
        var sdk = "sdk 1"
        var compile: IncrementalCompile { IncrementalCompile(job: job, files: files, objects: objects, recordPath: root + "/record.json", sdk: sdk) }

        init() throws {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try write(0, "func a() -> Int { 1 }\n")
            try write(1, "struct B { var value = 2\n    func twice() -> Int { value * 2 } }\n")
            try write(2, "func c() -> Int { a() + B().twice() }\n")
        }

        func write(_ index: Int, _ text: String) throws { try text.write(toFile: files[index], atomically: true, encoding: .utf8) }

        /// Compiles as the plan says (the objects it names appear) and keeps the record.
        func compiled() -> (job: [String]?, mode: IncrementalCompile.Mode) {
            let planned = compile.plan()
            if let job = planned.job {
                for (index, argument) in job.enumerated() where argument == "-o" {
                    _ = FileManager.default.createFile(atPath: job[index + 1], contents: Data())
                }
            }
            compile.save(IncrementalCompile.filled(planned.record, pending: planned.pending))
            return (planned.job, planned.mode)
        }
    }

    @Test func aBodyChangeCompilesThatFileAlone() throws {
        let folder = try Folder()
        #expect(folder.compiled().mode == .whole(reason: "first compile"))
        #expect(folder.compiled().mode == .unchanged)
        // A new body (and a comment) for a(): B and C are secondary inputs, only A's object is written.
        try folder.write(0, "// changed\nfunc a() -> Int { 2 + 3 }\n")
        let (job, mode) = folder.compiled()
        #expect(mode == .changed(files: [folder.files[0]]))
        #expect(
            job == [
                "/toolchain/swift-frontend", "-frontend", "-c", "-primary-file", folder.files[0], folder.files[1], folder.files[2],
                "-module-name", "M", "-o", folder.objects[0]
            ])
        #expect(mode.describe(of: 3) == "1 of 3 files")
    }

    @Test func anInterfaceChangeCompilesEveryFile() throws {
        let folder = try Folder()
        _ = folder.compiled()
        // B's stored property changes type: C's object may depend on it.
        try folder.write(1, "struct B { var value = 2.5\n    func twice() -> Double { value * 2 } }\n")
        let (job, mode) = folder.compiled()
        #expect(mode == .whole(reason: "the interface of B.swift changed"))
        #expect(job == folder.job)
    }

    /// A plugin's objects compiled against an older SDK: every file again (its classes' layouts
    /// may have changed under the plugin's subclasses).
    @Test func aNewSDKCompilesEveryFile() throws {
        var folder = try Folder()
        _ = folder.compiled()
        folder.sdk = "sdk 2"
        #expect(folder.compiled().mode == .whole(reason: "the SDK changed"))
        #expect(folder.compiled().mode == .unchanged)
    }

    @Test func aMissingObjectIsCompiledAgain() throws {
        let folder = try Folder()
        _ = folder.compiled()
        try FileManager.default.removeItem(atPath: folder.objects[2])
        #expect(folder.compiled().mode == .changed(files: [folder.files[2]]))
    }

    @Test func interfacesIgnoreBodiesCommentsAndSpacingButNotSignatures() {
        let base = SourceInterface.fingerprint(of: "final class L { var rows = 3\n  var height: Double { 44 }\n  func f(_ x: Int) -> Int { x }\n}\n")
        // Bodies, a computed property's body, comments and spacing: the same interface.
        #expect(
            SourceInterface.fingerprint(of: "final class L {\n  var rows = 3 // rows\n  var height: Double { 40 + 4 }\n  func f(_ x: Int) -> Int { x * 2 }\n}")
                == base)
        // A signature, a stored property's initialiser (its type may be inferred), a new member: not.
        #expect(SourceInterface.fingerprint(of: "final class L { var rows = 3\n var height: Double { 44 }\n func f(_ x: Int) -> Double { 1 }\n}") != base)
        #expect(SourceInterface.fingerprint(of: "final class L { var rows = 3.0\n var height: Double { 44 }\n func f(_ x: Int) -> Int { x }\n}") != base)
        #expect(
            SourceInterface.fingerprint(of: "final class L { var rows = 3\n var height: Double { 44 }\n func f(_ x: Int) -> Int { x }\n func g() {}\n}") != base
        )
        // An opaque result's body decides its type, and an inlinable body is seen elsewhere.
        #expect(
            SourceInterface.fingerprint(of: "func s() -> some Collection { [1] }") != SourceInterface.fingerprint(of: "func s() -> some Collection { \"a\" }"))
        #expect(SourceInterface.fingerprint(of: "@inlinable func i() -> Int { 1 }") != SourceInterface.fingerprint(of: "@inlinable func i() -> Int { 2 }"))
        // A get-only property made settable changes what others may do with it.
        #expect(SourceInterface.fingerprint(of: "var v: Int { get { 1 } }") != SourceInterface.fingerprint(of: "var v: Int { get { 1 } set {} }"))
    }
}
