import CollectionLayout
package import Foundation
import PluginABI
import HostSupport

/// Collects what a layout asks of its collection view during a call; the simulated collection
/// view acts on it after the call returns, as UIKit would after the layout's method.
package final class HostCallbackSink {
    /// A scroll the layout requested.
    package enum ScrollRequest: Equatable, Sendable {
        case contentOffset(CGPoint, animated: Bool)
        case item(section: Int, item: Int, position: UInt32, animated: Bool)
    }

    /// Called when the layout invalidates itself (invalidateLayout() from its own code): the
    /// collection view it is installed in notes that it needs a layout pass, and the context's
    /// contentOffsetAdjustment and contentSizeAdjustment (zero unless the layout set them). The
    /// view alone keeps whether the layout is valid.
    package var invalidated: (_ offsetAdjustment: CGPoint, _ sizeAdjustment: CGSize) -> Void = { _, _ in }
    /// Above zero while the host itself invalidates the layout (a bounds change, self-sizing):
    /// the host applies those contexts' adjustments from the answer, so the callback passes none.
    var hostInvalidations = 0
    package internal(set) var scrollRequests: [ScrollRequest] = []
    /// Scroll view properties the layout assigned (LB_PROPERTY_* and its values), in order.
    package internal(set) var propertyRequests: [(property: UInt32, values: [Double])] = []
    package internal(set) var requestedDecelerationRate: Double?
    /// Answers the layout's item identifier questions (the data's identifiers).
    package var itemIdentifier: ((Int, Int) -> String?)?
    /// Answers an item's size in the data (`snapshot size`), for stand-in delegates.
    package var itemSize: ((Int, Int) -> CGSize?)?
    /// Where warnings about the layout's answers go (things UIKit tolerates).
    package var warning: (String) -> Void = { StandardStreams.err("warning: \($0)\n") }
    /// The layout called collectionView.layoutIfNeeded(): the view it is installed in runs its
    /// pass now if it may (set by the collection view).
    package var layoutIfNeeded: () -> Void = {}
    /// A failure of work done inside a callback (the pass layoutIfNeeded ran): it cannot cross
    /// the plugin's frames, so the call that led to it throws it when it returns.
    var failure: Error?
    /// Where the layout's log lines go.
    package var log: (String) -> Void = { StandardStreams.err("layout: \($0)\n") }
    private var identifierText: UnsafeMutablePointer<CChar>?

    package init() {}

    deinit { free(identifierText) }

    /// Takes the scroll requests made so far.
    package func takeScrollRequests() -> [ScrollRequest] {
        defer { scrollRequests.removeAll() }
        return scrollRequests
    }

    /// Takes the scroll view properties assigned so far.
    package func takePropertyRequests() -> [(property: UInt32, values: [Double])] {
        defer { propertyRequests.removeAll() }
        return propertyRequests
    }

    /// Takes the deceleration rate the layout set, if it set one.
    package func takeDecelerationRate() -> Double? {
        defer { requestedDecelerationRate = nil }
        return requestedDecelerationRate
    }

    func identifier(section: Int, item: Int) -> UnsafePointer<CChar>? {
        free(identifierText)
        identifierText = itemIdentifier?(section, item).flatMap { strdup($0) }
        return identifierText.map { UnsafePointer($0) }
    }

    /// The C table handed to the plugin at create; `context` is this sink, unretained.
    func callbackTable() -> lb_host_callbacks {
        var table = HostCallbackSink.functions
        table.context = Unmanaged.passUnretained(self).toOpaque()
        return table
    }

    /// The callbacks, every sink's (each gets its own `context`). Unsafe only as C pointers are:
    /// the table is never written after it is made, and each sink copies it.
    nonisolated(unsafe) static let functions = lb_host_callbacks(
        struct_size: UInt32(MemoryLayout<lb_host_callbacks>.size),
        context: nil,
        invalidate: { context, what in
            let sink = sink(context)
            guard sink.hostInvalidations == 0, let what, what.pointee.struct_size >= PluginLimits.requiredSize(lb_invalidation_result.self)
            else { return sink.invalidated(.zero, .zero) }
            let offset = what.pointee.content_offset_adjustment, size = what.pointee.content_size_adjustment
            // Non-finite adjustments are dropped, as every answer's are refused.
            guard offset.x.isFinite, offset.y.isFinite, size.width.isFinite, size.height.isFinite else {
                return sink.invalidated(.zero, .zero)
            }
            sink.invalidated(CGPoint(x: offset.x, y: offset.y), CGSize(width: size.width, height: size.height))
        },
        set_content_offset: { context, offset, animated in
            sink(context).scrollRequests.append(.contentOffset(CGPoint(x: offset.x, y: offset.y), animated: animated != 0))
        },
        scroll_to_item: { context, section, item, position, animated in
            sink(context).scrollRequests.append(
                .item(section: Int(section), item: Int(item), position: position, animated: animated != 0))
        },
        set_deceleration_rate: { context, rate in sink(context).requestedDecelerationRate = rate },
        log: { context, message in
            guard let message else { return }
            sink(context).log(PluginLimits.message(message))
        },
        item_identifier: { context, section, item in
            sink(context).identifier(section: Int(section), item: Int(item))
        },
        get_extension: { _, id in id.flatMap { PluginLimits.string($0).flatMap { hostExtensions[$0] } } })
}

/// The host's extensions by id (layoutbench/ext/: warnings, scroll properties, layout if
/// needed, item sizes), one table each, offered through the callbacks' get_extension.
/// Unsafe only as raw pointers are: the tables are made once and only read afterwards.
nonisolated(unsafe) private let hostExtensions: [String: UnsafeRawPointer] = {
    func table<T>(_ value: T) -> UnsafeRawPointer {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return UnsafeRawPointer(pointer)
    }
    return [
        LB_HOST_EXTENSION_WARNINGS: table(
            lb_host_warnings(struct_size: UInt32(MemoryLayout<lb_host_warnings>.size)) { context, message in
                guard let message else { return }
                sink(context).warning(PluginLimits.message(message))
            }),
        LB_HOST_EXTENSION_SCROLL_PROPERTIES: table(
            lb_host_scroll_properties(
                struct_size: UInt32(MemoryLayout<lb_host_scroll_properties>.size)
            ) { context, property, values, count in
                // At most four numbers (an inset); anything else is not a property this host knows.
                guard let values, count > 0, count <= 4 else { return }
                sink(context).propertyRequests.append((property, Array(UnsafeBufferPointer(start: values, count: Int(truncatingIfNeeded: count)))))
            }),
        LB_HOST_EXTENSION_LAYOUT_IF_NEEDED: table(
            lb_host_layout_if_needed(
                struct_size: UInt32(MemoryLayout<lb_host_layout_if_needed>.size)
            ) { context in sink(context).layoutIfNeeded() }),
        LB_HOST_EXTENSION_ITEM_SIZES: table(
            lb_host_item_sizes(struct_size: UInt32(MemoryLayout<lb_host_item_sizes>.size)) { context, section, item, out in
                guard let out, let size = sink(context).itemSize?(Int(section), Int(item)) else { return 0 }
                out.pointee = lb_size(width: size.width, height: size.height)
                return 1
            })
    ]
}()

private func sink(_ context: UnsafeMutableRawPointer?) -> HostCallbackSink {
    Unmanaged<HostCallbackSink>.fromOpaque(context!).takeUnretainedValue()
}
