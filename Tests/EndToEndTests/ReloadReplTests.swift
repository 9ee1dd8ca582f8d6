import Foundation
import Testing
import WorkbenchTestSupport

/// Live reload at the REPL, in a real terminal: watching is on by default, the line being typed
/// survives a reload's report, a failed build marks the prompt stale, and fifty saves in a row
/// leave the REPL working.
struct ReloadReplTests {
    static let package = try! ReloadPackage()
    var package: ReloadPackage { ReloadReplTests.package }

    @Test func theReplReloadsOnSaveKeepsTheTypedLineAndSurvivesFiftyReloads() async throws {
        try package.restore()
        let terminal = TerminalSession()
        defer { terminal.stop() }
        await terminal.start(plugins: package.plugins, directory: package.root)
        await terminal.waitFor("layoutbench>")
        await terminal.type("items 5")
        await terminal.keys("Enter")
        await terminal.type("use table")
        await terminal.keys("Enter")
        await terminal.waitFor("table>", timeout: 900)  // builds the package's SDK and Table
        await terminal.type("attrs")
        await terminal.keys("Enter")
        await terminal.waitFor("3 elements")

        // Half a command typed when the save lands: the report prints above it, the line stays.
        await terminal.type("item 0")
        await pause(.milliseconds(200))
        try package.writeInPlace(package.source(height: 310))
        await terminal.waitFor("~ cell 0-1: frame 0 300 390 300 → 0 310 390 310")
        await terminal.waitFor("reloaded Table: generation 2")
        #expect(await terminal.lastLine() == "table> item 0")
        await terminal.type(" 1")
        await terminal.keys("Enter")
        await terminal.waitFor("0-1   0  310  390  310")

        // A failing build: diagnostics, the prompt says stale; a fix recovers.
        try package.writeByRename(package.source(height: 320, extra: " +"))
        await terminal.waitFor("Table: build failed (1 error); generation 2 stays active")
        await terminal.waitFor("table (stale)>")
        try package.writeByRename(package.source(height: 320))
        await terminal.waitFor("reloaded Table: generation 3")
        await terminal.waitFor("~ cell 0-1: frame 0 310 390 310 → 0 320 390 320")
        await pause(.milliseconds(200))
        #expect(await terminal.lastLine() == "table>")  // tmux trims the trailing space

        // Fifty consecutive reloads, alternating the two ways editors save.
        for index in 1...50 {
            let text = package.source(height: 400 + index)
            if index % 2 == 0 { try package.writeInPlace(text) } else { try package.writeByRename(text) }
            guard await terminal.waitFor("reloaded Table: generation \(3 + index),", timeout: 120) else { break }
            await terminal.waitFor("→ 0 \(400 + index) 390 \(400 + index)")
        }
        // Each reload's report is one block: no prompt is drawn between its first line and its
        // diff's (the prompt once came back mid-report, in about one save of 22).
        let lines = await terminal.history().split(separator: "\n").map(String.init)
        for index in 1...50 {
            guard let reloaded = lines.firstIndex(where: { $0.contains("reloaded Table: generation \(3 + index),") }),
                let diff = lines.firstIndex(where: { $0.contains("→ 0 \(400 + index) 390 \(400 + index)") })
            else {
                Issue.record("reload \(index) is not in the terminal's history")
                continue
            }
            let block = lines[min(reloaded, diff)...max(reloaded, diff)]
            #expect(!block.contains { $0.hasPrefix("table>") }, "reload \(index):\n\(block.joined(separator: "\n"))")
        }
        await terminal.type("state --json")
        await terminal.keys("Enter")
        await terminal.waitFor(#"{"layout":"table","bounds":[0,0,390,844]"#)
        await terminal.type("plugins --json")
        await terminal.keys("Enter")
        await terminal.waitFor(#""name":"Table","state":"loaded","abi":2,"generations":53"#)
        await terminal.type("quit")
        await terminal.keys("Enter")
        #expect(await terminal.waitForExit())
    }
}
