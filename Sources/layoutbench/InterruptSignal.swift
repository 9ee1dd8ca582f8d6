import Foundation
import HostSystem
import LayoutHost

/// Ctrl-C at the prompt abandons the line; the flag is set by the signal handler and read by
/// the REPL loop.
/// Unchecked: a signal handler cannot take a lock; it stores one Int32 the REPL loop polls.
nonisolated(unsafe) var interruptRequested: Int32 = 0

enum InterruptSignal {
    static func install() {
        Signals.handle(SIGINT) { _ in interruptRequested = 1 }
    }

    /// True once per Ctrl-C.
    static func take() -> Bool {
        guard interruptRequested != 0 else { return false }
        interruptRequested = 0
        return true
    }
}
