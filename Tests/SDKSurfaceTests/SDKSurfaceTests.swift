import Foundation
import HostSystem
import SDKSurface
import Testing

/// The SDK's declarations against iOS 16.5's (ios.facts): every declaration of a mirrored type
/// that differs, or that `import UIKit` does not declare at all, is one departures.txt names,
/// with its reason, and every one it names still differs or is still missing. A new difference
/// or a missing member fails here, and so does a fixed one left in the list. The SDK's
/// interface is synthesized from this build's own modules and the toolchain's Foundation (which
/// `import UIKit` re-exports); the iOS SDK is not needed.
@Suite struct SDKSurfaceTests {
    /// Tests/SDKSurfaceTests.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let packageRoot = URL(fileURLWithPath: folder).deletingLastPathComponent().deletingLastPathComponent().path

    /// The build folder holding this test bundle (its Modules has CollectionLayout's module),
    /// else the package's .build/debug.
    static let buildFolder: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let module = "/Modules/CollectionLayout.swiftmodule"
        return FileManager.default.fileExists(atPath: beside + module) ? beside : packageRoot + "/.build/debug"
    }()

    /// departures.txt: `PATH: reason` a line.
    static func departures() throws -> [(path: String, reason: String)] {
        try String(contentsOfFile: folder + "/departures.txt", encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { line in
                // Paths hold colons (`init(cgPoint:)`) but never a colon and a space.
                guard let separator = line.range(of: ": ") else { return (String(line), "") }
                return (String(line[..<separator.lowerBound]), String(line[separator.upperBound...]))
            }
    }

    @Test func departuresHaveOneReasonedLineEach() throws {
        let departures = try Self.departures()
        #expect(departures.allSatisfy { !$0.reason.isEmpty }, "a line of departures.txt without `PATH: reason`")
        #expect(Set(departures.map(\.path)).count == departures.count, "a path named twice in departures.txt")
    }

    @Test func differencesAreExactlyTheDepartures() throws {
        let scratch = NSTemporaryDirectory() + "sdk-surface-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let interface = try InterfaceSynthesizer.layoutbench(
            modules: Self.buildFolder + "/Modules",
            moduleMap: Self.buildFolder + "/PluginABI.build/module.modulemap",
            scratch: scratch)
        // A synthesized interface prints a Swift enum's cases without raw values: the sources say them.
        let sources = Self.packageRoot + "/Sources/CollectionLayout"
        let texts = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: sources + "/" + $0, encoding: .utf8) }
        let ours = InterfaceReader.withRawValues(
            InterfaceReader.declarations(in: interface, extensionsOverridable: false),
            InterfaceReader.caseRawValues(inSources: texts))
        let foundation = InterfaceReader.declarations(in: try InterfaceSynthesizer.hostFoundation(scratch: scratch), extensionsOverridable: false)
        let facts = SurfaceFacts.read(try String(contentsOfFile: Self.folder + "/ios.facts", encoding: .utf8))
        try #require(facts.count > 1000, "ios.facts holds \(facts.count) facts")
        try #require(ours.contains { $0.path == "UICollectionViewLayout" }, "the SDK's interface has no UICollectionViewLayout")
        try #require(foundation.contains { $0.path == "NSIndexPath" }, "the toolchain's Foundation interface has no NSIndexPath")

        let comparison = SurfaceComparison(facts: facts, ours: ours, foundation: foundation)
        // On a Mac, Apple's CoreGraphics, QuartzCore and Objective-C runtime declare their own
        // (AppleFrameworksTests): a departure of this platform's.
        let apple = HostPlatform.current == .darwin ? AppleFrameworksTests.apple.values.reduce(into: Set<String>()) { $0.formUnion($1) } : []
        let differing = Dictionary(grouping: comparison.findings.filter { !apple.contains($0.fact.path) }, by: \.fact.path)
        let missing = Set(comparison.missing.map(\.path)).subtracting(apple)
        let departures = Set(try Self.departures().map(\.path)).subtracting(apple)
        let unexpected = differing.keys.filter { !departures.contains($0) }.sorted()
        let unexpectedMissing = missing.subtracting(departures).subtracting(differing.keys).sorted()
        let fixed = departures.subtracting(differing.keys).subtracting(missing).sorted()
        let lines = unexpected.map { path in
            "  \(path): " + differing[path, default: []].flatMap(\.differences).joined(separator: "; ")
        }
        #expect(
            unexpected.isEmpty,
            """
            \(unexpected.count) declarations differ from iOS's and are not in departures.txt (declare them as iOS \
            does, or add `PATH: reason` there):
            \(lines.joined(separator: "\n"))
            """)
        #expect(
            unexpectedMissing.isEmpty,
            """
            \(unexpectedMissing.count) of iOS's declarations of the mirrored types are missing and not in departures.txt \
            (declare them as iOS does, or add `PATH: reason` there):
            \(unexpectedMissing.map { "  " + $0 }.joined(separator: "\n"))
            """)
        #expect(
            fixed.isEmpty,
            """
            \(fixed.count) departures no longer differ from iOS's and are declared; take them out of departures.txt:
            \(fixed.map { "  " + $0 }.joined(separator: "\n"))
            """)
    }
}
