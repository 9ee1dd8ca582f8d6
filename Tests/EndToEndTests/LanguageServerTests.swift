import Foundation
import Testing

/// `layoutbench lsp` between a test standing in for the editor and the toolchain's sourcekit-lsp,
/// over stdio, on files of each shape the build rewrites: an `@objc optional` protocol, overrides
/// in an extension, an app's symbol, an `#if os(iOS)` branch, a submodule import. Where the build
/// succeeds the editor shows no error; a real error is on its line and column, before and after
/// edits typed into the file; completion and definitions are in the user's text.
@Suite(.serialized)
struct LanguageServerTests {
    static let delegateFile = """
        import UIKit.UICollectionView

        @objc protocol ShelfLayoutDelegate: AnyObject {
            @objc optional func shelfHeight(for section: Int) -> CGFloat
            func numberOfShelves() -> Int
        }

        struct ShelfMetrics {
            static let spacing: CGFloat = 10
        }

        #if os(iOS)
        let shelfColumns = 3
        #else
        let shelfColumns = "three"
        #endif

        """
    static let layoutFile = """
        import UIKit

        final class ShelfLayout: UICollectionViewLayout {
            weak var delegate: ShelfLayoutDelegate?
            var frames: [IndexPath: CGRect] = [:]
            var tint: UIColor = .clear

            override func prepare() {
                super.prepare()
                frames = [:]
                guard let collectionView = collectionView else { return }
                var y: CGFloat = 0
                let columns: Int = shelfColumns
                for section in 0..<collectionView.numberOfSections {
                    let height = delegate?.shelfHeight?(for: section) ?? 120
                    for item in 0..<collectionView.numberOfItems(inSection: section) {
                        let x = CGFloat(item % columns) * 100
                        frames[IndexPath(item: item, section: section)] = CGRect(x: x, y: y, width: 90, height: height)
                    }
                    y += height + ShelfMetrics.spacing
                }
                tint = .cornflowerBlue
            }
        }

        """
    static let overridesFile = """
        import UIKit

        extension ShelfLayout {
            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: frames.values.map(\\.maxY).max() ?? 0)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                frames.filter { $0.value.intersects(rect) }.map { path, frame in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                    attributes.frame = frame
                    return attributes
                }
            }
        }

        """
    static let brokenFile = """
        import UIKit

        func shelfWidth() -> CGFloat {
            let width: CGFloat = "wide"
            return width
        }

        """

    /// A plugins folder with the Shelf plugin (which builds) and Scratch (which does not), outside
    /// the repository.
    static func folder() throws -> (plugins: String, shelf: String, scratch: String) {
        let plugins = NSTemporaryDirectory() + "layoutbench-lsp-\(UUID().uuidString.prefix(8))/Layouts"
        let shelf = plugins + "/Shelf", scratch = plugins + "/Scratch"
        for folder in [shelf, scratch] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for (name, text) in [("ShelfDelegate.swift", delegateFile), ("ShelfLayout.swift", layoutFile), ("ShelfLayout+Overrides.swift", overridesFile)] {
            try text.write(toFile: shelf + "/" + name, atomically: true, encoding: .utf8)
        }
        try brokenFile.write(toFile: scratch + "/Broken.swift", atomically: true, encoding: .utf8)
        return (plugins, shelf, scratch)
    }

    /// The 0-based line and UTF-16 column of the first `needle` in `text` (after `offset` characters of it).
    static func position(of needle: String, in text: String, after offset: Int = 0) -> (line: Int, character: Int) {
        let range = text.range(of: needle)!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0
        return (line, column + offset)
    }

    static func start(_ diagnostic: [String: Any]) -> (line: Int, character: Int)? {
        guard let range = diagnostic["range"] as? [String: Any], let start = range["start"] as? [String: Any],
            let line = start["line"] as? Int, let character = start["character"] as? Int
        else { return nil }
        return (line, character)
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    @Test func theEditorSeesWhatTheBuildSees() async throws {
        let (plugins, shelf, scratch) = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (plugins as NSString).deletingLastPathComponent) }
        // The build: the plugin builds with all four shapes (the app's colour stubbed).
        let build = try await Executable.run(["-c", "use shelf-layout"], plugins: plugins)
        #expect(build.status == 0, "\(build.stderr)")

        let client = try LanguageServerClient([Executable.path, "lsp", "--plugins", plugins], directory: plugins)
        let initialized = await client.start(root: plugins)
        #expect(initialized?["capabilities"] != nil)
        var opened: [String: Date] = [:]
        for name in ["ShelfDelegate.swift", "ShelfLayout.swift", "ShelfLayout+Overrides.swift"] {
            opened[name] = client.open(shelf + "/" + name)
        }
        opened["Broken.swift"] = client.open(scratch + "/Broken.swift")
        // No error where the build succeeds; the app's colour is the build's warning.
        for name in ["ShelfDelegate.swift", "ShelfLayout.swift", "ShelfLayout+Overrides.swift"] {
            let published = await client.diagnostics(of: Self.uri(shelf + "/" + name), since: opened[name]!)
            let items = try #require(published?.items, "no diagnostics published for \(name)")
            let errors = items.filter { $0["severity"] as? Int == 1 }
            #expect(errors.isEmpty, "\(name): \(errors.map { $0["message"] ?? "" })")
            if name == "ShelfLayout.swift" {
                let warning = try #require(items.first { ($0["message"] as? String)?.contains("cornflowerBlue") == true })
                #expect(warning["severity"] as? Int == 2)
                #expect((warning["message"] as? String)?.hasPrefix("`cornflowerBlue` is the app's: the build stubs it") == true)
                // On `cornflowerBlue` in the user's line.
                let expected = Self.position(of: "cornflowerBlue", in: Self.layoutFile)
                #expect(Self.start(warning).map { $0 == expected } == true, "\(warning)")
            }
        }
        // The real error on its line and column: the string literal of line 4.
        let broken = Self.uri(scratch + "/Broken.swift")
        let published = await client.diagnostics(of: broken, since: opened["Broken.swift"]!)
        let errors = (published?.items ?? []).filter { $0["severity"] as? Int == 1 }
        #expect(
            errors.count == 1 && Self.start(errors[0]).map { $0 == Self.position(of: "\"wide\"", in: Self.brokenFile) } == true,
            "\(errors)")

        // Typed edits (incremental): the literal replaced by a number, then a new error two lines down.
        let literal = Self.position(of: "\"wide\"", in: Self.brokenFile)
        var sent = Date()
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": broken, "version": 2],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": literal.line, "character": literal.character],
                            "end": ["line": literal.line, "character": literal.character + 6]
                        ], "text": "120"
                    ]
                ]
            ])
        let fixed = await client.diagnostics(of: broken, since: sent)
        #expect(fixed?.items.filter { $0["severity"] as? Int == 1 }.isEmpty == true, "\(fixed?.items ?? [])")
        sent = Date()
        let returnLine = Self.position(of: "return width", in: Self.brokenFile)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": broken, "version": 3],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": returnLine.line, "character": returnLine.character + 7],
                            "end": ["line": returnLine.line, "character": returnLine.character + 12]
                        ], "text": "widthh"
                    ]
                ]
            ])
        let misspelt = await client.diagnostics(of: broken, since: sent)
        let newErrors = (misspelt?.items ?? []).filter { $0["severity"] as? Int == 1 }
        #expect(
            newErrors.count == 1 && Self.start(newErrors[0]).map { $0 == (returnLine.line, returnLine.character + 7) } == true,
            "\(newErrors)")

        // Completion after `ShelfMetrics.`, in a file whose copy has a line of its own on top.
        let layout = Self.uri(shelf + "/ShelfLayout.swift")
        let dot = Self.position(of: "ShelfMetrics.", in: Self.layoutFile, after: "ShelfMetrics.".utf16.count)
        let completion = await client.request(
            "textDocument/completion",
            [
                "textDocument": ["uri": layout], "position": ["line": dot.line, "character": dot.character]
            ] as [String: Any])
        let items = ((completion as? [String: Any])?["items"] as? [[String: Any]]) ?? (completion as? [[String: Any]]) ?? []
        let spacing = items.first { ($0["label"] as? String)?.hasPrefix("spacing") == true }
        #expect(spacing != nil, "\(items.prefix(5))")
        if let edit = spacing?["textEdit"] as? [String: Any], let range = (edit["range"] ?? edit["replace"]) as? [String: Any] {
            #expect(Self.start(["range": range]).map { $0 == dot } == true, "\(edit)")
        }

        // The definition of ShelfMetrics: its name in ShelfDelegate.swift, as the user wrote it.
        let use = Self.position(of: "ShelfMetrics.spacing", in: Self.layoutFile, after: 2)
        let definition = await client.request(
            "textDocument/definition",
            [
                "textDocument": ["uri": layout], "position": ["line": use.line, "character": use.character]
            ] as [String: Any])
        let locations = (definition as? [[String: Any]]) ?? (definition as? [String: Any]).map { [$0] } ?? []
        let target = try #require(locations.first, "\(String(describing: definition))")
        #expect((target["uri"] ?? target["targetUri"]) as? String == Self.uri(shelf + "/ShelfDelegate.swift"), "\(target)")
        let declared = Self.position(of: "ShelfMetrics {", in: Self.delegateFile)
        let range = (target["range"] ?? target["targetSelectionRange"]) as? [String: Any]
        #expect(Self.start(["range": range ?? [:]]).map { $0 == declared } == true, "\(target)")

        #expect(await client.stop() == 0)
        // The user's files are as they were.
        #expect(try String(contentsOfFile: scratch + "/Broken.swift", encoding: .utf8) == Self.brokenFile)
    }

    /// The shapes real layouts have (Tests/Fixtures/EditorShapes, shared with
    /// Benchmarks/scripts/editor_diagnostics.py): file `k` of a folder of 30 is template `k % 6`,
    /// its names numbered `k` (`__K__`) and, for a delegate's adopter, `k - 5` (`__J__`).
    static func shapeFile(_ k: Int) throws -> String {
        let folder = Executable.packageRoot + "/Tests/Fixtures/EditorShapes"
        let template = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".template") }[k % 6])
        return try String(contentsOfFile: folder + "/" + template, encoding: .utf8)
            .replacingOccurrences(of: "__K__", with: String(k)).replacingOccurrences(of: "__J__", with: String(k - 5))
    }

    /// Thirty files of those shapes: the build builds them, and the editor shows no error in any.
    @Test func aFolderOfThirtyFilesShowsNoErrorTheBuildDoesNotHave() async throws {
        let plugins = NSTemporaryDirectory() + "layoutbench-lsp30-\(UUID().uuidString.prefix(8))/Layouts", gallery = plugins + "/Gallery"
        defer { try? FileManager.default.removeItem(atPath: (plugins as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: gallery, withIntermediateDirectories: true)
        let names = (0..<30).map { String(format: "Shape%02d.swift", $0) }
        for (k, name) in names.enumerated() { try Self.shapeFile(k).write(toFile: gallery + "/" + name, atomically: true, encoding: .utf8) }
        let build = try await Executable.run(["-c", "use mosaic0-layout; items 10; attrs"], plugins: plugins)
        // The app's delegate (Shape05's controller) answers 120 for even items, 80 for odd: ten
        // items are 5 × 120 + 5 × 80 = 1000 points tall.
        #expect(build.status == 0 && build.stdout.contains("content 390x1000"), "\(build.stdout)\n\(build.stderr)")

        let client = try LanguageServerClient([Executable.path, "lsp", "--plugins", plugins], directory: plugins)
        _ = await client.start(root: plugins)
        let opened = names.map { client.open(gallery + "/" + $0) }
        var falseErrors: [String] = []
        for (name, sent) in zip(names, opened) {
            let published = await client.diagnostics(of: Self.uri(gallery + "/" + name), since: sent)
            #expect(published != nil, "no diagnostics for \(name)")
            let errors = (published?.items ?? []).filter { $0["severity"] as? Int == 1 }
            if !errors.isEmpty { falseErrors.append("\(name): \(errors.map { $0["message"] ?? "" })") }
        }
        #expect(falseErrors.isEmpty, "\(falseErrors.joined(separator: "\n"))")
        #expect(await client.stop() == 0)
    }
}
