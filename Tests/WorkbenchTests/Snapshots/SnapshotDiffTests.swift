import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
@testable import Snapshots

/// Hand-worked diffs. Conventions (UIKit batch updates): deletions, reloads and move sources in OLD
/// coordinates; insertions and move destinations in NEW coordinates. Every expected answer is also
/// replayed through `applyChanges`, which must rebuild the new snapshot.
@Suite struct SnapshotDiffTests {
    private func diff(_ old: DataSnapshot, _ new: DataSnapshot, reloaded: Set<String> = []) throws -> SnapshotChanges {
        let changes = SnapshotDiff.diff(from: old, to: new, reloaded: reloaded)
        #expect(try applyChanges(changes, to: old, new: new) == contents(new))
        return changes
    }

    @Test func identicalSnapshotsGiveNoChanges() throws {
        let snapshot = DataSnapshot.quick(counts: [3, 0, 2])
        #expect(try diff(snapshot, snapshot).isEmpty)
    }

    @Test func movesDeletesAndInsertsTogether() throws {
        // old S: a b c d e f      new S: b c x a e g
        // Deleted: d (old 3), f (old 5). Inserted: x (new 2), g (new 5).
        // The diff walks the survivors in NEW order and takes their OLD indices: b→1, c→2, a→0, e→4,
        // i.e. [1, 2, 0, 4]. The only longest increasing subsequence is [1, 2, 4] = b, c, e, so only a
        // moves: [0,0] → [0,3].
        // Replay: remove d, f, a → b c e; insert x at 2 → b c x e; a at 3 → b c x a e; g at 5 → b c x a e g.
        let old = try makeSnapshot(["S": ["a", "b", "c", "d", "e", "f"]])
        let new = try makeSnapshot(["S": ["b", "c", "x", "a", "e", "g"]])
        let changes = try diff(old, new)
        #expect(changes.deletedItems == [pos(0, 3), pos(0, 5)])
        #expect(changes.insertedItems == [pos(0, 2), pos(0, 5)])
        #expect(changes.movedItems == [.init(from: pos(0, 0), to: pos(0, 3))])
        #expect(changes.deletedSections.isEmpty && changes.insertedSections.isEmpty && changes.movedSections.isEmpty)
        #expect(changes.reloadedItems.isEmpty)
    }

    @Test func shiftedItemsAreNotMoves() throws {
        // old S: a b c d     new S: z a b c (d deleted, z inserted at the front)
        // Survivors in new order with their old indices: a→0, b→1, c→2, increasing, so no moves even
        // though every index changed.
        let old = try makeSnapshot(["S": ["a", "b", "c", "d"]])
        let new = try makeSnapshot(["S": ["z", "a", "b", "c"]])
        let changes = try diff(old, new)
        #expect(changes.movedItems.isEmpty)
        #expect(changes.deletedItems == [pos(0, 3)])
        #expect(changes.insertedItems == [pos(0, 0)])
    }

    @Test func reversalMovesAllButOne() throws {
        // old S: a b c d     new S: d c b a. Old indices in new order: [3, 2, 1, 0]; an LIS has length 1.
        // Patience sorting keeps the element ending the smallest tail, the last one (a, value 0), so
        // d, c, b move: d [0,3]→[0,0], c [0,2]→[0,1], b [0,1]→[0,2]; listed by destination.
        let old = try makeSnapshot(["S": ["a", "b", "c", "d"]])
        let new = try makeSnapshot(["S": ["d", "c", "b", "a"]])
        let changes = try diff(old, new)
        #expect(
            changes.movedItems == [
                .init(from: pos(0, 3), to: pos(0, 0)),
                .init(from: pos(0, 2), to: pos(0, 1)),
                .init(from: pos(0, 1), to: pos(0, 2))
            ])
    }

    @Test func crossSectionMoves() throws {
        // old A: a0 a1 a2 | B: b0 b1      new A: a0 a2 | B: b0 a1 b1
        // a1 changes section, so it is a move [0,1] → [1,1]. In A the staying items a0, a2 keep their
        // order; in B b0, b1 keep theirs. Nothing else changes.
        let old = try makeSnapshot(["A": ["a0", "a1", "a2"], "B": ["b0", "b1"]])
        let new = try makeSnapshot(["A": ["a0", "a2"], "B": ["b0", "a1", "b1"]])
        let changes = try diff(old, new)
        #expect(changes.movedItems == [.init(from: pos(0, 1), to: pos(1, 1))])
        #expect(changes.deletedItems.isEmpty && changes.insertedItems.isEmpty)
    }

    @Test func sectionMoves() throws {
        // old A B C → new C A B. Survivor new indices in old order: A→1, B→2, C→0 = [1, 2, 0].
        // LIS [1, 2] keeps A and B; C moves 2 → 0. Items ride along with their section.
        let old = try makeSnapshot(["A": ["a"], "B": ["b"], "C": ["c"]])
        let new = try makeSnapshot(["C": ["c"], "A": ["a"], "B": ["b"]])
        let changes = try diff(old, new)
        #expect(changes.movedSections == [.init(from: 2, to: 0)])
        #expect(changes.movedItems.isEmpty && changes.deletedItems.isEmpty && changes.insertedItems.isEmpty)
    }

    @Test func sectionMoveWithItemMoveInside() throws {
        // old A: a0 a1 | B: b0 b1      new B: b1 b0 | A: a0 a1
        // Sections: new indices in old order [1, 0]; the LIS keeps the last one (B), so A moves 0 → 1.
        // Items of B in new order have old indices b1→1, b0→0 = [1, 0]; the LIS keeps the last (b0), so
        // b1 moves [1,1] → [0,0] (B is section 1 in old coordinates, 0 in new). A's items are untouched.
        let old = try makeSnapshot(["A": ["a0", "a1"], "B": ["b0", "b1"]])
        let new = try makeSnapshot(["B": ["b1", "b0"], "A": ["a0", "a1"]])
        let changes = try diff(old, new)
        #expect(changes.movedSections == [.init(from: 0, to: 1)])
        #expect(changes.movedItems == [.init(from: pos(1, 1), to: pos(0, 0))])
    }

    @Test func sectionInsertAndDelete() throws {
        // old A: a0 a1 a2 | B: b0 b1 | C: c0      new A: a0 a2 | D: d0 | B: b0 a1 b1
        // C (old 2) is deleted, so c0 is not reported; D (new 1) is inserted, so d0 is not reported.
        // A 0→0 and B 1→2 keep their order: no section moves. a1 moves [0,1] → [2,1].
        let old = try makeSnapshot(["A": ["a0", "a1", "a2"], "B": ["b0", "b1"], "C": ["c0"]])
        let new = try makeSnapshot(["A": ["a0", "a2"], "D": ["d0"], "B": ["b0", "a1", "b1"]])
        let changes = try diff(old, new)
        #expect(changes.deletedSections == [2])
        #expect(changes.insertedSections == [1])
        #expect(changes.movedSections.isEmpty)
        #expect(changes.movedItems == [.init(from: pos(0, 1), to: pos(2, 1))])
        #expect(changes.deletedItems.isEmpty && changes.insertedItems.isEmpty)
    }

    @Test func itemsLeavingDeletedOrEnteringInsertedSections() throws {
        // old A: x y | B: z      new N: y | B: z x
        // A (old 0) is deleted and N (new 0) inserted; B goes 1 → 1 (alone, so not moved).
        // x leaves the deleted section A: UIKit cannot move out of a deleted section, so x is an
        // insertion at [1,1]. y enters the inserted section N: it is covered by the section insertion,
        // and its old copy dies with section A, so nothing is reported for y.
        let old = try makeSnapshot(["A": ["x", "y"], "B": ["z"]])
        let new = try makeSnapshot(["N": ["y"], "B": ["z", "x"]])
        let changes = try diff(old, new)
        #expect(changes.deletedSections == [0] && changes.insertedSections == [0])
        #expect(changes.insertedItems == [pos(1, 1)])
        #expect(changes.deletedItems.isEmpty && changes.movedItems.isEmpty)

        // old A: x y      new N: y | A: x
        // A survives (0 → 1); y now lives in the inserted section N, so its old copy is deleted at [0,1].
        let old2 = try makeSnapshot(["A": ["x", "y"]])
        let new2 = try makeSnapshot(["N": ["y"], "A": ["x"]])
        let changes2 = try diff(old2, new2)
        #expect(changes2.insertedSections == [0])
        #expect(changes2.deletedItems == [pos(0, 1)])
        #expect(changes2.movedItems.isEmpty && changes2.insertedItems.isEmpty && changes2.movedSections.isEmpty)
    }

    @Test func emptyToFullToEmpty() throws {
        // Empty → S0 (2 items), S1 (1 item): two section insertions, no individual items.
        // Back to empty: two section deletions.
        let empty = DataSnapshot()
        let full = DataSnapshot.quick(counts: [2, 1])
        let filled = try diff(empty, full)
        #expect(filled.insertedSections == [0, 1])
        #expect(filled.insertedItems.isEmpty && filled.deletedSections.isEmpty)
        let emptied = try diff(full, empty)
        #expect(emptied.deletedSections == [0, 1])
        #expect(emptied.deletedItems.isEmpty && emptied.insertedSections.isEmpty)
        // Empty sections to filled sections: items are inserted one by one.
        let shells = DataSnapshot.quick(counts: [0, 0])
        #expect(try diff(shells, full).insertedItems == [pos(0, 0), pos(0, 1), pos(1, 0)])
        #expect(try diff(full, shells).deletedItems == [pos(0, 0), pos(0, 1), pos(1, 0)])
    }

    @Test func reloads() throws {
        // old S: a b c      new S: x a b c, reload c.
        // x is inserted at [0,0]; c is reloaded at its OLD position [0,2] (UIKit reloadItems).
        let old = try makeSnapshot(["S": ["a", "b", "c"]])
        var new = try makeSnapshot(["S": ["x", "a", "b", "c"]])
        try new.reloadItems(["c"])
        let changes = try diff(old, new, reloaded: new.reloadedItemIdentifiers)
        #expect(changes.reloadedItems == [pos(0, 2)])
        #expect(changes.insertedItems == [pos(0, 0)])

        // old S: a b c      new S: c a b, reload c and b.
        // Old indices in new order c→2, a→0, b→1 = [2, 0, 1]: LIS keeps a, b; c moves [0,2] → [0,0]. A moved item
        // cannot also be reloaded in UIKit, so c becomes delete [0,2] + insert [0,0]; b is reloaded at [0,1].
        let moved = try makeSnapshot(["S": ["c", "a", "b"]])
        let changes2 = try diff(old, moved, reloaded: ["c", "b"])
        #expect(changes2.movedItems.isEmpty)
        #expect(changes2.deletedItems == [pos(0, 2)])
        #expect(changes2.insertedItems == [pos(0, 0)])
        #expect(changes2.reloadedItems == [pos(0, 1)])

        // Reloads of deleted, inserted or unknown identifiers are covered by those changes or ignored.
        let changes3 = try diff(old, new, reloaded: ["x", "zzz"])
        #expect(changes3.reloadedItems.isEmpty)
        #expect(try diff(new, old, reloaded: ["x"]).reloadedItems.isEmpty)
    }

    @Test func largeScenarioRebuildsTheNewSnapshot() throws {
        var rng = SplitMix64(state: 7)
        let old = DataSnapshot.quick(counts: Array(repeating: 2_000, count: 5))
        var new = old
        var pool = old.itemIdentifiers
        for n in 0..<200 {
            let item = pool.randomElement(using: &rng)!, anchor = pool.randomElement(using: &rng)!
            if item != anchor { try new.moveItem(item, afterItem: anchor) }
            try new.insertItems(["new\(n)"], beforeItem: anchor)
        }
        pool.shuffle(using: &rng)
        try new.deleteItems(Array(pool.prefix(200)))
        try new.moveSection("S4", beforeSection: "S1")
        let changes = try diff(old, new)
        #expect(changes.movedSections == [.init(from: 4, to: 1)])
        #expect(changes.deletedItems.count == 200 && changes.insertedItems.count == 200)
        #expect(changes.movedItems.count <= 200)
    }
}
