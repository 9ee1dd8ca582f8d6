import Foundation
import HostSupport
import HostSystem
import LayoutHost
import PluginBuild
import LayoutDiscovery
import SessionValues

/// plugins, load, layouts, use, params, param.
enum PluginCommands {
    static let all: [CommandSpec] = [plugins, load, layouts, use, params, param]

    static let plugins = CommandSpec(
        "plugins", usage: "plugins [--json]",
        summary: "plugin folders and libraries: build state, ABI, layouts",
        forms: [
            "plugins [--json]   each plugin folder: state (loaded; built; not built; changed: sources newer than its build), the ABI it was built",
            "                   for, copies (the generations this engine has mapped: each reload maps a fresh",
            "                   copy; an engine that took over after a fault starts again from the one in use),",
            "                   their memory, and its layouts (declared in its sources when not loaded)"
        ]
    ) { session, args in
        let json = args.flag(.json)
        var rows: [(name: String, state: String, abi: UInt32?, generations: Int, memory: Int, layouts: [String])] = []
        let declared = DeclaredLayouts.index(catalog: session.catalog, workspace: session.options.workspace)
        for source in session.catalog.sources() {
            let loaded = session.loadedGenerations.filter { $0.name == source.name }
            let library = session.libraries[source.name]
            rows.append(
                (
                    source.name, library != nil ? "loaded" : source.buildState().shown,
                    library?.abiVersion, loaded.count, PluginMemory.estimate(loaded),
                    library?.layouts.map(\.id) ?? declared[source.name] ?? []
                ))
        }
        for library in session.libraries.values.sorted(by: { $0.name < $1.name })
        where !rows.contains(where: { $0.name == library.name }) {
            let loaded = session.loadedGenerations.filter { $0.name == library.name }
            rows.append(
                (
                    library.name, "loaded", library.abiVersion, loaded.count,
                    PluginMemory.estimate(loaded), library.layouts.map(\.id)
                ))
        }
        if json {
            session.console.write(
                JSONValue.array(
                    rows.map { row in
                        .object([
                            ("name", .string(row.name)), ("state", .string(row.state)),
                            ("abi", row.abi.map { .int(Int($0)) } ?? .null),
                            ("generations", .int(row.generations)), ("loadedBytes", .int(row.memory)),
                            ("layouts", .array(row.layouts.map { .string($0) }))
                        ])
                    }
                ).text)
            return .done
        }
        if rows.isEmpty {
            session.console.write("no plugins in \(session.catalog.pluginsDirectory)")
            return .done
        }
        var table = TextTable(
            ["plugin", "state", "abi", "copies", "memory", "layouts"],
            alignments: [.left, .left, .right, .right, .right, .left])
        for row in rows {
            table.add([
                row.name, row.state, row.abi.map(String.init) ?? "", row.generations == 0 ? "" : String(row.generations),
                row.memory == 0 ? "" : "\(row.memory / 1024) KiB", row.layouts.isEmpty ? "-" : row.layouts.joined(separator: ", ")
            ])
        }
        session.console.write(table.render(width: session.options.terminalWidth, style: session.style))
        return .done
    }

    static let load = CommandSpec(
        "load", usage: "load PLUGIN|LIBRARY",
        summary: "build the plugin if needed, load it, list its layouts",
        describing: ["PLUGIN": "a plugin name or a library path", "LIBRARY": "a plugin library's path"]
    ) { session, args in
        // One word: the form binds it to PLUGIN, the first alternative; a path is told by its shape.
        let target = try args.require(.plugin)
        let library: PluginLibrary
        if HostPlatform.current.isLibrary(target) || target.contains("/") {
            library = try session.register(path: target)
        } else if let source = session.catalog.source(named: target) {
            library = try session.load(source: source)
        } else {
            library = try session.ensureLoaded(plugin: target)
        }
        let ids = library.layouts.map(\.id).joined(separator: ", ")
        session.console.write("\(library.name) (ABI \(library.abiVersion)): \(ids.isEmpty ? "no layouts" : ids)")
        return .done
    }

    static let layouts = CommandSpec(
        "layouts", usage: "layouts [--json]",
        summary:
            "every layout: those of loaded plugins, and those the other plugins' sources declare; then the classes and factories found and not offered, with why (in JSON: offered false, a name and a reason, no id)"
    ) { session, args in
        let json = args.flag(.json)
        let entries = session.libraries.values.sorted { $0.name < $1.name }.flatMap { library in library.layouts.map { (library, $0) } }
        // Plugins not loaded yet: their ids as the sources declare them (read, not built).
        var declared: [(id: String, plugin: String)] = []
        for source in session.catalog.sources() where session.libraries[source.name] == nil {
            declared += DeclaredLayouts.ids(inFolder: source.folder).map { ($0, source.name) }
        }
        if json {
            session.console.write(
                JSONValue.array(
                    entries.map { library, info in
                        .object([
                            ("id", .string(info.id)), ("plugin", .string(library.name)), ("title", .string(info.title)),
                            ("summary", .string(info.summary)), ("active", .bool(session.active?.info == info && session.active?.library === library)),
                            ("loaded", .bool(true))
                        ])
                    }
                        + declared.map { entry in
                            .object([("id", .string(entry.id)), ("plugin", .string(entry.plugin)), ("loaded", .bool(false))])
                        }
                        + session.catalog.sources().flatMap { source in
                            // What discovery found and does not offer: no id, and why.
                            DeclaredLayouts.skipped(inFolder: source.folder).map { skipped in
                                JSONValue.object([
                                    ("name", .string(skipped.name)), ("plugin", .string(source.name)), ("offered", .bool(false)),
                                    ("reason", .string(skipped.reason))
                                ])
                            }
                        }
                ).text)
            return .done
        }
        if entries.isEmpty && declared.isEmpty {
            session.console.write("no layouts in \(session.catalog.pluginsDirectory) (a plugin is a folder of Swift files)")
            return .done
        }
        var table = TextTable(["layout", "plugin", "title"])
        for (library, info) in entries {
            let marker = session.active?.info == info && session.active?.library === library ? "* " : "  "
            table.add([marker + info.id, library.name, info.title])
        }
        for entry in declared {
            table.add(["  " + entry.id, entry.plugin, "(not loaded: use \(entry.id) loads it)"])
        }
        session.console.write(table.render(width: session.options.terminalWidth, style: session.style))
        // Layout classes discovery found but cannot make, each with why (help decisions).
        for source in session.catalog.sources() {
            for skipped in DeclaredLayouts.skipped(inFolder: source.folder) {
                session.console.status(TerminalText.escaped("not offered: \(skipped.name) (\(source.name)): \(skipped.reason)"))
            }
        }
        for folder in session.catalog.objectiveCFolders() {
            session.console.status(
                TerminalText.escaped("note: \(FilePaths.display(folder)) holds Objective-C (.m) and no Swift: layoutbench builds layouts written in Swift"))
        }
        for name in session.catalog.hiddenBundledNames() {
            session.console.status(
                TerminalText.escaped("note: your plugin folder \(name) hides the bundled plugin of that name (rename the folder to use both)"))
        }
        return .done
    }

    static let use = CommandSpec(
        "use",
        usage: "use LAYOUT [NAME=VALUE...] [--no-pass] | use PLUGIN:LAYOUT | use LAYOUT --transition [MS]",
        summary: "make a layout active (a fresh instance), its parameters set first as an app sets them; "
            + "--no-pass leaves its first pass to the next command; --transition plays the switch over MS ms (default 300)",
        describing: ["LAYOUT": "a layout id"]
    ) { session, args in
        let transition = args.flag(.transition)
        let noPass = args.flag(.noPass)
        let spec = try args.optional(.layout) ?? args.require(.pluginLayout)
        let parameters = try args.all(.assignment).map { word -> (String, String) in
            guard let equals = word.firstIndex(of: "=") else { throw args.refusal("unexpected \(word)") }
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }
        let milliseconds = try args.positive(.ms, default: 300)
        if transition && noPass { throw args.refusal("--no-pass and --transition do not go together") }
        let (library, info) = try session.resolveLayout(spec)
        for (name, _) in parameters where !info.parameters.contains(where: { $0.name == name }) {
            throw CommandError(
                "\(info.id) has no parameter '\(name)'",
                hint: "its parameters: \(info.parameters.map(\.name).joined(separator: ", "))")
        }
        guard transition else {
            let before = session.view.state.contentOffset
            try session.activate(library, info, parameters: parameters, pass: !noPass, swapping: true)
            let after = session.view.state.contentOffset
            if after != before {
                let short = NumberText.short as (CGFloat) -> String
                session.console.write(
                    "offset \(short(before.x)) \(short(before.y)) → \(short(after.x)) \(short(after.y)) "
                        + "(targetContentOffset(forProposedContentOffset:) of \(info.id))")
            }
            session.confirm("using \(info.id) from \(library.name): \(info.title)" + (noPass ? " (not laid out yet)" : ""))
            return .done
        }
        let report = try session.playTransition(to: library, info, milliseconds: milliseconds)
        session.console.write(transitionLines(report).joined(separator: "\n"))
        session.confirm("using \(info.id) from \(library.name): \(info.title)")
        return .done
    }

    /// What a played transition showed, for a person.
    static func transitionLines(_ r: Session.TransitionReport) -> [String] {
        let short = NumberText.short as (CGFloat) -> String
        var lines = [
            "transition \(r.from) → \(r.to): \(r.frames) frame\(r.frames == 1 ? "" : "s") over \(NumberText.short(r.milliseconds)) ms, "
                + "transitionProgress 0 → 1 (UICollectionViewTransitionLayout)",
            "  prepareForTransition(to:) on \(r.from), prepareForTransition(from:) on \(r.to); finalizeLayoutTransition() on both",
            "  elements: \(r.shared) in both, \(r.leaving) only in \(r.from) (fade out), \(r.arriving) only in \(r.to) (fade in)"
        ]
        if let (frame, middle) = r.middle {
            lines.append(
                "  frame \(frame): \(middle.category.rawValue) \(middle.pathText) at center "
                    + "\(short(middle.center.x)) \(short(middle.center.y)), size \(short(middle.size.width))x\(short(middle.size.height)), "
                    + "alpha \(NumberText.short(middle.alpha))")
        }
        lines.append(
            "  offset \(short(r.offsetBefore.x)) \(short(r.offsetBefore.y)) → \(short(r.offsetAfter.x)) \(short(r.offsetAfter.y)) "
                + "(targetContentOffset(forProposedContentOffset:) of \(r.to))")
        return lines
    }

    static let params = CommandSpec(
        "params", traits: [.baselined], usage: "params [--json]",
        summary: "the active layout's parameters: name, type, value, default"
    ) { session, args in
        let json = args.flag(.json)
        let layout = try session.requireLayout()
        let parameters = layout.info.parameters
        if json {
            session.console.write(
                JSONValue.object([
                    ("layout", .string(layout.id)),
                    (
                        "parameters",
                        .array(
                            parameters.map { p in
                                .object([
                                    ("name", .string(p.name)), ("type", .string(p.type)),
                                    ("value", .string(layout.parameter(p.name) ?? "")), ("default", .string(layout.defaults[p.name] ?? "")),
                                    ("range", .string(p.range)), ("summary", .string(p.summary))
                                ])
                            })
                    )
                ]).text)
            return .done
        }
        if parameters.isEmpty {
            session.console.write("\(layout.id) has no parameters")
            return .done
        }
        var table = TextTable(["name", "type", "value", "default", "range", "summary"])
        for p in parameters {
            table.add([p.name, p.type, layout.parameter(p.name) ?? "", layout.defaults[p.name] ?? "", p.range, p.summary])
        }
        session.console.write(table.render(width: session.options.terminalWidth, style: session.style))
        return .done
    }

    static let param = CommandSpec(
        "param", usage: "param PARAMETER VALUE",
        summary: "set a parameter of the active layout; the layout is invalidated",
        describing: ["PARAMETER": "a parameter name", "VALUE": "a value"]
    ) { session, args in
        let name = try args.require(.parameter)
        let value = try args.require(.valueText)
        let layout = try session.requireLayout()
        guard let old = layout.parameter(name) else {
            let names = layout.info.parameters.map(\.name)
            if names.contains(name) {
                throw CommandError("\(layout.id)'s plugin gave no value for its parameter '\(name)' (its getter answered NULL or unreadable text)")
            }
            let suggestion = CommandRegistry.closest(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw CommandError(
                "\(layout.id) has no parameter '\(name)'",
                hint: names.isEmpty ? "it has no parameters" : suggestion + "parameters: \(names.joined(separator: ", "))")
        }
        do {
            try layout.setParameter(name, value)
            UnsetConfiguration.record(layout)
            // The SDK invalidates through the layout (didSet, or invalidateLayout() after the
            // setter); an override that skips super is invalidated by the host.
            if session.view.layoutValid { try session.view.invalidateLayout() }
            try session.view.layoutPass()
        } catch {
            try? layout.setParameter(name, old)
            UnsetConfiguration.record(layout)
            try? session.view.invalidateLayout()
            throw (error as? LayoutCallError).map { CommandError($0.description) } ?? error
        }
        session.parameterOverrides.removeAll { $0.0 == name }
        session.parameterOverrides.append((name, value))
        session.confirm("\(name) = \(layout.parameter(name) ?? value)")
        return .done
    }
}
