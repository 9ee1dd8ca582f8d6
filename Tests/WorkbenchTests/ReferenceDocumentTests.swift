import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
import HostSupport

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

    /// The environment variables docs/reference.md lists are EnvironmentVariable.all, and every
    /// `LAYOUTBENCH_…` name the sources read is among them (a new one cannot go unlisted).
    @Test func theEnvironmentVariablesAreListedAndComplete() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- environment:begin -->\n")), end = try #require(text.range(of: "\n<!-- environment:end -->"))
        let listed = text[begin.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        #expect(listed == EnvironmentVariable.all.map { "`\($0.name)`: \($0.summary)" })
        var read = Set<String>()
        let sources = root.appendingPathComponent("Sources")
        for case let file as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let code = try String(contentsOf: file, encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #""(LAYOUTBENCH_[A-Z_]+)""#)
            for match in pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                if let range = Range(match.range(at: 1), in: code) { read.insert(String(code[range])) }
            }
        }
        // The SDK's compilation condition on a Mac is a `-D` flag, not an environment variable.
        let declared = Set(EnvironmentVariable.all.map(\.name)).union([PluginToolchain.appleFrameworksCondition])
        #expect(read.subtracting(declared).isEmpty, "read but not listed: \(read.subtracting(declared).sorted())")
        #expect(!read.isEmpty)
    }
}
