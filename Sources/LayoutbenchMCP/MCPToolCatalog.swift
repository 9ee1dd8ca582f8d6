package import Foundation
package import MCP
import HostSupport
package import Workbench

/// The tools an assistant sees: one per REPL command, each described and typed by the command's
/// own declaration (its summary, usage and forms: the same source as help and completion), plus
/// `run_command` for any command line, `picture` for an SVG with its PNG, and `diagnostics`
/// for the last build after an edit.
package enum MCPToolCatalog {
    /// Commands that make no sense through the protocol: leaving, the REPL's own conveniences,
    /// and the live view (a browser beside a terminal).
    static let left: Set<String> = ["quit", "view", "source", "echo"]

    static let runCommand = "run_command"
    static let picture = "picture"
    static let diagnostics = "diagnostics"
    static let layoutTests = "test"

    /// Every tool, in the order help lists the commands.
    static var tools: [Tool] {
        var tools = [
            Tool(
                name: runCommand,
                description: "Run any layoutbench REPL command line (commands separated by ';') in the session; "
                    + "answers what it prints (a --json answer where the command has one). `help` lists the commands.",
                inputSchema: schema(
                    ["command": ("string", "the command line, as typed at the REPL, e.g. 'items 30; use table; attrs --json'")],
                    required: ["command"])),
            Tool(
                name: picture,
                description: "The visible region (or with all: true the whole content) as SVG, as `render --svg` draws it: "
                    + "one group per element with data-index-path, category colours, transforms, alpha; and a PNG of it.",
                inputSchema: schema(["all": ("boolean", "the whole content instead of the visible region")], required: [])),
            Tool(
                name: layoutTests,
                description: "Run layout tests against their recorded baselines, as `layoutbench test [PATH...]` does "
                    + "(default: the workspace's tests): one line a test, a diff of what changed for a failure.",
                inputSchema: schema(
                    ["arguments": ("string", "what follows `layoutbench test`: test scripts or folders, --filter TEXT, --record")],
                    required: [])),
            Tool(
                name: diagnostics,
                description: "The last live reload's report after an edit of a plugin's source: what was rebuilt, or the "
                    + "compiler's diagnostics (file:line:col: error: …) when the build failed.",
                inputSchema: schema([:], required: []))
        ]
        for command in CommandRegistry.all where !left.contains(command.name) {
            let json = answersJSON(command)
            tools.append(
                Tool(
                    name: command.name,
                    description: command.summary + "\n\nUsage (arguments after the command name):\n" + command.helpLines.joined(separator: "\n")
                        + (json ? "\n\nAnswers JSON (--json is added when not given)." : ""),
                    inputSchema: ToolInputs(command).schema))
        }
        return tools
    }

    /// Refuses an input `tool` has not got (-32602), naming the ones it takes.
    static func refuseUnknownInputs(_ arguments: [String: Value]?, of tool: String, takes inputs: [String]) throws {
        guard let unknown = (arguments ?? [:]).keys.sorted().first(where: { !inputs.contains($0) }) else { return }
        throw MCPError.invalidParams("\(tool) has no input '\(unknown)'; it takes " + (inputs.isEmpty ? "none" : inputs.joined(separator: ", ")))
    }

    /// The command line a tool call stands for; nil for a tool of its own (picture, diagnostics).
    static func commandLine(tool: String, arguments: [String: Value]?) throws -> String? {
        // Text, numbers and switches only, and one input line's length at most, as a script or a
        // pipe has it.
        for (key, value) in arguments ?? [:]
        where value.stringValue == nil && value.boolValue == nil && value.intValue == nil
            && value.doubleValue == nil && value.arrayValue == nil
        {
            throw MCPError.invalidParams("'\(key)' takes text, not \(value)")
        }
        if let long = arguments?.values.compactMap(\.stringValue).first(where: { $0.utf8.count > InputFile.maximumLineBytes }) {
            throw MCPError.invalidParams("a command of \(long.utf8.count) bytes: one line holds at most \(InputFile.maximumLineBytes >> 20) MiB")
        }
        if tool == runCommand {
            try refuseUnknownInputs(arguments, of: runCommand, takes: ["command"])
            guard let command = arguments?["command"]?.stringValue, !command.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw MCPError.invalidParams("run_command needs a command, e.g. {\"command\": \"attrs --json\"}")
            }
            // Lines are commands, as in a script: a line break separates them as ';' does.
            return command.split(whereSeparator: \.isNewline).joined(separator: "; ")
        }
        if tool == picture || tool == diagnostics || tool == layoutTests { return nil }
        guard let command = CommandRegistry.command(named: tool), !left.contains(command.name), command.name == tool else {
            throw MCPError.invalidParams("no tool '\(tool)'")
        }
        let inputs = arguments ?? [:]
        for (key, value) in inputs where value.stringValue?.contains(";") == true || value.stringValue?.contains("\n") == true {
            throw MCPError.invalidParams("\(key == "arguments" ? "arguments" : "'\(key)'") of one command hold no ';' or line break; run_command runs several")
        }
        let words = try ToolInputs(command).words(from: inputs)
        var line = ([command.name] + words).joined(separator: " ")
        if answersJSON(command), !words.contains("--json"), !words.contains("--csv"), !words.contains("--md") { line += " --json" }
        return line
    }

    /// What a fuzzing input of one tool call (`{"name": …, "arguments": {…}}`) runs, for the
    /// property that typed inputs never carry words of their own: the call refused (nil, or the
    /// refusal), or its line split as the session splits it, with the inputs given.
    package static func fuzzCall(_ json: Data) -> (line: String?, words: [[String]], command: CommandSpec?, inputs: [String: Value])? {
        struct Call: Decodable { var name: String; var arguments: [String: Value]? }
        guard let call = try? JSONDecoder().decode(Call.self, from: json) else { return nil }
        guard let line = try? commandLine(tool: call.name, arguments: call.arguments) else { return (nil, [], nil, call.arguments ?? [:]) }
        return (line, (try? ScriptLine.commands(in: line)) ?? [], CommandRegistry.command(named: call.name), call.arguments ?? [:])
    }

    /// Whether the command's usage offers --json on its own (`[--json]` at the top level, not
    /// inside another option's brackets, as `size WxH [--animated [--json]]` has it).
    static func answersJSON(_ command: CommandSpec) -> Bool {
        guard let flag = command.usage.range(of: "--json") else { return false }
        let before = command.usage[..<flag.lowerBound]
        return before.filter { $0 == "[" }.count - before.filter { $0 == "]" }.count == 1
    }

    private static func schema(_ properties: [String: (type: String, description: String)], required: [String]) -> Value {
        var fields: [String: Value] = [:]
        for (name, property) in properties {
            fields[name] = .object(["type": .string(property.type), "description": .string(property.description)])
        }
        return .object(["type": "object", "properties": .object(fields), "required": .array(required.map { .string($0) })])
    }
}
