import SwiftIfConfig
import SwiftSyntax

/// The platform layout files are written for, decided once: plugin sources are read and built
/// as an iOS app target compiles them. `os(iOS)` holds and every other OS does not (Linux
/// included, though the build runs there); the modules an iOS layout file imports are there
/// (the SDK gives UIKit, CoreGraphics and QuartzCore), AppKit and the like are not; the target
/// is a device, not a simulator or Mac Catalyst. Discovery reads only the active `#if` clauses
/// (`configuration`); build copies get each such condition replaced by its value
/// (ConditionalCompilationEdits), and the compiler decides the rest (DEBUG, swift(>=…)).
enum IOSPlatform {
    /// Operating systems `os(…)` may name, and whether each is the target.
    static let operatingSystems: [String: Bool] = [
        "iOS": true, "macOS": false, "OSX": false, "tvOS": false, "watchOS": false, "visionOS": false, "xrOS": false,
        "Linux": false, "Windows": false, "Android": false, "FreeBSD": false, "OpenBSD": false, "WASI": false,
        "Cygwin": false, "Haiku": false, "PS4": false
    ]
    /// Modules `canImport(…)` answers for: those an iOS layout file gets here, and those iOS or
    /// the SDK does not have. Others are left to the compiler.
    static let modules: [String: Bool] = [
        "UIKit": true, "CoreGraphics": true, "QuartzCore": true, "Foundation": true, "Dispatch": true, "ObjectiveC": true,
        "AppKit": false, "Cocoa": false, "WatchKit": false, "Carbon": false
    ]
    /// `targetEnvironment(…)`: a device.
    static let environments: [String: Bool] = ["macCatalyst": false, "simulator": false]
    /// The modules a plugin build has: the SDK's, Foundation's, Swift's and the system's.
    static let buildModules: Set<String> = [
        "UIKit", "CoreGraphics", "QuartzCore", "Foundation", "Dispatch", "ObjectiveC", "Swift", "CollectionLayout",
        "Glibc", "Darwin", "_Concurrency"
    ]
    /// The SDK's modules, which an `import X.Submodule` of them imports whole.
    static let sdkModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]

    /// The value of a platform condition (`os(iOS)`, `canImport(AppKit)`, `targetEnvironment(simulator)`),
    /// or nil when it is not one this table decides.
    static func value(of call: FunctionCallExprSyntax) -> Bool? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os": return operatingSystems[argument]
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            return call.arguments.count == 1 ? modules[module] : nil
        case "targetEnvironment": return environments[argument]
        default: return nil
        }
    }

    /// What discovery evaluates `#if` with: the tables above, a debug build, today's compiler.
    struct Configuration: BuildConfiguration {
        struct Unknown: Error {}

        func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
        func hasFeature(name: String) throws -> Bool { false }
        func hasAttribute(name: String) throws -> Bool { true }
        func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
            guard let module = importPath.first?.1, let known = IOSPlatform.modules[module] else { return false }
            return known
        }
        func isActiveTargetOS(name: String) throws -> Bool { IOSPlatform.operatingSystems[name] ?? false }
        func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
        func isActiveTargetEnvironment(name: String) throws -> Bool { IOSPlatform.environments[name] ?? false }
        func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" || name == "_Native" }
        func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
        func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
        var targetPointerBitWidth: Int { 64 }
        var targetAtomicBitWidths: [Int] { [32, 64] }
        var endianness: Endianness { .little }
        var languageVersion: VersionTuple { VersionTuple(5, 10) }
        var compilerVersion: VersionTuple { VersionTuple(6, 3) }
    }

    static let configuration = Configuration()
}
