import Foundation
import Testing

/// What a new user meets in the first hour, from a folder outside the repository (issue 50):
/// answers that can be trusted, defaults that find what `new` wrote, messages that say what to do.
struct FirstHourTests {
    /// A folder outside the repository to run from.
    static func outside() -> String { Executable.temporaryWorkspace() }

    /// `diff` compares the query's whole answer, whatever `--limit` printed: with rows of 200
    /// instead of 300, rows 0-3 and 0-4 come into the 844-point view (4 · 200 = 800 < 844) and
    /// rows 0-0 … 0-2 move (row 2: 600 → 400); nothing is removed.
    @Test func diffAfterALimitedAttrsComparesTheWholeAnswer() async throws {
        let run = try await Executable.run(["-c", "items 10; use table; attrs --limit 2; param itemSize 390x200; diff"], directory: Self.outside())
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let diff = Array(lines.drop { !$0.hasPrefix("since the last attrs") })
        #expect(diff.first == "since the last attrs, at offset 0 0:", "\(run.stdout)")
        #expect(diff.filter { $0.hasPrefix("+ ") } == ["+ cell 0-3", "+ cell 0-4"], "\(run.stdout)")
        #expect(!diff.contains { $0.hasPrefix("- ") }, "\(run.stdout)")
        #expect(diff.contains("~ cell 0-2: frame 0 600 390 300 → 0 400 390 200"), "\(run.stdout)")
    }

    /// `diff` says what it compared with: the last attrs, taken at offset 0 500.
    @Test func diffSaysWhatItComparedWith() async throws {
        let run = try await Executable.run(["-c", "items 10; use table; attrs; scroll 0 500; attrs; diff"], directory: Self.outside())
        #expect(run.stdout.hasSuffix("no changes since the last attrs, at offset 0 500\n"), "\(run.stdout)")
    }
}
