import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench

/// docs/reference.md's command section is what the commands declare (`help --markdown`).
struct ReferenceDocumentTests {
    @Test func theCommandReferenceIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- commands:begin -->\n")), end = try #require(text.range(of: "\n<!-- commands:end -->"))
        let documented = String(text[begin.upperBound..<end.lowerBound])
        // Regenerate with: .build/debug/layoutbench -c 'help --markdown', between the markers.
        #expect(documented == SessionCommands.markdownReference)
    }
}
