import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
@testable import Snapshots

/// Runs `edit` on a copy, expects `expected` and checks the copy is still equal to the original.
func expectRefused(
    _ snapshot: DataSnapshot, _ expected: SnapshotError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ edit: (inout DataSnapshot) throws -> Void
) {
    var copy = snapshot
    #expect(throws: expected, sourceLocation: sourceLocation) { try edit(&copy) }
    #expect(copy == snapshot, "refused edit changed the snapshot", sourceLocation: sourceLocation)
    #expect(copy.indexesAreConsistent(), sourceLocation: sourceLocation)
}

@Suite struct DataSnapshotTests {
    @Test func quickBuildsNamedSectionsAndItems() throws {
        let snapshot = DataSnapshot.quick(counts: [2, 0, 3])
        #expect(contents(snapshot) == [["S0", "S0-0", "S0-1"], ["S1"], ["S2", "S2-0", "S2-1", "S2-2"]])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: 2) == 3)
        #expect(snapshot.numberOfItems(inSection: 7) == 0)
        #expect(snapshot.itemIdentifier(at: 2, item: 1) == "S2-1")
        #expect(snapshot.itemIdentifier(at: 1, item: 0) == nil)
        #expect(snapshot.indexPath(of: "S2-2") == pos(2, 2))
        #expect(snapshot.indexPath(of: "nope") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "S0-1") == "S0")
        #expect(snapshot.index(ofSection: "S2") == 2)
        #expect(snapshot.indexesAreConsistent())
        #expect(snapshot == (try makeSnapshot(["S0": ["S0-0", "S0-1"], "S1": [], "S2": ["S2-0", "S2-1", "S2-2"]])))
    }

    @Test func sectionEdits() throws {
        var snapshot = DataSnapshot.quick(counts: [1, 1, 1])
        try snapshot.insertSections(["A"], beforeSection: "S1")
        try snapshot.insertSections(["B", "C"], afterSection: "S2")
        #expect(snapshot.sectionIdentifiers == ["S0", "A", "S1", "S2", "B", "C"])
        try snapshot.moveSection("S0", afterSection: "S2")
        #expect(snapshot.sectionIdentifiers == ["A", "S1", "S2", "S0", "B", "C"])
        try snapshot.moveSection("C", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["C", "A", "S1", "S2", "S0", "B"])
        #expect(snapshot.indexPath(of: "S0-0") == pos(4, 0))
        try snapshot.deleteSections(["A", "S2"])
        #expect(snapshot.sectionIdentifiers == ["C", "S1", "S0", "B"])
        #expect(snapshot.indexPath(of: "S2-0") == nil)
        #expect(snapshot.indexPath(of: "S0-0") == pos(2, 0))
        #expect(snapshot.indexesAreConsistent())
    }

    @Test func itemEdits() throws {
        var snapshot = try makeSnapshot(["A": ["a", "b", "c"], "B": ["x"]])
        try snapshot.insertItems(["p", "q"], beforeItem: "b")
        try snapshot.insertItems(["r"], afterItem: "x")
        try snapshot.appendItems(["z"])
        #expect(contents(snapshot) == [["A", "a", "p", "q", "b", "c"], ["B", "x", "r", "z"]])
        try snapshot.moveItem("a", afterItem: "c")
        try snapshot.moveItem("z", beforeItem: "p")
        try snapshot.moveItem("q", afterItem: "r")
        #expect(contents(snapshot) == [["A", "z", "p", "b", "c", "a"], ["B", "x", "r", "q"]])
        try snapshot.moveItem("z", afterItem: "p")
        #expect(contents(snapshot) == [["A", "p", "z", "b", "c", "a"], ["B", "x", "r", "q"]])
        try snapshot.deleteItems(["b", "x", "a"])
        #expect(contents(snapshot) == [["A", "p", "z", "c"], ["B", "r", "q"]])
        #expect(snapshot.indexPath(of: "q") == pos(1, 1))
        #expect(snapshot.itemIdentifiers == ["p", "z", "c", "r", "q"])
        #expect(snapshot.indexesAreConsistent())
        snapshot.deleteAllItems()
        #expect(snapshot == DataSnapshot())
    }

    @Test func sizesAndReloadsFollowTheirItems() throws {
        var snapshot = try makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        try snapshot.setPreferredSize(CGSize(width: 100, height: 44), forItem: "a")
        try snapshot.setPreferredSize(CGSize(width: 0, height: 0.5), forItem: "c")
        try snapshot.reloadItems(["a", "b"])
        #expect(snapshot.preferredSize(forItem: "a") == CGSize(width: 100, height: 44))
        #expect(snapshot.reloadedItemIdentifiers == ["a", "b"])
        try snapshot.deleteItems(["a"])
        try snapshot.deleteSections(["B"])
        #expect(snapshot.preferredSizes.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers == ["b"])
        try snapshot.setPreferredSize(CGSize(width: 1, height: 2), forItem: "b")
        try snapshot.setPreferredSize(nil, forItem: "b")
        #expect(snapshot.preferredSizes.isEmpty)
        snapshot.clearReloadedItems()
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func copiesAreIndependent() throws {
        let original = DataSnapshot.quick(counts: [3])
        var copy = original
        try copy.moveItem("S0-0", afterItem: "S0-2")
        #expect(original.indexPath(of: "S0-0") == pos(0, 0))
        #expect(copy.indexPath(of: "S0-0") == pos(0, 2))
    }

    @Test func duplicatesAreRefusedAndLeaveTheSnapshotUnchanged() {
        let snapshot = DataSnapshot.quick(counts: [2, 1])
        expectRefused(snapshot, .duplicateSection("S1")) { try $0.appendSections(["N", "S1"]) }
        expectRefused(snapshot, .duplicateSection("N")) { try $0.appendSections(["N", "M", "N"]) }
        expectRefused(snapshot, .duplicateSection("S0")) { try $0.insertSections(["S0"], beforeSection: "S0") }
        expectRefused(snapshot, .duplicateSection("N")) { try $0.insertSections(["N", "N"], afterSection: "S0") }
        expectRefused(snapshot, .duplicateSection("S0")) { try $0.deleteSections(["S0", "S0"]) }
        expectRefused(snapshot, .duplicateItem("S1-0")) { try $0.appendItems(["n", "S1-0"], toSection: "S0") }
        expectRefused(snapshot, .duplicateItem("n")) { try $0.appendItems(["n", "m", "n"], toSection: "S0") }
        expectRefused(snapshot, .duplicateItem("S0-0")) { try $0.insertItems(["S0-0"], beforeItem: "S0-0") }
        expectRefused(snapshot, .duplicateItem("n")) { try $0.insertItems(["n", "n"], afterItem: "S0-1") }
        expectRefused(snapshot, .duplicateItem("S0-1")) { try $0.deleteItems(["S0-1", "S1-0", "S0-1"]) }
        expectRefused(snapshot, .duplicateItem("S0-0")) { try $0.reloadItems(["S0-0", "S0-0"]) }
    }

    @Test func unknownIdentifiersAreRefused() {
        let snapshot = DataSnapshot.quick(counts: [2, 1])
        expectRefused(snapshot, .unknownSection("X")) { try $0.appendItems(["n"], toSection: "X") }
        expectRefused(snapshot, .unknownSection("X")) { try $0.insertSections(["N"], beforeSection: "X") }
        expectRefused(snapshot, .unknownSection("X")) { try $0.insertSections(["N"], afterSection: "X") }
        expectRefused(snapshot, .unknownSection("X")) { try $0.deleteSections(["S0", "X"]) }
        expectRefused(snapshot, .unknownSection("X")) { try $0.moveSection("X", beforeSection: "S0") }
        expectRefused(snapshot, .unknownSection("X")) { try $0.moveSection("S0", afterSection: "X") }
        expectRefused(snapshot, .unknownItem("x")) { try $0.insertItems(["n"], beforeItem: "x") }
        expectRefused(snapshot, .unknownItem("x")) { try $0.insertItems(["n"], afterItem: "x") }
        expectRefused(snapshot, .unknownItem("x")) { try $0.deleteItems(["S0-0", "x"]) }
        expectRefused(snapshot, .unknownItem("x")) { try $0.moveItem("x", beforeItem: "S0-0") }
        expectRefused(snapshot, .unknownItem("x")) { try $0.moveItem("S0-0", afterItem: "x") }
        expectRefused(snapshot, .unknownItem("x")) { try $0.reloadItems(["S0-1", "x"]) }
        expectRefused(snapshot, .unknownItem("x")) { try $0.setPreferredSize(CGSize(width: 1, height: 1), forItem: "x") }
        expectRefused(DataSnapshot(), .noSections) { try $0.appendItems(["a"]) }
    }

    @Test func movesRelativeToThemselvesAreRefused() {
        let snapshot = DataSnapshot.quick(counts: [2, 1])
        expectRefused(snapshot, .moveRelativeToItself("S0-1")) { try $0.moveItem("S0-1", beforeItem: "S0-1") }
        expectRefused(snapshot, .moveRelativeToItself("S0-1")) { try $0.moveItem("S0-1", afterItem: "S0-1") }
        expectRefused(snapshot, .moveRelativeToItself("S1")) { try $0.moveSection("S1", beforeSection: "S1") }
        expectRefused(snapshot, .moveRelativeToItself("S1")) { try $0.moveSection("S1", afterSection: "S1") }
    }

    @Test(arguments: [
        CGSize(width: -1, height: 10), CGSize(width: 10, height: -0.5), CGSize(width: CGFloat.infinity, height: 1),
        CGSize(width: 1, height: -CGFloat.infinity), CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1, height: CGFloat.nan)
    ])
    func invalidPreferredSizesAreRefused(size: CGSize) throws {
        var snapshot = DataSnapshot.quick(counts: [1])
        try snapshot.setPreferredSize(CGSize(width: 5, height: 5), forItem: "S0-0")
        let before = snapshot
        #expect {
            try snapshot.setPreferredSize(size, forItem: "S0-0")
        } throws: { error in
            guard case SnapshotError.invalidPreferredSize(item: "S0-0", _, _) = error else { return false }
            return (error as? SnapshotError)?.errorDescription?.contains("'S0-0'") == true
        }
        #expect(snapshot == before)
    }

    @Test func errorMessagesNameTheIdentifier() {
        let errors: [SnapshotError] = [
            .duplicateSection("sec"), .duplicateItem("sec"), .unknownSection("sec"), .unknownItem("sec"),
            .moveRelativeToItself("sec"), .invalidPreferredSize(item: "sec", width: -1, height: 2),
            .malformedRange("sec", reason: "r")
        ]
        for error in errors {
            let message = error.errorDescription ?? ""
            #expect(message.contains("'sec'"))
            #expect(!message.contains("\n"))
        }
        #expect(SnapshotError.noSections.errorDescription?.isEmpty == false)
    }

    @Test func rangesExpand() throws {
        #expect(try DataSnapshot.expandRange("item3..item7") == ["item3", "item4", "item5", "item6", "item7"])
        #expect(try DataSnapshot.expandRange("S0-8..S0-11") == ["S0-8", "S0-9", "S0-10", "S0-11"])
        #expect(try DataSnapshot.expandRange("a08..a10") == ["a08", "a09", "a10"])
        #expect(try DataSnapshot.expandRange("5..5") == ["5"])
        #expect(try DataSnapshot.expandRange("plain") == ["plain"])
        #expect(try DataSnapshot.expandRange("x0..x99999").count == 100_000)
    }

    @Test(arguments: [
        "item3..", "..item3", "item..item4", "a3..b7", "item7..item3", "a1..a2..a3",
        "a1..a05", "a01..a5", "x0..x100000", "x1..x12345678901", "é1..e2"
    ])
    func malformedRangesAreRefused(token: String) {
        #expect {
            try DataSnapshot.expandRange(token)
        } throws: { error in
            guard case SnapshotError.malformedRange(token, _) = error else { return false }
            return (error as? SnapshotError)?.errorDescription?.contains("'\(token)'") == true
        }
    }
}
