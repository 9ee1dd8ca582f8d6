import ArgumentParser
import Foundation
import HostSupport
import PluginBuild

/// `layoutbench editor`: the compilation database an editor's SourceKit-LSP reads for a plugins
/// folder, so completion, diagnostics and jump to definition know `import UIKit` as the host
/// builds it (CompilationDatabase). Builds the SDK first when it is not built yet.
struct EditorSetup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editor",
        abstract: "Write compile_commands.json in the plugins folder for SourceKit-LSP (VS Code, Neovim).")

    @ParentCommand var root: Layoutbench

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either editor or -c, not both") }
    }

    func run() throws {
        guard let folder = root.userPlugins else {
            StandardStreams.err("error: no plugins folder: give one with --plugins DIR (./Layouts holds no Swift file)\n")
            throw ExitCode(1)
        }
        let catalog = PluginCatalog(pluginsDirectory: folder)
        if let problem = catalog.setupError {
            StandardStreams.err("error: \(problem)\n")
            throw ExitCode(1)
        }
        let user = catalog.userDirectory ?? folder
        let sources = catalog.userFolderSources()
        guard let first = sources.first else {
            StandardStreams.err("error: \(folder) holds no plugin (a folder of Swift files)\n")
            throw ExitCode(1)
        }
        // The SDK's modules must exist for the editor to import them.
        if let failure = PluginBuilder().prepareSDK(for: first) {
            StandardStreams.err("error: the SDK does not build: \(failure.diagnostics.first ?? failure.problem ?? "")\n")
            throw ExitCode(1)
        }
        do {
            let written = try CompilationDatabase.write(sources, into: user)
            let plugins = written.plugins == 1 ? "1 plugin" : "\(written.plugins) plugins"
            let files = written.files == 1 ? "1 file" : "\(written.files) files"
            print("wrote \(user)/\(CompilationDatabase.fileName) (\(plugins), \(files)); "
                  + "open the folder in an editor with SourceKit-LSP; builds keep it current")
        } catch {
            StandardStreams.err("error: cannot write \(folder)/\(CompilationDatabase.fileName): \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
    }
}
