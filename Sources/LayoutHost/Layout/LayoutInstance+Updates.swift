import CollectionLayout
package import Foundation
import HostSystem
import PluginABI
package import HostSupport

/// Batch updates and self-sizing: the extension lb.updates/2 (layoutbench/ext/updates.h). A
/// plugin without it is skipped in these calls, as UIKit's defaults would answer.
extension LayoutInstance {
    /// One change in UIKit's index-path conventions.
    package struct UpdateItem: Equatable, Sendable {
        package enum Action: UInt32, Sendable { case insert = 0, delete = 1, reload = 2, move = 3 }
        package var action: Action
        /// (section, item) in the old data; item −1 for a section update.
        package var before: (section: Int, item: Int)?
        /// (section, item) in the new data; item −1 for a section update.
        package var after: (section: Int, item: Int)?

        package init(action: Action, before: (section: Int, item: Int)?, after: (section: Int, item: Int)?) {
            self.action = action
            self.before = before
            self.after = after
        }

        public static func == (a: UpdateItem, b: UpdateItem) -> Bool {
            a.action == b.action && a.before?.section == b.before?.section && a.before?.item == b.before?.item
                && a.after?.section == b.after?.section && a.after?.item == b.after?.item
        }
    }

    /// The extension `id`'s table (layoutbench/plugin.h, get_extension), asked once per
    /// instance; nil when the plugin has not got it, or when its table is shorter than this
    /// header's (a frozen table is read whole or not at all).
    func extensionTable<T>(_ id: String) -> T? {
        guard let lookup = functions.get_extension else { return nil }
        let table: UnsafeRawPointer?
        if let known = extensions[id] {
            table = known
        } else {
            table = id.withCString { lookup($0) }
            extensions[id] = table
        }
        // The table is the plugin's memory: read through a guard, so a bad pointer is no table.
        guard let table, let size = GuardedMemory.load(table, as: UInt32.self), Int(size) >= MemoryLayout<T>.size else { return nil }
        return GuardedMemory.load(table, as: T.self)
    }

    var updateFunctions: lb_update_functions? { extensionTable(LB_EXTENSION_UPDATES) }

    /// The supplementary or decoration views of one kind an update inserts or deletes, as the
    /// layout answers indexPathsTo{Insert,Delete}For{Supplementary,Decoration}View(ofKind:).
    package struct ViewChange: Equatable, Sendable {
        package var category: LayoutElement.Category
        package var kind: String
        package var inserted: [ItemPosition]
        package var deleted: [ItemPosition]
    }

    /// Asks the layout which views of `kind` (`category` supplementary or decoration) the update
    /// inserts and deletes; nil when its plugin does not offer lb.updates/2.
    package func viewChanges(category: LayoutElement.Category, kind: String) throws -> ViewChange? {
        guard let function = updateFunctions?.index_paths_to_change else { return nil }
        let code: UInt32 = category == .decoration ? UInt32(LB_CATEGORY_DECORATION) : UInt32(LB_CATEGORY_SUPPLEMENTARY)
        func ask(_ insert: Bool) throws -> [ItemPosition] {
            var list = lb_index_path_list()
            let status = tracked(.updates) { function(instance, code, kind, insert ? 1 : 0, &list) }
            let name =
                (insert ? "indexPathsToInsertFor" : "indexPathsToDeleteFor") + (category == .decoration ? "DecorationView" : "SupplementaryView") + "(ofKind:)"
            try check(status, name)
            guard list.count > 0 else { return [] }
            guard let paths = list.paths else { throw LayoutCallError("\(id) returned \(list.count) index paths from \(name) and no records of them") }
            guard list.count <= UInt64(PluginLimits.elements) else {
                throw LayoutCallError("\(id) returned \(list.count) index paths from \(name) (at most \(PluginLimits.elements))")
            }
            guard
                GuardedMemory.areReadable(
                    records: paths, count: Int(list.count), stride: MemoryLayout<lb_index_path>.stride,
                    size: MemoryLayout<lb_index_path>.size)
            else {
                throw LayoutCallError("\(id) returned \(list.count) index paths from \(name) that are not readable memory")
            }
            let positions = (0..<Int(list.count)).map { ItemPosition(section: Int(paths[$0].section), item: Int(paths[$0].item)) }
            // A section is 0 or more; an item 0 or more, or −1 for the section's view as a whole.
            if let bad = positions.first(where: { $0.section < 0 || $0.item < -1 }) {
                throw LayoutCallError("\(id) returned the index path \(bad.section)-\(bad.item) from \(name), which no data has")
            }
            return positions
        }
        return ViewChange(category: category, kind: kind, inserted: try ask(true), deleted: try ask(false))
    }

    package func prepareForUpdates(_ items: [UpdateItem]) throws {
        guard let prepare = updateFunctions?.prepare_for_updates else { return }
        let records = items.map { item in
            lb_update_item(
                struct_size: UInt32(MemoryLayout<lb_update_item>.size), action: item.action.rawValue,
                before_section: Int64(item.before?.section ?? -1), before_item: Int64(item.before?.item ?? -1),
                after_section: Int64(item.after?.section ?? -1), after_item: Int64(item.after?.item ?? -1))
        }
        let status = tracked(.updates) { records.withUnsafeBufferPointer { prepare(instance, $0.baseAddress, UInt64($0.count)) } }
        try check(status, "prepare(forCollectionViewUpdates:)")
    }

    package func finalizeUpdates() throws {
        guard let finalize = updateFunctions?.finalize_updates else { return }
        try check(tracked(.updates) { finalize(instance) }, "finalizeCollectionViewUpdates")
    }

    /// prepare(forAnimatedBoundsChange:) with the bounds before the change.
    package func prepareForAnimatedBoundsChange(from old: CGRect) throws {
        guard let function = updateFunctions?.prepare_for_animated_bounds_change else { return }
        let rect = lb_rect(x: old.minX, y: old.minY, width: old.width, height: old.height)
        try check(tracked(.updates) { function(instance, rect) }, "prepare(forAnimatedBoundsChange:)")
    }

    /// finalizeAnimatedBoundsChange().
    package func finalizeAnimatedBoundsChange() throws {
        guard let function = updateFunctions?.finalize_animated_bounds_change else { return }
        try check(tracked(.updates) { function(instance) }, "finalizeAnimatedBoundsChange()")
    }

    /// initialLayoutAttributesForAppearing…; nil when the layout returns nil.
    package func initialAttributes(forAppearing key: LayoutElement.Key) throws -> LayoutElement? {
        try transition(key, updateFunctions?.initial_for_appearing, "initialLayoutAttributesForAppearingItem(at:)")
    }

    /// finalLayoutAttributesForDisappearing…; nil when the layout returns nil.
    package func finalAttributes(forDisappearing key: LayoutElement.Key) throws -> LayoutElement? {
        try transition(key, updateFunctions?.final_for_disappearing, "finalLayoutAttributesForDisappearingItem(at:)")
    }

    private func transition(
        _ key: LayoutElement.Key,
        _ function: (@convention(c) (OpaquePointer?, UnsafePointer<lb_element_ref>?, UnsafeMutablePointer<lb_element_list>?) -> lb_status)?,
        _ what: String
    ) throws -> LayoutElement? {
        guard let function else { return nil }
        let category: UInt32 = key.category == .cell ? LB_CATEGORY_CELL : key.category == .supplementary ? LB_CATEGORY_SUPPLEMENTARY : LB_CATEGORY_DECORATION
        var list = lb_element_list()
        let status: lb_status = (key.kind ?? "").withCString { kind in
            var reference = lb_element_ref(
                struct_size: UInt32(MemoryLayout<lb_element_ref>.size), category: category,
                kind: key.kind == nil ? nil : kind, section: Int64(key.section), item: Int64(key.item))
            return tracked(.updates) { function(instance, &reference, &list) }
        }
        try check(status, what)
        return try decode(list, what).first
    }

    /// Offers a cell's self-sized size; the invalidation when the layout took it, else nil.
    package func preferredSize(section: Int, item: Int, size: CGSize) throws -> Invalidation? {
        guard let function = updateFunctions?.preferred_size else { return nil }
        return try offerPreferred { function(instance, Int64(section), Int64(item), lb_size(width: size.width, height: size.height), $0, $1) }
    }

    /// Offers a supplementary view's self-sized size; the invalidation when the layout took it.
    package func preferredSupplementarySize(kind: String, section: Int, item: Int, size: CGSize) throws -> Invalidation? {
        guard let function = updateFunctions?.preferred_supplementary_size else { return nil }
        return try offerPreferred {
            function(instance, kind, Int64(section), Int64(item), lb_size(width: size.width, height: size.height), $0, $1)
        }
    }

    /// One preferred-size offer: the call counted as the host's own invalidation, its status
    /// checked, the invalidation read when the layout took the size.
    private func offerPreferred(
        _ call: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<lb_invalidation_result>) -> lb_status
    ) throws -> Invalidation? {
        callbacks.hostInvalidations += 1
        defer { callbacks.hostInvalidations -= 1 }
        var invalidated: UInt8 = 0
        var result = lb_invalidation_result()
        let status = tracked(.updates) { call(&invalidated, &result) }
        try check(status, "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)")
        guard invalidated != 0 else { return nil }
        return try invalidation(from: result)
    }
}
