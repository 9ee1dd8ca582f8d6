import Foundation
import LayoutHost
import PluginBuild

/// The examples shipped in the checkout's workspace folder (tours in scripts/, data in
/// snapshots/): found from any folder, after the user's own, and never replaced by the host.
package enum ShippedExamples {
    /// The checkout's workspace folder, when the checkout is found.
    static let workspace: String? = SDKLocation.root().map { $0 + "/workspace" }

    /// The shipped snapshot `path` is (the same file, however it is named), if it is one.
    static func snapshot(at path: String) -> String? {
        guard let workspace else { return nil }
        let shipped = workspace + "/snapshots/" + URL(fileURLWithPath: path).lastPathComponent
        var a = stat(), b = stat()
        guard stat(path, &a) == 0, stat(shipped, &b) == 0, a.st_dev == b.st_dev, a.st_ino == b.st_ino else { return nil }
        return shipped
    }

    /// The shipped script a relative `path` names (`pizza`, `flow.lbs`, or as the README writes
    /// it from the checkout, `workspace/scripts/flow.lbs`), when there is one.
    package static func script(_ path: String) -> String? {
        guard let workspace, !path.hasPrefix("/") else { return nil }
        let checkout = (workspace as NSString).deletingLastPathComponent
        let candidates = [workspace + "/scripts/" + path, workspace + "/scripts/" + path + ".lbs", checkout + "/" + path]
        return candidates.first(where: isFile)
    }

    /// The shipped snapshot file a name (`inbox`, `inbox.json`) stands for, when there is one.
    static func snapshotFile(_ name: String) -> String? {
        guard let workspace, !name.contains("/") else { return nil }
        let path = workspace + "/snapshots/" + (name.hasSuffix(".json") ? name : name + ".json")
        return isFile(path) ? path : nil
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
