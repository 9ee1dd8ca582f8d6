import CollectionLayout
import HostSystem
package import PluginABI

/// Copies C element records into LayoutElement values, checking the list's count and stride and
/// each record's `struct_size` against PluginLimits first. Kinds and custom names are interned
/// by pointer within one answer only: the header keeps a plugin's strings valid until its next
/// call, so a buffer reused between calls can never be mistaken for an earlier string.
package final class ElementDecoder {
    private var strings: [UnsafePointer<CChar>: String] = [:]

    package init() {}

    /// Why an answer was refused; the caller names the layout and the call.
    struct Refusal: Error { var reason: String }

    package func decode(_ list: lb_element_list) throws -> [LayoutElement] {
        guard list.count > 0 else { return [] }
        guard let base = list.elements else { throw Refusal(reason: "\(list.count) elements and no records") }
        guard list.count <= PluginLimits.elements else {
            throw Refusal(reason: "\(list.count) elements (at most \(PluginLimits.elements))")
        }
        let required = PluginLimits.requiredSize(lb_element.self)
        guard list.stride >= required, list.stride <= 1 << 16 else {
            throw Refusal(reason: "element records \(list.stride) bytes apart (this host reads \(required))")
        }
        strings.removeAll(keepingCapacity: true)
        let stride = Int(list.stride)
        var result: [LayoutElement] = []
        result.reserveCapacity(Int(list.count))
        let raw = UnsafeRawPointer(base)
        // The records are the plugin's memory: all readable, or the answer is refused.
        guard GuardedMemory.areReadable(records: raw, count: Int(list.count), stride: stride, size: required) else {
            throw Refusal(reason: "\(list.count) element records at \(base) that are not readable memory")
        }
        for index in 0..<Int(list.count) {
            let record = (raw + index * stride).assumingMemoryBound(to: lb_element.self)
            guard record.pointee.struct_size >= required else {
                throw Refusal(reason: "element \(index) declares \(record.pointee.struct_size) bytes (this host reads \(required))")
            }
            result.append(try decode(record))
        }
        return result
    }

    private func decode(_ record: UnsafePointer<lb_element>) throws -> LayoutElement {
        let e = record.pointee
        let t = e.transform3d
        let category: LayoutElement.Category =
            e.category == LB_CATEGORY_SUPPLEMENTARY
            ? .supplementary
            : e.category == LB_CATEGORY_DECORATION ? .decoration : .cell
        if category != .cell, e.kind == nil {
            throw Refusal(reason: "a \(category == .supplementary ? "supplementary" : "decoration") view with no kind")
        }
        if e.custom_count > 0, e.custom == nil { throw Refusal(reason: "\(e.custom_count) custom attributes and no values") }
        guard [LB_CATEGORY_CELL, LB_CATEGORY_SUPPLEMENTARY, LB_CATEGORY_DECORATION].contains(e.category) else {
            throw Refusal(reason: "an element of category \(e.category), which is none of cell, supplementary view, decoration view")
        }
        var custom: [LayoutElement.CustomAttribute] = []
        if e.custom_count > 0, let values = e.custom {
            guard e.custom_count <= PluginLimits.customAttributesPerElement else {
                throw Refusal(reason: "\(e.custom_count) custom attributes on one element (at most \(PluginLimits.customAttributesPerElement))")
            }
            guard
                GuardedMemory.areReadable(
                    records: values, count: Int(e.custom_count), stride: MemoryLayout<lb_custom_value>.stride,
                    size: MemoryLayout<lb_custom_value>.size)
            else {
                throw Refusal(reason: "\(e.custom_count) custom attributes at \(values) that are not readable memory")
            }
            custom.reserveCapacity(Int(e.custom_count))
            for index in 0..<Int(e.custom_count) {
                custom.append(try decode(values[index]))
            }
        }
        return LayoutElement(
            category: category, kind: try e.kind.map(string), section: Int(e.section), item: Int(e.item),
            center: CGPoint(x: e.center.x, y: e.center.y),
            size: CGSize(width: e.size.width, height: e.size.height),
            transform3D: CATransform3D(
                m11: t.0, m12: t.1, m13: t.2, m14: t.3, m21: t.4, m22: t.5, m23: t.6, m24: t.7,
                m31: t.8, m32: t.9, m33: t.10, m34: t.11, m41: t.12, m42: t.13, m43: t.14, m44: t.15),
            alpha: e.alpha, zIndex: Int(e.z_index), isHidden: e.hidden != 0, custom: custom)
    }

    private func decode(_ value: lb_custom_value) throws -> LayoutElement.CustomAttribute {
        let name = try value.name.map(string) ?? "?"
        switch value.type {
        case LB_VALUE_NUMBER: return .init(name: name, value: .number(value.x))
        case LB_VALUE_BOOL: return .init(name: name, value: .bool(value.x != 0))
        case LB_VALUE_STRING: return .init(name: name, value: .string(try value.string.map(bounded) ?? ""))
        case LB_VALUE_POINT: return .init(name: name, value: .point(CGPoint(x: value.x, y: value.y)))
        case LB_VALUE_SIZE: return .init(name: name, value: .size(CGSize(width: value.x, height: value.y)))
        default: return .init(name: name, value: .null)
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>) throws -> String {
        if let known = strings[pointer] { return known }
        let text = try bounded(pointer)
        strings[pointer] = text
        return text
    }

    private func bounded(_ pointer: UnsafePointer<CChar>) throws -> String {
        guard let text = PluginLimits.string(pointer) else {
            throw Refusal(reason: "a string longer than \(PluginLimits.stringBytes) bytes or not terminated in readable memory")
        }
        return text
    }
}
