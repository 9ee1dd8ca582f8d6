import Foundation
import Testing

/// Your editor knows the layout: `layoutbench editor` writes the compilation database
/// SourceKit-LSP reads, and the toolchain's sourcekit-lsp, driven as an editor drives it
/// (Fixtures/lsp_client.py, JSON-RPC over stdio), resolves `import UIKit`, reports errors on the
/// user's lines, completes the SDK's members and jumps to the SDK's declarations; builds keep
/// the database current as files come and go.
struct EditorTests {
    static let layout = """
        import UIKit

        final class DemoLayout: UICollectionViewLayout {
            override func prepare() {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                let size: CGFloat = attributes.frame.width
                _ = attributes.frame
                _ = NSCollectionLayoutGroup.self
                _ = size
            }
        }

        """

    /// The files the database names, relative to `folder`.
    static func files(in folder: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/compile_commands.json"))
        let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return entries.compactMap { ($0["file"] as? String).map { String($0.dropFirst(folder.count + 1)) } }.sorted()
    }

    /// The database names each file once in an entry, and the plugin's files once in a
    /// response file the entries share: 500 files make a database of linear size (it was
    /// quadratic: every entry listed every file, about 80 bytes each, so 500 × 500 × 80 = 20 MB,
    /// where 500 entries of a few kilobytes are under 2 MB), and writing it again changes nothing.
    @Test func theDatabaseGrowsWithTheFilesNotTheirSquare() async throws {
        let root = NSTemporaryDirectory() + "layoutbench-editor-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/Layouts"
        try FileManager.default.createDirectory(atPath: folder + "/Many", withIntermediateDirectories: true)
        for index in 0..<500 {
            try "struct Helper\(index) {}\n".write(toFile: folder + "/Many/HelperFileOfTheApp\(index).swift", atomically: false, encoding: .utf8)
        }
        let written = try await Executable.run(["editor"], plugins: folder, directory: root)
        #expect(written.status == 0, "\(written.stderr)")
        let database = folder + "/compile_commands.json"
        let size = try #require(try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int)
        // An entry is its file's path and the plugin's flags: a few kilobytes, not 500 paths.
        #expect(size < 500 * 4096, "\(size) bytes")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: database))) as? [[String: Any]] ?? []
        let list = try #require((entries.first?["arguments"] as? [String])?.last.flatMap { $0.hasPrefix("@") ? String($0.dropFirst()) : nil })
        #expect(try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").count == 500)
        let modified = try FileManager.default.attributesOfItem(atPath: database)[.modificationDate] as? Date
        let again = try await Executable.run(["editor"], plugins: folder, directory: root)
        #expect(again.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: database)[.modificationDate] as? Date == modified)
    }

    @Test func anEditorKnowsTheLayoutAsTheHostBuildsIt() async throws {
        let root = NSTemporaryDirectory() + "layoutbench-editor-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/Layouts"
        try FileManager.default.createDirectory(atPath: folder + "/Demo", withIntermediateDirectories: true)
        // A deliberate type error on line 6 (0-based 5): a String where an Int goes.
        let source = Self.layout.replacingOccurrences(of: "let size: CGFloat = attributes.frame.width", with: "let size: Int = \"text\"")
        try source.write(toFile: folder + "/Demo/DemoLayout.swift", atomically: true, encoding: .utf8)

        let written = try await Executable.run(["editor"], plugins: folder, directory: root)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.hasPrefix("wrote \(folder)/compile_commands.json (1 plugin, 1 file)"), "\(written.stdout)")
        #expect(try Self.files(in: folder) == ["Demo/DemoLayout.swift"])

        // A second plugin, and the file renamed with its error fixed but another made on line 9
        // (0-based 8): what the running editor does next, once a build (failing, for that
        // error) has followed the folder.
        try FileManager.default.createDirectory(atPath: folder + "/Other", withIntermediateDirectories: true)
        try "import UIKit\nfinal class OtherLayout: UICollectionViewFlowLayout {}\n".write(
            toFile: folder + "/Other/OtherLayout.swift", atomically: true, encoding: .utf8)
        try Self.layout.replacingOccurrences(of: "_ = size", with: "_ = size + \"text\"")
            .write(toFile: root + "/Rows.swift", atomically: true, encoding: .utf8)
        let change =
            "mv '\(root)/Rows.swift' '\(folder)/Demo/Rows.swift' && rm '\(folder)/Demo/DemoLayout.swift' && "
            + "'\(Executable.path)' --workspace '\(root)/ws' --plugins '\(folder)' --keep-going -c 'use demo-layout; use other-layout' || true"

        // The editor: line 6 (0-based 6) `_ = attributes.` completes after the dot (character
        // 23); `NSCollectionLayoutGroup` on line 8 (0-based 7) at character 14. One server
        // throughout, as an editor keeps it across the change.
        let run = try await Executable.shell(
            "server=$(dirname \"$(command -v swiftc)\")/sourcekit-lsp; "
                + "timeout 120 python3 '\(Executable.packageRoot)/Tests/Fixtures/lsp_client.py' \"$server\" '\(folder)' '\(folder)/Demo/DemoLayout.swift' 6 23 7 14 "
                + "\(ShellQuote.single(change)) '\(folder)/Demo/Rows.swift'")
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\n\(run.stderr)")
        let diagnostics = (answer["diagnostics"] as? [[Any]]) ?? []
        #expect(!diagnostics.contains { ($0.last as? String)?.contains("no such module") == true }, "\(diagnostics)")
        #expect(diagnostics.contains { ($0.first as? Int) == 5 && ($0.last as? String)?.contains("'String'") == true }, "\(diagnostics)")
        let completion = (answer["completion"] as? [String]) ?? []
        #expect(completion.contains("frame") && completion.contains("zIndex"), "\(completion.prefix(40))")
        let definition = (answer["definition"] as? [String]) ?? []
        #expect(definition.contains { $0.hasSuffix("/CollectionLayout/Compositional/NSCollectionLayoutItem.swift") }, "\(definition)")
        print("editor: diagnostics after \(answer["seconds"] ?? "?") s")

        // After the change, without a new server: the renamed file is known (no missing module),
        // its one error on line 9, and the database names both plugins' files.
        let after = (answer["after"] as? [[Any]]) ?? []
        #expect(!after.contains { ($0.last as? String)?.contains("no such module") == true }, "\(after)")
        #expect(after.contains { ($0.first as? Int) == 8 }, "\(after)")
        #expect(try Self.files(in: folder) == ["Demo/Rows.swift", "Other/OtherLayout.swift"])
    }
}

extension EditorTests {
    /// The first build of a folder of the user's writes its database, said in one line; the
    /// bundled folder never gets one.
    @Test func aFoldersFirstBuildDescribesItForEditors() async throws {
        let root = NSTemporaryDirectory() + "layoutbench-editor-first-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Layouts/Grid", withIntermediateDirectories: true)
        try "import UIKit\nfinal class GridLayout: UICollectionViewFlowLayout {}\n".write(
            toFile: root + "/Layouts/Grid/GridLayout.swift", atomically: true, encoding: .utf8)
        let run = try await Executable.run(["-c", "use grid-layout"], plugins: root + "/Layouts", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("wrote \(root)/Layouts/compile_commands.json: editors with SourceKit-LSP know these files now"), "\(run.stderr)")
        #expect(try Self.files(in: root + "/Layouts") == ["Grid/GridLayout.swift"])
        #expect(!FileManager.default.fileExists(atPath: Executable.plugins + "/compile_commands.json"))
    }
}

/// A word for bash in single quotes.
enum ShellQuote {
    static func single(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

extension EditorTests {
    /// `layoutbench editor` sets up VS Code, Neovim and Helix to start `layoutbench lsp` for the
    /// folder, merging into VS Code's settings and leaving a Neovim file of the user's own alone.
    @Test func theEditorsAreSetUpToStartTheServer() async throws {
        let root = NSTemporaryDirectory() + "layoutbench-editor-settings-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Layouts/Grid", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.vscode", withIntermediateDirectories: true)
        try "import UIKit\nfinal class GridLayout: UICollectionViewFlowLayout {}\n".write(
            toFile: root + "/Layouts/Grid/GridLayout.swift", atomically: true, encoding: .utf8)
        try #"{"editor.tabSize": 4}"#.write(toFile: root + "/.vscode/settings.json", atomically: true, encoding: .utf8)
        try "vim.o.number = true\n".write(toFile: root + "/.nvim.lua", atomically: true, encoding: .utf8)
        let run = try await Executable.run(["editor"], plugins: nil, directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let settings = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/.vscode/settings.json"))) as? [String: Any])
        #expect(settings["editor.tabSize"] as? Int == 4)
        #expect(settings["swift.sourcekit-lsp.serverPath"] as? String == Executable.path)
        #expect(settings["swift.sourcekit-lsp.serverArguments"] as? [String] == ["lsp", "--plugins", root + "/Layouts"])
        // The user's Neovim file is theirs: unchanged, and the lines to add are said.
        #expect(try String(contentsOfFile: root + "/.nvim.lua", encoding: .utf8) == "vim.o.number = true\n")
        #expect(run.stdout.contains("\(root)/.nvim.lua is your own: add these lines"), "\(run.stdout)")
        #expect(run.stdout.contains("vim.lsp.enable('layoutbench')"))
        let helix = try String(contentsOfFile: root + "/.helix/languages.toml", encoding: .utf8)
        #expect(helix.contains("args = [\"lsp\", \"--plugins\", \"\(root)/Layouts\"]") && helix.contains("language-servers = [\"layoutbench\"]"))
    }
}
