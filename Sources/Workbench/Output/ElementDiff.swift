import CollectionLayout
package import LayoutHost
import HostSupport

/// What changed between two element lists: added, removed, and per changed element the fields
/// that changed, old → new. Elements are matched by category, kind and index path.
package struct ElementDiff: Equatable {
    package struct Change: Equatable {
        package var key: LayoutElement.Key
        package var fields: [(name: String, old: String, new: String)]

        package static func == (a: Change, b: Change) -> Bool {
            a.key == b.key && a.fields.count == b.fields.count
                && zip(a.fields, b.fields).allSatisfy { $0.name == $1.name && $0.old == $1.old && $0.new == $1.new }
        }
    }

    package var added: [LayoutElement] = []
    package var removed: [LayoutElement] = []
    package var changed: [Change] = []

    package var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    package init(from old: [LayoutElement], to new: [LayoutElement]) {
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        removed = old.filter { !newKeys.contains($0.key) }
        for element in new {
            guard let before = oldByKey[element.key] else { added.append(element); continue }
            let fields = ElementDiff.fieldChanges(before, element)
            if !fields.isEmpty { changed.append(Change(key: element.key, fields: fields)) }
        }
    }

    static func fieldChanges(_ a: LayoutElement, _ b: LayoutElement) -> [(name: String, old: String, new: String)] {
        var result: [(name: String, old: String, new: String)] = []
        func compare(_ name: String, _ x: String, _ y: String) { if x != y { result.append((name, x, y)) } }
        let fa = a.frame, fb = b.frame
        let s = NumberText.short as (Double) -> String
        compare("frame", "\(s(fa.minX)) \(s(fa.minY)) \(s(fa.width)) \(s(fa.height))", "\(s(fb.minX)) \(s(fb.minY)) \(s(fb.width)) \(s(fb.height))")
        compare("alpha", s(a.alpha), s(b.alpha))
        compare("zIndex", String(a.zIndex), String(b.zIndex))
        compare("hidden", String(a.isHidden), String(b.isHidden))
        compare("transform", AttributeTable.transformSummary(a), AttributeTable.transformSummary(b))
        let names = AttributeTable.customNames([a, b])
        for name in names {
            let x = a.custom.first { $0.name == name }.map { AttributeTable.describe($0.value) } ?? "-"
            let y = b.custom.first { $0.name == name }.map { AttributeTable.describe($0.value) } ?? "-"
            compare(name, x, y)
        }
        return result
    }

    package func render(style: TerminalStyle = .plain) -> String {
        if isEmpty { return style.dim("no changes") }
        var lines: [String] = []
        for e in added { lines.append(style.green("+ \(AttributeTable.elementName(e)) \(e.pathText)")) }
        for e in removed { lines.append(style.red("- \(AttributeTable.elementName(e)) \(e.pathText)")) }
        for change in changed {
            let name = AttributeTable.elementName(change.key.category, change.key.kind)
            let fields = change.fields.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: "; ")
            lines.append(style.yellow("~ \(name) \(change.key.section)-\(change.key.item)") + ": " + fields)
        }
        return lines.joined(separator: "\n")
    }

    package var json: JSONValue {
        .object([
            ("added", .array(added.map(ElementJSON.value))),
            ("removed", .array(removed.map(ElementJSON.value))),
            (
                "changed",
                .array(
                    changed.map { change in
                        .object([
                            ("category", .string(change.key.category.rawValue)),
                            ("kind", change.key.kind.map { .string($0) } ?? .null),
                            ("indexPath", .array([.int(change.key.section), .int(change.key.item)])),
                            ("fields", .object(change.fields.map { ($0.name, .array([.string($0.old), .string($0.new)])) }))
                        ])
                    })
            )
        ])
    }
}
