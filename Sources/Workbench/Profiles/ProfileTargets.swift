import Foundation
import LayoutHost
import PluginBuild
import HostSupport

/// Finds what to profile: the active layout, every loaded layout, and their release builds.
enum ProfileTargets {
    /// The configuration a library was built in, from where the build put it.
    static func build(of library: PluginLibrary) -> String {
        // SwiftPM puts products in <scratch>/<configuration>/ (or <scratch>/<triple>/<configuration>/).
        let folder = URL(fileURLWithPath: library.path).deletingLastPathComponent().lastPathComponent
        return folder == "release" || folder == "debug" ? folder : "unknown"
    }

    /// Release copies loaded for profiling, by library path; reloaded when the file changes.
    /// Libraries are never unloaded, so each file is loaded once per modification.
    /// Unchecked: read and written by commands, which the engine runs on its main thread only.
    nonisolated(unsafe) private static var releaseLibraries: [String: (date: Date, library: PluginLibrary)] = [:]

    /// The active layout as it should be profiled: its own library, or its plugin built and
    /// loaded in release configuration when `release` is asked and the session runs debug.
    static func active(_ session: Session, release: Bool) throws -> ProfileTarget {
        let layout = try session.requireLayout()
        let library = release ? try releaseLibrary(session, for: layout.library) : layout.library
        guard let info = library.layout(id: layout.id) else {
            throw CommandError(
                "the release build of \(library.name) has no layout '\(layout.id)'",
                hint: "reload \(library.name) and try again")
        }
        return ProfileTarget(
            library: library, info: info, parameters: session.parameterOverrides,
            itemIdentifier: layout.callbacks.itemIdentifier)
    }

    /// Every layout of every loaded plugin (the active one with its parameters), by plugin and id.
    static func all(_ session: Session, release: Bool) throws -> [ProfileTarget] {
        let libraries = session.libraries.values.sorted { $0.name < $1.name }
        guard !libraries.isEmpty else {
            throw CommandError("no plugins loaded", hint: "load PLUGIN or use LAYOUT first")
        }
        var targets: [ProfileTarget] = []
        for loaded in libraries {
            let library = release ? try releaseLibrary(session, for: loaded) : loaded
            for info in library.layouts {
                let isActive = session.active.map { $0.library === loaded && $0.id == info.id } ?? false
                targets.append(
                    ProfileTarget(
                        library: library, info: info, parameters: isActive ? session.parameterOverrides : [],
                        itemIdentifier: isActive ? session.active?.callbacks.itemIdentifier : nil))
            }
        }
        guard !targets.isEmpty else { throw CommandError("the loaded plugins export no layouts") }
        return targets
    }

    /// `library` built in release: itself when it already is one, else its plugin folder built
    /// with `swift build -c release` (when stale) and a private copy loaded.
    static func releaseLibrary(_ session: Session, for library: PluginLibrary) throws -> PluginLibrary {
        if build(of: library) == "release" { return library }
        var catalog = session.catalog
        catalog.configuration = "release"
        guard let source = catalog.source(named: library.name),
            session.catalog.source(named: library.name)?.libraryPath == library.path
        else {
            throw CommandError(
                "cannot build \(library.name) in release: it was loaded from \(library.path)",
                hint: "load a release build of it by path, or profile without --release")
        }
        session.awaitReleaseSDK(for: source)
        let state = source.buildState()
        if state != .built {
            // Built as `use` builds, progress and estimates shown: the first release build builds
            // the SDK optimized too, which takes minutes, and says so with its estimate.
            session.console.status(session.style.dim("building \(source.name) in release for profiling (optimized, a build of its own)"))
            do {
                try session.build(source, reason: state)
            } catch let error as CommandError {
                throw CommandError("release " + error.message, hint: "the debug build stays in use")
            }
        }
        let date = PluginSource.modificationDate(source.libraryPath) ?? .distantPast
        if let cached = releaseLibraries[source.libraryPath], cached.date == date { return cached.library }
        let loaded: PluginLibrary
        do {
            loaded = try PluginLibrary.load(path: source.libraryPath, copyDirectory: session.copyDirectory)
        } catch let error as PluginLoadError {
            throw CommandError(error.description)
        }
        releaseLibraries[source.libraryPath] = (date, loaded)
        return loaded
    }
}
