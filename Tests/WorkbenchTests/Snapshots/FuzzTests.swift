import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
@testable import Snapshots
import HostSupport

@Suite struct FuzzTests {
    static let sectionPool = (0..<6).map { "S\($0)" } + ["T0", "T1"]
    static let itemPool = (0..<6).flatMap { section in (0..<7).map { "S\(section)-\($0)" } } + (0..<8).map { "n\($0)" }

    /// One random edit drawn from every editing operation. Identifiers are mostly existing ones, otherwise
    /// drawn from pools that mix existing, unknown and repeated identifiers, so many edits are refused.
    static func randomEdit(_ snapshot: inout DataSnapshot, _ rng: inout SplitMix64) throws {
        let existingSections = snapshot.sectionIdentifiers, existingItems = snapshot.itemIdentifiers
        func section() -> String {
            existingSections.isEmpty || Int.random(in: 0..<4, using: &rng) == 0
                ? sectionPool.randomElement(using: &rng)! : existingSections.randomElement(using: &rng)!
        }
        func item() -> String {
            existingItems.isEmpty || Int.random(in: 0..<4, using: &rng) == 0
                ? itemPool.randomElement(using: &rng)! : existingItems.randomElement(using: &rng)!
        }
        func sections() -> [String] { (0..<Int.random(in: 0...3, using: &rng)).map { _ in section() } }
        func items() -> [String] { (0..<Int.random(in: 0...4, using: &rng)).map { _ in item() } }
        switch Int.random(in: 0..<16, using: &rng) {
        case 0: try snapshot.appendSections(sections())
        case 1: try snapshot.insertSections(sections(), beforeSection: section())
        case 2: try snapshot.insertSections(sections(), afterSection: section())
        case 3: try snapshot.deleteSections(sections())
        case 4: try snapshot.moveSection(section(), beforeSection: section())
        case 5: try snapshot.moveSection(section(), afterSection: section())
        case 6: try snapshot.appendItems(items(), toSection: Bool.random(using: &rng) ? nil : section())
        case 7: try snapshot.insertItems(items(), beforeItem: item())
        case 8: try snapshot.insertItems(items(), afterItem: item())
        case 9, 10: try snapshot.deleteItems(items())
        case 11, 12: try snapshot.moveItem(item(), beforeItem: item())
        case 13: try snapshot.moveItem(item(), afterItem: item())
        case 14: try snapshot.reloadItems(items())
        default:
            let sizes: [CGSize?] = [
                nil, CGSize(width: 10, height: 20), CGSize(width: -1, height: 2),
                CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 3, height: CGFloat.nan)
            ]
            try snapshot.setPreferredSize(sizes.randomElement(using: &rng)!, forItem: item())
        }
    }

    /// Reload reporting: every reported position is an old position of a reloaded item that was neither
    /// deleted nor moved, and every reloaded item present on both sides (outside deleted/inserted sections)
    /// is reported either as a reload or as a deletion plus an insertion.
    static func checkReloads(_ changes: SnapshotChanges, old: DataSnapshot, new: DataSnapshot, reloaded: Set<String>) {
        let deleted = Set(changes.deletedItems), inserted = Set(changes.insertedItems)
        let reported = Set(changes.reloadedItems)
        #expect(reported.count == changes.reloadedItems.count)
        #expect(reported.isDisjoint(with: deleted) && reported.isDisjoint(with: changes.movedItems.map(\.from)))
        for id in reloaded {
            guard let from = old.indexPath(of: id), let to = new.indexPath(of: id),
                new.containsSection(old.sectionIdentifiers[from.section]),
                old.containsSection(new.sectionIdentifiers[to.section])
            else { continue }
            #expect(reported.contains(from) || (deleted.contains(from) && inserted.contains(to)), "reload of \(id)")
        }
        for position in reported {
            #expect(reloaded.contains(old.itemIdentifier(at: position.section, item: position.item) ?? ""))
        }
    }

    @Test func randomEditSequences() throws {
        var rng = SplitMix64(state: 2024)
        var refused = 0, accepted = 0, itemMoves = 0, sectionMoves = 0, reloads = 0, sectionChanges = 0
        for _ in 0..<5_000 {
            let counts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
            var old = DataSnapshot.quick(counts: counts)
            for _ in 0..<Int.random(in: 0...3, using: &rng) { try? Self.randomEdit(&old, &rng) }
            old.clearReloadedItems()
            var new = old
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let before = new
                do {
                    try Self.randomEdit(&new, &rng)
                    accepted += 1
                } catch is SnapshotError {
                    refused += 1
                    #expect(new == before)
                }
                #expect(new.indexesAreConsistent())
            }
            let plain = SnapshotDiff.diff(from: old, to: new)
            #expect(try applyChanges(plain, to: old, new: new) == contents(new))
            try checkMinimalMoves(plain, old: old, new: new)
            let backwards = SnapshotDiff.diff(from: new, to: old)
            #expect(try applyChanges(backwards, to: new, new: old) == contents(old))
            let reloaded = new.reloadedItemIdentifiers
            let withReloads = SnapshotDiff.diff(from: old, to: new, reloaded: reloaded)
            #expect(try applyChanges(withReloads, to: old, new: new) == contents(new))
            Self.checkReloads(withReloads, old: old, new: new, reloaded: reloaded)
            itemMoves += plain.movedItems.count
            sectionMoves += plain.movedSections.count
            reloads += withReloads.reloadedItems.count
            sectionChanges += plain.insertedSections.count + plain.deletedSections.count
        }
        #expect(refused > 5_000 && accepted > 5_000)
        #expect(
            itemMoves > 1_000 && sectionMoves > 300 && reloads > 300 && sectionChanges > 1_000,
            "fuzz coverage: \(itemMoves) item moves, \(sectionMoves) section moves, \(reloads) reloads")
    }

    @Test func loaderSurvivesRandomBytesTruncationsAndMutations() throws {
        var rng = SplitMix64(state: 99)
        var valid = try makeSnapshot(["S0": ["a", "b\"q", "ü🙂"], "S1": [], "S2": ["c\\d", "e\nf"]])
        try valid.setPreferredSize(CGSize(width: 100, height: 44.5), forItem: "a")
        try valid.setPreferredSize(CGSize(width: 0, height: 1e-3), forItem: "e\nf")
        let base = [UInt8](SnapshotFile.encode(valid))
        let alphabet = [UInt8](#"{}[]",:0123456789.-+eE truefalsnul\u/ "#.utf8) + [0x0A, 0x00, 0xC3, 0xA9, 0xFF, 0xF0, 0x9F]
        var loaded = 0, refused = 0
        func attempt(_ bytes: [UInt8]) {
            do {
                let snapshot = try SnapshotFile.decode(Data(bytes))
                #expect(snapshot.indexesAreConsistent())
                #expect(try SnapshotFile.decode(SnapshotFile.encode(snapshot)) == snapshot)
                loaded += 1
            } catch is SnapshotFileError {
                refused += 1
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
        for n in 0..<2_000 {
            let length = Int.random(in: 0...200, using: &rng)
            attempt(
                (0..<length).map { _ in
                    n.isMultiple(of: 2) ? UInt8.random(in: 0...255, using: &rng) : alphabet.randomElement(using: &rng)!
                })
        }
        for _ in 0..<1_000 { attempt(Array(base.prefix(Int.random(in: 0...base.count, using: &rng)))) }
        for _ in 0..<3_000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let index = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes[index] = alphabet.randomElement(using: &rng)!
                case 2: bytes.insert(alphabet.randomElement(using: &rng)!, at: index)
                case 3: if bytes.count > 1 { bytes.remove(at: index) }
                default:
                    let end = min(bytes.count, index + Int.random(in: 1...40, using: &rng))
                    bytes.insert(contentsOf: bytes[index..<end], at: Int.random(in: 0...bytes.count, using: &rng))
                }
            }
            attempt(bytes.count > 4_000 ? Array(bytes.prefix(4_000)) : bytes)
        }
        #expect(loaded > 50 && refused > 5_000)
    }
}
