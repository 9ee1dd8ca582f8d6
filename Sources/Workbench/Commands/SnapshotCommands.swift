import CollectionLayout
import Foundation

/// snapshot …, apply: data as a diffable data source has it.
enum SnapshotCommands {
    static let all: [CommandSpec] = [snapshot, apply]

    static let usage = "snapshot OPERATION [ARGUMENTS] (help snapshot lists the operations)"

    static let forms = [
        "snapshot show [--json]", "snapshot new", "snapshot save NAME", "snapshot load NAME|FILE",
        "snapshot append-sections ID...", "snapshot append-items SECTION ID...|A..B",
        "snapshot insert-items ID... before|after ID", "snapshot delete-items ID...", "snapshot delete-sections ID...",
        "snapshot move-item ID before|after ID", "snapshot reload-items ID...", "snapshot size ID WxH",
    ]

    static let snapshot = CommandSpec("snapshot", usage: usage,
                                      summary: "edit the data snapshot (apply shows it to the layout)", forms: forms) { session, args in
        let operation = try args.word("an operation (show, new, append-items, …)")
        var edited = session.editingData
        do {
            switch operation {
            case "show":
                let json = args.flag("--json")
                try args.finish()
                show(session, json: json)
                return .done
            case "new":
                try args.finish()
                edited = DataSnapshot()
            case "save":
                let name = try args.word("a snapshot name")
                try args.finish()
                let url = fileURL(session, name, creating: true)
                try SnapshotFile.save(edited, to: url)
                session.confirm("saved \(url.path)")
                return .done
            case "load":
                let name = try args.word("a snapshot name or file")
                try args.finish()
                let url = fileURL(session, name, creating: false)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw CommandError("no such snapshot: \(name)", hint: "looked for \(url.path)")
                }
                edited = try SnapshotFile.load(from: url)
            case "append-sections":
                try edited.appendSections(try identifiers(&args, "section identifiers"))
            case "append-items":
                let section = try args.word("a section identifier")
                try edited.appendItems(try identifiers(&args, "item identifiers"), toSection: section)
            case "insert-items":
                var ids: [String] = []
                while let word = args.peek, word != "before" && word != "after" { ids += try expand(args.optionalWord()!) }
                let relation = try args.word("before or after")
                let anchor = try args.word("the item to insert next to")
                try args.finish()
                guard !ids.isEmpty else { throw CommandError("insert-items needs item identifiers", hint: "usage: snapshot insert-items ID... before|after ID") }
                if relation == "before" { try edited.insertItems(ids, beforeItem: anchor) } else { try edited.insertItems(ids, afterItem: anchor) }
            case "delete-items":
                try edited.deleteItems(try identifiers(&args, "item identifiers"))
            case "delete-sections":
                try edited.deleteSections(try identifiers(&args, "section identifiers"))
            case "move-item":
                let id = try args.word("the item to move")
                let relation = try args.word("before or after")
                let anchor = try args.word("the item to move next to")
                try args.finish()
                guard relation == "before" || relation == "after" else {
                    throw CommandError("move-item takes before or after, not '\(relation)'", hint: "usage: snapshot move-item ID before|after ID")
                }
                if relation == "before" { try edited.moveItem(id, beforeItem: anchor) } else { try edited.moveItem(id, afterItem: anchor) }
            case "reload-items":
                try edited.reloadItems(try identifiers(&args, "item identifiers"))
            case "size":
                let id = try args.word("an item identifier")
                let size = try args.size("the size")
                try args.finish()
                try edited.setPreferredSize(size, forItem: id)
            default:
                throw CommandError("unknown snapshot operation '\(operation)'", hint: "usage: \(usage)")
            }
        } catch let error as SnapshotError {
            throw CommandError(error.errorDescription ?? "\(error)")
        } catch let error as SnapshotFileError {
            throw CommandError(error.errorDescription ?? "\(error)")
        }
        session.editingData = edited
        session.confirm("snapshot: \(summary(edited)) (apply to show it)")
        return .done
    }

    static let apply = CommandSpec("apply", usage: "apply [--animated] [--json]",
                                   summary: "diff against the applied data; run the layout update; report") { session, args in
        let animated = args.flag("--animated"), json = args.flag("--json")
        try args.finish()
        let report = try session.applyEditedData(animated: animated)
        if json {
            session.console.write(document(report).text)
        } else {
            write(session, report, animated: animated)
        }
        return .done
    }

    /// Identifiers from the remaining words, `A..B` ranges expanded; at least one.
    static func identifiers(_ args: inout ArgumentReader, _ what: String) throws -> [String] {
        var ids: [String] = []
        while let word = args.optionalWord() { ids += try expand(word) }
        guard !ids.isEmpty else { throw CommandError("\(args.command) needs \(what)", hint: "usage: \(usage)") }
        return ids
    }

    static func expand(_ word: String) throws -> [String] {
        word.contains("..") ? try DataSnapshot.expandRange(word) : [word]
    }

    /// NAME → workspace/snapshots/NAME.json; anything with a slash or .json is a path.
    static func fileURL(_ session: Session, _ name: String, creating: Bool) -> URL {
        if name.contains("/") || name.hasSuffix(".json") {
            if creating || FileManager.default.fileExists(atPath: name) { return URL(fileURLWithPath: name) }
        }
        let folder = session.options.workspace + "/snapshots"
        if creating { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        return URL(fileURLWithPath: folder + "/" + (name.hasSuffix(".json") ? name : name + ".json"))
    }

    static func summary(_ s: DataSnapshot) -> String {
        "\(s.numberOfSections) section\(s.numberOfSections == 1 ? "" : "s"), \(s.numberOfItems) item\(s.numberOfItems == 1 ? "" : "s")"
    }

    static func show(_ session: Session, json: Bool) {
        let s = session.editingData
        let pending = s != session.appliedData
        if json {
            session.console.write(JSONValue.object([
                ("sections", .array(s.sectionIdentifiers.enumerated().map { index, id in
                    .object([("id", .string(id)), ("items", .array(s.itemIdentifiers(inSectionAt: index).map { .string($0) }))])
                })),
                ("sizes", .object(s.preferredSizes.keys.sorted().map { ($0, ElementJSON.size(s.preferredSizes[$0]!)) })),
                ("pending", .bool(pending)),
            ]).text)
            return
        }
        var lines = ["\(summary(s))" + (pending ? " · not applied yet (apply)" : " · applied")]
        for (index, id) in s.sectionIdentifiers.enumerated() {
            let items = s.itemIdentifiers(inSectionAt: index)
            let shown = items.count <= 12 ? items.joined(separator: " ") : (items.prefix(8) + ["…"] + items.suffix(2)).joined(separator: " ")
            lines.append("  \(id) (\(items.count)): \(shown)")
        }
        for id in s.preferredSizes.keys.sorted() {
            lines.append("  size \(id): \(s.preferredSizes[id]!.parameterText)")
        }
        session.console.write(lines.joined(separator: "\n"))
    }

    static func document(_ report: Session.ApplyReport) -> JSONValue {
        let c = report.changes
        let path = { (p: ItemPosition) in JSONValue.array([.int(p.section), .int(p.item)]) }
        return .object([
            ("inserted", .array(c.insertedItems.map(path))), ("deleted", .array(c.deletedItems.map(path))),
            ("moved", .array(c.movedItems.map { .array([path($0.from), path($0.to)]) })),
            ("reloaded", .array(c.reloadedItems.map(path))),
            ("sectionsInserted", .array(c.insertedSections.map { .int($0) })),
            ("sectionsDeleted", .array(c.deletedSections.map { .int($0) })),
            ("sectionsMoved", .array(c.movedSections.map { .array([.int($0.from), .int($0.to)]) })),
            ("appearing", .array(report.appearing.map(ElementJSON.value))),
            ("disappearing", .array(report.disappearing.map(ElementJSON.value))),
        ])
    }

    static func write(_ session: Session, _ report: Session.ApplyReport, animated: Bool) {
        let c = report.changes
        var text = "applied: \(c.insertedItems.count) inserted, \(c.deletedItems.count) deleted, \(c.movedItems.count) moved, "
            + "\(c.reloadedItems.count) reloaded; sections +\(c.insertedSections.count) −\(c.deletedSections.count)"
            + (c.movedSections.isEmpty ? "" : " ↕\(c.movedSections.count)")
        if animated {
            let width = session.options.terminalWidth
            text += "\n\nappearing (initial attributes)\n" + AttributeTable.render(report.appearing, format: .text, width: width, style: session.style)
            text += "\n\ndisappearing (final attributes)\n" + AttributeTable.render(report.disappearing, format: .text, width: width, style: session.style)
        }
        session.console.write(text)
    }
}
