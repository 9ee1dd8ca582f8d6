import Foundation
import Workbench

/// Batch input from stdin, read with poll next to the reloader's wake-up pipe: with `watch on`
/// in a piped session, a saved plugin is rebuilt and reloaded while the next line is awaited,
/// and its report is printed between commands.
struct PolledLineReader {
    let session: Session
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(session: Session) { self.session = session }

    /// The next line without its newline ("\n" or "\r\n"), or nil at the end of input.
    mutating func nextLine() -> String? {
        let reloader = session.reloader
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            reloader.service()
            if let newline = buffer.firstIndex(of: 10) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == 13 { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: reloader.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 2, 100) >= 0 || errno == EINTR else {
                atEnd = true
                continue
            }
            if descriptors[0].revents != 0 {
                let count = read(STDIN_FILENO, &chunk, chunk.count)
                if count > 0 {
                    buffer.append(contentsOf: chunk[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    atEnd = true
                }
            }
        }
    }
}
