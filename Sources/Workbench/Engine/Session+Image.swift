package import EngineProtocol
import Foundation
import HostSupport
import LayoutHost
package import Snapshots

extension Session {
    /// What the front end keeps of this session (Engine/SessionImage.swift).
    package func image() -> SessionImage {
        let newest = libraries.values.sorted { $0.name < $1.name }
        return SessionImage(
            view: view.state,
            layoutValid: view.layoutValid,
            plugins: newest.map {
                SessionImage.Plugin(
                    name: $0.name, path: $0.path, copy: $0.copyPath, generation: $0.generation,
                    layouts: $0.layouts.map(\.id))
            },
            active: active.map {
                SessionImage.Active(
                    plugin: $0.library.name, id: $0.id, parameters: $0.info.parameters.map(\.name),
                    overrides: parameterOverrides.map { [$0.0, $0.1] },
                    appDelegate: $0.info.parameters.first { $0.name == "delegate" }.flatMap { DelegateName.appClass(inSummary: $0.summary) })
            },
            lastPrintingCommand: lastPrintingCommand, watching: reloader.watching,
            alwaysShowTimings: reloader.alwaysShowTimings, callTimeout: callTimeout, prompt: reloadPrompt,
            dataVersion: dataVersion)
    }

    /// Stands this (fresh) session where `image` was: the same plugin generations (loaded from
    /// their copies), data, view state, active layout with its parameters, and reload settings.
    package func restore(_ image: SessionImage, applied: DataSnapshot, editing: DataSnapshot, quick: Bool = false) throws {
        for plugin in image.plugins {
            let library: PluginLibrary
            do {
                library = try PluginLibrary.load(
                    path: plugin.copy, copyDirectory: copyDirectory,
                    generation: plugin.generation, recordedAs: plugin.path)
            } catch let error as PluginLoadError {
                throw CommandError("restoring \(plugin.name): \(error.description)")
            }
            libraries[library.name] = library
            loadedGenerations.append(library)
        }
        try replaceData(applied, quick: quick)
        if editing != applied { editingData = editing }
        try view.update { $0 = image.view }
        if let saved = image.active {
            guard let library = libraries[saved.plugin], let info = library.layout(id: saved.id) else {
                throw CommandError("restoring: plugin \(saved.plugin) has no layout '\(saved.id)'")
            }
            try activate(library, info, parameters: saved.overrides.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil })
            // As valid as it was: a layout that invalidated itself in its first prepare() (a
            // flow subclass setting itemSize there) had settled by a later pass, or had not.
            if image.layoutValid { try view.layoutIfNeeded() } else if view.layoutValid { try view.invalidateLayout() }
        }
        lastPrintingCommand = image.lastPrintingCommand
        callTimeout = image.callTimeout
        reloader.alwaysShowTimings = image.alwaysShowTimings
        if image.watching { try reloader.setWatching(true) }
    }
}
