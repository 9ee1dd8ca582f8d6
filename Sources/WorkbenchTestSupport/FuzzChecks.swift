import Foundation
@_spi(Fuzzing) import LayoutDiscovery
@_spi(Fuzzing) import LiveView
@_spi(Fuzzing) import Workbench

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
        let files = text.components(separatedBy: "\n// ---\n")
        let found = DiscoveryFuzzing.discover(files)
        if Set(found.ids).count != found.ids.count { return "an id offered twice: \(found.ids)" }
        if !found.entryExportsAll { return "an offered layout the entry does not export: \(found.ids)" }
        return nil
    }
}
