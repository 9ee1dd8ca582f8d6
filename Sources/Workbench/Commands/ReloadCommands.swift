import Foundation
import LayoutHost
import HostSupport
import PluginBuild

/// reload, watch: live reload of plugins.
enum ReloadCommands {
    static let all: [CommandSpec] = [reload, watch]

    static let reload = CommandSpec(
        "reload", usage: "reload [PLUGIN] [--timing]",
        summary: "rebuild, load a fresh copy, re-run the last printing command, print what changed"
    ) { session, args in
        let timing = args.flag(.timing)
        let target = try args.optional(.plugin)
        let plugins: [String]
        if let target {
            guard let source = session.catalog.source(named: target) else {
                if let library = session.libraries[target] {
                    throw CommandError(
                        "\(library.name) was loaded from \(library.path); there are no sources to rebuild",
                        hint: "plugins are folders in \(session.catalog.pluginsDirectory)")
                }
                throw session.noSuchPlugin(target)
            }
            plugins = [session.libraries.keys.first { $0.lowercased() == source.name.lowercased() } ?? source.name]
        } else if let active = session.active {
            plugins = [active.library.name]
        } else {
            plugins = session.libraries.keys.sorted()
            guard !plugins.isEmpty else {
                throw CommandError("nothing to reload", hint: "reload PLUGIN, or load a plugin first")
            }
        }
        let reloader = session.reloader
        reloader.service()
        for plugin in plugins {
            reloader.request(plugin, trigger: .command, timing: timing)
        }
        if reloader.interactive {
            session.console.status(session.style.dim(TerminalText.escaped("reloading \(plugins.joined(separator: ", "))…")))
            return .done
        }
        var failures: [String] = []
        for plugin in plugins {
            reloader.waitUntilIdle(plugin: plugin)
            if case .failed(let why) = reloader.outcome(of: plugin) { failures.append(why) }
        }
        if let first = failures.first {
            throw CommandError(first + (failures.count > 1 ? " (and \(failures.count - 1) more)" : ""))
        }
        return .done
    }

    static let watch = CommandSpec(
        "watch", usage: "watch [\(OnOff.notation)] [--timing]",
        summary: "live reload: rebuild and reload when a loaded plugin's sources change"
    ) { session, args in
        let timing = args.flag(.timing)
        let word = args.choice(OnOff.self)
        let reloader = session.reloader
        switch word {
        case .on:
            try reloader.setWatching(true)
            reloader.alwaysShowTimings = timing
            let names = reloader.watchedFolders.keys.sorted()
            session.confirm("watching " + (names.isEmpty ? "plugins as they load" : names.joined(separator: ", ") + " and plugins loaded later"))
        case .off:
            guard !timing else { throw args.refusal("--timing goes with watch on") }
            try reloader.setWatching(false)
            reloader.alwaysShowTimings = false
            session.confirm("not watching")
        case nil:
            guard !timing else { throw args.refusal("--timing goes with watch on") }
            reloader.service()
            guard reloader.watching else {
                session.console.write("not watching (watch on rebuilds and reloads plugins when their sources change)")
                return .done
            }
            for line in reloader.statusLines() { session.console.write(line) }
        }
        return .done
    }
}
