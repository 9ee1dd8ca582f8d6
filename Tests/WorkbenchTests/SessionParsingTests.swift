import CollectionLayout
import Foundation
import Testing
@_spi(Benchmarks) @testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
import HostSupport

/// Script syntax, argument checking and JSON number formatting.
struct SessionParsingTests {
    @Test func scriptLinesSplitOnSemicolonsAndStopAtComments() throws {
        #expect(try ScriptLine.commands(in: "items 10; use table ;offset 0 600") == [["items", "10"], ["use", "table"], ["offset", "0", "600"]])
        // A comment runs to the next `;` or the end of the line, so `;` after a comment starts a command.
        #expect(try ScriptLine.commands(in: "attrs # all of them; offset 0 0") == [["attrs"], ["offset", "0", "0"]])
        #expect(try ScriptLine.commands(in: "echo \"a; b # c\" d#e") == [["echo", "a; b # c", "d#e"]])
        #expect(try ScriptLine.commands(in: "   # only a comment") == [])
        // A word written for a script line reads back as itself (a check reproduction's `use`).
        for value in ["17x17", "a b; #c", "say \"hi\"", "it's", ""] {
            #expect(try ScriptLine.commands(in: "use grid name=" + ScriptLine.word(value)) == [["use", "grid", "name=" + value]], "\(value)")
        }
        #expect(throws: CommandError.self) { try ScriptLine.commands(in: "echo \"open") }
    }

    @Test func argumentsAreCheckedAsTheyAreRead() throws {
        let args = try CommandSyntax(command: "offset", usage: "offset X Y").match(["1.5", "inf"])
        #expect(try args.require(.x) == 1.5)
        do {
            _ = try args.require(.y)
            Issue.record("inf accepted")
        } catch let error as CommandError {
            #expect(error == CommandError("Y must be finite, not 'inf'", hint: "usage: offset X Y"))
        }
        let sizes = try CommandSyntax(command: "size", usage: "size WxH [--json]").match(["390x844", "--json"])
        #expect(sizes.flag(.json))
        #expect(try sizes.require(.size) == CGSize(width: 390, height: 844))
        let zero = try CommandSyntax(command: "size", usage: "size WxH").match(["0x1"])
        #expect((try? zero.require(.size)) == nil)
        #expect(throws: CommandError.self) { try CommandSyntax(command: "state", usage: "state").match(["now"]) }
    }

    @Test func jsonNumbersAreShortAndExact() {
        #expect(JSONValue.format(300) == "300")
        #expect(JSONValue.format(-0.5) == "-0.5")
        #expect(JSONValue.format(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONValue.format(.nan) == "null")
        #expect(JSONValue.object([("a", .string("q\"\n")), ("b", .array([.bool(true), .null]))]).text == #"{"a":"q\"\n","b":[true,null]}"#)
    }

    @Test func misspelledCommandsGetASuggestion() {
        #expect(CommandRegistry.suggestion(for: "ofset") == "offset")
        #expect(CommandRegistry.suggestion(for: "atrs") == "attrs")
        #expect(CommandRegistry.suggestion(for: "zzzzzz") == nil)
    }

    @Test func tablesFitTheWidth() {
        var table = TextTable(["a", "b"])
        table.add([String(repeating: "x", count: 100), "y"])
        #expect(table.render(width: 80).split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func elementDiffMatchesByKey() {
        func cell(_ item: Int, y: Double, alpha: Double = 1) -> LayoutElement {
            LayoutElement(
                category: .cell, kind: nil, section: 0, item: item, center: CGPoint(x: 10, y: y),
                size: CGSize(width: 20, height: 20), transform3D: CATransform3DIdentity, alpha: alpha,
                zIndex: 0, isHidden: false, custom: [])
        }
        let diff = ElementDiff(from: [cell(0, y: 10), cell(1, y: 30)], to: [cell(1, y: 30, alpha: 0.5), cell(2, y: 50)])
        #expect(diff.added.map(\.item) == [2])
        #expect(diff.removed.map(\.item) == [0])
        #expect(diff.changed.count == 1)
        #expect(diff.changed[0].fields.map(\.name) == ["alpha"])
        #expect(diff.changed[0].fields[0].old == "1" && diff.changed[0].fields[0].new == "0.5")
    }
}
