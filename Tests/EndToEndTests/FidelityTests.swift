import Foundation
import Testing

/// UIKit behaviours of the second fidelity pass (issue 15), each with its reasoning.
@Suite(.serialized)
struct FidelityTests {
    /// UIScrollView pulls an offset past the new end back when the content shrinks: 5 rows of
    /// 300 are 1500 high, so in 844 of bounds the largest offset is 1500 − 844 = 656.
    @Test func aShrinkingContentPullsTheOffsetBack() throws {
        let json = try Seed.run("items 100; use table; offset 0 9000; items 5; state --json").json
        #expect(json.numbers("contentOffset") == [0, 656])
        // An offset already past the start (a pull-down) is the finger's, not the content's: it stays.
        let pulled = try Seed.run("items 100; use table; offset 0 -100; items 5; state --json").json
        #expect(pulled.numbers("contentOffset") == [0, -100])
        // Content that still holds the offset leaves it alone: 50 rows are 15000 high.
        let kept = try Seed.run("items 100; use table; offset 0 9000; items 50; state --json").json
        #expect(kept.numbers("contentOffset") == [0, 9000])
    }

    /// scrollToItem(.centeredVertically) centres in the area the insets leave: row 5 spans
    /// 1500…1800 (midY 1650); with a top inset of 100 the visible middle is 100 + (844 − 100)/2
    /// = 472 below the offset, so the offset is 1650 − 472 = 1178 (1228 without the inset).
    @Test func centringKeepsToTheInsetArea() throws {
        let json = try Seed.run("items 20; use table; inset 100 0 0 0; scrollto 0 5 center; state --json").json
        #expect(json.numbers("contentOffset") == [0, 1178])
        let plain = try Seed.run("items 20; use table; scrollto 0 5 center; state --json").json
        #expect(plain.numbers("contentOffset") == [0, 1228])
    }
}
