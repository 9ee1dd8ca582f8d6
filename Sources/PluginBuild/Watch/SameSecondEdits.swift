import Foundation
import HostSystem

/// swift-driver's incremental build compares a source file's modification time with the one
/// it recorded at whole-second precision on Linux: a file saved again within the same second as
/// the version it last compiled looks unchanged, and its old object file is linked. Saving twice
/// a second apart is what live reload is for, so before each build the object file of every
/// source that changed since the previous build is removed, and the driver must compile it
/// (a missing output always schedules its input; its dependents follow from the new
/// dependency information as usual).
/// Unchecked: `seen` is behind `lock`.
package final class SameSecondEdits: @unchecked Sendable {
    static let shared = SameSecondEdits()

    private let lock = NSLock()
    /// Source path → modification time (ns) when the last build started.
    private var seen: [String: Int] = [:]

    /// Removes the object files of `source`'s target whose sources changed (run it holding
    /// SwiftPM's lock, BuildLock).
    func prepare(_ source: PluginSource) {
        prepare(outputFileMap: source.package.scratch + "/\(source.configuration)/\(source.target).build/output-file-map.json")
    }

    /// Removes object files whose sources changed since the last build (or, the first time,
    /// whose sources are less than a second older than them), per the target's output file map.
    func prepare(outputFileMap path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return }
        lock.lock()
        defer { lock.unlock() }
        for (source, entry) in map where source.hasSuffix(".swift") {
            guard let outputs = entry as? [String: Any], let object = outputs["object"] as? String,
                let modified = SameSecondEdits.modificationTime(source)
            else { continue }
            let changed: Bool
            if let previous = seen[source] {
                changed = previous != modified
            } else if let built = SameSecondEdits.modificationTime(object) {
                changed = modified > built - 1_000_000_000
            } else {
                changed = false  // missing: the driver compiles it anyway
            }
            if changed { unlink(object) }
            seen[source] = modified
        }
    }

    /// Modification time in nanoseconds since 1970, or nil when the file is missing.
    static func modificationTime(_ path: String) -> Int? {
        FileTimes.of(path)?.modifiedNanoseconds
    }
}
