import Foundation

/// posix_spawn attributes for a child that leads a process group of its own (so the terminal's
/// Ctrl-C reaches only the front end, and the child and its own children can be stopped as one)
/// with no blocked signals and the default action for the ones a parent may have changed.
/// Builds and engines are started this way.
public enum GroupLeaderSpawn {
    /// Runs `body` with the attributes, destroyed after it.
    public static func withAttributes<Result>(_ body: (inout posix_spawnattr_t) -> Result) -> Result {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        return body(&attributes)
    }
}
