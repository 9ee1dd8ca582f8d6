import Foundation
import LayoutHost
import PluginBuild
import HostSupport
import EngineProtocol

extension Session {
    /// Commands whose output a reload prints again (they set the last printing command).
    static let printingCommands = CommandRegistry.names(with: .reprintedAfterReload)

    /// The prompt with reload state: "table (stale)> " when the active layout's plugin failed to
    /// build since its last good version, "table (Circular stale)> " for another plugin.
    package var reloadPrompt: String {
        let stale = reloader.stalePlugins
        guard !stale.isEmpty else { return prompt }
        let activePlugin = active?.library.name
        let labels = stale.map { $0 == activePlugin ? "stale" : "\($0) stale" }
        let base = prompt.hasSuffix("> ") ? String(prompt.dropLast(2)) : prompt
        return "\(base) (\(labels.joined(separator: ", ")))> "
    }

    /// Loads a freshly built library as its plugin's next generation. When the active layout
    /// comes from that plugin, a new instance of the same layout id replaces it, with the same
    /// parameters and the collection view's state (size, offset, insets, margins, data,
    /// velocity, rates: the view keeps them and sends them to the new instance, then runs a
    /// layout pass); the last printing command runs again and the attribute diff against the
    /// previous generation is printed. When anything fails the previous generation stays active.
    @discardableResult
    func applyReload(plugin name: String, libraryPath: String, timings: inout ReloadTimings, since: UInt64) throws -> PluginLibrary {
        let file = URL(fileURLWithPath: libraryPath).lastPathComponent
        let generation = nextGeneration(plugin: name, file: file)
        timings.residentBefore = PluginMemory.processResident()
        var phases: [String: UInt64] = [:]
        let library: PluginLibrary
        do {
            library = try PluginLibrary.load(path: libraryPath, copyDirectory: copyDirectory, generation: generation) { phase, ns in
                phases[phase] = ns
            }
        } catch let error as PluginLoadError {
            throw CommandError(error.description)
        }
        timings.copy = Double(phases["copy"] ?? 0) / 1e9
        timings.dlopen = Double(phases["dlopen"] ?? 0) / 1e9
        timings.handshake = Double(phases["handshake"] ?? 0) / 1e9
        let previous = libraries[library.name]
        libraries[library.name] = library
        loadedGenerations.append(library)
        LayoutIndex.record(plugin: library.name, layouts: library.layouts.map(\.id), workspace: options.workspace)

        let header = "reloaded \(TerminalText.escaped(library.name)): generation \(library.generation), built in \(ReloadTimings.ms(timings.build))"
        guard let old = active, old.library.name == library.name else {
            timings.residentAfter = PluginMemory.processResident()
            timings.total = Double(MonotonicClock.now() - since) / 1e9
            let note = previous == nil ? "" : active.map { " (the active layout, \($0.id), is from \($0.library.name))" } ?? ""
            console.status(style.dim(header + note))
            return library
        }
        guard let info = library.layout(id: old.id) else {
            timings.residentAfter = PluginMemory.processResident()
            timings.total = Double(MonotonicClock.now() - since) / 1e9
            let ids = library.layouts.map(\.id).joined(separator: ", ")
            console.error(
                style.yellow(
                    "\(header), but it has no layout '\(old.id)' (its layouts: \(ids.isEmpty ? "none" : ids)); "
                        + "\(old.id) of generation \(old.library.generation) stays active"))
            return library
        }

        // What the previous generation shows for the last printing command (or the visible rect).
        let query = lastQuery
        let printing = query == nil ? nil : lastPrintingCommand
        let before = (try? (query ?? .visible(kind: nil)).run(self)) ?? lastElements
        let savedElements = lastElements
        let kept = parameterOverrides.filter { override in info.parameters.contains { $0.name == override.0 } }
        for (dropped, _) in parameterOverrides where !kept.contains(where: { $0.0 == dropped }) {
            console.error(style.yellow("\(info.id) of generation \(library.generation) has no parameter '\(dropped)'; it is left at its default"))
        }

        let passStart = MonotonicClock.now()
        do {
            try activate(library, info, parameters: kept)
        } catch {
            // activate() put the previous instance back.
            lastQuery = query
            lastElements = savedElements
            let message = (error as? CommandError)?.message ?? "\(error)"
            throw CommandError("\(message); \(old.id) of generation \(old.library.generation) stays active")
        }
        timings.firstPass = Double(MonotonicClock.now() - passStart) / 1e9
        timings.replacedLayout = true
        timings.residentAfter = PluginMemory.processResident()
        lastQuery = query
        lastElements = savedElements

        let rerunStart = MonotonicClock.now()
        console.status(style.dim(header))
        var after = view.visibleElements
        var json = false
        if let printing {
            guard run(printing) == .succeeded else {
                timings.rerun = Double(MonotonicClock.now() - rerunStart) / 1e9
                timings.total = Double(MonotonicClock.now() - since) / 1e9
                return library
            }
            after = lastElements
            json = printing.contains("--json")
        }
        let difference = ElementDiff(from: before, to: after)
        console.write(json ? difference.json.text : difference.render(style: style))
        timings.rerun = Double(MonotonicClock.now() - rerunStart) / 1e9
        timings.total = Double(MonotonicClock.now() - since) / 1e9
        return library
    }
}
