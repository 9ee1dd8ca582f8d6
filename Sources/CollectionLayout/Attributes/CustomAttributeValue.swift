import Foundation

/// A stored property of a UICollectionViewLayoutAttributes subclass, as the host reports it.
public enum CustomAttributeValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case null
    case number(Double)
    case bool(Bool)
    case string(String)
    case point(CGPoint)
    case size(CGSize)

    /// The value as messages show it: 0.5, true, "text", (1, 2), 3x4, nil.
    public var description: String {
        switch self {
        case .null: return "nil"
        case .number(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case .bool(let v): return String(v)
        case .string(let v): return "\"\(v)\""
        case .point(let p): return "(\(p.x), \(p.y))"
        case .size(let s): return "\(s.width)x\(s.height)"
        }
    }

    /// Reads a reflected property value; nil for types the host cannot show.
    init?(reflecting value: Any) {
        switch value {
        case let v as CGFloat: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .bool(v)
        case let v as String: self = .string(v)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first?.value else { self = .null; return }
                self.init(reflecting: wrapped)
            case .enum:
                self = .string(String(describing: value))
            default:
                if let integer = value as? any BinaryInteger {
                    self = .number(Double(integer))
                } else {
                    return nil
                }
            }
        }
    }
}

extension UICollectionViewLayoutAttributes {
    /// The stored properties a subclass adds (superclass first), found by reflection, so a
    /// custom attributes class reaches the host's tables without the author writing anything.
    public var customAttributes: [(name: String, value: CustomAttributeValue)] {
        if type(of: self) == UICollectionViewLayoutAttributes.self { return [] }
        var levels: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != UICollectionViewLayoutAttributes.self {
            levels.append(current)
            mirror = current.superclassMirror
        }
        var result: [(name: String, value: CustomAttributeValue)] = []
        for level in levels.reversed() {
            for child in level.children {
                guard var name = child.label, !name.hasPrefix("$") else { continue }
                if name.hasPrefix("_") { name.removeFirst() }
                if let value = CustomAttributeValue(reflecting: child.value) {
                    result.append((name, value))
                }
            }
        }
        return result
    }
}

/// Equality of reflected custom attribute lists.
func == (lhs: [(name: String, value: CustomAttributeValue)], rhs: [(name: String, value: CustomAttributeValue)]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
}
