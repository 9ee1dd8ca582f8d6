import Foundation
import HostSupport

/// Where one reload's time went, from the first change seen (or the `reload` command) to the
/// diff printed.
package struct ReloadTimings: Sendable {
    /// Debounce and queueing: first change seen → build started (nil for `reload`).
    package var wait: Double?
    package var build: Double = 0
    /// "direct" (SwiftPM's recorded commands), "compiler" (DirectBuildPlan), "swiftpm" (`swift build`) or "none".
    package var method = "none"
    /// Why `swift build` ran instead of the recorded commands.
    package var note: String?
    /// The recorded commands' own times (compile, wrap, link).
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

    /// "wait 151 ms · build 402 ms (direct) · copy 2.1 ms · … · total 575 ms · memory +1.2 MiB".
    package func render() -> String {
        var parts: [String] = []
        if let wait { parts.append("wait \(ReloadTimings.ms(wait))") }
        let how = ["direct": "recorded commands", "compiler": "compiler, " + (compileMode ?? "whole module"), "swiftpm": "swift build"][method] ?? method
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
