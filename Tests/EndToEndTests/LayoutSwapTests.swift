import Foundation
import Testing

/// The calls UIKit makes into a layout when the collection view invalidates it, swaps it or hands
/// it a batch with reloads (docs/uikit-rules.md §2.2–2.4), seen through the call-order layout.
struct LayoutSwapTests {
    static let read = InteractionTests.read

    /// reloadData, a batch update and a bounds change reach the layout through its public
    /// invalidateLayout(), whose super call forwards UIKit's context to invalidateLayout(with:)
    /// (§2.2). A layout whose cache only that override clears follows the data: 14 rows cached,
    /// then 12 items, so 12 rows of 100 and a content 1200 high, and no cell 0-12.
    @Test func anInvalidateLayoutOverrideSeesTheViewsInvalidations() async throws {
        let run = try await Seed.run(
            """
            items 14; use call-order cachedUntilInvalidated=true; \(Self.read); items 12; state --json; \(Self.read); \
            size 300x844; \(Self.read)
            """)
        let documents = Seed.documents(run)
        #expect(documents[1].numbers("contentSize") == [390, 1200])
        #expect(InteractionTests.calls(run, 2).hasPrefix("invalidateLayout() invalidateLayout(with:) prepare collectionViewContentSize"))
        // A new width: asked, then the context, then the two invalidations; the cache follows (300 wide).
        #expect(
            InteractionTests.calls(run, 3).hasPrefix(
                "shouldInvalidateLayout(forBoundsChange:) invalidationContext(forBoundsChange:) invalidateLayout() invalidateLayout(with:) prepare"))
        let attrs = try await Seed.run("items 14; use call-order cachedUntilInvalidated=true; items 12; size 300x844; attrs --json")
        let cells = attrs.json.objects("elements")
        // 844 / 100: rows 0…8 meet the screen (row 8 spans 800…900).
        #expect(cells.count == 9 && cells.allSatisfy { $0.numbers("frame").dropFirst(2).first == 300 })
    }

    /// An instant swap on a view already laid out asks the new layout's
    /// targetContentOffset(forProposedContentOffset:) after its first pass and rests there
    /// (§2.3). Proposal: the current offset kept inside the new content.
    @Test func anInstantSwapAsksTheNewLayoutWhereToRest() async throws {
        // 40 rows of 100: content 4000, offsets up to 4000 − 844 = 3156; 500 is inside, so the
        // proposal is 500 and the layout's answer 1000 is where the view rests.
        let run = try await Seed.run("items 40; use call-order; offset 0 500; use call-order targetY=1000; state --json; \(Self.read)")
        #expect(Seed.documents(run)[0].numbers("contentOffset") == [0, 1000])
        #expect(InteractionTests.calls(run, 1).contains("layoutAttributesForElements(in:) targetContentOffset(forProposedContentOffset:500.0)"))
        #expect(run.stdout.contains("offset 0 500 → 0 1000 (targetContentOffset(forProposedContentOffset:) of call-order)"))
        // Rows of 50: content 2000, largest offset 2000 − 844 = 1156, so 3000 is proposed as 1156.
        let clamped = try await Seed.run("items 40; use call-order; offset 0 3000; use call-order rowHeight=50; \(Self.read); state --json")
        #expect(InteractionTests.calls(clamped, 0).contains("targetContentOffset(forProposedContentOffset:1156.0)"))
        #expect(Seed.documents(clamped)[1].numbers("contentOffset") == [0, 1156])
        // The first layout of a view not yet laid out is only installed: nothing asked.
        let first = try await Seed.run("items 40; use call-order; \(Self.read)")
        #expect(!InteractionTests.calls(first, 0).contains("targetContentOffset"))
    }

    /// prepare(forCollectionViewUpdates:) gets deletes (descending), inserts, reloads, moves; a
    /// reload knows where its item goes (§2.4). Of S0-0…S0-9, S0-2 and S0-4 go, X comes after
    /// S0-0, S0-6 and S0-8 reload: the new order is S0-0 X S0-1 S0-3 S0-5 S0-6 S0-7 S0-8 S0-9,
    /// so S0-6 (old 6) is at 5 and S0-8 (old 8) at 7.
    @Test func updateItemsArriveInUIKitsOrderWithReloadsAfterPaths() async throws {
        let run = try await Seed.run(
            """
            items 10; use call-order; \(Self.read); snapshot delete-items S0-2 S0-4; snapshot insert-items X after S0-0; \
            snapshot reload-items S0-8 S0-6; apply --animated; \(Self.read)
            """)
        #expect(
            InteractionTests.calls(run, 1).contains(
                "prepare(forCollectionViewUpdates:[delete:0-4>nil,delete:0-2>nil,insert:nil>0-1,reload:0-6>0-5,reload:0-8>0-7])"),
            "\(InteractionTests.calls(run, 1))")
    }
}
