import CReadline
import Foundation
import FrontEnd
import LayoutHost
import PluginBuild
import Workbench
import EngineProtocol

/// Tab completion: command names first, then what each command declares (CommandSpec): the
/// words of its forms, and layouts, plugins, parameters, commands or files for its first argument.
enum Completion {
    /// Unchecked (these three): readline calls completion on the REPL's one thread, the only one that touches them.
    nonisolated(unsafe) static var client: EngineClient?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var next = 0

    static func install(client: EngineClient) {
        self.client = client
        lb_rl_set_completion_function { text, start, _ in
            Completion.complete(text: text.map { String(cString: $0) } ?? "", start: Int(start))
        }
    }

    /// Candidates for the word being typed, given the words before it.
    static func candidates(for word: String, before: [String], client: EngineClient) -> [String]? {
        let catalog = PluginCatalog(pluginsDirectory: client.options.pluginsDirectory, configuration: client.options.configuration)
        guard let command = before.first else { return CommandRegistry.names.sorted() }
        guard let spec = CommandRegistry.command(named: command) else { return [] }
        if before.count == 1, let argument = spec.argument {
            switch argument {
            case .layout:
                // Layout ids, built or not (declared in the sources); PLUGIN:ID forms once a ':' is typed.
                let declared = DeclaredLayouts.index(catalog: catalog, workspace: client.options.workspace)
                let loaded = (client.image?.plugins ?? []).flatMap { plugin in plugin.layouts.map { (plugin.name, $0) } }
                let pairs = loaded + declared.flatMap { plugin, ids in ids.map { (plugin, $0) } }
                if word.contains(":") { return Array(Set(pairs.map { "\($0.0):\($0.1)" })).sorted() }
                return Array(Set(pairs.map(\.1))).sorted()
            case .plugin:
                if word.contains("/") || word.hasPrefix(".") { return nil }
                return catalog.sources().map(\.name) + spec.words(after: before)
            case .parameter:
                return client.image?.active?.parameters ?? []
            case .commandOrTopic:
                return (CommandRegistry.names + HelpTopic.all.map(\.name)).sorted()
            case .file:
                return nil
            case .metric:
                return spec.argumentChoices ?? []
            case .number, .integer, .size, .word:
                break
            }
        }
        return spec.words(after: before)
    }

    private static func complete(text: String, start: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        guard let client else { return nil }
        let line = lb_rl_line_buffer().map { String(cString: $0) } ?? ""
        let before = String(line.utf8.prefix(start)) ?? ""
        let words = before.split(separator: " ").map(String.init)
        guard let list = candidates(for: text, before: words, client: client) else {
            lb_rl_set_completion_over(0)
            return nil
        }
        lb_rl_set_completion_over(1)
        // Case-insensitive: `use Pi` finds pizza-left, `load table` finds Table.
        let typed = text.lowercased()
        candidates = list.filter { $0.lowercased().hasPrefix(typed) }
        next = 0
        guard !candidates.isEmpty else { return nil }
        return rl_completion_matches(text) { _, _ in
            guard Completion.next < Completion.candidates.count else { return nil }
            defer { Completion.next += 1 }
            return strdup(Completion.candidates[Completion.next])
        }
    }
}
