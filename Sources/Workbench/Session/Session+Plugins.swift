import Foundation
import LayoutHost
import PluginBuild
import HostSupport
import LayoutDiscovery
import Snapshots

extension Session {
    /// The library of plugin `name`, building (when missing or stale) and loading it if needed.
    @discardableResult
    func ensureLoaded(plugin name: String) throws -> PluginLibrary {
        if let loaded = libraries[name] ?? libraries.first(where: { $0.key.lowercased() == name.lowercased() })?.value {
            return loaded
        }
        guard let source = catalog.source(named: name) else { throw noSuchPlugin(name) }
        return try load(source: source)
    }

    /// "no plugin 'X' in /abs/plugins (plugins: A, B)": where it looked, and how to look elsewhere.
    func noSuchPlugin(_ name: String) -> CommandError {
        if let problem = catalog.setupError { return CommandError(problem) }
        let known = catalog.sources().map(\.name).joined(separator: ", ")
        return CommandError(
            "no plugin '\(name)' in \(catalog.pluginsDirectory)",
            hint: known.isEmpty ? "--plugins DIR names the folder of plugin sources" : "plugins: \(known)")
    }

    /// Builds `source` if its library is missing or older than its sources, then loads it.
    func load(source: PluginSource, forceBuild: Bool = false) throws -> PluginLibrary {
        let state = source.buildState()
        if forceBuild || state != .built {
            try build(source, reason: state)
        }
        // Another process may be relinking the library (a second session, a background build):
        // it is copied under the package's build lock, so never half written.
        let start = MonotonicClock.now()
        let loaded = BuildLock.holding(source.package, giveUp: { MonotonicClock.now() - start > 600_000_000_000 }) {
            Result { try register(path: source.libraryPath) }
        }
        return try (loaded ?? Result { try register(path: source.libraryPath) }).get()
    }

    func build(_ source: PluginSource, reason: PluginSource.BuildState) throws {
        let estimate = BuildTimes.estimate(source).map { ", about \(max(1, Int($0.rounded()))) s" } ?? ""
        let name = TerminalText.escaped(source.name)
        console.status(style.dim("building \(name) (\(reason == .missing ? "not built yet" : "sources changed")\(estimate))…"))
        if !source.package.sdk.isCurrent(source.configuration) {
            let sdk = BuildTimes.sdkEstimate(source).map { ", about \(max(1, Int($0.rounded()))) s" } ?? ""
            // A release build's SDK is the optimized one: a build of its own, the longest.
            let what =
                source.configuration == "release"
                ? "the optimized SDK (release) first, one compile of the whole module"
                : "the SDK first"
            console.status(style.dim("building \(what), once for every plugins folder (\(source.package.sdk.root)\(sdk))…"))
        }
        // The first build of a folder of the user's also tells editors about it (below).
        let firstOfFolder = !FileManager.default.fileExists(atPath: source.package.root + "/Package.swift")
        defer { if firstOfFolder { describeForEditors(source) } }
        // A line a build step, on stderr: a first build takes a while and should be seen moving.
        let result = PluginBuilder().build(source) { [console] step, sdk in
            // "[12/40] Compiling …": 12 of 40 steps done.
            let numbers = step.dropFirst().prefix { $0 != "]" }.split(separator: "/").compactMap { Double($0) }
            let fraction = numbers.count == 2 && numbers[1] > 0 ? numbers[0] / numbers[1] : nil
            console.progress(TerminalText.escaped("building \(sdk ? "the SDK" : source.name): \(step)"), fraction: fraction)
        }
        guard result.succeeded else {
            if let problem = result.problem { throw CommandError(problem) }
            for line in result.diagnostics { console.error(TerminalText.escaped(line)) }
            let errors = result.diagnostics.filter { $0.contains("error:") }.count
            throw CommandError(
                "build of \(source.name) failed (\(errors) error\(errors == 1 ? "" : "s"))",
                hint: libraries[source.name] == nil ? nil : "the library this session loaded before stays in use")
        }
        console.status(style.dim("built \(name) in \(String(format: "%.1f", result.seconds)) s"))
        for note in result.notes { console.error(style.yellow("warning: " + TerminalText.escaped(note))) }
    }

    /// On the first build of a plugins folder of the user's (never the bundled one), the
    /// folder's compile_commands.json for SourceKit-LSP, when it has none, said in one line:
    /// `layoutbench editor`'s file, which every later build keeps current.
    private func describeForEditors(_ source: PluginSource) {
        guard let user = catalog.userDirectory, source.folder.hasPrefix(user + "/"),
            !FileManager.default.fileExists(atPath: user + "/" + CompilationDatabase.fileName)
        else { return }
        guard (try? CompilationDatabase.write(catalog.userFolderSources(), into: user)) != nil else { return }
        console.status(style.dim("wrote \(TerminalText.escaped(user))/\(CompilationDatabase.fileName): editors with SourceKit-LSP know these files now"))
    }

    /// Loads a library file and records it as the newest generation of its plugin.
    @discardableResult
    func register(path: String) throws -> PluginLibrary {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let generation = nextGeneration(plugin: name, file: URL(fileURLWithPath: path).lastPathComponent)
        let library: PluginLibrary
        do {
            library = try PluginLibrary.load(path: path, copyDirectory: copyDirectory, generation: generation)
        } catch let error as PluginLoadError {
            throw CommandError(error.description)
        }
        libraries[library.name] = library
        loadedGenerations.append(library)
        LayoutIndex.record(plugin: library.name, layouts: library.layouts.map(\.id), workspace: options.workspace)
        return library
    }

    /// The next generation number of a plugin: one past the newest loaded (a restored engine
    /// holds only the newest generation of each plugin, so counting would go back).
    func nextGeneration(plugin name: String, file: String) -> Int {
        let same = loadedGenerations.filter { $0.name == name || URL(fileURLWithPath: $0.path).lastPathComponent == file }
        return (same.map(\.generation).max() ?? 0) + 1
    }

    /// Finds a layout by `id` or `plugin:id`: first among the loaded plugins, then in the ids the
    /// plugin sources declare (DeclaredLayouts), building and loading only the plugin that
    /// declares it. An unknown id is answered at once, with the closest id as a suggestion.
    func resolveLayout(_ spec: String) throws -> (PluginLibrary, LayoutInfo) {
        if let colon = spec.firstIndex(of: ":") {
            let pluginName = String(spec[..<colon]), id = String(spec[spec.index(after: colon)...])
            let library = try ensureLoaded(plugin: pluginName)
            guard let info = library.layout(id: id) else {
                if let failed = failedLayoutError(id) { throw failed }
                throw CommandError(
                    "plugin \(library.name) has no layout '\(id)'",
                    hint: "its layouts: \(library.layouts.map(\.id).joined(separator: ", "))")
            }
            return (library, info)
        }
        let matches = libraries.values.sorted { $0.name < $1.name }.compactMap { library in
            library.layout(id: spec).map { (library, $0) }
        }
        let declared = DeclaredLayouts.index(catalog: catalog, workspace: options.workspace)
        let declaring = declared.keys.sorted().filter { libraries[$0] == nil && declared[$0]!.contains(spec) }
        // The same id in two plugins (loaded or not) is never settled by order.
        let owners = matches.map(\.0.name) + declaring
        if owners.count > 1 {
            throw CommandError(
                "layout '\(spec)' is in several plugins",
                hint: "say which: " + owners.map { "\($0):\(spec)" }.joined(separator: ", "))
        }
        if let match = matches.first { return match }
        for pluginName in declaring {
            let library = try ensureLoaded(plugin: pluginName)
            if let info = library.layout(id: spec) { return (library, info) }
        }
        if let failed = failedLayoutError(spec) { throw failed }
        var known = Set(libraries.values.flatMap { $0.layouts.map(\.id) })
        for (plugin, ids) in declared where libraries[plugin] == nil { known.formUnion(ids) }
        // A class's name (CarouselLayout, as the source says it) names its id (carousel-layout).
        let fromClass = KebabCase.id(spec)
        if fromClass != spec, spec.contains(where: \.isUppercase), known.contains(fromClass) { return try resolveLayout(fromClass) }
        let suggestion = CommandRegistry.closest(to: spec, in: Array(known))
        if known.isEmpty, let problem = catalog.setupError { throw CommandError(problem) }
        // Declared in a plugins folder nearby that this session does not read: say which.
        if !spec.contains(":"), let nearby = NearbyLayouts.folder(declaring: spec, besides: catalog.userDirectory) {
            throw CommandError(
                "no layout '\(spec)' in \(catalog.pluginsDirectory)",
                hint: "\(nearby == "." ? "this folder" : nearby) declares it: layoutbench --plugins \(nearby.contains(" ") ? "'\(nearby)'" : nearby)")
        }
        let hint =
            known.isEmpty
            ? "no plugin in \(catalog.pluginsDirectory) declares a layout; --plugins DIR names the folder of plugin sources"
            : (suggestion.map { "did you mean '\($0)'? " } ?? "") + "layouts: \(known.sorted().joined(separator: ", "))"
        throw CommandError("no layout '\(spec)'", hint: hint)
    }

    /// A layout left out of its plugin's build because what it needs does not compile
    /// (PartialBuild): the compiler's lines for it, and the error to throw.
    func failedLayoutError(_ id: String) -> CommandError? {
        for source in catalog.sources() {
            guard let lines = LeftOutRecord.saved(for: source)?.failedLayouts[id] else { continue }
            for line in lines { console.error(TerminalText.escaped(line)) }
            return CommandError(
                "layout '\(id)' of \(source.name) does not build (\(lines.count) error\(lines.count == 1 ? "" : "s") in what it needs)",
                hint: "the other layouts of \(source.name) were built without it")
        }
        return nil
    }

    /// Makes a fresh instance of `info` the active layout, `parameters` set before the collection
    /// view takes it and, unless `pass` is false, lays it out; on failure the previous one stays.
    /// `beforeInstalling` runs with the new instance before the collection view takes it (a
    /// transition plays there).
    func activate(
        _ library: PluginLibrary, _ info: LayoutInfo, parameters: [(String, String)] = [], pass: Bool = true,
        swapping: Bool = false, beforeInstalling: ((LayoutInstance) throws -> Void)? = nil
    ) throws {
        lastProfile = nil  // `expect` checks the active layout's profile, never another's
        lastCheck = nil
        let instance: LayoutInstance
        do {
            instance = try LayoutInstance(library: library, info: info)
            for (name, value) in parameters { try instance.setParameter(name, value) }
        } catch let error as LayoutCallError {
            throw CommandError(error.description)
        }
        instance.callbacks.log = { [weak self] in self?.console.status(TerminalText.escaped("\(info.id): \($0)")) }
        instance.callbacks.warning = { [weak self] in
            guard let self else { return }
            self.console.error(self.style.yellow("warning: " + TerminalText.escaped($0)))
        }
        instance.callbacks.itemIdentifier = { [weak self] section, item in
            self?.appliedData.itemIdentifier(at: section, item: item)
        }
        instance.callbacks.itemSize = { [weak self] section, item in
            guard let data = self?.appliedData, let id = data.itemIdentifier(at: section, item: item) else { return nil }
            return data.preferredSize(forItem: id)
        }
        let previous = active, previousOverrides = parameterOverrides
        UnsetConfiguration.record(instance)
        do {
            try beforeInstalling?(instance)
            // The new layout is the session's as its first pass runs.
            active = instance
            parameterOverrides = parameters
            layoutWillRun?()
            try view.setLayout(instance, pass: pass)
            // A layout swap on a view already laid out asks the new layout where to rest, as
            // UIKit's setCollectionViewLayout does, animated or not (docs/uikit-rules.md §2.3).
            if swapping, previous != nil, pass { try view.settleContentOffset() }
        } catch {
            active = previous
            parameterOverrides = previousOverrides
            try? view.setLayout(previous)
            if let previous { UnsetConfiguration.record(previous) }
            throw error
        }
        lastQuery = nil
        lastElements = []
    }
}
