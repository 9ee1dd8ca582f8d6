import Foundation
import LayoutHost

/// Ctrl-C at the prompt abandons the line; the flag is set by the signal handler and read by
/// the REPL loop.
/// Unchecked: a signal handler cannot take a lock; it stores one Int32 the REPL loop polls.
nonisolated(unsafe) var interruptRequested: Int32 = 0

enum InterruptSignal {
    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptRequested = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// True once per Ctrl-C.
    static func take() -> Bool {
        guard interruptRequested != 0 else { return false }
        interruptRequested = 0
        return true
    }
}
