import ArgumentParser
import Foundation
import HostSupport
import PluginBuild

/// `layoutbench editor`: what editors need to show a plugins folder as the build sees it: the
/// settings that start `layoutbench lsp` in VS Code, Neovim and Helix (EditorSettings, in the
/// folder it runs in), and the compilation database a plain SourceKit-LSP reads
/// (CompilationDatabase). Builds the SDK first when it is not built yet.
struct EditorSetup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editor",
        abstract: "Set up VS Code, Neovim and Helix here to start layoutbench's language server (layoutbench lsp).")

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
            print("wrote \(user)/\(CompilationDatabase.fileName) (\(plugins), \(files)); builds keep it current")
        } catch {
            StandardStreams.err("error: cannot write \(folder)/\(CompilationDatabase.fileName): \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
        let settings = EditorSettings(executable: Layoutbench.executablePath, plugins: URL(fileURLWithPath: user).standardizedFileURL.path)
        for line in settings.write(into: FileManager.default.currentDirectoryPath) { print(line) }
    }
}
