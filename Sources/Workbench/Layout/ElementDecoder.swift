import CollectionLayout
import PluginABI

/// Copies C element records into LayoutElement values. Kinds and custom names are interned
/// by pointer: the SDK interns them, so each distinct string is converted once.
final class ElementDecoder {
    private var strings: [UnsafePointer<CChar>: String] = [:]

    func decode(_ list: lb_element_list) -> [LayoutElement] {
        guard list.count > 0, let base = list.elements else { return [] }
        let stride = Int(list.stride)
        var result: [LayoutElement] = []
        result.reserveCapacity(Int(list.count))
        let raw = UnsafeRawPointer(base)
        for index in 0..<Int(list.count) {
            let record = (raw + index * stride).assumingMemoryBound(to: lb_element.self)
            result.append(decode(record))
        }
        return result
    }

    private func decode(_ record: UnsafePointer<lb_element>) -> LayoutElement {
        let e = record.pointee
        let t = e.transform3d
        let category: LayoutElement.Category =
            e.category == LB_CATEGORY_SUPPLEMENTARY ? .supplementary
            : e.category == LB_CATEGORY_DECORATION ? .decoration : .cell
        var custom: [LayoutElement.CustomAttribute] = []
        if e.custom_count > 0, let values = e.custom {
            custom.reserveCapacity(Int(e.custom_count))
            for index in 0..<Int(e.custom_count) {
                custom.append(decode(values[index]))
            }
        }
        return LayoutElement(
            category: category, kind: e.kind.map(string), section: Int(e.section), item: Int(e.item),
            center: CGPoint(x: e.center.x, y: e.center.y),
            size: CGSize(width: e.size.width, height: e.size.height),
            transform3D: CATransform3D(
                m11: t.0, m12: t.1, m13: t.2, m14: t.3, m21: t.4, m22: t.5, m23: t.6, m24: t.7,
                m31: t.8, m32: t.9, m33: t.10, m34: t.11, m41: t.12, m42: t.13, m43: t.14, m44: t.15),
            alpha: e.alpha, zIndex: Int(e.z_index), isHidden: e.hidden != 0, custom: custom)
    }

    private func decode(_ value: lb_custom_value) -> LayoutElement.CustomAttribute {
        let name = value.name.map(string) ?? "?"
        switch value.type {
        case LB_VALUE_NUMBER: return .init(name: name, value: .number(value.x))
        case LB_VALUE_BOOL: return .init(name: name, value: .bool(value.x != 0))
        case LB_VALUE_STRING: return .init(name: name, value: .string(value.string.map { String(cString: $0) } ?? ""))
        case LB_VALUE_POINT: return .init(name: name, value: .point(CGPoint(x: value.x, y: value.y)))
        case LB_VALUE_SIZE: return .init(name: name, value: .size(CGSize(width: value.x, height: value.y)))
        default: return .init(name: name, value: .null)
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>) -> String {
        if let known = strings[pointer] { return known }
        let text = String(cString: pointer)
        strings[pointer] = text
        return text
    }
}
