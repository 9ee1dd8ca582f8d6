import CollectionLayout
import Foundation
import LayoutHost
import Snapshots
import Pictures
import HostSupport
import SessionValues

extension Session {
    /// New data (`items`, a restore): the applied and the edited snapshot both become it, and
    /// the collection view reloads (reloadData: everything is invalidated). `quick` says it is
    /// DataSnapshot.quick of its counts.
    func replaceData(_ snapshot: DataSnapshot, quick: Bool = false) throws {
        try view.setItemCounts(Session.counts(of: snapshot))
        appliedData = snapshot
        editingData = snapshot
        quickDataVersion = quick ? dataVersion : nil
        installPreferredSizes(from: snapshot)
    }

    /// The collection view's self-sizing answers from `snapshot` (its sizes follow its items'
    /// identifiers, so they are installed anew whenever the applied data changes order).
    func installPreferredSizes(from snapshot: DataSnapshot) {
        view.preferredSize = preferredSizeProvider(snapshot)
        view.preferredSupplementarySize = supplementarySizeProvider(snapshot)
    }

    static func counts(of snapshot: DataSnapshot) -> [Int] {
        (0..<snapshot.numberOfSections).map { snapshot.numberOfItems(inSection: $0) }
    }

    /// The snapshot's self-sized sizes by index path, or nil when it has none.
    func preferredSizeProvider(_ snapshot: DataSnapshot) -> ((Int, Int) -> CGSize?)? {
        guard !snapshot.preferredSizes.isEmpty else { return nil }
        return { section, item in
            snapshot.itemIdentifier(at: section, item: item).flatMap { snapshot.preferredSize(forItem: $0) }
        }
    }

    /// The snapshot's self-sized supplementary sizes by kind and section (every item of the kind
    /// in the section), or nil when it has none.
    func supplementarySizeProvider(_ snapshot: DataSnapshot) -> ((String, Int, Int) -> CGSize?)? {
        guard !snapshot.preferredSupplementarySizes.isEmpty else { return nil }
        return { kind, section, _ in snapshot.preferredSupplementarySize(kind: kind, inSectionAt: section) }
    }

    /// What `apply` did: the update items and, when animated, the transition attributes.
    struct ApplyReport {
        var changes: SnapshotChanges
        var appearing: [LayoutElement] = []
        var disappearing: [LayoutElement] = []
        /// The supplementary and decoration views the layout said the update inserts and deletes.
        var viewChanges: [LayoutInstance.ViewChange] = []
        /// With `animated`: what was visible before and after, and the bounds then (pictures).
        var before: [LayoutElement] = []
        var after: [LayoutElement] = []
        var boundsBefore = CGRect.zero
        var boundsAfter = CGRect.zero
        /// Who each element before and after is: a cell's item identifier, else its key; the same
        /// identity on both sides is one element moving.
        var beforeIdentities: [String] = []
        var afterIdentities: [String] = []
    }

    /// Diffs the edited snapshot against the applied data and performs the batch update as
    /// UICollectionView does; with `animated`, collects every appearing element's initial
    /// attributes and every disappearing element's final ones (see `transitions`).
    func applyEditedData(animated: Bool) throws -> ApplyReport {
        let old = appliedData, new = editingData
        let changes = SnapshotDiff.diff(from: old, to: new, reloaded: new.reloadedItemIdentifiers)
        var report = ApplyReport(changes: changes)
        let before = view.visibleElements
        report.boundsBefore = view.state.bounds
        installPreferredSizes(from: new)
        appliedData = new
        var others = changes
        others.reconfiguredItems = []
        do {
            // Only reconfigured items: UIKit updates those cells in place, no batch update reaches
            // the layout; a pass lets self-sizing cells report sizes that changed.
            guard !others.isEmpty || changes.reconfiguredItems.isEmpty else {
                try view.layoutPass()
                editingData.clearReloadedItems()
                appliedData.clearReloadedItems()
                return report
            }
            report.viewChanges = try view.beginBatchUpdate(counts: Session.counts(of: new), items: Session.updateItems(changes))
            if animated, let layout = active {
                (report.appearing, report.disappearing) = try transitions(layout, before: before)
            }
            try active?.finalizeUpdates()
            if animated {
                (report.before, report.after, report.boundsAfter) = (before, view.visibleElements, view.state.bounds)
                report.beforeIdentities = before.map { Session.identity(of: $0, in: old) }
                // A reloaded item is a new cell: the old one fades out as the new one fades in.
                report.afterIdentities = report.after.map { element in
                    let identity = Session.identity(of: element, in: new)
                    let reloaded =
                        element.category == .cell
                        && new.itemIdentifier(at: element.section, item: element.item).map(new.reloadedItemIdentifiers.contains) == true
                    return reloaded ? identity + " (reloaded)" : identity
                }
            }
        } catch {
            appliedData = old
            installPreferredSizes(from: old)
            view.restoreItemCounts(Session.counts(of: old))
            throw error
        }
        editingData.clearReloadedItems()
        appliedData.clearReloadedItems()
        return report
    }

    /// A cell's item identifier in `data`, else the element's category, kind and index path.
    static func identity(of element: LayoutElement, in data: DataSnapshot) -> String {
        if element.category == .cell, let id = data.itemIdentifier(at: element.section, item: element.item) { return "item " + id }
        return AnimatedSVG.Frame.identity(of: element)
    }

    /// UIKit's update items for a diff, in the order UIKit hands them to
    /// prepare(forCollectionViewUpdates:): deletes (descending), inserts, reloads, then moves
    /// (each ascending; a section's operation after its items, its item being NSNotFound). A
    /// reload's indexPathAfterUpdate is where the item is after the update (docs/uikit-rules.md §2.4).
    static func updateItems(_ changes: SnapshotChanges) -> [LayoutInstance.UpdateItem] {
        typealias Path = (section: Int, item: Int)
        // The sort key: a section operation's item (-1 here) is UIKit's NSNotFound, the largest.
        func key(_ path: Path?) -> [Int] { path.map { [$0.section, $0.item < 0 ? Int.max : $0.item] } ?? [] }
        func ascending(_ items: [LayoutInstance.UpdateItem], by path: (LayoutInstance.UpdateItem) -> Path?) -> [LayoutInstance.UpdateItem] {
            items.sorted { key(path($0)).lexicographicallyPrecedes(key(path($1))) }
        }
        let deletes =
            changes.deletedSections.map { LayoutInstance.UpdateItem(action: .delete, before: ($0, -1), after: nil) }
            + changes.deletedItems.map { .init(action: .delete, before: ($0.section, $0.item), after: nil) }
        let inserts =
            changes.insertedSections.map { LayoutInstance.UpdateItem(action: .insert, before: nil, after: ($0, -1)) }
            + changes.insertedItems.map { .init(action: .insert, before: nil, after: ($0.section, $0.item)) }
        let reloads =
            changes.sectionReloads.map { LayoutInstance.UpdateItem(action: .reload, before: ($0.from, -1), after: ($0.to, -1)) }
            + changes.reloads.map { .init(action: .reload, before: ($0.from.section, $0.from.item), after: ($0.to.section, $0.to.item)) }
        let moves =
            changes.movedSections.map { LayoutInstance.UpdateItem(action: .move, before: ($0.from, -1), after: ($0.to, -1)) }
            + changes.movedItems.map { .init(action: .move, before: ($0.from.section, $0.from.item), after: ($0.to.section, $0.to.item)) }
        return ascending(deletes, by: \.before).reversed() + ascending(inserts, by: \.after)
            + ascending(reloads, by: \.before) + ascending(moves, by: \.before)
    }

    /// UIKit asks the appearing attributes of every element visible after the update and the
    /// disappearing ones of every element visible before it, unchanged and shifted ones
    /// included (layouts filter on the update items they recorded); a reloaded item is both, a
    /// delete and an insert at the same place. The SDK's base class answers UIKit's defaults
    /// (inserted and deleted elements fade); nil keeps the element's own final (for appearing)
    /// or current (for disappearing) attributes.
    private func transitions(_ layout: LayoutInstance, before: [LayoutElement]) throws -> ([LayoutElement], [LayoutElement]) {
        let appearing = try view.visibleElements.map { try layout.initialAttributes(forAppearing: $0.key) ?? $0 }
        let disappearing = try before.map { try layout.finalAttributes(forDisappearing: $0.key) ?? $0 }
        return (appearing, disappearing)
    }

    /// Refuses an index path the data does not have, naming what it has.
    func requireItem(section: Int, item: Int) throws {
        let counts = view.state.itemCounts
        guard section < counts.count, item < counts[section] else {
            let sections = counts.enumerated().map { "section \($0.offset): \($0.element) items" }.joined(separator: ", ")
            throw CommandError("no item at \(section)-\(item)", hint: sections.isEmpty ? "there is no data" : sections)
        }
    }
}
