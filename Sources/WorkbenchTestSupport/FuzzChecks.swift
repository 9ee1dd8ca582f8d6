import Foundation
import LayoutDiscovery
import LiveView
import Workbench

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
        if line.contains(";") { return "allowed two commands: \(line.debugDescription)" }
        let words = line.split(separator: " ")
        guard let first = words.first, commands.contains(String(first)) else { return "allowed another command: \(line.debugDescription)" }
        let files = (CommandRegistry.command(named: String(first))?.syntax.fileOptions ?? []).union(["--svg"])
        if words.contains(where: { files.contains(String($0.split(separator: "=").first ?? "")) }) {
            return "allowed a file option: \(line.debugDescription)"
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
