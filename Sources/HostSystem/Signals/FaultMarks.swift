import CHostSystem

/// The engine's marks for the front end: which signal faulted it, on which thread, and when
/// (written before the runtime's backtracer runs), and whether this is a child a layout forked.
public enum FaultMarks {
    /// Marks faults in `mark` (CHostSystem's lb_mark_faults lays it out). Call once, on the main
    /// thread, after the runtime installed its handlers. True on success.
    @discardableResult
    public static func install(at mark: UnsafeMutablePointer<Int32>) -> Bool { lb_mark_faults(mark) == 0 }

    /// Starts noting fork(): `isForkedChild` answers true in a child fork() made.
    @discardableResult
    public static func watchForks() -> Bool { lb_watch_forks() == 0 }

    /// Whether this process is a child a plugin forked without exec.
    @inline(__always)
    public static var isForkedChild: Bool { lb_is_forked_child() != 0 }
}
