import SwiftIfConfig
import SwiftSyntax

/// A host the package builds for, as `#if` sees it: `macHost` (an Apple silicon Mac) and
/// `linuxHost` (x86_64 Linux with glibc). The lint evaluates every file under both, so code a
/// Linux build compiles out is still read as a Mac would compile it. Written here rather than
/// with StaticBuildConfiguration, whose canImport throws for modules it was not told about.
struct HostConfiguration: BuildConfiguration {
    /// Which OS this is, for messages and for which names may be active.
    let os: HostOS
    /// `os(…)` names that hold (the Swift spellings, aliases included).
    let operatingSystems: Set<String>
    /// Modules `canImport(…)` answers for; any other module cannot be imported.
    let modules: [String: Bool]
    let architecture: String
    let runtime: String
    let objectFormat: String

    static let macHost = HostConfiguration(
        os: .macOS, operatingSystems: ["macOS", "OSX"],
        modules: commonModules.merging([
            "Darwin": true, "ObjectiveC": true, "CoreServices": true, "CoreFoundation": true,
            "Glibc": false, "Musl": false, "FoundationNetworking": false, "FoundationXML": false
        ]) { _, new in new },
        architecture: "arm64", runtime: "_ObjC", objectFormat: "MachO")

    static let linuxHost = HostConfiguration(
        os: .linux, operatingSystems: ["Linux"],
        modules: commonModules.merging([
            "Darwin": false, "ObjectiveC": false, "CoreServices": false,
            "Glibc": true, "Musl": false, "FoundationNetworking": true, "FoundationXML": true
        ]) { _, new in new },
        architecture: "x86_64", runtime: "_Native", objectFormat: "ELF")

    /// Both hosts, the Mac first.
    static let all = [macHost, linuxHost]

    /// Modules both hosts have.
    private static let commonModules: [String: Bool] = [
        "Swift": true, "_Concurrency": true, "Foundation": true, "FoundationEssentials": true, "Dispatch": true,
        "Synchronization": true, "Testing": true, "XCTest": true,
        "UIKit": false, "AppKit": false, "Cocoa": false, "WinSDK": false, "Android": false
    ]

    func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
    func hasFeature(name: String) throws -> Bool { false }
    func hasAttribute(name: String) throws -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return modules[module] ?? false
    }
    func isActiveTargetOS(name: String) throws -> Bool { operatingSystems.contains(name) }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == architecture }
    func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == runtime }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == objectFormat }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
