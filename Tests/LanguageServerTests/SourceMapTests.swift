import Testing
@testable import LanguageServer
@testable import LayoutDiscovery
import Foundation

/// The build copy's source map, made as the build writes the copy: copied text maps character for
/// character, text the build wrote maps to what it replaced, and the copy's own header and
/// appendix to the file's start and end.
struct SourceMapTests {
    static let file = """
        import UIKit.UICollectionView

        @objc protocol Feed: AnyObject {
            @objc optional func height(for row: Int) -> CGFloat
        }

        final class FeedLayout: UICollectionViewLayout {
            weak var feed: Feed?
            override func prepare() {
                let height = feed?.height?(for: 0) ?? 44
                _ = height
            }
        }

        """

    static func plan() -> (copy: String, map: SourceMap) {
        let plan = PluginSourcePlan.make(name: "Feed", files: [SourceFile(path: "/u/Feed/FeedLayout.swift", text: file)])
        return (plan.buildCopies[0]!, plan.sourceMaps[0]!)
    }

    /// The UTF-8 offset of `needle` in `text`.
    static func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
    }

    @Test func copiedTextMapsCharacterForCharacter() {
        let (copy, map) = Self.plan()
        for needle in ["final class FeedLayout", "weak var feed", "_ = height"] {
            let user = Self.offset(of: needle, in: Self.file), mirrored = Self.offset(of: needle, in: copy)
            #expect(map.copyOffset(forUser: user) == mirrored, "\(needle)")
            #expect(map.userOffset(forCopy: mirrored) == user, "\(needle)")
            #expect(map.userOffset(forCopy: mirrored + 5) == user + 5)
        }
    }

    @Test func writtenTextMapsToWhatItReplaced() throws {
        let (copy, map) = Self.plan()
        // The optional call is rewritten (a cast written in): a position inside what was written
        // is within the call the user wrote.
        let call = Self.offset(of: "feed?.height?(for: 0)", in: Self.file), end = call + "feed?.height?(for: 0)".utf8.count
        let rewritten = try #require(copy.range(of: "LayoutbenchOptional_"))
        let inside = copy.utf8.count - copy[rewritten.lowerBound...].utf8.count
        #expect(map.isWritten(copy: inside))
        let segment = try #require(map.writtenSegment(containing: inside))
        #expect(call <= segment.user.lowerBound && segment.user.upperBound <= end)
        #expect((call...end).contains(map.userOffset(forCopy: inside)))
        // The header (the import and #sourceLocation) is the file's start; the appendix its end.
        #expect(map.userOffset(forCopy: 0) == 0)
        #expect(map.userOffset(forCopy: copy.utf8.count) == Self.file.utf8.count)
    }

    @Test func aFileWithoutEditsIsItsOwnMap() {
        let map = SourceMap.identity(length: 10)
        #expect(map.copyOffset(forUser: 7) == 7 && map.userOffset(forCopy: 3) == 3)
    }
}

/// LSP positions (lines and UTF-16 columns) and typed edits.
struct TextTests {
    @Test func positionsCountUTF16() {
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units.
        let lines = TextLines("ab\né😀x\n")
        #expect(lines.offset(line: 1, character: 0) == 3)
        #expect(lines.offset(line: 1, character: 1) == 5)
        #expect(lines.offset(line: 1, character: 3) == 9)
        #expect(lines.position(of: 9) == (1, 3))
        #expect(lines.offset(line: 9, character: 0) == 11)
    }

    @Test func typedEditsApplyInOrder() {
        let text = "let a = 1\nlet b = 2\n"
        let changes: [JSONValue] = [
            .object([
                "range": .object([
                    "start": .object(["line": .number(0), "character": .number(8)]),
                    "end": .object(["line": .number(0), "character": .number(9)])
                ]), "text": .string("10")
            ]),
            .object([
                "range": .object([
                    "start": .object(["line": .number(1), "character": .number(4)]),
                    "end": .object(["line": .number(1), "character": .number(5)])
                ]), "text": .string("bb")
            ])
        ]
        #expect(TextChanges.apply(changes, to: text) == "let a = 10\nlet bb = 2\n")
        #expect(TextChanges.apply([.object(["text": .string("whole")])], to: text) == "whole")
    }
}

/// Messages carried across the mirror: documents by URI, ranges and positions by shape.
struct PositionRewriterTests {
    static func document() -> DocumentPositions {
        // The copy has one line more on top: user line N is copy line N + 1.
        let user = "let a = 1\nlet b = 2\n", copy = "import UIKit\nlet a = 1\nlet b = 2\n"
        var map = SourceMap()
        map.append(user: 0..<0, copy: 0..<13, verbatim: false)
        map.append(user: 0..<20, copy: 13..<33, verbatim: true)
        return DocumentPositions(
            document: .init(userPath: "/u/A.swift", mirrorPath: "/m/A.swift", text: copy, userText: user, map: map),
            userURI: "file:///u/A.swift", mirrorURI: "file:///m/A.swift")
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .number(Double(line)), "character": .number(Double(character))])
    }

    @Test func requestsNameTheCopyAndAnswersTheUsersFile() {
        let document = Self.document()
        let toMirror = PositionRewriter(direction: .toMirror) { $0 == "file:///u/A.swift" ? document : nil }
        let request: JSONValue = .object(["textDocument": .object(["uri": .string("file:///u/A.swift")]), "position": Self.position(1, 4)])
        let sent = toMirror.rewrite(request, in: document)
        #expect(sent["textDocument"]?["uri"]?.string == "file:///m/A.swift")
        #expect(sent["position"] == Self.position(2, 4))

        let toUser = PositionRewriter(direction: .toUser) { $0 == "file:///m/A.swift" ? document : nil }
        let location: JSONValue = .array([
            .object([
                "uri": .string("file:///m/A.swift"),
                "range": .object(["start": Self.position(2, 4), "end": Self.position(2, 5)])
            ])
        ])
        let answered = toUser.rewrite(location, in: nil)
        #expect(answered.array?.first?["uri"]?.string == "file:///u/A.swift")
        #expect(answered.array?.first?["range"]?["start"] == Self.position(1, 4))
        // A workspace edit keyed by document, and a document the mirror does not hold.
        let edit: JSONValue = .object([
            "changes": .object([
                "file:///m/A.swift": .array([.object(["range": .object(["start": Self.position(1, 0), "end": Self.position(1, 3)]), "newText": .string("var")])]
                ),
                "file:///elsewhere.swift": .array([])
            ])
        ])
        let changes = toUser.rewrite(edit, in: nil)["changes"]?.object ?? [:]
        #expect(Set(changes.keys) == ["file:///u/A.swift", "file:///elsewhere.swift"])
        #expect(changes["file:///u/A.swift"]?.array?.first?["range"]?["start"] == Self.position(0, 0))
        // A range within the copy's own header lands on the file's start.
        let header: JSONValue = .object(["range": .object(["start": Self.position(0, 0), "end": Self.position(0, 6)])])
        #expect(toUser.rewrite(header, in: document)["range"]?["start"] == Self.position(0, 0))
    }

    @Test func anAppsMemberIsTheBuildsWarning() {
        let error: JSONValue = .object(["severity": .number(1), "message": .string("Type 'UIColor' has no member 'brandTint'")])
        let adjusted = DiagnosticRules.adjust(diagnostic: error)
        #expect(adjusted["severity"]?.int == 2)
        #expect(adjusted["message"]?.string?.hasPrefix("`brandTint` is the app's: the build stubs it with an inert UIColor") == true)
        let other: JSONValue = .object(["severity": .number(1), "message": .string("Cannot find 'x' in scope")])
        #expect(DiagnosticRules.adjust(diagnostic: other) == other)
    }
}
