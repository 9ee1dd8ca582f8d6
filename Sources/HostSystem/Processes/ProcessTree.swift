public import CHostSystem
import Foundation

/// A process and every process under it, found by their parents: a build's compilers are not
/// always in its process group (SwiftPM starts each in a group of its own), so stopping a whole
/// build means signalling each of them.
public enum ProcessTree {
    /// The processes under `root` (children, their children, …), not `root` itself.
    public static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for pid in MarkedProcesses.all() {
            let parent = lb_parent_process(pid)
            if parent > 0 { children[parent, default: []].append(pid) }
        }
        var found: [pid_t] = [], queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// Sends `signal` to `root` and every process under it: top down, so a parent stopped first
    /// starts no child that the walk would miss.
    public static func signal(_ root: pid_t, _ signal: Int32) {
        kill(root, signal)
        for pid in descendants(of: root) { kill(pid, signal) }
    }
}
