/// What one plugin build did, whichever builder ran it (PluginBuilder, or ReloadBuilder for a
/// reload) and whichever route it went (BuildRoute).
package struct PluginBuildResult: Sendable {
    package var succeeded: Bool
    /// Compact compiler diagnostics: "plugins/Table/TableLayout.swift:12:5: error: …".
    package var diagnostics: [String]
    /// The build's whole output (`swift build`'s, or the jobs'), for what diagnostics miss.
    package var output = ""
    package var seconds: Double
    /// Stopped at the time limit, or cancelled.
    package var killed = false
    /// Why the build could not even start (the cache cannot be written): one line, said
    /// instead of diagnostics.
    package var problem: String?
    /// Warnings to say even when it succeeded (members of the app stood in for, AppSymbolStubs).
    package var notes: [String] = []
    /// The way it went.
    package var route: BuildRoute = .swiftBuild
    /// Why the build went the way it did, when it was not the usual (for `reload --timing`).
    package var routeNote: String?
    /// The steps and their times: compile and link.
    package var steps: [(name: String, seconds: Double)] = []
    /// What the compile compiled ("1 of 10 files", "whole plugin (…)"); nil for one whole-module object.
    package var compileMode: String?

    /// The diagnostics that are errors (or say the build itself failed).
    package var errorCount: Int { diagnostics.filter { $0.contains("error:") || $0.hasPrefix("build of") }.count }
}
