import Foundation
import HostSupport

/// Where one reload's time went, from the first change seen (or the `reload` command) to the
/// diff printed.
package struct ReloadTimings: Sendable {
    /// Debounce and queueing: first change seen → build started (nil for `reload`).
    package var wait: Double?
    package var build: Double = 0
    /// The way the build went.
    package var route = BuildRoute.none
    /// Why `swift build` ran instead of the compiler's jobs.
    package var note: String?
    /// The build steps' own times (compile, link).
    package var buildSteps: [(name: String, seconds: Double)] = []
    /// What the compile compiled: "1 of 10 files", "whole plugin (…)"; nil for one whole-module object.
    package var compileMode: String?
    package var copy: Double = 0
    package var dlopen: Double = 0
    package var handshake: Double = 0
    /// Whether the active layout was replaced (else there is no first pass, re-run or diff).
    package var replacedLayout = false
    /// Creating the layout, replaying parameters and view state, the first layout pass.
    package var firstPass: Double = 0
    /// Re-running the last printing command and computing the diff.
    package var rerun: Double = 0
    /// First change seen (or command) → diff printed.
    package var total: Double = 0
    /// Resident memory of the process before and after loading the new generation (bytes).
    package var residentBefore = 0
    package var residentAfter = 0

    package init() {}

    /// "wait 0.7 ms · build 150 ms (compiler jobs, 1 of 5 files: compile 92 ms, link 19 ms) · … · total 153 ms".
    package func render() -> String {
        var parts: [String] = []
        if let wait { parts.append("wait \(ReloadTimings.ms(wait))") }
        let how = route == .compilerJobs ? route.rawValue + ", " + (compileMode ?? "whole module") : route.rawValue
        let detail =
            !buildSteps.isEmpty
            ? ": " + buildSteps.map { "\($0.name) \(ReloadTimings.ms($0.seconds))" }.joined(separator: ", ")
            : note.map { ": " + $0 } ?? ""
        parts.append("build \(ReloadTimings.ms(build)) (\(how)\(detail))")
        parts.append("copy \(ReloadTimings.ms(copy))")
        parts.append("dlopen \(ReloadTimings.ms(dlopen))")
        parts.append("handshake \(ReloadTimings.ms(handshake))")
        if replacedLayout {
            parts.append("first pass \(ReloadTimings.ms(firstPass))")
            parts.append("re-run and diff \(ReloadTimings.ms(rerun))")
        }
        parts.append("total \(ReloadTimings.ms(total))")
        if residentAfter > 0 { parts.append("memory \(ByteText.signed(residentAfter - residentBefore))") }
        return "timing: " + parts.joined(separator: " · ")
    }

    package static func ms(_ seconds: Double) -> String {
        let ms = seconds * 1000
        if ms >= 100 { return "\(Int(ms.rounded())) ms" }
        if ms >= 10 { return String(format: "%.1f ms", ms) }
        return String(format: "%.2f ms", ms)
    }
}
