@_spi(Host) import CollectionLayout
import Foundation
package import LayoutHost
import HostSupport

/// Attribute tables of layout elements: text for people, CSV and Markdown for documents.
package enum AttributeTable {
    package enum Format: String { case text, csv, md }

    package static func render(_ elements: [LayoutElement], format: Format, width: Int = 80, style: TerminalStyle = .plain) -> String {
        switch format {
        case .text: return text(elements, width: width, style: style)
        case .csv: return delimited(elements, csv: true)
        case .md: return delimited(elements, csv: false)
        }
    }

    /// Names of the custom attributes in first-seen order.
    static func customNames(_ elements: [LayoutElement]) -> [String] {
        var names: [String] = []
        for element in elements {
            for attribute in element.custom where !names.contains(attribute.name) { names.append(attribute.name) }
        }
        return names
    }

    static func text(_ elements: [LayoutElement], width: Int, style: TerminalStyle) -> String {
        if elements.isEmpty { return style.dim("(no elements)") }
        var table = TextTable(
            ["element", "path", "x", "y", "w", "h", "alpha", "z", "transform"],
            alignments: [.left, .left, .right, .right, .right, .right, .right, .right, .left])
        for e in elements {
            let f = e.frame
            table.add([
                elementName(e), e.pathText, NumberText.short(f.minX), NumberText.short(f.minY), NumberText.short(f.width), NumberText.short(f.height),
                NumberText.short(e.alpha) + (e.isHidden ? " hidden" : ""), String(e.zIndex), transformSummary(e)
            ])
        }
        var text = table.render(width: width, style: style)
        let names = customNames(elements)
        if !names.isEmpty {
            var custom = TextTable(["element", "path"] + names)
            for e in elements where !e.custom.isEmpty {
                let values = names.map { name in e.custom.first { $0.name == name }.map { describe($0.value) } ?? "" }
                custom.add([elementName(e), e.pathText] + values)
            }
            text += "\n\n" + custom.render(width: width, style: style)
        }
        return text
    }

    static func delimited(_ elements: [LayoutElement], csv: Bool) -> String {
        let names = customNames(elements)
        var headers =
            [
                "category", "kind", "section", "item", "x", "y", "width", "height", "center_x", "center_y",
                "size_w", "size_h", "a", "b", "c", "d", "tx", "ty", "alpha", "zIndex", "hidden"
            ] + names
        var rows: [[String]] = []
        for e in elements {
            let f = e.frame, t = e.transform
            let numbers = [
                f.minX, f.minY, f.width, f.height, e.center.x, e.center.y, e.size.width, e.size.height,
                t.a, t.b, t.c, t.d, t.tx, t.ty
            ].map { JSONValue.format(Double($0)) }
            let custom = names.map { name in e.custom.first { $0.name == name }.map { describe($0.value) } ?? "" }
            rows.append(
                [e.category.rawValue, e.kind ?? "", String(e.section), String(e.item)] + numbers
                    + [JSONValue.format(e.alpha), String(e.zIndex), e.isHidden ? "true" : "false"] + custom)
        }
        headers = headers.map(TerminalText.escaped)
        rows = rows.map { $0.map(TerminalText.escaped) }
        if csv {
            return ([headers] + rows).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n")
        }
        let head = "| " + headers.joined(separator: " | ") + " |"
        let rule = "|" + headers.map { _ in "---" }.joined(separator: "|") + "|"
        return ([head, rule] + rows.map { "| " + $0.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |" })
            .joined(separator: "\n")
    }

    static func elementName(_ e: LayoutElement) -> String { elementName(e.category, e.kind) }

    static func elementName(_ category: LayoutElement.Category, _ kind: String?) -> String {
        switch category {
        case .cell: return "cell"
        case .supplementary: return "supp:" + shortKind(kind)
        case .decoration: return "deco:" + shortKind(kind)
        }
    }

    /// UIKit's long kind names shortened for tables.
    static func shortKind(_ kind: String?) -> String {
        switch kind {
        case SectionElementKind.header?: return "header"
        case SectionElementKind.footer?: return "footer"
        default: return kind ?? "?"
        }
    }

    /// A person's reading of a transform: "scale 0.8", "move 0,20", "rot 12°", or the matrix.
    static func transformSummary(_ e: LayoutElement) -> String {
        guard e.isAffine else { return "3D" }
        let t = e.transform
        if t.isIdentity { return "-" }
        let noMove = t.tx == 0 && t.ty == 0
        if t.b == 0 && t.c == 0 && noMove {
            return t.a == t.d ? "scale \(NumberText.short(t.a))" : "scale \(NumberText.short(t.a))x\(NumberText.short(t.d))"
        }
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 { return "move \(NumberText.short(t.tx)),\(NumberText.short(t.ty))" }
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        if noMove, abs(scale - 1) < 1e-9, abs(t.a - t.d) < 1e-9, abs(t.b + t.c) < 1e-9 {
            return "rot \(NumberText.short(atan2(t.b, t.a) * 180 / .pi))°"
        }
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].map(NumberText.short).joined(separator: " ")
    }

    static func describe(_ value: CustomAttributeValue) -> String {
        switch value {
        case .null: return "nil"
        case .number(let n): return NumberText.short(n)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .point(let p): return "\(NumberText.short(p.x)),\(NumberText.short(p.y))"
        case .size(let s): return "\(NumberText.short(s.width))x\(NumberText.short(s.height))"
        }
    }

    private static func csvField(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}
