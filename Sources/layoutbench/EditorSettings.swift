import Foundation
import HostSupport

/// The settings that make VS Code (the Swift extension), Neovim (0.11's `vim.lsp.config`, read
/// with `exrc`) and Helix start `layoutbench lsp` for Swift files in a folder, in place of plain
/// sourcekit-lsp. A settings file of the user's own is never replaced: VS Code's JSON gets the
/// two keys merged in; a Neovim or Helix file not written by layoutbench is left alone and the
/// lines to add are said instead.
struct EditorSettings {
    /// This executable and the plugins folder the server is started for.
    var executable: String
    var plugins: String

    /// What marks a file as written here (rewritten freely by the next `layoutbench editor`).
    static let mark = "Written by `layoutbench editor`"

    var arguments: [String] { ["lsp", "--plugins", plugins] }

    var neovim: String {
        let command = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "\\'") + "'" }.joined(separator: ", ")
        return """
            -- \(Self.mark): layoutbench's language server for Swift files (Neovim 0.11; `:set exrc`
            -- once, then `:trust` this file). It runs sourcekit-lsp on your layouts as the build compiles them.
            vim.lsp.config('layoutbench', { cmd = { \(command) }, filetypes = { 'swift' }, root_markers = { '.git', 'Layouts' } })
            vim.lsp.enable('layoutbench')

            """
    }

    var helix: String {
        let args = arguments.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }.joined(separator: ", ")
        return """
            # \(Self.mark): layoutbench's language server for Swift files. It runs sourcekit-lsp on
            # your layouts as the build compiles them.
            [language-server.layoutbench]
            command = "\(executable.replacingOccurrences(of: "\"", with: "\\\""))"
            args = [\(args)]

            [[language]]
            name = "swift"
            language-servers = ["layoutbench"]

            """
    }

    /// VS Code's settings with the Swift extension's server set to this one (`settings` as it
    /// was, its other keys kept); nil when the file is not plain JSON (comments: JSONC).
    func vscode(merging existing: Data?) -> Data? {
        var object: [String: Any] = [:]
        if let existing, !existing.isEmpty {
            guard let parsed = (try? JSONSerialization.jsonObject(with: existing)) as? [String: Any] else { return nil }
            object = parsed
        }
        object["swift.sourcekit-lsp.serverPath"] = executable
        object["swift.sourcekit-lsp.serverArguments"] = arguments
        return try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// Writes the three editors' settings into `folder`; a line for each saying what it did.
    func write(into folder: String) -> [String] {
        var lines: [String] = []
        let vscodePath = folder + "/.vscode/settings.json"
        if let data = vscode(merging: FileManager.default.contents(atPath: vscodePath)) {
            lines.append(save(data, to: vscodePath, what: "VS Code (the Swift extension)"))
        } else {
            lines.append(
                "\(vscodePath) is not plain JSON (comments?): set \"swift.sourcekit-lsp.serverPath\" to \"\(executable)\" and "
                    + "\"swift.sourcekit-lsp.serverArguments\" to [\"\(arguments.joined(separator: "\", \""))\"] there")
        }
        for (path, text, what) in [
            (folder + "/.nvim.lua", neovim, "Neovim (:set exrc, then :trust)"),
            (folder + "/.helix/languages.toml", helix, "Helix")
        ] {
            if let existing = try? String(contentsOfFile: path, encoding: .utf8), !existing.contains(Self.mark) {
                lines.append("\(path) is your own: add these lines for \(what):\n" + text)
            } else {
                lines.append(save(Data(text.utf8), to: path, what: what))
            }
        }
        return lines
    }

    private func save(_ data: Data, to path: String, what: String) -> String {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = try OutputFile.write(data, to: path, policy: .replace)
            return "wrote \(path): \(what) starts `layoutbench lsp` for Swift files in this folder"
        } catch {
            return "cannot write \(path): \((error as? CommandError)?.message ?? error.localizedDescription)"
        }
    }
}
