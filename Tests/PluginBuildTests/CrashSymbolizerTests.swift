import Foundation
@testable import PluginBuild
import Testing

/// A report of bare frames (the backtracer's `symbolicate=off`) is named by the toolchain's
/// llvm-symbolizer in the backtracer's own form, which EngineFault reads.
@Suite struct CrashSymbolizerTests {
    /// The backtracer's unsymbolicated form: frame lines, then the mentioned images.
    static let bare = [
        "Thread 0 \"layoutbench\" crashed:",
        "",
        " 0      0x00007f7c686f9361",
        " 1 [ra] 0x00007f7c636cb7cf",
        " 2      ...",
        "",
        "Images (12 omitted):",
        "",
        "0x00007f7c636c0000–0x00007f7c636d0000 8b1f8827a5e7138280f783f26e415e0671af1e6b libTable-pid1-1.so   /cache/My Plugins/libTable-pid1-1.so",
        "0x00007f7c68400000–0x00007f7c689d2d40 b521f25fdeacf504eca83d97c7308e8fc11be729 libswiftCore.so      /opt/swift/libswiftCore.so"
    ]

    @Test func framesAreAskedByImageAndOffset() {
        let frames = CrashReportFrames(Self.bare)
        #expect(frames.images.map(\.path) == ["/cache/My Plugins/libTable-pid1-1.so", "/opt/swift/libswiftCore.so"])
        // Frame 0 is the faulting instruction: 0x7f7c686f9361 − 0x7f7c68400000 = 0x2f9361.
        // Frame 1 is a return address, asked one byte earlier (the call's line):
        // 0x7f7c636cb7cf − 1 − 0x7f7c636c0000 = 0xb7ce.
        #expect(frames.queries.map(\.argument) == ["\"/opt/swift/libswiftCore.so\" 0x2f9361", "\"/cache/My Plugins/libTable-pid1-1.so\" 0xb7ce"])
        #expect(frames.queries.map(\.line) == [2, 3])
    }

    @Test func answersAreWrittenInTheBacktracersForm() throws {
        let frames = CrashReportFrames(Self.bare)
        let json = """
            [{"Address":"0x2f9361","Symbol":[{"FunctionName":"$sfail","FileName":"","Line":0,"Column":0,"StartAddress":"0x2f9280"}]},
             {"Address":"0xb7ce","Symbol":[{"FunctionName":"$sinner","FileName":"/src/Rows.swift","Line":3,"Column":9,"StartAddress":"0xb700"},
                                           {"FunctionName":"$sprepare","FileName":"/src/TableLayout.swift","Line":14,"Column":45,"StartAddress":"0xb6e0"}]}]
            """
        let answers = try #require(CrashReportFrames.symbols(fromJSON: json))
        let names = CrashReportFrames.demangled("$sfail ---> fail()\n$sinner ---> rows()\n$sprepare ---> TableLayout.prepare()\n")
        let named = frames.named(queries: frames.queries, answers: answers, names: names)
        // 0x2f9361 − 0x2f9280 = 0xe1 = 225; 0xb7ce − 0xb6e0 = 0xee = 238.
        #expect(named[2] == " 0      0x00007f7c686f9361 fail() + 225 in libswiftCore.so")
        #expect(named[3] == " 1 [ra] [inlined] 0x00007f7c636cb7cf rows() in libTable-pid1-1.so at /src/Rows.swift:3:9")
        #expect(named[4] == " 1 [ra] 0x00007f7c636cb7cf TableLayout.prepare() + 238 in libTable-pid1-1.so at /src/TableLayout.swift:14:45")
        #expect(named[5] == " 2      ...")
    }

    @Test func aReportWithoutBareFramesIsLeftAsItIs() {
        let named = ["  2 [ra] 0x00007f78e54747cf TableLayout.prepare() + 238 in libTable.so at /a/TableLayout.swift:14:45"]
        #expect(CrashReportFrames(named).queries.isEmpty)
        #expect(CrashSymbolizer(symbolizer: "/nonexistent", demangler: "/nonexistent").symbolicated(named) == named)
    }

    #if os(Linux)
        /// Swift's Linux toolchains ship both tools, so traps are named this way here.
        @Test func theToolchainsSymbolizerIsFound() throws {
            let found = try #require(CrashSymbolizer.found)
            #expect(found.symbolizer.hasSuffix("/llvm-symbolizer"))
            #expect(CrashSymbolizer.backtraceSetting.contains("symbolicate=off"))
        }
    #endif
}
