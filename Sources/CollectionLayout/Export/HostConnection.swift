import Foundation
import PluginABI

/// The host's callback table, as the SDK's collection view uses it.
final class HostConnection {
    private var callbacks = lb_host_callbacks()

    /// Copies the host's table; fields beyond the host's struct_size stay NULL. A host with
    /// named extensions (get_extension) answers for the functions appended before it: what it
    /// does not offer by name stays NULL.
    init(_ table: UnsafePointer<lb_host_callbacks>) {
        let size = min(Int(table.pointee.struct_size), MemoryLayout<lb_host_callbacks>.size)
        withUnsafeMutableBytes(of: &callbacks) { destination in
            destination.copyMemory(from: UnsafeRawBufferPointer(start: table, count: size))
        }
        guard let lookup = callbacks.get_extension else { return }
        let context = callbacks.context
        func named<T>(_ id: String, _: T.Type) -> T? {
            id.withCString { lookup(context, $0) }.map { $0.assumingMemoryBound(to: T.self).pointee }
        }
        callbacks.warn = named(LB_HOST_EXTENSION_WARNINGS, lb_host_warnings.self)?.warn
        callbacks.set_scroll_property = named(LB_HOST_EXTENSION_SCROLL_PROPERTIES, lb_host_scroll_properties.self)?.set_scroll_property
        callbacks.layout_if_needed = named(LB_HOST_EXTENSION_LAYOUT_IF_NEEDED, lb_host_layout_if_needed.self)?.layout_if_needed
        callbacks.item_size = named(LB_HOST_EXTENSION_ITEM_SIZES, lb_host_item_sizes.self)?.item_size
    }

    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        var result = InvalidationResult.make(from: context)
        callbacks.invalidate?(callbacks.context, &result)
    }

    func setContentOffset(_ offset: CGPoint, animated: Bool) {
        callbacks.set_content_offset?(callbacks.context, lb_point(x: offset.x, y: offset.y), animated ? 1 : 0)
    }

    func scrollToItem(at indexPath: IndexPath, position: UICollectionView.ScrollPosition, animated: Bool) {
        callbacks.scroll_to_item?(
            callbacks.context, Int64(indexPath.section), Int64(indexPath.item), UInt32(position.rawValue),
            animated ? 1 : 0)
    }

    func setDecelerationRate(_ rate: CGFloat) {
        callbacks.set_deceleration_rate?(callbacks.context, rate)
    }

    func log(_ message: String) {
        callbacks.log?(callbacks.context, message)
    }

    /// A scroll view property the layout assigned (LB_PROPERTY_*); hosts without the callback ignore it.
    func setScrollProperty(_ property: Int, _ values: [CGFloat]) {
        let numbers = values.map(Double.init)
        numbers.withUnsafeBufferPointer { callbacks.set_scroll_property?(callbacks.context, UInt32(property), $0.baseAddress, UInt32($0.count)) }
    }

    /// A `warning:` line for the author; a host without the callback gets it as a log line.
    func warn(_ message: String) {
        if let warn = callbacks.warn {
            warn(callbacks.context, message)
        } else {
            log("warning: " + message)
        }
    }

    /// UIView.layoutIfNeeded() on the collection view: the host's pass, now (hosts without the
    /// callback run their pass after the current call anyway).
    func layoutIfNeeded() {
        callbacks.layout_if_needed?(callbacks.context)
    }

    /// The size the data gives an item (`snapshot size`), if any (hosts without the callback: nil).
    func itemSize(section: Int, item: Int) -> CGSize? {
        var size = lb_size()
        guard let itemSize = callbacks.item_size, itemSize(callbacks.context, Int64(section), Int64(item), &size) != 0 else { return nil }
        return CGSize(width: size.width, height: size.height)
    }

    func itemIdentifier(section: Int, item: Int) -> String? {
        guard let text = callbacks.item_identifier?(callbacks.context, Int64(section), Int64(item)) else {
            return nil
        }
        return String(cString: text)
    }
}

/// Builds the ABI's report of an invalidation context.
enum InvalidationResult {
    static func make(from context: UICollectionViewLayoutInvalidationContext) -> lb_invalidation_result {
        var result = lb_invalidation_result()
        result.struct_size = UInt32(MemoryLayout<lb_invalidation_result>.size)
        result.invalidate_everything = context.invalidateEverything ? 1 : 0
        result.invalidate_data_source_counts = context.invalidateDataSourceCounts ? 1 : 0
        result.content_offset_adjustment = lb_point(
            x: context.contentOffsetAdjustment.x, y: context.contentOffsetAdjustment.y)
        result.content_size_adjustment = lb_size(
            width: context.contentSizeAdjustment.width, height: context.contentSizeAdjustment.height)
        result.invalidated_item_count = UInt64(context.invalidatedCount)
        return result
    }
}
