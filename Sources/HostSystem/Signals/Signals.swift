import Foundation

/// Signal handlers, set through sigaction (whose handler field is a union spelled differently
/// by each C library).
public enum Signals {
    /// A handler: it may only do what is async-signal-safe (store a flag, kill, _exit).
    public typealias Handler = @convention(c) (Int32) -> Void

    /// Runs `handler` on `signal`, nothing blocked meanwhile, no flags (so a read it interrupts
    /// returns EINTR, and the REPL sees Ctrl-C).
    public static func handle(_ signal: Int32, with handler: Handler) {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// Ignores `signal` (SIGPIPE: a closed pipe is an error from write, not a death).
    public static func ignore(_ signal: Int32) {
        Foundation.signal(signal, SIG_IGN)
    }
}
