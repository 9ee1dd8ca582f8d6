import Foundation
import SDKSurface
import SwiftIfConfig
import SwiftParser
import SwiftSyntax
import Testing

/// On a Mac the SDK is built with `LAYOUTBENCH_APPLE_FRAMEWORKS` (PluginToolchain): Apple's
/// CoreGraphics, QuartzCore and Objective-C runtime are in every file there, so the SDK must not
/// declare their names again, or a layout's `CGAffineTransform` would be ambiguous. The SDK's
/// sources, read as a Mac compiles them, are held to the names those frameworks declare
/// (apple-frameworks.names: an iOS SDK's modules standing for the Mac's).
struct AppleFrameworksTests {
    /// A Mac compiling the SDK: macOS, arm64, the Objective-C runtime, the condition set.
    struct MacSDKConfiguration: BuildConfiguration {
        var appleFrameworks = true

        func isCustomConditionSet(name: String) throws -> Bool {
            name == "DEBUG" || (appleFrameworks && name == "LAYOUTBENCH_APPLE_FRAMEWORKS")
        }
        func hasFeature(name: String) throws -> Bool { false }
        func hasAttribute(name: String) throws -> Bool { true }
        func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
            ["Darwin", "ObjectiveC", "CoreGraphics", "QuartzCore", "Foundation", "Dispatch", "CoreFoundation"].contains(importPath.first?.1 ?? "")
        }
        func isActiveTargetOS(name: String) throws -> Bool { name == "macOS" || name == "OSX" }
        func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
        func isActiveTargetEnvironment(name: String) throws -> Bool { false }
        func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
        func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
        func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
        var targetPointerBitWidth: Int { 64 }
        var targetAtomicBitWidths: [Int] { [32, 64] }
        var endianness: Endianness { .little }
        var languageVersion: VersionTuple { VersionTuple(5, 10) }
        var compilerVersion: VersionTuple { VersionTuple(6, 3) }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Apple's names, by module.
    static let apple: [String: Set<String>] = {
        let text = (try? String(contentsOfFile: root + "/Tests/SDKSurfaceTests/apple-frameworks.names", encoding: .utf8)) ?? ""
        return AppleFrameworkNames.read(text)
    }()

    /// The public declarations of the SDK's Swift sources a Mac build compiles, as `configuration` decides.
    static func declarations(_ configuration: MacSDKConfiguration) -> [(file: String, path: String)] {
        var found: [(String, String)] = []
        for module in ["CollectionLayout", "UIKit"] {
            let folder = root + "/Sources/" + module
            for relative in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted() where relative.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8) else { continue }
                let (active, _) = Parser.parse(source: text).removingInactive(in: configuration)
                for declaration in InterfaceReader.declarations(in: active.description) {
                    found.append((module + "/" + relative, declaration.path))
                }
            }
        }
        return found
    }

    @Test func theNamesAreRead() {
        // Sanity: each module read, and names every layout uses among them.
        #expect(Self.apple["CoreGraphics"]?.contains("CGAffineTransform.init(rotationAngle:)") == true)
        #expect(Self.apple["QuartzCore"]?.contains("CALayer") == true)
        #expect(Self.apple["ObjectiveC"]?.contains("Selector") == true)
        #expect(Self.apple["Foundation"]?.contains { $0.hasPrefix("NSKeyValueObservation") } == true)
    }

    @Test func aMacBuildDeclaresNoneOfApplesNames() {
        let names = Self.apple.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let twice = Self.declarations(MacSDKConfiguration()).filter { names.contains($0.path) }
        let listed = twice.prefix(30).map { "\($0.file): \($0.path)" }.joined(separator: "\n")
        #expect(twice.count == 0, "declarations of Apple's names in a Mac build of the SDK, the first 30:\n\(listed)")
    }

    /// The same files on Linux still declare them (the stand-ins Linux needs): the condition is
    /// what takes them away.
    @Test func linuxKeepsItsStandIns() {
        let names = Self.apple.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let kept = Self.declarations(MacSDKConfiguration(appleFrameworks: false)).filter { names.contains($0.path) }.map(\.path)
        #expect(kept.contains("CGAffineTransform.init(rotationAngle:)") && kept.contains("CALayer"))
    }
}
