package import CollectionLayout
import Foundation
package import SessionValues

/// The session's truth as the front end keeps it: everything a fresh engine needs to stand where
/// the last good command left the old one. The engine sends it after each command that changed
/// it; after a fault the front end sends it back to a new engine (`Session.restore`).
///
/// The data snapshots travel beside it as snapshot files (Snapshots/SnapshotFile.swift), and
/// only when they changed.
public struct SessionImage: Codable, Equatable, Sendable {
    /// The newest generation of a loaded plugin.
    public struct Plugin: Codable, Equatable, Sendable {
        package var name: String
        /// The library the user named or the build produced.
        package var path: String
        /// The mapped copy of this exact generation, which a restore loads.
        package var copy: String
        package var generation: Int
        package var layouts: [String]

        package init(name: String, path: String, copy: String, generation: Int, layouts: [String]) {
            (self.name, self.path, self.copy, self.generation, self.layouts) = (name, path, copy, generation, layouts)
        }
    }

    /// The active layout and what the user set on it.
    public struct Active: Codable, Equatable, Sendable {
        package var plugin: String
        package var id: String
        /// Its parameters' names (completion).
        package var parameters: [String]
        /// The values the user set, in order.
        package var overrides: [[String]]
        /// The app's class its `delegate` argument names (DelegateChoice), nil without one: the
        /// delegate a trap must pass through for the stand-in to be tried instead.
        package var appDelegate: String?

        package init(plugin: String, id: String, parameters: [String], overrides: [[String]], appDelegate: String? = nil) {
            (self.plugin, self.id, self.parameters, self.overrides, self.appDelegate) = (plugin, id, parameters, overrides, appDelegate)
        }
    }

    package var view: ViewState
    /// Whether the layout was prepared for `view` (a restore leaves it the same).
    package var layoutValid: Bool
    package var plugins: [Plugin]
    package var active: Active?
    package var lastPrintingCommand: [String]?
    package var watching: Bool
    package var alwaysShowTimings: Bool
    /// The per-call time limit, in seconds (`calltimeout`).
    package var callTimeout: Double
    /// The prompt with its reload state ("table (stale)> ").
    package var prompt: String
    /// Bumped whenever the applied or edited data changes.
    package var dataVersion: Int

    package init(
        view: ViewState, layoutValid: Bool, plugins: [Plugin], active: Active?, lastPrintingCommand: [String]?,
        watching: Bool, alwaysShowTimings: Bool, callTimeout: Double, prompt: String, dataVersion: Int
    ) {
        self.view = view
        self.layoutValid = layoutValid
        self.plugins = plugins
        self.active = active
        self.lastPrintingCommand = lastPrintingCommand
        self.watching = watching
        self.alwaysShowTimings = alwaysShowTimings
        self.callTimeout = callTimeout
        self.prompt = prompt
        self.dataVersion = dataVersion
    }

    /// The image's JSON, keys sorted (so equal images encode to equal bytes).
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)) ?? Data()
    }

    package static func decode(_ data: Data) throws -> SessionImage {
        try JSONDecoder().decode(SessionImage.self, from: data)
    }

    /// The image a `restore` or `image` frame carries.
    static func decode(_ frame: EngineFrame) throws(EngineDecodingError) -> SessionImage {
        do {
            return try decode(Data(frame.payload))
        } catch {
            throw EngineDecodingError("a session image that does not decode: \(error)")
        }
    }
}
