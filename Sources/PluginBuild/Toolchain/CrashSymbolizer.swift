import Foundation
import HostSupport

/// Names the frames of an engine's crash report with the toolchain's own llvm-symbolizer and
/// swift-demangle, after the engine is gone. The runtime's backtracer is asked for addresses and
/// the images they lie in only (`symbolicate=off`): naming the frames itself, it read the whole
/// debug information of a debug engine, many times what llvm-symbolizer takes (CHANGELOG). The lines it writes are the backtracer's own symbolicated form, so a report
/// reads (and EngineFault parses) the same either way.
package struct CrashSymbolizer: Sendable {
    package var symbolizer: String
    package var demangler: String

    /// The symbolizer beside the swiftc a build uses, or nil (the backtracer names frames then).
    package static let found: CrashSymbolizer? = {
        let driver = URL(fileURLWithPath: DirectBuildPlan.Compiler.found.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let symbolizer = driver.appendingPathComponent("llvm-symbolizer").path
        let demangler = driver.appendingPathComponent("swift-demangle").path
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: symbolizer), manager.isExecutableFile(atPath: demangler) else { return nil }
        return CrashSymbolizer(symbolizer: symbolizer, demangler: demangler)
    }()

    /// The runtime backtracer's settings for an engine: frames of the crashed thread, named by
    /// the backtracer when no symbolizer is found, else left as addresses with their images listed.
    package static var backtraceSetting: String {
        let common = "enable=yes,interactive=no,color=no,registers=none,threads=crashed,limit=64,top=0,sanitize=no"
        return common + (found == nil ? ",images=none,symbolicate=fast" : ",images=mentioned,symbolicate=off")
    }

    /// `report` with each bare frame ("  2 [ra] 0x00007f…") named as the backtracer names it
    /// ("  2 [ra] 0x00007f… TableLayout.prepare() + 238 in libTable.so at /…/TableLayout.swift:14:45");
    /// unchanged where there is nothing to name or the tools fail.
    package func symbolicated(_ report: [String]) -> [String] {
        let parsed = CrashReportFrames(report)
        let queries = parsed.queries
        guard !queries.isEmpty else { return report }
        let outcome = ChildProcess().run(
            [symbolizer, "--output-style=JSON"] + queries.map(\.argument),
            timeLimit: 20)
        guard outcome.succeeded, let answers = CrashReportFrames.symbols(fromJSON: outcome.output), answers.count == queries.count
        else { return report }
        let mangled = Array(Set(answers.flatMap { $0.map(\.function) }.filter { !$0.isEmpty })).sorted()
        var names: [String: String] = [:]
        if !mangled.isEmpty {
            let demangled = ChildProcess().run([demangler, "--simplified"] + mangled, timeLimit: 10)
            if demangled.succeeded { names = CrashReportFrames.demangled(demangled.output) }
        }
        return parsed.named(queries: queries, answers: answers, names: names)
    }
}
