import Foundation
import LayoutHost
import Snapshots

/// Turns the JSON a printing command wrote into baseline lines: each element of an `elements`
/// list (or a lone `element`) on one line keyed by what it is, every other value on a line of
/// its own keyed by its path. Timings (keys ending in `_us` or `_ns`) are left out: they differ
/// from run to run.
struct BaselineRenderer {
    let precision: Double

    /// Parses a command's JSON text (the JSON parser the snapshots use) into lines.
    func lines(forJSON text: String) throws -> [String] {
        lines(for: Self.value(try JSONParser.parse(Data(text.utf8)).value))
    }

    static func value(_ value: JSONParser.Value) -> JSONValue {
        switch value {
        case .object(let members): return .object(members.map { ($0.key, Self.value($0.value.value)) })
        case .array(let nodes): return .array(nodes.map { Self.value($0.value) })
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        }
    }

    func lines(for document: JSONValue) -> [String] {
        guard case .object(let members) = document else { return ["value · " + values(document)] }
        var lines: [String] = []
        for (key, value) in members.sorted(by: { $0.0 < $1.0 }) {
            if key == "elements", case .array(let elements) = value {
                lines += elements.map(element)
            } else if key == "element", case .object = value {
                lines.append(element(value))
            } else {
                flatten(value, path: key, into: &lines)
            }
        }
        return lines
    }

    private static func member(_ object: JSONValue, _ name: String) -> JSONValue? {
        guard case .object(let members) = object else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// "cell 0-2", "supplementary header 0-0": what an element is, the key diffs match on.
    static func key(_ element: JSONValue) -> String {
        var category = "element"
        if case .string(let text)? = member(element, "category") { category = text }
        var path = "?"
        if case .array(let parts)? = member(element, "indexPath") {
            path = parts.map { part -> String in
                if case .number(let n) = part { return String(Int(n)) }
                return "?"
            }.joined(separator: "-")
        }
        if case .string(let kind)? = member(element, "kind") { return "\(category) \(kind) \(path)" }
        return "\(category) \(path)"
    }

    private func element(_ element: JSONValue) -> String {
        var fields = [Self.key(element)]
        guard case .object(let members) = element else { return fields[0] }
        // The geometry first, as the attribute tables show it, then anything else by name.
        let order = ["frame", "center", "size", "transform", "transform3D", "alpha", "zIndex", "hidden"]
        let sorted = members.sorted { a, b in
            let (i, j) = (order.firstIndex(of: a.0) ?? order.count, order.firstIndex(of: b.0) ?? order.count)
            return i != j ? i < j : a.0 < b.0
        }
        for (name, value) in sorted where !["category", "kind", "indexPath"].contains(name) {
            if name == "custom", case .object(let custom) = value {
                for (attribute, item) in custom.sorted(by: { $0.0 < $1.0 }) { fields.append("custom.\(attribute) \(values(item))") }
            } else {
                fields.append("\(name) \(values(value))")
            }
        }
        return fields.joined(separator: " · ")
    }

    private func flatten(_ value: JSONValue, path: String, into lines: inout [String]) {
        if path.hasSuffix("_us") || path.hasSuffix("_ns") { return }
        switch value {
        case .object(let members):
            for (key, item) in members.sorted(by: { $0.0 < $1.0 }) { flatten(item, path: "\(path).\(key)", into: &lines) }
        case .array(let items)
        where items.contains(where: {
            if case .object = $0 { return true }; if case .array = $0 { return true }; return false
        }):
            for (index, item) in items.enumerated() { flatten(item, path: "\(path).\(index)", into: &lines) }
        default:
            lines.append("\(path) · \(values(value))")
        }
    }

    /// Numbers rounded; arrays of them space-separated; text as it is.
    func values(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return Baseline.format(number, precision: precision)
        case .string(let text): return text
        case .array(let items): return items.map(values).joined(separator: " ")
        case .object: return "{…}"
        }
    }
}
