package import CollectionLayout
package import LayoutHost

/// The JSON of one layout element (docs/reference.md).
package enum ElementJSON {
    package static func value(_ e: LayoutElement) -> JSONValue {
        let frame = e.frame
        let t = e.transform
        return .object([
            ("category", .string(e.category.rawValue)),
            ("kind", e.kind.map { .string($0) } ?? .null),
            ("indexPath", .array([.int(e.section), .int(e.item)])),
            ("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
            ("center", .numbers([e.center.x, e.center.y])),
            ("size", .numbers([e.size.width, e.size.height])),
            ("transform", .numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])),
            ("transform3D", e.isAffine ? .null : .numbers(e.transform3D.values)),
            ("alpha", .number(e.alpha)),
            ("zIndex", .int(e.zIndex)),
            ("hidden", .bool(e.isHidden)),
            ("custom", .object(e.custom.map { ($0.name, value($0.value)) }))
        ])
    }

    package static func value(_ v: CustomAttributeValue) -> JSONValue {
        switch v {
        case .null: return .null
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .point(let p): return .numbers([p.x, p.y])
        case .size(let s): return .numbers([s.width, s.height])
        }
    }

    package static func rect(_ r: CGRect) -> JSONValue { .numbers([r.minX, r.minY, r.width, r.height]) }
    package static func point(_ p: CGPoint) -> JSONValue { .numbers([p.x, p.y]) }
    package static func size(_ s: CGSize) -> JSONValue { .numbers([s.width, s.height]) }
}
