import CHostSystem
import Foundation

/// Raw writes, for code whose own types have a `write` of their own (output files, the standard
/// streams) and for signal handlers and forked children, which may call nothing that allocates.
public enum SystemCalls {
    /// write(2): bytes written, or -1 with errno set.
    @inline(__always)
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Foundation.write(descriptor, bytes, count)
    }

    /// Writes a C string to stderr, allocating nothing (for a forked child about to end).
    /// Makes stdout line-buffered even on a pipe: in an engine, each line a plugin prints
    /// reaches the front end when it is printed, so one that prints and then traps is seen.
    public static func lineBufferStandardOutput() { lb_line_buffer_stdout() }

    public static func writeError(_ text: UnsafePointer<CChar>) {
        _ = Foundation.write(STDERR_FILENO, text, strlen(text))
    }

    /// A stream socket of `family` (AF_INET, AF_UNIX), or -1 (SOCK_STREAM is spelled differently
    /// by each C library).
    public static func streamSocket(_ family: Int32) -> Int32 {
        #if os(Linux)
            socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(family, SOCK_STREAM, 0)
        #endif
    }
}
