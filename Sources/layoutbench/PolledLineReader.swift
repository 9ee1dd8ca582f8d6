import Foundation
import FrontEnd
import HostSupport
import HostSystem
import LayoutHost
import Workbench

/// Batch input from stdin, read as it becomes ready (Readiness) next to the reloader's wake-up pipe: with `watch on`
/// in a piped session, a saved plugin is rebuilt and reloaded while the next line is awaited,
/// and its report is printed between commands.
struct PolledLineReader {
    let client: EngineClient
    /// The live view, whose pages' requests are served while the next line is awaited.
    var live: LiveViewController?
    private var buffer: [UInt8] = []
    private var atEnd = false
    /// Dropping the rest of a line that grew past `maximumLineBytes`.
    private var skipping = false
    /// The last line ended at a CR: an LF right after it ends nothing more.
    private var afterCarriageReturn = false
    /// A line longer than this is refused with one error and skipped, so a stream with no
    /// newline cannot grow the buffer without end.
    static let maximumLineBytes = InputFile.maximumLineBytes

    init(client: EngineClient, live: LiveViewController? = nil) {
        self.client = client
        self.live = live
    }

    /// The next line without its end (LF, CRLF or a lone CR, as in script files), or nil at the
    /// end of input.
    mutating func nextLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            client.serviceUnasked()
            if skipping {
                if let newline = buffer.firstIndex(where: { $0 == 10 || $0 == 13 }) {
                    buffer.removeSubrange(...newline)
                    skipping = false
                } else {
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            if !skipping, buffer.count > Self.maximumLineBytes, !buffer.prefix(Self.maximumLineBytes + 1).contains(where: { $0 == 10 || $0 == 13 }) {
                client.report(CommandError("an input line longer than \(Self.maximumLineBytes >> 20) MiB was skipped"))
                skipping = true
                continue
            }
            if afterCarriageReturn, let first = buffer.first {
                // The LF of a CRLF split across two reads.
                if first == 10 { buffer.removeFirst() }
                afterCarriageReturn = false
            }
            if !skipping, let end = buffer.firstIndex(where: { $0 == 10 || $0 == 13 }) {
                let line = Array(buffer[..<end])
                let isCarriageReturn = buffer[end] == 13
                buffer.removeSubrange(...end)
                if isCarriageReturn { afterCarriageReturn = true }
                return String(decoding: line, as: UTF8.self)
            }
            if atEnd {
                guard !buffer.isEmpty, !skipping else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            let descriptors = [STDIN_FILENO] + client.descriptors + (live?.descriptor.map { [$0] } ?? [])
            guard let ready = Readiness.wait(descriptors, timeout: 100) else {
                atEnd = true
                continue
            }
            if live?.descriptor != nil { live?.service() }
            if ready[0] {
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
