import Foundation

/// Swift interfaces printed by the toolchain's `swift-synthesize-interface` (what Xcode shows as
/// a module's generated interface): of UIKit, QuartzCore and CoreGraphics from an iOS SDK (a
/// public copy of Apple's `iPhoneOS*.sdk`, read on Linux through the cross-compiling importer),
/// and of layoutbench's own SDK module from its build. Nothing of the iOS SDK is kept but the
/// facts read from its interface.
public enum InterfaceSynthesizer {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The iOS modules whose declarations the SDK mirrors.
    public static let iosModules = ["UIKit", "QuartzCore", "CoreGraphics"]

    /// The interface of `module` in the iOS SDK at `sdk` (`…/iPhoneOS16.5.sdk`). The Linux
    /// toolchain's resource folder holds Linux's Dispatch module map, which clashes with the
    /// SDK's; a resource folder of its own (clang's headers, the shims, and API notes that
    /// name Dispatch's classes as Swift does) stands in for it.
    public static func ios(_ module: String, sdk: String, scratch: String) throws -> String {
        let version =
            (URL(fileURLWithPath: sdk).lastPathComponent.range(of: #"\d+(\.\d+)*"#, options: .regularExpression))
            .map { String(URL(fileURLWithPath: sdk).lastPathComponent[$0]) } ?? "16.0"
        let resources = scratch + "/resources"
        try makeResources(resources)
        return try run(
            [
                "-module-name", module, "-include-submodules", "-target", "arm64-apple-ios\(version)", "-sdk", sdk,
                "-resource-dir", resources, "-module-cache-path", scratch + "/module-cache"
            ], scratch: scratch)
    }

    /// The interface of the SDK module `CollectionLayout` built in `modules` (a build's
    /// `Modules` folder), with the plugin ABI's module map at `moduleMap`.
    public static func layoutbench(modules: String, moduleMap: String, scratch: String) throws -> String {
        try run(
            [
                "-module-name", "CollectionLayout", "-I", modules, "-Xcc", "-fmodule-map-file=" + moduleMap,
                "-module-cache-path", scratch + "/module-cache"
            ], scratch: scratch)
    }

    /// The interface of the Foundation this toolchain has (swift-corelibs-foundation on Linux):
    /// what `import UIKit` re-exports beside the SDK.
    /// Swift 6's Foundation keeps its value types (Data, URL, IndexPath, Date) in
    /// FoundationEssentials, which it re-exports: both interfaces, one after the other.
    public static func hostFoundation(scratch: String) throws -> String {
        var text = try run(["-module-name", "Foundation", "-module-cache-path", scratch + "/module-cache"], scratch: scratch)
        if let essentials = try? run(["-module-name", "FoundationEssentials", "-module-cache-path", scratch + "/module-cache"], scratch: scratch) {
            text += "\n" + essentials
        }
        return text
    }

    private static func run(_ arguments: [String], scratch: String) throws -> String {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let output = scratch + "/interface-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-synthesize-interface"] + arguments + ["-o", output]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
            let lines = String(decoding: message, as: UTF8.self).split(separator: "\n").filter { $0.contains("error:") }.prefix(3)
            throw Failure(description: "swift-synthesize-interface failed: " + lines.joined(separator: " / "))
        }
        return text
    }

    /// A resource folder for an iOS target: the toolchain's clang headers, shims and API notes
    /// linked, Linux's own module maps (Dispatch) left out, and the API notes for Dispatch that
    /// the Darwin toolchain ships (its classes' Swift names), written from those names.
    static func makeResources(_ folder: String) throws {
        let manager = FileManager.default
        let toolchain = try toolchainResources()
        try manager.createDirectory(atPath: folder + "/apinotes", withIntermediateDirectories: true)
        for name in ["clang", "shims", "swiftToCxx", "migrator"] where !manager.fileExists(atPath: folder + "/" + name) {
            try? manager.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: toolchain + "/" + name)
        }
        try? manager.createDirectory(atPath: folder + "/iphoneos", withIntermediateDirectories: true)
        let classes = [
            "object": "DispatchObject", "queue": "DispatchQueue", "io": "DispatchIO", "semaphore": "DispatchSemaphore",
            "group": "DispatchGroup", "source": "DispatchSource", "data": "__DispatchData"
        ]
        let protocols = [
            "source": "DispatchSourceProtocol", "source_mach_send": "DispatchSourceMachSend",
            "source_mach_recv": "DispatchSourceMachReceive", "source_memorypressure": "DispatchSourceMemoryPressure",
            "source_proc": "DispatchSourceProcess", "source_read": "DispatchSourceRead", "source_signal": "DispatchSourceSignal",
            "source_timer": "DispatchSourceTimer", "source_data_or": "DispatchSourceUserDataOr",
            "source_data_add": "DispatchSourceUserDataAdd", "source_data_replace": "DispatchSourceUserDataReplace",
            "source_vnode": "DispatchSourceFileSystemObject", "source_write": "DispatchSourceWrite"
        ]
        var notes = "Name: Dispatch\nTypedefs:\n"
        for name in ["object", "block", "queue", "semaphore", "io", "data", "group", "source", "qos_class", "queue_attr", "function"] {
            notes += "- Name: dispatch_\(name)_t\n  Availability: nonswift\n"
        }
        for name in ["autorelease_frequency", "block_flags", "source_type"] { notes += "- Name: dispatch_\(name)_t\n  SwiftPrivate: true\n" }
        notes += "Classes:\n" + classes.sorted { $0.key < $1.key }.map { "- Name: OS_dispatch_\($0.key)\n  SwiftName: \($0.value)\n" }.joined()
        notes += "- Name: OS_dispatch_queue_attr\n  SwiftPrivate: true\n"
        notes += "Protocols:\n" + protocols.sorted { $0.key < $1.key }.map { "- Name: OS_dispatch_\($0.key)\n  SwiftName: \($0.value)\n" }.joined()
        try notes.write(toFile: folder + "/apinotes/Dispatch.apinotes", atomically: true, encoding: .utf8)
    }

    /// The toolchain's resource folder (`…/usr/lib/swift`), beside the `swift-frontend` on PATH.
    static func toolchainResources() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let frontend = URL(fileURLWithPath: String(folder) + "/swift-frontend")
            guard FileManager.default.isExecutableFile(atPath: frontend.path) else { continue }
            return frontend.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path + "/lib/swift"
        }
        throw Failure(description: "no swift-frontend on PATH")
    }
}
