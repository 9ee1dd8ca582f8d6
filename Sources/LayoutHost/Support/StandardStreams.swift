import Foundation

/// Writes to stdout and stderr with write(2), never trapping: a closed pipe (`… | head -1`)
/// ends the process quietly with exit 0, as command-line tools do; any other failure to write
/// stdout (a full disk) gives one error line and exit 1. Failures to write stderr are dropped.
public enum StandardStreams {
    /// Makes a closed pipe an EPIPE error instead of the SIGPIPE that would kill the process.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    public static func out(_ text: String) {
        if let failure = write(text, to: STDOUT_FILENO) {
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
        return text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
