/// Every environment variable layoutbench reads, with what it does: one list for `--help` and
/// docs/reference.md (a test holds both, and the sources' every `LAYOUTBENCH_…` name, to it).
package struct EnvironmentVariable: Sendable, Equatable {
    package var name: String
    package var summary: String
    /// Set by layoutbench for its own engine process, not for users.
    package var isInternal = false

    package static let all: [EnvironmentVariable] = [
        .init(
            name: "LAYOUTBENCH_CACHE",
            summary: "the cache folder: plugin builds, the SDK, discovery (default $XDG_CACHE_HOME/layoutbench, else ~/.cache/layoutbench)"),
        .init(name: "XDG_CACHE_HOME", summary: "the cache folder's parent when LAYOUTBENCH_CACHE is not set"),
        .init(name: "LAYOUTBENCH_SDK", summary: "the layoutbench checkout whose SDK plugins build against (default: the one this executable was built from)"),
        .init(
            name: "LAYOUTBENCH_BACKGROUND_BUILDS",
            summary: "0: the REPL builds nothing behind the prompt (no plugin, nor the optimized SDK after a debug profile)"),
        .init(name: "LAYOUTBENCH_BUILD_SWIFTPM", summary: "1: every plugin build goes through `swift build` (slower; for diagnosing builds)"),
        .init(
            name: "LAYOUTBENCH_LINK_FULL",
            summary: "1: a plugin's link reads the Swift runtime's and the SDK's libraries in full, not their interfaces (for diagnosing links)"),
        .init(name: "LAYOUTBENCH_RELOAD_TIME_LIMIT", summary: "seconds a live reload's build may run (default 300)"),
        .init(name: "LAYOUTBENCH_CHECK_SCROLL_SECONDS", summary: "seconds `check` scrolls a layout at most (default 10)"),
        .init(name: "LAYOUTBENCH_MOTION_SECONDS", summary: "seconds of real time one motion (fling, drag, animated scroll) may take (default 30)"),
        .init(name: "LAYOUTBENCH_NO_BROWSER", summary: "set: `view` never opens a browser, even with a display"),
        .init(name: "LAYOUTBENCH_DEBUG_PARTIAL", summary: "1: a folder built without what does not compile prints each round's errors"),
        .init(name: "NO_COLOR", summary: "set: no colour, even on a terminal (as --no-color)"),
        .init(name: "COLUMNS", summary: "the terminal's width when it cannot be asked"),
        .init(name: "LINES", summary: "the terminal's height when it cannot be asked"),
        .init(name: "TERM", summary: "`dumb`: no colour"),
        .init(name: "DISPLAY", summary: "with WAYLAND_DISPLAY: whether `view` may open a browser"),
        .init(name: "WAYLAND_DISPLAY", summary: "with DISPLAY: whether `view` may open a browser"),
        .init(name: "HOME", summary: "where ~/.cache is"),
        .init(name: "PATH", summary: "where swiftc and swift are found"),
        .init(name: "LAYOUTBENCH_ENGINE_MEMORY_LIMIT", summary: "the engine's address-space limit in bytes (from --memory-limit)", isInternal: true),
        .init(name: "LAYOUTBENCH_ENGINE_CALL_TIMEOUT", summary: "seconds one plugin call may run (from --call-timeout)", isInternal: true),
        .init(name: "LAYOUTBENCH_ENGINE_WIDTH", summary: "the terminal's width, for the engine's tables", isInternal: true),
        .init(name: "LAYOUTBENCH_ENGINE_ROWS", summary: "the terminal's height, for the engine's drawings", isInternal: true),
        .init(
            name: "LAYOUTBENCH_ENGINE_MARK", summary: "an engine's mark, which whatever it starts inherits, so all of it ends with the engine", isInternal: true
        ),
        .init(name: "LAYOUTBENCH_ENGINE_COLORS", summary: "1: the engine prints colours", isInternal: true),
        .init(name: "LAYOUTBENCH_ENGINE_INTERACTIVE", summary: "1: the engine serves a REPL", isInternal: true),
        .init(name: "LAYOUTBENCH_ENGINE_COPIES", summary: "where the engine copies each plugin generation it loads", isInternal: true),
        .init(name: "LAYOUTBENCH_PLUGIN_SET", summary: "the plugin targets of a generated package, for SwiftPM's manifest cache", isInternal: true),
        .init(
            name: "LAYOUTBENCH_VIEW_CONNECT_WAIT", summary: "seconds the live view feeds a page that loaded and has not connected (default 10; for tests)",
            isInternal: true),
        .init(
            name: "LAYOUTBENCH_RETURN_QUIET",
            summary: "seconds a watched plugin's folder that came back must be unchanged before it is built (default 0.5; for tests)", isInternal: true),
        .init(
            name: "LAYOUTBENCH_RECORD_GOLDENS", summary: "for `swift test`: `all` (or 1) writes every golden file afresh, `missing` only new ones",
            isInternal: true)
    ]

    /// `NAME: summary`, one a line (a terminal may wrap it).
    package var line: String { "\(name): \(summary)" }

    /// What `--help` says: the variables users set, one a line.
    package static var helpText: String {
        (["ENVIRONMENT:"] + all.filter { !$0.isInternal }.map { "  " + $0.line }).joined(separator: "\n")
    }
}
