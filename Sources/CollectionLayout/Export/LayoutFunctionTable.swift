import Foundation
import PluginABI

/// The extensions this SDK's plugins offer, by id (layoutbench/ext/): one table each, offered
/// through lb_layout_functions.get_extension.
let extensionTables: [String: UnsafeRawPointer] = [
    LB_EXTENSION_UPDATES: UnsafeRawPointer(updateFunctionTable),
    LB_EXTENSION_ORTHOGONAL: UnsafeRawPointer(orthogonalFunctionTable),
    LB_EXTENSION_TRANSITIONS: UnsafeRawPointer(transitionFunctionTable),
    LB_EXTENSION_MOVEMENT: UnsafeRawPointer(movementFunctionTable),
    LB_EXTENSION_DYNAMICS: UnsafeRawPointer(dynamicsFunctionTable)
]

/// The layout instance a table call names (every function table's first argument).
func handle(_ instance: OpaquePointer?) -> LayoutInstanceHandle {
    Unmanaged<LayoutInstanceHandle>.fromOpaque(UnsafeRawPointer(instance!)).takeUnretainedValue()
}

private func write(
    _ attributes: UICollectionViewLayoutAttributes?, _ handle: LayoutInstanceHandle,
    _ out: UnsafeMutablePointer<lb_element_list>?
) -> lb_status {
    out?.pointee = handle.encoder.encode(handle.presented(attributes.map { [$0] } ?? []))
    return LB_OK
}

private func indexPath(_ section: Int64, _ item: Int64) -> IndexPath {
    IndexPath(item: Int(item), section: Int(section))
}

private func createInstance(
    _ index: UInt64, _ host: UnsafePointer<lb_host_callbacks>?,
    _ error: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> OpaquePointer? {
    guard index < LayoutPlugin.exports.count else {
        error?.pointee = UnsafePointer(strdup("no layout at index \(index)")!)
        return nil
    }
    let instance = LayoutInstanceHandle(export: LayoutPlugin.exports[Int(index)], host: host.map(HostConnection.init))
    return OpaquePointer(Unmanaged.passRetained(instance).toOpaque())
}

/// The C functions behind every exported layout; see lb_layout_functions.
let functionTable: UnsafePointer<lb_layout_functions> = {
    let table = UnsafeMutablePointer<lb_layout_functions>.allocate(capacity: 1)
    table.initialize(
        to: lb_layout_functions(
            struct_size: UInt32(MemoryLayout<lb_layout_functions>.size),
            create: { index, host, error in createInstance(index, host, error) },
            destroy: { instance in
                guard let instance else { return }
                Unmanaged<LayoutInstanceHandle>.fromOpaque(UnsafeRawPointer(instance)).release()
            },
            last_error: { instance in handle(instance).lastError },
            set_view_state: { instance, state in
                guard let state else { return handle(instance).fail("set_view_state without a state") }
                guard Int(state.pointee.struct_size) >= MemoryLayout<lb_view_state>.size else {
                    return handle(instance).fail(
                        "set_view_state with a record of \(state.pointee.struct_size) bytes; this SDK reads \(MemoryLayout<lb_view_state>.size)")
                }
                handle(instance).apply(state.pointee)
                return LB_OK
            },
            set_parameter: { instance, name, value in
                guard let name, let value else { return handle(instance).fail("set_parameter needs a name and a value") }
                return handle(instance).setParameter(String(cString: name), String(cString: value))
            },
            get_parameter: { instance, name in
                guard let name else { return nil }
                return handle(instance).parameterValue(String(cString: name))
            },
            prepare: { instance in
                handle(instance).layout.prepare()
                return LB_OK
            },
            content_size: { instance, out in
                let size = handle(instance).layout.collectionViewContentSize
                out?.pointee = lb_size(width: size.width, height: size.height)
                return LB_OK
            },
            elements_in_rect: { instance, rect, out in
                let h = handle(instance)
                h.layout.isAnsweringTheHost = true
                let attributes = h.layout.layoutAttributesForElements(in: h.layoutRect(CGRect(rect))) ?? []
                h.layout.isAnsweringTheHost = false
                h.collectionView.displayed = h.presented(attributes)
                out?.pointee = h.encoder.encode(h.collectionView.displayed)
                return LB_OK
            },
            element_for_item: { instance, section, item, out in
                let h = handle(instance)
                return write(h.layout.layoutAttributesForItem(at: indexPath(section, item)), h, out)
            },
            element_for_supplementary: { instance, kind, section, item, out in
                let h = handle(instance)
                guard let kind else { return h.fail("a supplementary view needs a kind") }
                let attributes = h.layout.layoutAttributesForSupplementaryView(
                    ofKind: String(cString: kind), at: indexPath(section, item))
                return write(attributes, h, out)
            },
            element_for_decoration: { instance, kind, section, item, out in
                let h = handle(instance)
                guard let kind else { return h.fail("a decoration view needs a kind") }
                let attributes = h.layout.layoutAttributesForDecorationView(
                    ofKind: String(cString: kind), at: indexPath(section, item))
                return write(attributes, h, out)
            },
            should_invalidate_for_bounds: { instance, bounds, out in
                out?.pointee = handle(instance).layout.shouldInvalidateLayout(forBoundsChange: CGRect(bounds)) ? 1 : 0
                return LB_OK
            },
            invalidate: { instance, request, out in
                let h = handle(instance)
                guard let request else { return h.fail("invalidate without a request") }
                let context: UICollectionViewLayoutInvalidationContext
                switch request.pointee.reason {
                case LB_INVALIDATE_BOUNDS_CHANGE:
                    context = h.layout.invalidationContext(forBoundsChange: CGRect(request.pointee.new_bounds))
                case LB_INVALIDATE_DATA_COUNTS:
                    context = h.layout.makeInvalidationContext()
                    context.invalidateDataSourceCounts = true
                default:
                    context = h.layout.makeInvalidationContext()
                    context.invalidateEverything = true
                    context.invalidateDataSourceCounts = true
                }
                h.layout.invalidate(using: context)
                out?.pointee = InvalidationResult.make(from: context)
                return LB_OK
            },
            target_content_offset: { instance, proposed, hasVelocity, velocity, out in
                let h = handle(instance)
                let layout = h.layout
                let point = h.flippedOffset(CGPoint(x: proposed.x, y: proposed.y))
                let speed = CGPoint(x: h.flips ? -velocity.x : velocity.x, y: velocity.y)
                let target = h.flippedOffset(
                    hasVelocity != 0
                        ? layout.targetContentOffset(forProposedContentOffset: point, withScrollingVelocity: speed)
                        : layout.targetContentOffset(forProposedContentOffset: point))
                out?.pointee = lb_point(x: target.x, y: target.y)
                return LB_OK
            },
            get_extension: { id in id.flatMap { extensionTables[String(cString: $0)] } }))
    return UnsafePointer(table)
}()
