import Foundation
import Testing

/// UIScrollView's offset rules: a shrinking content pulls the offset back, centring keeps to the
/// inset area, only scrollable axes move; each with its reasoning.
struct ScrollOffsetRuleTests {
    /// UIScrollView pulls an offset past the new end back when the content shrinks: 5 rows of
    /// 300 are 1500 high, so in 844 of bounds the largest offset is 1500 − 844 = 656.
    @Test func aShrinkingContentPullsTheOffsetBack() async throws {
        let json = try await Seed.run("items 100; use table; offset 0 9000; items 5; state --json").json
        #expect(json.numbers("contentOffset") == [0, 656])
        // An offset already past the start (a pull-down) is the finger's, not the content's: it stays.
        let pulled = try await Seed.run("items 100; use table; offset 0 -100; items 5; state --json").json
        #expect(pulled.numbers("contentOffset") == [0, -100])
        // Content that still holds the offset leaves it alone: 50 rows are 15000 high.
        let kept = try await Seed.run("items 100; use table; offset 0 9000; items 50; state --json").json
        #expect(kept.numbers("contentOffset") == [0, 9000])
    }

    /// scrollToItem(.centeredVertically) centres in the area the insets leave: row 5 spans
    /// 1500…1800 (midY 1650); with a top inset of 100 the visible middle is 100 + (844 − 100)/2
    /// = 472 below the offset, so the offset is 1650 − 472 = 1178 (1228 without the inset).
    @Test func centringKeepsToTheInsetArea() async throws {
        let json = try await Seed.run("items 20; use table; inset 100 0 0 0; scrollto 0 5 center; state --json").json
        #expect(json.numbers("contentOffset") == [0, 1178])
        let plain = try await Seed.run("items 20; use table; scrollto 0 5 center; state --json").json
        #expect(plain.numbers("contentOffset") == [0, 1228])
    }

    /// UIScrollView moves an axis only when its content is larger than the bounds, or its
    /// alwaysBounce flag is set; with bounces off, a drag stops at the edge.
    @Test func onlyScrollableAxesMove() async throws {
        func drag(_ commands: String) async throws -> (release: [Double], end: [Double]) {
            let json = try await Seed.run(commands + " --json").json
            return (json.numbers("release"), json.numbers("end"))
        }
        // Rows are as wide as the view: a sideways drag moves nothing (it rubber-banded to −48 before).
        await #expect(try drag("items 10; use table; drag 100 0").release == [0, 0])
        // Two rows (600) fit in 844: the content does not scroll, so the finger moves nothing...
        await #expect(try drag("items 2; use table; drag 0 -100").release == [0, 0])
        // ...unless alwaysBounceVertical: pulled 100 past the top, the rubber band shows
        // 0.55·100·844/(844 + 0.55·100) = 46420/899 = 51.635 of it, on the 3x pixel grid 155/3,
        // and the release springs back.
        let bounced = try await drag("items 2; use table; alwaysbounce vertical; drag 0 -100")
        #expect(abs((bounced.release.last ?? 0) + 155.0 / 3) < 1e-9 && bounced.end == [0, 0])
        // bounces off: the drag past the top stops at 0.
        await #expect(try drag("items 10; use table; bounces off; drag 0 -100").release == [0, 0])
    }
}
