import CollectionLayout
import Foundation
import LayoutHost
import Snapshots
import HostSupport

/// snapshot …, apply: data as a diffable data source has it.
enum SnapshotCommands {
    static let all: [CommandSpec] = [snapshot, apply]

    static let usage = "snapshot OPERATION [ARGUMENTS]  (help snapshot lists the operations)"

    /// The operations, each declared as a command of its own under `snapshot`: its form (which
    /// is its usage in errors, its line in help, its completion) and what it does to the data
    /// being edited.
    static let operations: [SnapshotOperation] = [
        SnapshotOperation("show", "snapshot show [--json]") { session, args, _ in
            show(session, json: args.flag(.json))
            return .unchanged
        },
        SnapshotOperation("new", "snapshot new") { _, _, edited in
            edited = DataSnapshot()
            return .edited
        },
        SnapshotOperation("save", "snapshot save NAME", describing: ["NAME": "a snapshot name"]) { session, args, edited in
            let name = try args.require(.name)
            let url = try savedURL(session, name)
            if let shipped = ShippedExamples.snapshot(at: url.path) {
                throw CommandError("\(name) is a shipped example (\(shipped)), kept as it is", hint: "save under another name")
            }
            try FileManager.default.createDirectory(atPath: url.deletingLastPathComponent().path, withIntermediateDirectories: true)
            try SnapshotFile.save(edited, to: url.path, policy: .workspace)
            session.confirm("saved \(TerminalText.escaped(url.path))")
            return .unchanged
        },
        SnapshotOperation("export", "snapshot export FILE [--force]", describing: ["FILE": "a file path"]) { session, args, edited in
            let path = try args.require(.file)
            try SnapshotFile.save(edited, to: path, policy: args.flag(.force) ? .replace : .keep(hint: "snapshot export \(path) --force replaces it"))
            session.confirm("exported \(TerminalText.escaped(path))")
            return .unchanged
        },
        SnapshotOperation("load", "snapshot load NAME|FILE", describing: ["NAME": "a snapshot name or file"]) { session, args, edited in
            let name = try args.require(.name)
            let url = loadURL(session, name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CommandError("no such snapshot: \(name)", hint: "looked for \(url.path)")
            }
            // A large file takes seconds (`help limits`): say so first.
            if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > 4 << 20 {
                session.console.progress("reading \(TerminalText.escaped(url.path)) (\(size >> 20) MiB)…", fraction: nil)
            }
            edited = try SnapshotFile.load(from: url)
            return .edited
        },
        SnapshotOperation("append-sections", "snapshot append-sections ID...", describing: ["ID": "section identifiers"]) { _, args, edited in
            try edited.appendSections(try identifiers(args))
            return .edited
        },
        SnapshotOperation(
            "append-items", "snapshot append-items SECTION ID...|A..B",
            describing: ["SECTION": "a section identifier", "ID": "item identifiers", "A..B": "item identifiers"]
        ) { _, args, edited in
            try edited.appendItems(try identifiers(args, .id, .idRange), toSection: try args.require(.sectionIdentifier))
            return .edited
        },
        SnapshotOperation("insert-items", "snapshot insert-items ID... \(Relation.notation) ID", describing: ["ID": "item identifiers"]) { _, args, edited in
            let (ids, relation, anchor) = try placed(args, expanding: true)
            if relation == .before { try edited.insertItems(ids, beforeItem: anchor) } else { try edited.insertItems(ids, afterItem: anchor) }
            return .edited
        },
        SnapshotOperation("delete-items", "snapshot delete-items ID...", describing: ["ID": "item identifiers"]) { _, args, edited in
            try edited.deleteItems(try identifiers(args))
            return .edited
        },
        SnapshotOperation("delete-sections", "snapshot delete-sections ID...", describing: ["ID": "section identifiers"]) { _, args, edited in
            try edited.deleteSections(try identifiers(args))
            return .edited
        },
        SnapshotOperation("move-item", "snapshot move-item ID \(Relation.notation) ID", describing: ["ID": "the item to move"]) { _, args, edited in
            let (ids, relation, anchor) = try placed(args, expanding: false)
            if relation == .before { try edited.moveItem(ids[0], beforeItem: anchor) } else { try edited.moveItem(ids[0], afterItem: anchor) }
            return .edited
        },
        SnapshotOperation("reload-items", "snapshot reload-items ID...", describing: ["ID": "item identifiers"]) { _, args, edited in
            try edited.reloadItems(try identifiers(args))
            return .edited
        },
        SnapshotOperation("reconfigure-items", "snapshot reconfigure-items ID...", describing: ["ID": "item identifiers"]) { _, args, edited in
            try edited.reconfigureItems(try identifiers(args))
            return .edited
        },
        SnapshotOperation(
            "insert-sections", "snapshot insert-sections ID... \(Relation.notation) SECTION",
            describing: ["ID": "section identifiers", "SECTION": "the section to insert next to"]
        ) { _, args, edited in
            let (ids, relation, anchor) = try placed(args, expanding: false, anchor: .sectionIdentifier)
            if relation == .before { try edited.insertSections(ids, beforeSection: anchor) } else { try edited.insertSections(ids, afterSection: anchor) }
            return .edited
        },
        SnapshotOperation(
            "move-section", "snapshot move-section ID \(Relation.notation) SECTION",
            describing: ["ID": "the section to move", "SECTION": "the section to move next to"]
        ) { _, args, edited in
            let (ids, relation, anchor) = try placed(args, expanding: false, anchor: .sectionIdentifier)
            if relation == .before { try edited.moveSection(ids[0], beforeSection: anchor) } else { try edited.moveSection(ids[0], afterSection: anchor) }
            return .edited
        },
        SnapshotOperation("reload-sections", "snapshot reload-sections ID...", describing: ["ID": "section identifiers"]) { _, args, edited in
            try edited.reloadSections(try identifiers(args))
            return .edited
        },
        SnapshotOperation("size", "snapshot size ID WxH", describing: ["ID": "an item identifier", "WxH": "the size"]) { _, args, edited in
            try edited.setPreferredSize(try args.require(.size), forItem: try args.require(.id))
            return .edited
        },
        SnapshotOperation(
            "size-view", "snapshot size-view KIND SECTION WxH",
            describing: ["KIND": "a supplementary kind", "SECTION": "a section identifier", "WxH": "the size"]
        ) { _, args, edited in
            try edited.setPreferredSupplementarySize(
                try args.require(.size), kind: try args.require(.kind),
                inSection: try args.require(.sectionIdentifier))
            return .edited
        }
    ]

    static let snapshot = CommandSpec(
        "snapshot", usage: usage, summary: "edit the data snapshot (apply shows it to the layout)",
        forms: operations.map(\.form),
        subcommands: Dictionary(uniqueKeysWithValues: operations.map { ($0.name, $0.syntax) }),
        matching: operation(matching:)
    ) { session, args in
        // The words matched the form of the operation they name: its name is the form's first word.
        guard let operation = operations.first(where: { args.literals.first == $0.name }) else { return .done }
        var edited = session.editingData
        do {
            guard try operation.run(session, args, &edited) == .edited else { return .done }
        } catch let error as SnapshotError {
            throw CommandError(error.errorDescription ?? "\(error)")
        } catch let error as SnapshotFileError {
            throw CommandError(error.errorDescription ?? "\(error)")
        }
        session.editingData = edited
        session.confirm("snapshot: \(summary(edited)) (apply to show it)")
        return .done
    }

    /// The words matched against the form of the operation the first names: its errors name it.
    @Sendable static func operation(matching words: [String]) throws -> MatchedArguments {
        guard let name = words.first else { throw CommandError("snapshot needs an operation (show, new, append-items, …)", hint: "usage: \(usage)") }
        guard let operation = operations.first(where: { $0.name == name }) else {
            throw CommandError("unknown snapshot operation '\(name)'", hint: "usage: \(usage)")
        }
        return try operation.match(words)
    }

    /// Where insert and move operations put what they move.
    enum Relation: String, CommandChoice {
        case before, after
    }

    /// `ID... before|after ANCHOR`: the identifiers (ranges expanded when `expanding`), the
    /// relation and the anchor (the form's last ID, or its `anchor` placeholder).
    static func placed(_ args: MatchedArguments, expanding: Bool, anchor: ArgumentKey<String>? = nil) throws -> ([String], Relation, String) {
        var ids = try args.all(.id)
        let last = try anchor.map { try args.require($0) } ?? ids.removeLast()
        let relation = try args.require(Relation.self)
        return (expanding ? try ids.flatMap(expand) : ids, relation, last)
    }

    static let apply = CommandSpec(
        "apply", traits: [.baselined], usage: "apply [--animated [--svg FILE]] [--json]",
        summary: "diff against the applied data; run the layout update; report"
    ) { session, args in
        let animated = args.flag(.animated), json = args.flag(.json), svg = try args.option(.svg)
        if svg != nil, !animated { throw args.refusal("--svg goes with --animated (an update without animation has no frames)") }
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

    /// The identifiers the placeholders took, `A..B` ranges expanded (the form asks for one at least).
    static func identifiers(_ args: MatchedArguments, _ keys: ArgumentKey<String>...) throws -> [String] {
        try (keys.isEmpty ? [.id] : keys).flatMap { try args.all($0) }.flatMap(expand)
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
            throw CommandError(
                "'\(name)' is not a snapshot name (letters, digits, '.', '-', '_'; no path, no .json)",
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
            session.console.write(
                JSONValue.object([
                    (
                        "sections",
                        .array(
                            s.sectionIdentifiers.enumerated().map { index, id in
                                .object([("id", .string(id)), ("items", .array(s.itemIdentifiers(inSectionAt: index).map { .string($0) }))])
                            })
                    ),
                    ("sizes", .object(s.preferredSizes.keys.sorted().map { ($0, ElementJSON.size(s.preferredSizes[$0]!)) })),
                    ("pending", .bool(pending))
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
            (
                "views",
                .array(
                    report.viewChanges.map { change in
                        .object([
                            ("category", .string(change.category.rawValue)), ("kind", .string(change.kind)),
                            ("inserted", .array(change.inserted.map(path))), ("deleted", .array(change.deleted.map(path)))
                        ])
                    })
            ),
            ("appearing", .array(report.appearing.map(ElementJSON.value))),
            ("disappearing", .array(report.disappearing.map(ElementJSON.value)))
        ])
    }

    static func write(_ session: Session, _ report: Session.ApplyReport, animated: Bool) {
        let c = report.changes
        var text =
            "applied: \(c.insertedItems.count) inserted, \(c.deletedItems.count) deleted, \(c.movedItems.count) moved, "
            + "\(c.reloadedItems.count) reloaded; sections +\(c.insertedSections.count) −\(c.deletedSections.count)"
            + (c.movedSections.isEmpty ? "" : " ↕\(c.movedSections.count)")
            + (c.reloadedSections.isEmpty ? "" : " ⟳\(c.reloadedSections.count)")
            + (c.reconfiguredItems.isEmpty ? "" : "; \(c.reconfiguredItems.count) reconfigured in place")
        for change in report.viewChanges where !change.inserted.isEmpty || !change.deleted.isEmpty {
            text +=
                "\n\(change.category.rawValue) \(change.kind): inserted \(change.inserted.map(\.description).joined(separator: " ")), "
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
