import Foundation
import LayoutHost
import PluginBuild

/// The examples shipped in the checkout's workspace folder (tours in scripts/, data in
/// snapshots/): the host never replaces them.
enum ShippedExamples {
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
}
