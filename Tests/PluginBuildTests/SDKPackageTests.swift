import Foundation
import Testing
@testable import PluginBuild

/// When the shared SDK's library must be built again.
struct SDKPackageTests {
    /// A file moved or split (a type given a file of its own) makes the library stale even with
    /// no source newer than it: SwiftPM adds objects to an archive but never takes one out.
    @Test func addedRemovedOrRenamedFilesMakeTheLibraryStale() throws {
        let root = NSTemporaryDirectory() + "sdk-package-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for module in PluginPackage.sdkModules {
            try manager.createDirectory(atPath: root + "/checkout/Sources/" + module, withIntermediateDirectories: true)
        }
        try "struct A {}".write(toFile: root + "/checkout/Sources/CollectionLayout/Controls.swift", atomically: true, encoding: .utf8)
        let sdk = SDKPackage(sdkRoot: root + "/checkout", cacheFolder: root + "/cache")
        try manager.createDirectory(atPath: sdk.binFolder("debug"), withIntermediateDirectories: true)
        try "archive".write(toFile: sdk.library("debug"), atomically: true, encoding: .utf8)
        sdk.markBuilt("debug")
        #expect(sdk.isCurrent("debug"))
        // The same source, moved to a file of its own: older than the build, yet the list changed.
        let moved = root + "/checkout/Sources/CollectionLayout/Switch.swift"
        try manager.moveItem(atPath: root + "/checkout/Sources/CollectionLayout/Controls.swift", toPath: moved)
        utimensat(AT_FDCWD, moved, [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)], 0)
        #expect(!sdk.isCurrent("debug"))
        sdk.prepareBuild("debug")
        #expect(!manager.fileExists(atPath: sdk.library("debug")), "the archive goes before the build")
        try "archive".write(toFile: sdk.library("debug"), atomically: true, encoding: .utf8)
        sdk.markBuilt("debug")
        #expect(sdk.isCurrent("debug"))
    }
}
