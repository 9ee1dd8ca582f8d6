import Foundation

/// What a build compiled: the moment before it read the plugin folder's sources, and a hash of
/// their contents then. Recorded on the library it made, so a file saved while the compiler read
/// the earlier text (newer than the stamp's moment, or with other contents) makes it stale, and
/// the next `use` or reload builds again instead of loading the old code for good.
package struct BuildStamp: Sendable {
    let started: Date
    let sources: String

    /// Taken before the build reads the folder (PluginPackage.sync).
    package static func take(_ source: PluginSource) -> BuildStamp {
        BuildStamp(started: Date(), sources: contents(of: source))
    }

    /// Records the stamp on `source`'s library: its modification time the moment before the
    /// sources were read, their hash beside it.
    package func record(on source: PluginSource) {
        try? FileManager.default.setAttributes([.modificationDate: started], ofItemAtPath: source.libraryPath)
        try? Data((sources + "\n").utf8).write(to: URL(fileURLWithPath: BuildStamp.path(source)), options: .atomic)
    }

    /// Whether the library's recorded sources are the folder's sources now (false when no
    /// stamp was recorded: a build of an older layoutbench).
    package static func matches(_ source: PluginSource) -> Bool {
        recorded(source).map { $0 == contents(of: source) } ?? false
    }

    /// The sources the library's stamp recorded (nil without one).
    package static func recorded(_ source: PluginSource) -> String? {
        (try? String(contentsOfFile: path(source), encoding: .utf8)).map { $0.trimmingCharacters(in: .newlines) }
    }

    static func path(_ source: PluginSource) -> String { source.libraryPath + ".sources" }

    /// A hash of the folder's Swift files, each with its path (links followed).
    package static func contents(of source: PluginSource) -> String {
        var text = ""
        for relative in PluginPackage.swiftFiles(in: source.folder) {
            let data = FileManager.default.contents(atPath: source.folder + "/" + relative) ?? Data()
            text += relative + "\u{0}" + String(decoding: data, as: UTF8.self) + "\u{0}"
        }
        return PluginPackage.hash(text) + String(text.utf8.count)
    }

}
