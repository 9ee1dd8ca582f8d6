import Foundation
import PluginABI

/// The host's callback table, as the SDK's collection view uses it.
final class HostConnection {
    private var callbacks = lb_host_callbacks()
    /// The host's extensions this SDK uses (layoutbench/ext/), nil when the host has not got one.
    private var warnings: lb_host_warnings?
    private var scrollProperties: lb_host_scroll_properties?
    private var layoutIfNeededTable: lb_host_layout_if_needed?
    private var itemSizes: lb_host_item_sizes?

    /// Copies the host's table (valid only during create) and the extension tables it offers by
    /// name; a table shorter than this header's is not used (tables are frozen: read whole or not).
    init(_ table: UnsafePointer<lb_host_callbacks>) {
        guard Int(table.pointee.struct_size) >= MemoryLayout<lb_host_callbacks>.size else { return }
        callbacks = table.pointee
        guard let lookup = callbacks.get_extension else { return }
        let context = callbacks.context
        func named<T>(_ id: String, _: T.Type) -> T? {
            guard let found = id.withCString({ lookup(context, $0) }), Int(found.load(as: UInt32.self)) >= MemoryLayout<T>.size else { return nil }
            return found.load(as: T.self)
        }
        warnings = named(LB_HOST_EXTENSION_WARNINGS, lb_host_warnings.self)
        scrollProperties = named(LB_HOST_EXTENSION_SCROLL_PROPERTIES, lb_host_scroll_properties.self)
        layoutIfNeededTable = named(LB_HOST_EXTENSION_LAYOUT_IF_NEEDED, lb_host_layout_if_needed.self)
        itemSizes = named(LB_HOST_EXTENSION_ITEM_SIZES, lb_host_item_sizes.self)
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

    /// A scroll view property the layout assigned (LB_PROPERTY_*); a host without the extension
    /// lb.host.scroll-properties/1 ignores it.
    func setScrollProperty(_ property: Int, _ values: [CGFloat]) {
        let numbers = values.map(Double.init)
        numbers.withUnsafeBufferPointer { scrollProperties?.set_scroll_property?(callbacks.context, UInt32(property), $0.baseAddress, UInt32($0.count)) }
    }

    /// A `warning:` line for the author; a host without lb.host.warnings/1 gets it as a log line.
    func warn(_ message: String) {
        if let warn = warnings?.warn {
            warn(callbacks.context, message)
        } else {
            log("warning: " + message)
        }
    }

    /// UIView.layoutIfNeeded() on the collection view: the host's pass, now (a host without
    /// lb.host.layout-if-needed/1 runs its pass after the current call anyway).
    func layoutIfNeeded() {
        layoutIfNeededTable?.layout_if_needed?(callbacks.context)
    }

    /// The size the data gives an item, if any (a host without lb.host.item-sizes/1: nil).
    func itemSize(section: Int, item: Int) -> CGSize? {
        var size = lb_size()
        guard let itemSize = itemSizes?.item_size, itemSize(callbacks.context, Int64(section), Int64(item), &size) != 0 else { return nil }
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
