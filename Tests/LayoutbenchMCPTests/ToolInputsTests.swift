@testable import LayoutbenchMCP
import MCP
import Testing
import Workbench

/// The MCP tools' inputs, typed from each command's declaration: flags are booleans, options
/// typed by their placeholders or their choices, a one-form command's placeholders numbers or
/// integers in order; a call's inputs become the words the REPL would have been typed.
struct ToolInputsTests {
    func inputs(_ name: String) throws -> ToolInputs { ToolInputs(try #require(CommandRegistry.command(named: name))) }

    func type(_ schema: Value, _ property: String) -> String? {
        schema.objectValue?["properties"]?.objectValue?[property]?.objectValue?["type"]?.stringValue
    }

    @Test func aOneFormCommandsPlaceholdersAreTypedInputs() throws {
        let move = try inputs("move-item")  // move-item SECTION ITEM X Y [MS] [--cancel]
        #expect(move.properties.map(\.name) == ["SECTION", "ITEM", "X", "Y", "MS", "cancel"])
        let schema = move.schema
        #expect(type(schema, "SECTION") == "integer" && type(schema, "X") == "number" && type(schema, "cancel") == "boolean")
        #expect(type(schema, "arguments") == "string")
        #expect(
            try move.words(from: ["SECTION": 0, "ITEM": 2, "X": 10, "Y": .double(300.5), "cancel": true])
                == ["0", "2", "10", "300.5", "--cancel"])
        #expect(try MCPToolCatalog.commandLine(tool: "offset", arguments: ["X": 0, "Y": 40]) == "offset 0 40")
    }

    @Test func optionsAreTypedByTheirPlaceholderOrTheirChoices() throws {
        let attrs = try inputs("attrs")  // attrs [visible|all|rect X Y W H] [--kind cell|supplementary|decoration] [--limit N] …
        let kind = try #require(attrs.schema.objectValue?["properties"]?.objectValue?["kind"]?.objectValue)
        #expect(kind["enum"]?.arrayValue?.compactMap(\.stringValue) == ["cell", "supplementary", "decoration"])
        #expect(type(attrs.schema, "limit") == "integer")
        // A form with words of its own (visible, rect) keeps them in `arguments`: no placeholders by name.
        #expect(!attrs.properties.contains { $0.name == "X" })
        #expect(
            try attrs.words(from: ["arguments": "rect 0 0 100 100", "kind": "cell", "limit": 5, "json": true])
                == ["rect", "0", "0", "100", "100", "--kind", "cell", "--limit", "5", "--json"])
    }

    @Test func inputsThatCannotStandForWordsAreRefused() throws {
        let offset = try inputs("offset")
        #expect(throws: MCPError.self) { try offset.words(from: ["Y": 40]) }  // X left out before Y
        #expect(throws: MCPError.self) { try offset.words(from: ["arguments": "0 40", "X": 0]) }
        #expect(throws: MCPError.self) { try offset.words(from: ["X": "0 40", "Y": 1]) }
        #expect(throws: MCPError.self) { try MCPToolCatalog.commandLine(tool: "offset", arguments: ["X": "0; quit", "Y": 1]) }
        #expect(throws: MCPError.self) { try offset.words(from: ["arguments": 12]) }  // a number is refused, not dropped
        #expect(throws: MCPError.self) { try offset.words(from: ["Z": 1]) }
        // A number input takes a JSON number: text, which could hold more words, is refused.
        #expect(throws: MCPError.self) { try offset.words(from: ["X": "0\t--svg\tFILE", "Y": 1]) }
        #expect(throws: MCPError.self) { try offset.words(from: ["X": "12", "Y": 1]) }
        #expect(throws: MCPError.self) { try inputs("attrs").words(from: ["kind": "cell --svg x"]) }
        let items = try inputs("items")  // items N [N...]
        #expect(try items.words(from: ["N": 3]) == ["3"])
    }
}
