import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
@testable import Snapshots
import HostSupport

/// Decodes `text` and returns the SnapshotFileError it throws (nil when it loads).
func fileError(_ text: String) -> SnapshotFileError? {
    do {
        _ = try SnapshotFile.decode(Data(text.utf8))
        return nil
    } catch let error as SnapshotFileError {
        return error
    } catch {
        Issue.record("unexpected error type \(error)")
        return nil
    }
}

/// The 1-based line and column just past the end of `prefix` (ASCII text).
func endPosition(of prefix: String) -> (line: Int, column: Int) {
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, lines.last!.count + 1)
}

@Suite struct SnapshotFileTests {
    static let sample = """
        {
          "format": "layoutbench-snapshot",
          "version": 1,
          "sections": [
            {
              "id": "S0",
              "items": [
                "a",
                "b"
              ]
            },
            {
              "id": "S1",
              "items": []
            }
          ],
          "sizes": {
            "a": [100, 44],
            "b": [0.5, 1e-07]
          }
        }

        """

    static func sampleSnapshot() throws -> DataSnapshot {
        var snapshot = try makeSnapshot(["S0": ["a", "b"], "S1": []])
        try snapshot.setPreferredSize(CGSize(width: 100, height: 44), forItem: "a")
        try snapshot.setPreferredSize(CGSize(width: 0.5, height: 1e-7), forItem: "b")
        return snapshot
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesTheDocumentedLayout() throws {
        #expect(String(decoding: SnapshotFile.encode(try Self.sampleSnapshot()), as: UTF8.self) == Self.sample)
        #expect(try SnapshotFile.decode(Data(Self.sample.utf8)) == Self.sampleSnapshot())
        let empty = String(decoding: SnapshotFile.encode(DataSnapshot()), as: UTF8.self)
        #expect(empty == "{\n  \"format\": \"layoutbench-snapshot\",\n  \"version\": 1,\n  \"sections\": [],\n  \"sizes\": {}\n}\n")
    }

    @Test func compactInputAndMissingSizesLoad() throws {
        let text = #"{"format":"layoutbench-snapshot","version":1,"sections":[{"id":"S0","items":["a","b"]}]}"#
        #expect(try SnapshotFile.decode(Data(text.utf8)) == makeSnapshot(["S0": ["a", "b"]]))
    }

    @Test func roundTripsThroughDisk() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("snap.json")
        var odd = try makeSnapshot([
            "sé🙂ction": ["quote\"d", "back\\slash", "new\nline", "tab\t", "nul\u{0}", "\u{1F}x"],
            "": ["ünïcødé", "日本"], "empty": []
        ])
        try odd.setPreferredSize(CGSize(width: 1.0 / 3.0, height: 1e300), forItem: "日本")
        try odd.setPreferredSize(CGSize(width: 0, height: 12345678.25), forItem: "new\nline")
        for snapshot in [
            DataSnapshot(), DataSnapshot.quick(counts: [0, 3, 0]), try Self.sampleSnapshot(), odd,
            DataSnapshot.quick(counts: [500, 700])
        ] {
            try SnapshotFile.save(snapshot, to: url.path, policy: .replace)
            #expect(try SnapshotFile.load(from: url) == snapshot)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["snap.json"])
    }

    @Test func fileSystemErrorsAreReported() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("no/such/dir/snap.json")
        #expect(throws: CommandError("cannot write \(missing.path): no folder \(missing.deletingLastPathComponent().path)")) {
            try SnapshotFile.save(DataSnapshot(), to: missing.path, policy: .workspace)
        }
        // Reading goes through InputFile, which names the file and the system's reason in one line.
        #expect { try SnapshotFile.load(from: directory.appendingPathComponent("absent.json")) } throws: { error in
            "\(error)".contains("absent.json") && "\(error)".contains("No such file or directory")
        }
    }

    @Test func truncatedFilesReportLineAndColumn() {
        // Cut after `        "a` (line 8 of the sample: 8 spaces, a quote and "a" = 10 characters), so the
        // end of input is inside a string at line 8, column 11.
        let cut1 = String(Self.sample.prefix(upTo: Self.sample.range(of: "\"a\",")!.lowerBound)) + "\"a"
        #expect(fileError(cut1) == .malformed(message: "unexpected end of input inside a string", line: 8, column: 11))
        // Cut after `  "version": ` (2 spaces + 9 + ':' + space = 13 characters): line 3, column 14, a value expected.
        let cut2 = String(Self.sample.prefix(upTo: Self.sample.range(of: "1,")!.lowerBound))
        #expect(fileError(cut2) == .malformed(message: "unexpected end of input, expected a value", line: 3, column: 14))
        // Cut right after the comma and newline ending line 3: line 4, column 1, a key expected.
        let cut3 = String(Self.sample.prefix(upTo: Self.sample.range(of: "  \"sections\"")!.lowerBound))
        #expect(fileError(cut3) == .malformed(message: "unexpected end of input, expected a string key", line: 4, column: 1))
        // Cut inside `true`: `[t` then end of input at line 1, column 3.
        #expect(fileError("[t") == .malformed(message: "unexpected end of input, expected 'true'", line: 1, column: 3))
        #expect(fileError("") == .malformed(message: "unexpected end of input, expected a value", line: 1, column: 1))
    }

    @Test func everyTruncationPointsAtTheEndOfInput() {
        let text = Self.sample
        let lastBrace = text.lastIndex(of: "}")!
        var checked = 0
        var cut = text.startIndex
        while cut <= lastBrace {
            let prefix = String(text[..<cut])
            let (line, column) = endPosition(of: prefix)
            guard case .malformed(_, let errorLine, let errorColumn)? = fileError(prefix) else {
                Issue.record("truncation at \(prefix.count) was not a syntax error")
                return
            }
            #expect(errorLine == line && errorColumn == column, "truncated after \(prefix.count) characters")
            checked += 1
            cut = text.index(after: cut)
        }
        #expect(checked == text.distance(from: text.startIndex, to: lastBrace) + 1)
    }

    @Test func syntaxErrorsPointAtTheProblem() {
        // Line 2 is `  "format": "x" "version": 1`: the second string starts at column 17.
        #expect(
            fileError("{\n  \"format\": \"x\" \"version\": 1\n}")
                == .malformed(message: "expected ',' or '}' in an object, found '\"'", line: 2, column: 17))
        #expect(fileError("[1, 2,]") == .malformed(message: "expected a value, found ']'", line: 1, column: 7))
        #expect(fileError("{} x") == .malformed(message: "expected end of input, found 'x'", line: 1, column: 4))
        #expect(fileError("[\"a\\qb\"]") == .malformed(message: "invalid escape sequence", line: 1, column: 5))
        #expect(fileError("[\"\u{1}\"]") == .malformed(message: "control character in a string must be escaped", line: 1, column: 3))
        #expect(fileError("[\"\\ud800\"]") == .malformed(message: "unpaired UTF-16 surrogate in \\u escape", line: 1, column: 9))
        #expect(fileError("[01]") == .malformed(message: "expected ',' or ']' in an array, found '1'", line: 1, column: 3))
        #expect(fileError("[-]") == .malformed(message: "expected a digit, found ']'", line: 1, column: 3))
        // Columns count characters, not bytes: "é" and "🙂" are one column each.
        #expect(fileError("[\"é🙂\" x]") == .malformed(message: "expected ',' or ']' in an array, found 'x'", line: 1, column: 7))
        #expect(fileError("{\"a\": 1, \"a\": 2}") == .malformed(message: "duplicate key \"a\"", line: 1, column: 10))
        let deep = String(repeating: "[", count: 100_000)
        #expect(fileError(deep) == .malformed(message: "nesting deeper than 100 levels", line: 1, column: 101))
        var invalidUTF8 = Data("[\"".utf8)
        invalidUTF8.append(contentsOf: [0xFF, 0xFE])
        invalidUTF8.append(contentsOf: Data("\"]".utf8))
        #expect(throws: SnapshotFileError.malformed(message: "string is not valid UTF-8", line: 1, column: 2)) {
            try SnapshotFile.decode(invalidUTF8)
        }
    }

    @Test func newerVersionsAreRefusedNamingBothVersions() {
        let text = Self.sample.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        let error = fileError(text)
        #expect(error == .unsupportedVersion(found: 2, supported: 1))
        let message = error?.errorDescription ?? ""
        #expect(message.contains("2") && message.contains("1"))
        // A newer file is refused on its version even when its body is unknown to version 1.
        #expect(
            fileError(#"{"format":"layoutbench-snapshot","version":7,"panels":{}}"#)
                == .unsupportedVersion(found: 7, supported: 1))
    }

    @Test func wrongFormatsAreRefused() {
        #expect(fileError(#"{"format":"other-thing","version":1,"sections":[]}"#) == .wrongFormat(found: "other-thing"))
        #expect(fileError(#"{"version":1,"sections":[]}"#) == .wrongFormat(found: nil))
        #expect(fileError("[]") == .invalid(message: "the top level must be an object", line: 1, column: 1))
        #expect(fileError(#"{"format":3}"#) == .invalid(message: "\"format\" must be a string", line: 1, column: 11))
    }

    @Test func contentErrorsCarryPositions() {
        // `head` is 45 characters, so whatever follows it starts at column 46. Fragment lengths used below:
        // `"sections":[` 12, `"sections":[],` 14, `{"id":"A","items":["a"]}` 24, `"sizes":{` 9, `"a":` 4.
        let head = #"{"format":"layoutbench-snapshot","version":1,"#
        #expect(
            fileError(#"{"format":"layoutbench-snapshot","sections":[]}"#)
                == .invalid(message: "missing \"version\"", line: 1, column: 1))
        #expect(
            fileError(#"{"format":"layoutbench-snapshot","version":1}"#)
                == .invalid(message: "missing \"sections\"", line: 1, column: 1))
        // The version value starts after the 43 characters of `{"format":"layoutbench-snapshot","version":`.
        #expect(
            fileError(head.replacingOccurrences(of: "1,", with: "1.5,") + #""sections":[]}"#)
                == .invalid(message: "\"version\" must be an integer", line: 1, column: 44))
        #expect(
            fileError(head.replacingOccurrences(of: "1,", with: "0,") + #""sections":[]}"#)
                == .invalid(message: "invalid version 0", line: 1, column: 44))
        // 45 + 14 = 59 characters precede the key "extra".
        #expect(fileError(head + #""sections":[],"extra":1}"#) == .invalid(message: "unknown key \"extra\"", line: 1, column: 60))
        // Line 3 is ` "a", "b", "a"]}]}`: the second "a" is at column 12.
        #expect(
            fileError(head + "\n\"sections\":[{\"id\":\"S0\",\"items\":[\n \"a\", \"b\", \"a\"]}]}")
                == .invalid(message: "duplicate item identifier 'a'", line: 3, column: 12))
        // An item repeated in a later section is reported where it repeats:
        // 45 + 12 + 24 + `,` + `{"id":"B","items":["b",` (23) = 105 characters precede it.
        #expect(
            fileError(head + #""sections":[{"id":"A","items":["a"]},{"id":"B","items":["b","a"]}]}"#)
                == .invalid(message: "duplicate item identifier 'a'", line: 1, column: 106))
        // 45 + 12 + `{"id":"A","items":[]}` (21) + `,` + `{"id":` (6) = 85 characters precede the second "A".
        #expect(
            fileError(head + #""sections":[{"id":"A","items":[]},{"id":"A","items":[]}]}"#)
                == .invalid(message: "duplicate section identifier 'A'", line: 1, column: 86))
        // 45 + 12 + `{"id":"A","items":[` (19) = 76 characters precede the 1.
        #expect(
            fileError(head + #""sections":[{"id":"A","items":[1]}]}"#)
                == .invalid(message: "an item identifier must be a string", line: 1, column: 77))
        // The section object itself starts after 45 + 12 = 57 characters.
        #expect(
            fileError(head + #""sections":[{"id":"A"}]}"#)
                == .invalid(message: "section 'A' needs \"items\"", line: 1, column: 58))
        // 45 + 14 + 9 = 68 characters precede the key "ghost".
        #expect(
            fileError(head + #""sections":[],"sizes":{"ghost":[1,2]}}"#)
                == .invalid(message: "size given for unknown item 'ghost'", line: 1, column: 69))
        // 45 + 12 + 24 + `],` + 9 + 4 = 96 characters precede the size array.
        #expect(
            fileError(head + #""sections":[{"id":"A","items":["a"]}],"sizes":{"a":[-1,2]}}"#)
                == .invalid(
                    message: SnapshotError.invalidPreferredSize(item: "a", width: -1, height: 2).errorDescription!,
                    line: 1, column: 97))
        #expect(
            fileError(head + #""sections":[{"id":"A","items":["a"]}],"sizes":{"a":[1,2,3]}}"#)
                == .invalid(message: "the size of 'a' must be [width, height]", line: 1, column: 97))
        // 1e999 overflows to infinity, which is not a valid size.
        #expect(
            fileError(head + #""sections":[{"id":"A","items":["a"]}],"sizes":{"a":[1e999,2]}}"#)
                == .invalid(
                    message: SnapshotError.invalidPreferredSize(item: "a", width: .infinity, height: 2).errorDescription!,
                    line: 1, column: 97))
    }
}
