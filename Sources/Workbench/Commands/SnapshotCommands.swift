import CollectionLayout
import Foundation
import LayoutHost
import Snapshots
import HostSupport

/// snapshot …, apply: data as a diffable data source has it.
enum SnapshotCommands {
    static let all: [CommandSpec] = [snapshot, apply]

    static let usage = "snapshot OPERATION [ARGUMENTS]  (help snapshot lists the operations)"

    static let forms = [
        "snapshot show [--json]", "snapshot new", "snapshot save NAME", "snapshot export FILE [--force]",
        "snapshot load NAME|FILE",
        "snapshot append-sections ID...", "snapshot append-items SECTION ID...|A..B",
        "snapshot insert-items ID... before|after ID", "snapshot delete-items ID...", "snapshot delete-sections ID...",
        "snapshot move-item ID before|after ID", "snapshot reload-items ID...", "snapshot reconfigure-items ID...",
        "snapshot insert-sections ID... before|after SECTION", "snapshot move-section ID before|after SECTION",
        "snapshot reload-sections ID...", "snapshot size ID WxH", "snapshot size-view KIND SECTION WxH",
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
                let url = try savedURL(session, name)
                if let shipped = ShippedExamples.snapshot(at: url.path) {
                    throw CommandError("\(name) is a shipped example (\(shipped)), kept as it is", hint: "save under another name")
                }
                try FileManager.default.createDirectory(atPath: url.deletingLastPathComponent().path, withIntermediateDirectories: true)
                try SnapshotFile.save(edited, to: url.path, policy: .workspace)
                session.confirm("saved \(TerminalText.escaped(url.path))")
                return .done
            case "export":
                let force = args.flag("--force")
                let path = try args.word("a file path")
                try args.finish()
                try SnapshotFile.save(edited, to: path, policy: force ? .replace : .keep(hint: "snapshot export \(path) --force replaces it"))
                session.confirm("exported \(TerminalText.escaped(path))")
                return .done
            case "load":
                let name = try args.word("a snapshot name or file")
                try args.finish()
                let url = loadURL(session, name)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw CommandError("no such snapshot: \(name)", hint: "looked for \(url.path)")
                }
                // A large file takes seconds (a million items: about 4 s in a debug build): say so first.
                if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > 4 << 20 {
                    session.console.progress("reading \(TerminalText.escaped(url.path)) (\(size >> 20) MiB)…", fraction: nil)
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
                let relation = args.optionalWord()
                guard relation == "before" || relation == "after" else {
                    throw CommandError(relation.map { "move-item takes before or after, not '\($0)'" } ?? "move-item needs before or after",
                                       hint: "usage: snapshot move-item ID before|after ID")
                }
                guard let anchor = args.optionalWord() else {
                    throw CommandError("move-item needs the item to move \(relation!) of", hint: "usage: snapshot move-item ID before|after ID")
                }
                try args.finish()
                if relation == "before" { try edited.moveItem(id, beforeItem: anchor) } else { try edited.moveItem(id, afterItem: anchor) }
            case "reload-items":
                try edited.reloadItems(try identifiers(&args, "item identifiers"))
            case "reconfigure-items":
                try edited.reconfigureItems(try identifiers(&args, "item identifiers"))
            case "reload-sections":
                try edited.reloadSections(try identifiers(&args, "section identifiers"))
            case "insert-sections":
                var ids: [String] = []
                while let word = args.peek, word != "before" && word != "after" { ids.append(try args.word("a section identifier")) }
                let relation = try args.word("before or after")
                let anchor = try args.word("the section to insert next to")
                try args.finish()
                guard !ids.isEmpty else {
                    throw CommandError("insert-sections needs section identifiers", hint: "usage: snapshot insert-sections ID... before|after SECTION")
                }
                if relation == "before" { try edited.insertSections(ids, beforeSection: anchor) } else { try edited.insertSections(ids, afterSection: anchor) }
            case "move-section":
                let id = try args.word("the section to move")
                let relation = try args.word("before or after")
                let anchor = try args.word("the section to move next to")
                try args.finish()
                guard relation == "before" || relation == "after" else {
                    throw CommandError("move-section takes before or after, not '\(relation)'", hint: "usage: snapshot move-section ID before|after SECTION")
                }
                if relation == "before" { try edited.moveSection(id, beforeSection: anchor) } else { try edited.moveSection(id, afterSection: anchor) }
            case "size":
                let id = try args.word("an item identifier")
                let size = try args.size("the size")
                try args.finish()
                try edited.setPreferredSize(size, forItem: id)
            case "size-view":
                let kind = try args.word("a supplementary kind")
                let section = try args.word("a section identifier")
                let size = try args.size("the size")
                try args.finish()
                try edited.setPreferredSupplementarySize(size, kind: kind, inSection: section)
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

    static let apply = CommandSpec("apply", traits: [.baselined], usage: "apply [--animated [--svg FILE]] [--json]",
                                   summary: "diff against the applied data; run the layout update; report") { session, args in
        let animated = args.flag("--animated"), json = args.flag("--json"), svg = try args.option("--svg")
        try args.finish()
        if svg != nil, !animated { throw CommandError("--svg goes with --animated (an update without animation has no frames)", hint: "usage: \(args.usage)") }
        if svg != nil { _ = try session.requireLayout() }
        let report = try session.applyEditedData(animated: animated)
        if animated, svg != nil || session.liveFeed != nil, session.active != nil {
            let clock = try FrameClock.of(session.view.state)
            let frames = try UpdateAnimation.frames(report, clock: clock)
            session.liveFeed?.play(frames)
            if let svg { try PictureCommands.saveAnimation(frames, interval: clock.interval, "apply", to: svg, in: session, json: json) }
        }
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

    /// `snapshot save NAME` → workspace/snapshots/NAME.json. A name is plain (letters, digits,
    /// `.`, `-`, `_`, not starting with `.`), so a save never writes outside the workspace;
    /// `snapshot export FILE` writes anywhere else.
    static func savedURL(_ session: Session, _ name: String) throws -> URL {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard !name.isEmpty, name.count <= 100, name.first != ".", name.allSatisfy(allowed.contains), !name.hasSuffix(".json") else {
            throw CommandError("'\(name)' is not a snapshot name (letters, digits, '.', '-', '_'; no path, no .json)",
                               hint: "snapshot save inbox writes \(session.options.workspace)/snapshots/inbox.json; snapshot export FILE writes elsewhere")
        }
        return URL(fileURLWithPath: session.options.workspace + "/snapshots/" + name + ".json")
    }

    /// `snapshot load`: a saved NAME, or a file path (anything with a slash or .json).
    static func loadURL(_ session: Session, _ name: String) -> URL {
        if (name.contains("/") || name.hasSuffix(".json")) && FileManager.default.fileExists(atPath: name) {
            return URL(fileURLWithPath: name)
        }
        let own = session.options.workspace + "/snapshots/" + (name.hasSuffix(".json") ? name : name + ".json")
        if !FileManager.default.fileExists(atPath: own), let shipped = ShippedExamples.snapshotFile(name) {
            return URL(fileURLWithPath: shipped)
        }
        return URL(fileURLWithPath: own)
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
        for section in s.preferredSupplementarySizes.keys.sorted() {
            for (kind, size) in s.preferredSupplementarySizes[section]!.sorted(by: { $0.key < $1.key }) {
                lines.append("  size \(kind) in \(section): \(size.parameterText)")
            }
        }
        // Identifiers are data: escaped, one line each however they are made.
        session.console.write(lines.map(TerminalText.escaped).joined(separator: "\n"))
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
            ("sectionsReloaded", .array(c.reloadedSections.map { .int($0) })),
            ("reconfigured", .array(c.reconfiguredItems.map(path))),
            ("views", .array(report.viewChanges.map { change in
                .object([("category", .string(change.category.rawValue)), ("kind", .string(change.kind)),
                         ("inserted", .array(change.inserted.map(path))), ("deleted", .array(change.deleted.map(path)))])
            })),
            ("appearing", .array(report.appearing.map(ElementJSON.value))),
            ("disappearing", .array(report.disappearing.map(ElementJSON.value))),
        ])
    }

    static func write(_ session: Session, _ report: Session.ApplyReport, animated: Bool) {
        let c = report.changes
        var text = "applied: \(c.insertedItems.count) inserted, \(c.deletedItems.count) deleted, \(c.movedItems.count) moved, "
            + "\(c.reloadedItems.count) reloaded; sections +\(c.insertedSections.count) −\(c.deletedSections.count)"
            + (c.movedSections.isEmpty ? "" : " ↕\(c.movedSections.count)")
            + (c.reloadedSections.isEmpty ? "" : " ⟳\(c.reloadedSections.count)")
            + (c.reconfiguredItems.isEmpty ? "" : "; \(c.reconfiguredItems.count) reconfigured in place")
        for change in report.viewChanges where !change.inserted.isEmpty || !change.deleted.isEmpty {
            text += "\n\(change.category.rawValue) \(change.kind): inserted \(change.inserted.map(\.description).joined(separator: " ")), "
                + "deleted \(change.deleted.map(\.description).joined(separator: " "))"
        }
        if animated {
            let width = session.options.terminalWidth
            text += "\n\nappearing (initial attributes)\n" + AttributeTable.render(report.appearing, format: .text, width: width, style: session.style)
            text += "\n\ndisappearing (final attributes)\n" + AttributeTable.render(report.disappearing, format: .text, width: width, style: session.style)
        }
        session.console.write(text)
    }
}
