package import Foundation
import LayoutHost
import HostSupport

/// A JSON document built in order (keys keep their insertion order), written compactly with
/// numbers in their shortest exact form: 300, 0.6, -12.5.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    package static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
    package static func numbers(_ values: [CGFloat]) -> JSONValue { .array(values.map { .number(Double($0)) }) }
    package static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The compact text of the document.
    package var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Indented for a person: members one a line, arrays of plain values kept on one line.
    package var prettyText: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out
    }

    private func writePretty(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let items)
        where items.contains(where: {
            if case .object = $0 { return true }; if case .array = $0 { return true }; return false
        }):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += inner
                JSONValue.quote(key, into: &out)
                out += ": "
                value.writePretty(to: &out, indent: inner)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            write(to: &out)
        }
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSONValue.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Shortest exact text of a finite number; non-finite numbers become null.
    package static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    private static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Controls, DEL, C1 and bidirectional overrides escaped too: a document on a terminal stays inert.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || TerminalText.isBidirectionalControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
