/// How a command, a line or a script ended: what the REPL's exit status and a `done` reply carry.
package enum CommandOutcome: Equatable, Sendable {
    case succeeded, failed, quit

    /// Its word on the wire (the `done` reply's first field).
    var word: String {
        switch self {
        case .succeeded: return "succeeded"
        case .failed: return "failed"
        case .quit: return "quit"
        }
    }

    /// The outcome a wire word names, if any.
    init?(word: Substring) {
        guard let outcome = [CommandOutcome.succeeded, .failed, .quit].first(where: { $0.word == word }) else { return nil }
        self = outcome
    }
}
