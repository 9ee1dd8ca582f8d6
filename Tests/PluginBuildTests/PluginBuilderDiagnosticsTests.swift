import Testing
@testable import HostSupport
@testable import PluginBuild
import Foundation

/// Which lines of a failed build's output reach the user.
struct PluginBuilderDiagnosticsTests {
    @Test func errorsWithAndWithoutAColumnAreKeptOnce() {
        let output = """
            [1/4] Compiling Table Table.swift
            /repo/plugins/Table/Table.swift:12:5: error: cannot find 'x' in scope
            /repo/plugins/Table/Table.swift:12:5: error: cannot find 'x' in scope
            <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
            /repo/plugins/Table/Table.swift:3: warning: unused variable
            note: while compiling
            error: fatalError
            """
        let relativeToRepository = { (path: String) in path.replacingOccurrences(of: "/repo/", with: "") }
        #expect(
            PluginBuilder.diagnostics(in: output, display: relativeToRepository) == [
                "plugins/Table/Table.swift:12:5: error: cannot find 'x' in scope",
                "<unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'",
                "plugins/Table/Table.swift:3: warning: unused variable",
                "error: fatalError"
            ])
    }

    /// SwiftPM's line about the compiler's exit goes when the compiler said why; alone, it stays.
    @Test func swiftPMsExitLineGoesWhenTheCompilerSaidWhy() {
        let output = """
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            /repo/Layouts/Grid/Helpers.swift:4:5: error: expected '}' at end of extension
            """
        let plain = { (path: String) in path }
        #expect(PluginBuilder.diagnostics(in: output, display: plain) == ["/repo/Layouts/Grid/Helpers.swift:4:5: error: expected '}' at end of extension"])
        let alone = "error: compile command failed with exit code 1 (use -v to see invocation)"
        #expect(PluginBuilder.diagnostics(in: alone, display: plain) == [alone])
    }

    /// A link that fails says so in the linker's words, one line a missing symbol.
    @Test func theLinkersErrorsAreKept() {
        let output = """
            ld.lld: error: undefined symbol: $s5Cards4deckSiyF
            >>> referenced by Cards.o:($s5Cards6LayoutC7prepareyyF)
            /usr/bin/ld.gold: error: cannot open libMissing.so
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            """
        #expect(
            PluginBuilder.diagnostics(in: output) { $0 } == [
                "ld.lld: error: undefined symbol: $s5Cards4deckSiyF",
                "/usr/bin/ld.gold: error: cannot open libMissing.so"
            ])
    }
}
