import Foundation
import HostSystem

/// Temporary files carry the id of the process that made them (`pid<N>` in their names): a
/// snapshot being written (`.inbox.json.pid812.k3x.tmp`) and each loaded plugin copy
/// (`libTable-pid812-1.so`, `.dylib` on a Mac). A process killed mid-way leaves them behind; the next session
/// removes those whose process is gone.
public enum StaleTemporaries {
    /// This process's tag in temporary names.
    public static let tag = "pid\(getpid())"

    /// Removes leftovers of dead processes: files being written in the workspace's folders, plugin
    /// copies of dead engines in this front end's `copies` folder (but those in `keeping`, which
    /// the next restore loads), and the copy folders beside it of front ends that are gone.
    public static func clean(workspace: String, copies: String, keeping: Set<String> = []) {
        for folder in [workspace, workspace + "/snapshots", workspace + "/profiles", workspace + "/.crashes"] {
            clean(folder: folder) { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
        }
        clean(folder: copies) { HostPlatform.current.isLibrary($0) && !keeping.contains(copies + "/" + $0) }
        let parent = (copies as NSString).deletingLastPathComponent
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix("pid") {
            guard let pid = processID(in: name), !isAlive(pid) else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }

    static func clean(folder: String, matching: (String) -> Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where matching(name) {
            if let pid = processID(in: name), isAlive(pid) { continue }
            unlink(folder + "/" + name)
        }
    }

    /// The N of the first `pidN` part of `name` (parts split at '.' and '-'), if any.
    static func processID(in name: String) -> pid_t? {
        for part in name.split(whereSeparator: { $0 == "." || $0 == "-" }) where part.hasPrefix("pid") {
            if let pid = pid_t(part.dropFirst(3)) { return pid }
        }
        return nil
    }

    static func isAlive(_ pid: pid_t) -> Bool { ProcessControl.exists(pid) }
}
