import Foundation

/// What a page sends over its WebSocket, as one JSON object a message.
package enum PageMessage: Equatable, Sendable {
    /// Run a command as if typed (a wheel, a drag, the toolbar): `{"do": LINE}`.
    case perform(String)
    /// Time passed on the page while the layout's UIDynamicAnimators ran: let `frames` display
    /// frames pass in the session too (a `wait`): `{"wait": N}`.
    case wait(frames: Int)
    /// Run a query and answer the page alone (a click's attributes): `{"ask": LINE, "id": N}`.
    case ask(id: Int, line: String)
    /// Piece `seq` is on screen, `waited` ms after it arrived, which was at `arrived` (ms since
    /// 1970 on the page's clock; nil where it gave none): `{"painted": SEQ, "waited": MS, "arrived": MS}`.
    case painted(sequence: Int, waited: Double, arrived: Double?)
    /// A batch played: frames shown and frames the page's display skipped, over `ms`:
    /// `{"played": SEQ, "frames": N, "dropped": N, "ms": T, "heap": BYTES}`.
    case played(sequence: Int, frames: Int, dropped: Int, milliseconds: Double, heapBytes: Double?)

    /// The message in `text`, or nil when it is none of these (ignored: a page is no authority).
    package init?(_ text: String) {
        guard text.utf8.count <= 1 << 16, let data = text.data(using: .utf8),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        func number(_ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
        func whole(_ key: String) -> Int? { number(key).flatMap { $0.isFinite && $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
        if let line = object["do"] as? String {
            self = .perform(line)
        } else if let frames = whole("wait") {
            self = .wait(frames: frames)
        } else if let line = object["ask"] as? String, let id = whole("id") {
            self = .ask(id: id, line: line)
        } else if let sequence = whole("painted") {
            self = .painted(sequence: sequence, waited: number("waited") ?? 0, arrived: number("arrived"))
        } else if let sequence = whole("played"), let frames = whole("frames"), let dropped = whole("dropped"), let milliseconds = number("ms") {
            self = .played(sequence: sequence, frames: frames, dropped: dropped, milliseconds: milliseconds, heapBytes: number("heap"))
        } else {
            return nil
        }
    }
}
