import CHostSystem

/// Reads of memory a plugin hands over (its strings, its tables) that survive a bad pointer: a
/// fault in the read returns here (the handler FaultMarks.install set up), so the engine blames
/// the plugin instead of faulting in host code.
public enum GuardedMemory {
    /// The length of the C string at `text`, at most `limit`; nil when its bytes are not readable.
    public static func stringLength(_ text: UnsafePointer<CChar>, limit: Int) -> Int? {
        let length = lb_guarded_strnlen(text, limit)
        return length < 0 ? nil : Int(length)
    }

    /// Whether the `byteCount` bytes at `start` can all be read (each page they span probed).
    public static func isReadable(_ start: UnsafeRawPointer, byteCount: Int) -> Bool {
        byteCount <= 0 || lb_guarded_probe(start, byteCount) == 0
    }

    /// Whether an array a plugin handed over can be read: `count` records `stride` bytes apart,
    /// of which the host reads the first `size` bytes each (false when the span overflows).
    public static func areReadable(records start: UnsafeRawPointer, count: Int, stride: Int, size: Int) -> Bool {
        guard count > 0 else { return true }
        let (span, overflow) = (count - 1).multipliedReportingOverflow(by: stride)
        let (total, overflowAgain) = span.addingReportingOverflow(size)
        return !overflow && !overflowAgain && isReadable(start, byteCount: total)
    }

    /// A copy of the `T` at `source`; nil when those bytes are not readable.
    public static func load<T>(_ source: UnsafeRawPointer, as type: T.Type) -> T? {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { copy.deallocate() }
        guard lb_guarded_copy(copy, source, MemoryLayout<T>.size) == 0 else { return nil }
        return copy.load(as: T.self)
    }
}
