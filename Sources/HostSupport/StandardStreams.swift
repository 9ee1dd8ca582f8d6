import Foundation
import HostSystem

/// Writes to stdout and stderr with write(2), never trapping: a closed pipe (`… | head -1`)
/// ends the process quietly with exit 0, as command-line tools do (for `test`, the verdict's
/// status instead: verdictWins); any other failure to write
/// stdout (a full disk) gives one error line and exit 1. Failures to write stderr are dropped.
public enum StandardStreams {
    /// Makes a closed pipe an EPIPE error instead of the SIGPIPE that would kill the process.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Opens /dev/null on whichever of descriptors 0–2 the process was started without
    /// (`layoutbench … <&-`), so no file or pipe the host opens later gets one of their numbers
    /// and is then read as stdin or written as output.
    package static func ensureOpen() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Set by `layoutbench test`, whose exit status is its verdict: a closed pipe then only
    /// stops the output, and the process goes on to exit with the verdict (a failure stays 1).
    /// Unchecked (these two): set once by `test` before output starts, and by the writer that met a closed pipe; both on the main thread.
    nonisolated(unsafe) package static var verdictWins = false
    nonisolated(unsafe) private static var outputClosed = false

    public static func out(_ text: String) {
        if outputClosed { return }
        if let failure = write(text, to: STDOUT_FILENO) {
            if failure == EPIPE && verdictWins {
                outputClosed = true
                return
            }
            if failure == EPIPE { exit(0) }
            write("error: cannot write the output: \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
            exit(1)
        }
    }

    public static func err(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes every byte of `text`; the errno of the failure, or nil.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes every byte of `buffer`, retrying short and interrupted writes; the errno of the
    /// failure, or nil.
    @discardableResult
    public static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = SystemCalls.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
