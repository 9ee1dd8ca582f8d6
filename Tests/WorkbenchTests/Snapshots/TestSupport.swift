import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
@testable import Workbench
@testable import Snapshots
import HostSupport

/// A seeded generator so every fuzz run is reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds a snapshot from literal sections.
func makeSnapshot(_ sections: KeyValuePairs<String, [String]>) throws -> DataSnapshot {
    var snapshot = DataSnapshot()
    for (section, items) in sections {
        try snapshot.appendSections([section])
        try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot's content as comparable (section, items) pairs.
func contents(_ snapshot: DataSnapshot) -> [[String]] {
    snapshot.sectionIdentifiers.indices.map { [snapshot.sectionIdentifiers[$0]] + snapshot.itemIdentifiers(inSectionAt: $0) }
}

func pos(_ section: Int, _ item: Int) -> ItemPosition { ItemPosition(section: section, item: item) }

struct Inconsistency: Error, CustomStringConvertible {
    var description: String
}

/// Applies `changes` to `old` the way UIKit applies a batch update, independently of the diff code:
/// removes deleted sections, deleted items and move sources (old coordinates); places inserted and moved
/// sections at their new indices and fills the remaining slots with the unmoved sections in old order;
/// then inserts inserted items (ids read from `new`) and moved items (ids read from `old`) at their new
/// positions in ascending order. Returns [section id, items…] per section, like `contents(_:)`.
func applyChanges(_ changes: SnapshotChanges, to old: DataSnapshot, new: DataSnapshot) throws -> [[String]] {
    func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Inconsistency(description: message()) }
    }
    let deletedSections = Set(changes.deletedSections)
    let insertedSections = Set(changes.insertedSections)
    try check(deletedSections.count == changes.deletedSections.count, "duplicate section deletions")
    try check(insertedSections.count == changes.insertedSections.count, "duplicate section insertions")
    let removed = Set(changes.deletedItems).union(changes.movedItems.map(\.from))
    try check(removed.count == changes.deletedItems.count + changes.movedItems.count, "item removed twice")
    for position in removed {
        try check(old.itemIdentifier(at: position.section, item: position.item) != nil, "no old item at \(position)")
        try check(!deletedSections.contains(position.section), "item \(position) removed from a deleted section")
    }
    var remaining: [Int: [String]] = [:]
    for section in 0..<old.numberOfSections where !deletedSections.contains(section) {
        remaining[section] =
            [old.sectionIdentifiers[section]]
            + old.itemIdentifiers(inSectionAt: section).enumerated()
            .filter { !removed.contains(pos(section, $0.offset)) }.map(\.element)
    }
    var slots = [[String]?](repeating: nil, count: new.numberOfSections)
    for section in insertedSections {
        try check(slots.indices.contains(section), "inserted section \(section) out of range")
        slots[section] = [new.sectionIdentifiers[section]] + new.itemIdentifiers(inSectionAt: section)
    }
    var movedSources = Set<Int>()
    for move in changes.movedSections {
        try check(remaining[move.from] != nil && movedSources.insert(move.from).inserted, "bad section move source \(move.from)")
        try check(slots.indices.contains(move.to) && slots[move.to] == nil, "bad section move destination \(move.to)")
        slots[move.to] = remaining[move.from]
    }
    var unmoved = remaining.keys.filter { !movedSources.contains($0) }.sorted()[...]
    for slot in slots.indices where slots[slot] == nil {
        try check(!unmoved.isEmpty, "not enough sections to fill slot \(slot)")
        slots[slot] = remaining[unmoved.removeFirst()]
    }
    try check(unmoved.isEmpty, "more surviving sections than slots")
    var additions: [Int: [(Int, String)]] = [:]
    for position in changes.insertedItems {
        try check(!insertedSections.contains(position.section), "item inserted into inserted section")
        let id = try #require(new.itemIdentifier(at: position.section, item: position.item))
        additions[position.section, default: []].append((position.item, id))
    }
    for move in changes.movedItems {
        try check(!insertedSections.contains(move.to.section), "item moved into inserted section")
        let id = try #require(old.itemIdentifier(at: move.from.section, item: move.from.item))
        additions[move.to.section, default: []].append((move.to.item, id))
    }
    for (section, list) in additions {
        try check(slots.indices.contains(section), "insertion into missing section \(section)")
        for (index, id) in list.sorted(by: { $0.0 < $1.0 }) {
            try check(index + 1 <= slots[section]!.count, "insertion index \(index) beyond the section end")
            slots[section]!.insert(id, at: index + 1)
        }
    }
    return slots.map { $0! }
}

/// O(n²) longest strictly increasing subsequence length, as an independent reference.
func referenceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// Checks that the diff reports no more moves than necessary: per surviving section,
/// moves = items staying in the section − LIS; for sections, moves = survivors − LIS.
func checkMinimalMoves(_ changes: SnapshotChanges, old: DataSnapshot, new: DataSnapshot) throws {
    let survivors = old.sectionIdentifiers.compactMap { new.index(ofSection: $0) }
    #expect(changes.movedSections.count == survivors.count - referenceLISLength(survivors))
    for (newSection, id) in new.sectionIdentifiers.enumerated() {
        guard let oldSection = old.index(ofSection: id) else { continue }
        let staying = old.itemIdentifiers(inSectionAt: oldSection).compactMap { item -> Int? in
            guard let position = new.indexPath(of: item), position.section == newSection else { return nil }
            return position.item
        }
        let moves = changes.movedItems.filter { $0.from.section == oldSection && $0.to.section == newSection }.count
        #expect(moves == staying.count - referenceLISLength(staying), "section \(id)")
    }
}
