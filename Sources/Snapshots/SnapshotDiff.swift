import HostSupport
/// Computes the minimal UIKit-style batch update between two snapshots in O(n log n).
public enum SnapshotDiff {
    /// The changes that turn `old` into `new`.
    ///
    /// - Sections: those only in `old` are deleted, those only in `new` inserted; of the surviving
    ///   sections, the ones outside a longest increasing subsequence of new indices (taken in old order)
    ///   are reported moved.
    /// - Items inside deleted or inserted sections are covered by the section change and not reported.
    ///   An item leaving a deleted section is reported inserted; one entering an inserted section is
    ///   reported deleted (UIKit cannot move items out of deleted or into inserted sections).
    /// - An item that changes section is moved. Items staying in their section are moved only when they
    ///   fall outside a longest increasing subsequence of that section's surviving items, so items whose
    ///   relative order is unchanged are never reported (a whole section move carries its items).
    /// - Reloaded identifiers present in both snapshots are reported at their old position and their
    ///   new one (where the batch's deletes and inserts put them, as UIKit's update item has it); a reloaded
    ///   item that also moved is reported as a deletion plus an insertion instead, since UIKit refuses
    ///   to reload and move the same index path. Reloads of deleted or inserted items are ignored.
    public static func diff(from old: DataSnapshot, to new: DataSnapshot, reloaded: Set<String> = []) -> SnapshotChanges {
        var changes = SnapshotChanges()
        let oldSectionCount = old.sectionIdentifiers.count, newSectionCount = new.sectionIdentifiers.count
        var oldToNew = [Int](repeating: -1, count: oldSectionCount)
        var newToOld = [Int](repeating: -1, count: newSectionCount)
        for (newIndex, id) in new.sectionIdentifiers.enumerated() {
            if let oldIndex = old.sectionIndices[id] {
                oldToNew[oldIndex] = newIndex
                newToOld[newIndex] = oldIndex
            } else {
                changes.insertedSections.append(newIndex)
            }
        }
        var survivors: [Int] = []
        for oldIndex in 0..<oldSectionCount {
            if oldToNew[oldIndex] < 0 { changes.deletedSections.append(oldIndex) } else { survivors.append(oldIndex) }
        }
        let sectionKeys = survivors.map { oldToNew[$0] }
        let keptSections = increasingSubsequenceMembers(sectionKeys)
        for (n, oldIndex) in survivors.enumerated() where !keptSections[n] {
            changes.movedSections.append(.init(from: oldIndex, to: sectionKeys[n]))
        }
        changes.movedSections.sort { $0.to < $1.to }

        var offsets = [Int](repeating: 0, count: oldSectionCount + 1)
        for section in 0..<oldSectionCount { offsets[section + 1] = offsets[section] + old.sectionItems[section].count }
        var seen = [Bool](repeating: false, count: offsets[oldSectionCount])
        let oldPositions = old.itemPositions
        var stayingOld: [Int] = [], stayingNew: [Int] = []
        for newSection in 0..<newSectionCount where newToOld[newSection] >= 0 {
            let oldSection = newToOld[newSection]
            stayingOld.removeAll(keepingCapacity: true)
            stayingNew.removeAll(keepingCapacity: true)
            for (newItem, id) in new.sectionItems[newSection].enumerated() {
                guard let from = oldPositions[id], oldToNew[from.section] >= 0 else {
                    changes.insertedItems.append(ItemPosition(section: newSection, item: newItem))
                    continue
                }
                seen[offsets[from.section] + from.item] = true
                if from.section == oldSection {
                    stayingOld.append(from.item)
                    stayingNew.append(newItem)
                } else {
                    changes.movedItems.append(.init(from: from, to: ItemPosition(section: newSection, item: newItem)))
                }
            }
            let kept = increasingSubsequenceMembers(stayingOld)
            for n in kept.indices where !kept[n] {
                changes.movedItems.append(
                    .init(
                        from: ItemPosition(section: oldSection, item: stayingOld[n]),
                        to: ItemPosition(section: newSection, item: stayingNew[n])))
            }
        }
        changes.movedItems.sort { $0.to < $1.to }
        for section in 0..<oldSectionCount where oldToNew[section] >= 0 {
            for item in 0..<(offsets[section + 1] - offsets[section]) where !seen[offsets[section] + item] {
                changes.deletedItems.append(ItemPosition(section: section, item: item))
            }
        }
        if !reloaded.isEmpty { classifyReloads(reloaded, old: old, new: new, oldToNew: oldToNew, into: &changes) }
        // A reloaded section is reported at its old index unless it moved (UIKit refuses to reload
        // and move the same section); reconfigured items at their new positions.
        let movedFrom = Set(changes.movedSections.map(\.from))
        changes.sectionReloads = new.reloadedSectionIdentifiers.compactMap { old.sectionIndices[$0] }
            .filter { oldToNew[$0] >= 0 && !movedFrom.contains($0) }.sorted()
            .map { SnapshotChanges.SectionMove(from: $0, to: oldToNew[$0]) }
        changes.reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { new.itemPositions[$0] }.sorted()
        return changes
    }

    private static func classifyReloads(
        _ reloaded: Set<String>, old: DataSnapshot, new: DataSnapshot,
        oldToNew: [Int], into changes: inout SnapshotChanges
    ) {
        var moveIndexByDestination: [ItemPosition: Int] = [:]
        for (index, move) in changes.movedItems.enumerated() { moveIndexByDestination[move.to] = index }
        var cancelledMoves = Set<Int>()
        for id in reloaded {
            guard let from = old.itemPositions[id], let to = new.itemPositions[id],
                oldToNew[from.section] >= 0, old.sectionIndices[new.sectionIdentifiers[to.section]] != nil
            else { continue }
            if let move = moveIndexByDestination[to] {
                cancelledMoves.insert(move)
                changes.deletedItems.append(from)
                changes.insertedItems.append(to)
            } else {
                changes.reloads.append(SnapshotChanges.ItemMove(from: from, to: to))
            }
        }
        changes.reloads.sort { $0.from < $1.from }
        guard !cancelledMoves.isEmpty else { return }
        changes.movedItems = changes.movedItems.enumerated().filter { !cancelledMoves.contains($0.offset) }.map(\.element)
        changes.deletedItems.sort()
        changes.insertedItems.sort()
    }

    /// Marks the members of one longest strictly increasing subsequence of `values` (patience sorting,
    /// O(m log m); an already increasing sequence is detected in O(m)).
    static func increasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
        var members = [Bool](repeating: true, count: values.count)
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return members }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        tails.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        members = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            members[cursor] = true
            cursor = previous[cursor]
        }
        return members
    }
}
