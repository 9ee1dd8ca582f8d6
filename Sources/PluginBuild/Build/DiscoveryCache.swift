import Foundation
import HostSystem
import LayoutDiscovery

/// What discovery found in a plugin folder, kept on disk between runs (`<cache>/discovery/`),
/// keyed by each file's path and a hash of its contents, and by the executable that discovered
/// them (another build may discover otherwise): a start reads and hashes the files but parses
/// them with swift-syntax only when one changed, was added or went away.
enum DiscoveryCache {
    /// The ids `sources` of `folder` declare: the recorded ones when every file is as it was,
    /// else `discover()`'s, recorded for next time.
    static func ids(
        of sources: [SourceFile], folder: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        discover: () -> [String]
    ) -> [String] {
        discovery(of: sources, folder: folder, environment: environment) { (discover(), []) }.ids
    }

    /// What discovery found: the ids, and the layout classes not offered with why (a line
    /// `!NAME<tab>REASON` each after the ids on disk).
    static func discovery(
        of sources: [SourceFile], folder: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        discover: () -> (ids: [String], skipped: [SkippedLayout])
    ) -> (ids: [String], skipped: [SkippedLayout]) {
        func read(_ lines: some Sequence<Substring>) -> (ids: [String], skipped: [SkippedLayout]) {
            var ids: [String] = [], skipped: [SkippedLayout] = []
            for line in lines {
                if line.hasPrefix("!"), let tab = line.firstIndex(of: "\t") {
                    skipped.append(
                        SkippedLayout(
                            name: String(line[line.index(after: line.startIndex)..<tab]),
                            reason: String(line[line.index(after: tab)...])))
                } else {
                    ids.append(String(line))
                }
            }
            return (ids, skipped)
        }
        let key =
            DiscoveryCache.discoverer + "\n"
            + sources.map {
                ($0.path.hasPrefix(folder + "/") ? String($0.path.dropFirst(folder.count + 1)) : $0.path)
                    + " " + PluginPackage.hash($0.text) + " " + String($0.text.utf8.count)
            }.joined(separator: "\n")
        let file = PluginPackage.cacheFolder(environment: environment) + "/discovery/" + PluginPackage.hash(folder) + ".txt"
        if let recorded = try? String(contentsOfFile: file, encoding: .utf8), let split = recorded.range(of: "\n--\n") {
            let (recordedFolder, rest) = (recorded[..<split.lowerBound], recorded[split.upperBound...])
            if let end = rest.range(of: "\n--\n"), recordedFolder == folder, rest[..<end.lowerBound] == key {
                return read(rest[end.upperBound...].split(separator: "\n"))
            }
        }
        let found = discover()
        let lines = found.ids + found.skipped.map { "!\($0.name)\t\($0.reason)" }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? PackageFiles.write(folder + "\n--\n" + key + "\n--\n" + lines.joined(separator: "\n"), to: file)
        return found
    }

    /// This executable's identity: its size and modification time.
    static let discoverer: String = FileTimes.of(ExecutablePath.current)?.stamp ?? "unknown"
}
