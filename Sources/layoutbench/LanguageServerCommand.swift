import ArgumentParser
import Foundation
import LanguageServer
import PluginBuild

/// `layoutbench lsp`: the language server an editor starts in place of sourcekit-lsp, on stdin and
/// stdout (LanguageServerProxy). `layoutbench editor` writes each editor's settings to start it.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve an editor (LSP on stdio): sourcekit-lsp shown your layouts as the build compiles them.",
        discussion: """
            Without --plugins, the plugins folder is the editor's root folder (its Layouts folder \
            when it has one). `layoutbench editor` writes the settings VS Code, Neovim and Helix \
            need to start it (docs/your-layouts.md, Your editor).
            """)

    @ParentCommand var root: Layoutbench

    @Option(help: "The language server to stand in front of (default: the toolchain's sourcekit-lsp).")
    var server: String?

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either lsp or -c, not both") }
    }

    func run() throws {
        let sourcekit = server ?? LanguageServerCommand.toolchainServer()
        let plugins = root.plugins.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let proxy = LanguageServerProxy(options: .init(plugins: plugins, server: [sourcekit, "--default-workspace-type", "compilationDatabase"]))
        let code = proxy.run()
        if code != 0 { throw ExitCode(code) }
    }

    /// sourcekit-lsp beside the swiftc that builds plugins, else the one on PATH.
    static func toolchainServer() -> String {
        let swiftc = URL(fileURLWithPath: DirectBuildPlan.Compiler.found.swiftc).resolvingSymlinksInPath()
        let beside = swiftc.deletingLastPathComponent().appendingPathComponent("sourcekit-lsp").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : "sourcekit-lsp"
    }
}
