import Foundation
import LayoutDiscovery
import LayoutbenchMCP
import LiveView
import Workbench
import MCP

/// The properties the fuzz targets hold inputs to, shared with the corpus replay in `swift test`
/// (FuzzCorpusTests): each answers what is wrong with an input, or nil.
public enum FuzzChecks {
    /// A page's message: whatever it decodes to, a command the page may run is one command of
    /// the page's set, printable, with no file option.
    public static func pageMessage(_ text: String) -> String? {
        let line: String, commands: Set<String>
        switch PageMessage(text) {
        case .perform(let performed)?: (line, commands) = (performed, PageCommandPolicy.performed)
        case .ask(_, let asked)?: (line, commands) = (asked, PageCommandPolicy.asked)
        default: return nil
        }
        guard PageCommandPolicy.allows(line, in: commands) else { return nil }
        if line.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "allowed a control character: \(line.debugDescription)" }
        // The words as the session will run them: split as scripts are, quotes removed.
        guard let parsed = try? ScriptLine.commands(in: line) else { return "allowed a line scripts refuse: \(line.debugDescription)" }
        if parsed.count != 1 { return "allowed \(parsed.count) commands: \(line.debugDescription)" }
        let words = parsed[0]
        guard let first = words.first, commands.contains(first) else { return "allowed another command: \(line.debugDescription)" }
        let files = (CommandRegistry.command(named: first)?.syntax.fileOptions ?? []).union(["--svg", "--junit", "--out"])
        if words.contains(where: { word in files.contains { word == $0 || word.hasPrefix($0 + "=") } }) {
            return "allowed a file option: \(line.debugDescription)"
        }
        return nil
    }

    /// One MCP tool call: a command tool's line is one command (run_command aside), and a file
    /// option is in its words only when the call gave it by name or in the text typed as
    /// `arguments`: typed inputs never carry words of their own.
    public static func mcpToolCall(_ text: String) -> String? {
        guard let call = MCPToolCatalog.fuzzCall(Data(text.utf8)), let line = call.line, let command = call.command else { return nil }
        if call.words.count != 1 { return "one tool call ran \(call.words.count) commands: \(line.debugDescription)" }
        // A subcommand's words (`snapshot export FILE`) come only as typed text.
        if command.hasSubcommands, call.inputs.keys.contains(where: { $0 != "arguments" && $0 == $0.uppercased() }) {
            return "typed placeholders became a subcommand's words: \(line.debugDescription)"
        }
        let typed = call.inputs["arguments"]?.stringValue ?? ""
        for option in command.syntax.fileOptions where call.words[0].contains(where: { $0 == option || $0.hasPrefix(option + "=") }) {
            if call.inputs[String(option.dropFirst(2))] == nil && !typed.contains(String(option.dropFirst(2))) {
                return "\(option) came from an input that was not it: \(line.debugDescription)"
            }
        }
        return nil
    }

    /// A folder's sources (files separated by a line `// ---`): discovery ends, offers each id
    /// once, and exports each in the entry it writes.
    public static func discovery(_ text: String) -> String? {
        let files = text.components(separatedBy: "\n// ---\n").enumerated()
            .map { SourceFile(path: "/fuzz/F\($0.offset).swift", text: $0.element) }
        // As a build runs them: what discovery offers, then the plan that exports it.
        let ids = PluginSourcePlan.discovery(files: files).ids
        if Set(ids).count != ids.count { return "an id offered twice: \(ids)" }
        let plan = PluginSourcePlan.make(name: "Fuzz", files: files)
        let entry = plan.entrySource ?? ""
        if let missing = plan.layouts.first(where: { !entry.contains("LayoutExport(\"\($0.id)\"") }) {
            return "an offered layout the entry does not export: \(missing.id)"
        }
        return nil
    }
}
