package import Foundation
import HostSystem
import Synchronization

/// What the compiler says of the target it builds for (`swiftc -print-target-info`): the plugin
/// build plan starts from it, so the triple is the toolchain's own. Asked once per toolchain
/// install and kept in the cache folder (the question costs a compiler start).
package struct TargetInfo: Decodable, Equatable, Sendable {
    package struct Target: Decodable, Equatable, Sendable {
        /// "x86_64-unknown-linux-gnu", "arm64-apple-macosx15.0".
        package var triple: String
        /// The triple without an OS version: SwiftPM's products folder is named after it.
        package var unversionedTriple: String
        package var arch: String?
    }

    package var target: Target

    /// The answer's JSON read; nil when it is not one.
    package static func parse(_ data: Data) -> TargetInfo? {
        try? JSONDecoder().decode(TargetInfo.self, from: data)
    }

    /// The target of `swiftc`, from `cacheFolder`'s record when the compiler file is the one it
    /// was asked of, else asked now (and recorded); nil when the compiler does not answer.
    static func query(swiftc: String, cacheFolder: String?) -> TargetInfo? {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        let identity = resolved + " " + (FileTimes.of(resolved)?.stamp ?? "")
        let record = cacheFolder.map { $0 + "/toolchain-" + PluginPackage.hash(identity) + ".json" }
        if let record, let data = FileManager.default.contents(atPath: record), let info = parse(data) { return info }
        let outcome = ChildProcess().run([swiftc, "-print-target-info"], timeLimit: 30)
        guard outcome.succeeded, let info = parse(Data(outcome.output.utf8)) else { return nil }
        if let record, let cacheFolder {
            try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
            try? PackageFiles.write(outcome.output, to: record)
        }
        return info
    }
}
