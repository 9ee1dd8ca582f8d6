import Foundation
import Testing

/// Data snapshots through the real executable: edits, apply with a diff worked out by hand,
/// refusals that change nothing, files, self-sizing and UIKit's batch-update calls.
struct SnapshotTests {
    func paths(_ value: Any?) -> [[Double]] {
        (value as? [[Any]])?.map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } } ?? []
    }

    @Test func applyReportsAHandWorkedDiff() async throws {
        // Old S0: 0 1 2 3 4 5 6 7 8 9. Delete 2, move 7 to the front, insert z after 5, add S1 (a b).
        // New S0: 7 0 1 3 4 5 z 6 8 9. Survivors keep old order 0 1 3 4 5 6 8 9 except 7: one move,
        // (0,7) → (0,0). z lands at new index 6. Section 1 is inserted whole (its items are not listed).
        let run = try await Executable.commands(
            """
            items 10; use table; snapshot delete-items S0-2; snapshot move-item S0-7 before S0-0; \
            snapshot insert-items z after S0-5; snapshot append-sections S1; snapshot append-items S1 a b; apply --json; state --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let apply = Seed.documents(run)[0]
        #expect(paths(apply["deleted"]) == [[0, 2]])
        #expect(paths(apply["inserted"]) == [[0, 6]])
        #expect(((apply["moved"] as? [[[Any]]]) ?? []).map { $0.map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } } } == [[[0, 7], [0, 0]]])
        #expect(apply.numbers("sectionsInserted") == [1])
        #expect(apply.numbers("sectionsDeleted") == [])
        #expect(Seed.documents(run)[1].numbers("sections") == [10, 2])
    }

    @Test func emptyToFullAndBack() async throws {
        let pizzas = Executable.packageRoot + "/workspace/snapshots/pizzas.json"
        // The flow layout reads the sections it has; the seed table asks for section 0 whatever
        // the data, which UIKit refuses when there is none, as the device would crash.
        let run = try await Executable.commands(
            "items 3; use flow; snapshot new; apply --json; state --json; snapshot load \(pizzas); apply --json; state --json")
        #expect(run.status == 0, "\(run.stderr)")
        let table = try await Executable.run(["-c", "items 3; use table; snapshot new; apply"])
        #expect(table.status == 1)
        #expect(
            table.stderr.contains(
                "error: table trapped in prepare(): Fatal error: request for number of items in section 0 "
                    + "when there are only 0 sections in the collection view"), "\(table.stderr)")
        try #require(run.documents.count == 4)
        let empty = Seed.documents(run)[0]
        #expect(empty.numbers("sectionsDeleted") == [0])
        #expect(Seed.documents(run)[1].numbers("sections") == [])
        let full = Seed.documents(run)[2]
        #expect(full.numbers("sectionsInserted") == [0])
        #expect(Seed.documents(run)[3].numbers("sections") == [10])
    }

    /// Sections inserted, moved and reloaded in one apply, as NSDiffableDataSourceSnapshot's
    /// insertSections, moveSection and reloadSections hand them to performBatchUpdates.
    @Test func sectionsInsertedMovedAndReloaded() async throws {
        // S0 S1 S2 → insert NEW before S1: S0 NEW S1 S2 → move S2 before S0: S2 S0 NEW S1.
        // Surviving old sections in new order: S0 (0→1), S1 (1→3) keep their order; S2 (2→0) moves.
        // NEW is inserted at 2; S1 is reloaded at its old index 1 (it did not move), and is at 3
        // after the update. UIKit's order: inserts, reloads, then moves (docs/uikit-rules.md §2.4).
        let run = try await Executable.commands(
            """
            items 3 2 2; use call-order; supplementary calls 0 0; snapshot insert-sections NEW before S1; \
            snapshot move-section S2 before S0; snapshot reload-sections S1; apply --json; state --json; supplementary calls 0 0 --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let apply = Seed.documents(run)[0]
        #expect(apply.numbers("sectionsInserted") == [2])
        #expect(apply["sectionsMoved"] as? [[Int]] == [[2, 0]])
        #expect(apply.numbers("sectionsReloaded") == [1])
        // S2 S0 NEW S1: 2, 3, 0 and 2 items.
        #expect(Seed.documents(run)[1].numbers("sections") == [2, 3, 0, 2])
        let calls = (Seed.documents(run)[2].object("element").object("custom")["calls"] as? String) ?? ""
        #expect(calls.contains("prepare(forCollectionViewUpdates:[insert:nil>2--1,reload:1--1>3--1,move:2--1>0--1])"), "\(calls)")
    }

    /// reconfigureItems (iOS 15) updates cells in place: no batch update reaches the layout.
    @Test func reconfiguredItemsReachNoLayoutCall() async throws {
        let run = try await Executable.commands(
            """
            items 3; use call-order; supplementary calls 0 0; snapshot reconfigure-items S0-1; apply --json; supplementary calls 0 0 --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Seed.documents(run)[0]["reconfigured"] as? [[Int]] == [[0, 1]])
        #expect((Seed.documents(run)[1].object("element").object("custom")["calls"] as? String) == "")
        for bad in [
            "snapshot reload-sections ghost", "snapshot move-section S0 beside S0", "snapshot insert-sections before S0",
            "snapshot reconfigure-items ghost"
        ] {
            let refused = try await Executable.commands("items 3; " + bad)
            #expect(refused.status == 1, "\(bad)")
            #expect(refused.stderr.split(separator: "\n").count == 1, "\(bad): \(refused.stderr)")
        }
    }

    /// Self-sizing as UIKit does it: a displayed cell is measured once while it stays on screen
    /// with the same attributes (not on every pass), with the displayed attributes as the
    /// original (no fresh layoutAttributesForItem(at:)). call-order keeps its sizes (UIKit's
    /// default answer, false), so an every-pass rule would ask again after the scroll.
    @Test func aDisplayedCellIsMeasuredOnceWithItsDisplayedAttributes() async throws {
        let run = try await Executable.commands(
            """
            items 10; use call-order; supplementary calls 0 0; snapshot size S0-1 390x50; apply; \
            supplementary calls 0 0 --json; offset 0 10; supplementary calls 0 0 --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let calls = { (index: Int) in (Seed.documents(run)[index].object("element").object("custom")["calls"] as? String) ?? "" }
        #expect(calls(0).components(separatedBy: "shouldInvalidateLayout(forPreferredLayoutAttributes:0-1)").count == 2, "\(calls(0))")
        #expect(!calls(0).contains("layoutAttributesForItem(at:"), "\(calls(0))")
        // Row 1 (100…200) is still on screen at offset 10, with the same frame: not asked again.
        #expect(!calls(1).contains("forPreferredLayoutAttributes"), "\(calls(1))")
    }

    @Test func refusalsChangeNothing() async throws {
        let bad = [
            "snapshot append-items S0 S0-3", "snapshot append-items S0 q q", "snapshot append-items nope x",
            "snapshot delete-items ghost", "snapshot move-item S0-1 before S0-1", "snapshot insert-items y before ghost",
            "snapshot size S0-1 0x10", "snapshot load /no/such.json", "snapshot frobnicate", "snapshot append-items S0 a..b"
        ]
        let script = (["items 5", "use table", "snapshot append-items S0 new1", "snapshot show --json"] + bad + ["snapshot show --json", "state --json"])
            .joined(separator: "\n")
        let run = try await Executable.run(["--keep-going"], input: script)
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == bad.count, "\(run.stderr)")
        #expect(errors.first?.contains("'S0-3'") == true)
        let before = try JSONSerialization.data(withJSONObject: run.documents[0], options: .sortedKeys)
        let after = try JSONSerialization.data(withJSONObject: run.documents[1], options: .sortedKeys)
        #expect(before == after)
        #expect(Seed.documents(run)[2].numbers("sections") == [5])
    }

    @Test func filesRoundTripAndBadFilesAreRefused() async throws {
        let workspace = Executable.temporaryWorkspace()
        let run = try await Executable.commands(
            "items 4; snapshot size S0-2 100x30; snapshot append-sections T; snapshot save mine; snapshot show --json; snapshot new; snapshot load mine; snapshot show --json",
            workspace: workspace)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try JSONSerialization.data(withJSONObject: run.documents[0], options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: run.documents[1], options: .sortedKeys))
        let saved = try String(contentsOfFile: workspace + "/snapshots/mine.json", encoding: .utf8)
        #expect(saved.contains("\"format\": \"layoutbench-snapshot\""))
        let truncated = workspace + "/truncated.json"
        try String(saved.prefix(60)).write(toFile: truncated, atomically: true, encoding: .utf8)
        let bad = try await Executable.commands("snapshot load \(truncated)", workspace: workspace)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("line ") && bad.stderr.contains("column "), "\(bad.stderr)")
        let newer = workspace + "/newer.json"
        try saved.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 7").write(toFile: newer, atomically: true, encoding: .utf8)
        let refused = try await Executable.commands("snapshot load \(newer)", workspace: workspace)
        #expect(refused.status == 1 && refused.stderr.contains("7") && refused.stderr.contains("1"), "\(refused.stderr)")
    }

    @Test func selfSizedHeightsSettleAndFollowIdentifiers() async throws {
        // inbox: mail1…mail12, sized mail2 120, mail5 80, mail6 30; the rest keep the 44 estimate.
        // y: mail1 0, mail2 44, mail3 164, mail4 208, mail5 252, mail6 332, mail7 362.
        // content: 9·44 + 120 + 80 + 30 = 626.
        let inbox = Executable.packageRoot + "/workspace/snapshots/inbox.json"
        let run = try await Executable.commands(
            "use list; snapshot load \(inbox); apply; attrs --json; snapshot move-item mail2 after mail4; apply; item 0 3 --json")
        #expect(run.status == 0, "\(run.stderr)")
        try #require(run.documents.count == 2)
        let attrs = Seed.documents(run)[0]
        #expect(attrs.numbers("contentSize") == [390, 626])
        let rows = attrs.objects("elements")
        #expect(rows.prefix(7).map { $0.numbers("frame")[1] } == [0, 44, 164, 208, 252, 332, 362])
        #expect(rows.prefix(3).map { $0.object("custom")["identifier"] as? String } == ["mail1", "mail2", "mail3"])
        #expect(rows[1].object("custom")["estimated"] as? Bool == false)
        // mail2 now sits at index 3 after mail3, mail4 (y = 44 + 44 + 44 = 132) and keeps its 120.
        let moved = Seed.documents(run)[1].object("element")
        #expect(moved.object("custom")["identifier"] as? String == "mail2")
        #expect(moved.numbers("frame") == [0, 132, 390, 120])
    }

    /// A layout that applies the update items to its own model in prepare(forCollectionViewUpdates:),
    /// as MagazineLayout does, has its new content size only then: UIKit reads it again there
    /// (docs/uikit-rules.md §2.4). 5 rows of 100, 3 appended: 8 × 100 = 800 points.
    @Test func theContentSizeIsReadAgainOnceTheLayoutHasTheUpdateItems() async throws {
        let folder = Executable.temporaryWorkspace() + "/Layouts"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        import UIKit

        /// Rows of 100 points counted by its own model: set afresh on a reload, changed by the
        /// update items in an update.
        final class ModelRows: UICollectionViewLayout {
            private var rows = 0

            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                if context.invalidateEverything { rows = -1 }
                super.invalidateLayout(with: context)
            }

            override func prepare() {
                super.prepare()
                if rows < 0 { rows = collectionView?.numberOfItems(inSection: 0) ?? 0 }
            }

            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                for item in updateItems {
                    if item.updateAction == .insert { rows += 1 }
                    if item.updateAction == .delete { rows -= 1 }
                }
            }

            override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * 100) }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<max(rows, 0)).map { row in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(row) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
                    return attributes
                }.filter { $0.frame.intersects(rect) }
            }
        }

        """.write(toFile: folder + "/ModelRows.swift", atomically: true, encoding: .utf8)
        let run = try await Executable.run(["-c", "items 5; use model-rows; snapshot append-items S0 a b c; apply; state --json"], plugins: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.json.numbers("contentSize") == [390, 800], "\(run.stdout)")
    }

    @Test func batchUpdateCallsInUIKitsOrder() async throws {
        // 30 rows of 100 at offset 900: rows 9…17 visible (row 17 touches the bottom edge at 1744? no: 1700…1800 overlaps).
        let run = try await Executable.commands(
            """
            items 30; use call-order; offset 0 900; supplementary calls 0 0; snapshot delete-items S0-10; \
            snapshot append-items S0 X; snapshot move-item S0-12 before S0-9; apply --animated; supplementary calls 0 0 --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let calls = (run.json.object("element").object("custom")["calls"] as? String) ?? ""
        // S0-12 moves to index 9; S0-10 is deleted; X is appended at new index 29. The target is
        // asked during the update, after prepare() and the content size (docs/uikit-rules.md §2.3);
        // the content size is asked again once the layout has the update items (§2.4).
        let start =
            "invalidateLayout() invalidateLayout(with:) prepare collectionViewContentSize prepare(forCollectionViewUpdates:[delete:0-10>nil,insert:nil>0-29,move:0-12>0-9]) "
            + "targetContentOffset(forProposedContentOffset:900.0) collectionViewContentSize layoutAttributesForElements(in:) "
        #expect(calls.hasPrefix(start), "\(calls)")
        // Visible before and after: 900…1744 holds rows 9…17, and row 8 (800…900) touches the top
        // edge: UIKit asks every one of them, both ways, and the layout filters (docs/uikit-rules.md §2.4).
        let appearing = (8...17).map { "initialLayoutAttributesForAppearingItem(at:0-\($0))" }
        let disappearing = (8...17).map { "finalLayoutAttributesForDisappearingItem(at:0-\($0))" }
        #expect(calls == start + (appearing + disappearing + ["finalizeCollectionViewUpdates"]).joined(separator: " "))
    }

    @Test func animatedTransitionsUseTheLayoutsAnswersOrUIKitsDefault() async throws {
        // list: 44-pt rows. Insert "new" after S0-0 (new index 1), delete S0-3 (old index 3).
        let run = try await Executable.commands("items 6; use list; snapshot insert-items new after S0-0; snapshot delete-items S0-3; apply --animated --json")
        #expect(run.status == 0, "\(run.stderr)")
        let appearing = run.json.objects("appearing")
        let inserted = appearing.first { $0.numbers("indexPath") == [0, 1] }
        #expect(inserted?.number("alpha") == 0)  // the layout's fade-in
        #expect(inserted?.numbers("frame") == [0, 44, 390, 44])
        let disappearing = run.json.objects("disappearing")
        let deleted = disappearing.first { $0.numbers("indexPath") == [0, 3] }
        #expect(deleted?.numbers("transform") == [0.5, 0, 0, 0.5, 0, 0])  // the layout's shrink
        // call-order returns nil: UIKit's default is the element's own final attributes.
        let plain = try await Executable.commands("items 6; use call-order; snapshot insert-items new after S0-0; apply --animated --json")
        let first = plain.json.objects("appearing").first { $0.numbers("indexPath") == [0, 1] }
        #expect(first?.number("alpha") == 1)
        #expect(first?.numbers("frame") == [0, 100, 390, 100])
    }

    /// UIKit's base class fades what an update inserts and deletes (a reload is both), and
    /// leaves the rest to move from where it was; the flow layout overrides none of it.
    @Test func theBaseClassFadesInsertedAndDeletedElements() async throws {
        // Flow's defaults: 50×50 items, 10 pt apart at least, on a 390-pt line: 6 fit
        // (6·50 + 5·10 = 350 ≤ 390; 7 need 410), spread to (390 − 6·50)/5 = 18 pt, so item i
        // is at x = 68·i. The new section starts below the first's one line, at y = 50; its last
        // line of equal sizes is laid out as a full one (uikit-rules §3): 2 items at 0 and 390 − 50.
        let run = try await Executable.commands(
            """
            items 6; use flow; snapshot insert-items new after S0-2; snapshot delete-items S0-4; snapshot reload-items S0-0
            snapshot append-sections S1; snapshot append-items S1 a b; apply --animated --json
            """)
        #expect(run.status == 0, "\(run.stderr)")
        func element(_ list: String, _ path: [Double]) -> [String: Any]? {
            run.json.objects(list).first { $0.numbers("indexPath") == path }
        }
        // Inserted at index 3: fades in where it ends.
        #expect(element("appearing", [0, 3])?.number("alpha") == 0)
        #expect(element("appearing", [0, 3])?.numbers("frame") == [204, 0, 50, 50])
        // Items of an inserted section fade in too.
        #expect(element("appearing", [1, 1])?.number("alpha") == 0)
        #expect(element("appearing", [1, 1])?.numbers("frame") == [340, 50, 50, 50])
        // S0-4 (old index 4, x = 272) fades out where it was.
        #expect(element("disappearing", [0, 4])?.number("alpha") == 0)
        #expect(element("disappearing", [0, 4])?.numbers("frame") == [272, 0, 50, 50])
        // The reloaded S0-0 fades out and its new cell in, both at x = 0.
        #expect(element("disappearing", [0, 0])?.number("alpha") == 0)
        #expect(element("appearing", [0, 0])?.number("alpha") == 0)
        // Neither inserted nor deleted: nil, so the element's own attributes at alpha 1.
        #expect(element("appearing", [0, 1])?.number("alpha") == 1)
        #expect(element("disappearing", [0, 1])?.number("alpha") == 1)
    }
}
