@_spi(Host) import CollectionLayout
import Foundation
import LayoutHost
import HostSupport
import SessionValues

/// attrs, item, supplementary, decoration, diff: what the layout computes.
enum OutputCommands {
    static let all: [CommandSpec] = [attrs, item, supplementary, decoration, diff]

    enum Format { case text, json, csv, md }

    /// The most elements `attrs` prints without `--limit`: output (JSON especially) stays
    /// within memory however many items a layout answers for.
    static let maximumPrintedElements = 100_000

    static func format(_ args: MatchedArguments) throws -> Format {
        let chosen = [(FlagKey.json, Format.json), (.csv, .csv), (.md, .md)].filter { args.flag($0.0) }
        guard chosen.count <= 1 else { throw args.refusal("choose one of --json, --csv, --md") }
        return chosen.first?.1 ?? .text
    }

    /// JSON as a person reads it at a terminal (indented), and compact everywhere else or with
    /// --compact, one document a line for scripts.
    static func jsonText(_ value: JSONValue, _ session: Session, compact: Bool) -> String {
        session.options.interactive && !compact ? value.prettyText : value.text
    }

    static let attrs = CommandSpec(
        "attrs", traits: [.reprintedAfterReload, .baselined],
        usage: "attrs [visible|all|rect X Y W H] [--kind \(LayoutElement.Category.notation)] [--limit N] [--unscrolled] [--json [--compact]|--csv|--md]",
        summary: "attribute table of the visible elements, all of them, or a rect",
        forms: [
            "attrs [visible|all|rect X Y W H] [--kind \(LayoutElement.Category.notation)] [--json|--csv|--md]",
            "attrs … --limit N       print only the first N elements, in the layout's order",
            "                        (an answer of more than \(maximumPrintedElements) elements needs it)",
            "attrs … --json          indented at a terminal, one line otherwise (--compact: always one line)",
            "attrs … --unscrolled    orthogonal sections at sideways offset 0, without their visible-items",
            "                        handlers: the layout's own frames (by default items show where the",
            "                        user sees them, each section's sideways offset applied)"
        ]
    ) { session, args in
        let output = try format(args)
        let compact = args.flag(.compact)
        let unscrolled = args.flag(.unscrolled)
        let limit = try args.option(.limit)
        if let limit, limit <= 0 { throw args.refusal("--limit takes a whole number above 0, not '\(limit)'") }
        // The match took only a kind the notation lists (--kind cell|supplementary|decoration).
        let kind = try args.option(.kindOption)
        let query: ElementQuery
        if args.has(.rect) {
            let x = try args.require(.x), y = try args.require(.y)
            query = .rect(CGRect(x: x, y: y, width: try args.positive(.w), height: try args.positive(.h)), kind: kind)
        } else {
            query = args.has(.all) ? .all(kind: kind) : .visible(kind: kind)
        }
        let layout = try session.requireLayout()
        var elements: [LayoutElement]
        if unscrolled {
            // The visible set of the last pass is scrolled: ask for the bounds afresh instead.
            let asked: ElementQuery
            if case .visible(let kind) = query { asked = .rect(session.view.state.bounds, kind: kind) } else { asked = query }
            elements = try session.view.unscrolled { try asked.run(session) }
        } else {
            elements = try query.run(session)
        }
        let total = elements.count
        let answer = elements
        if let limit {
            elements = Array(elements.prefix(limit))
        } else if total > maximumPrintedElements {
            throw CommandError(
                "the answer has \(total) elements; printing more than \(maximumPrintedElements) needs --limit N",
                hint: "--limit \(maximumPrintedElements) prints the first \(maximumPrintedElements), in the layout's order")
        }
        // `diff` compares the query's whole answer, whatever was printed of it.
        session.remember(query, answer: answer, by: "attrs")
        let s = session.view.state
        switch output {
        case .json:
            var members: [(String, JSONValue)] = [
                ("layout", .string(layout.id)), ("bounds", ElementJSON.rect(s.bounds)),
                ("contentSize", ElementJSON.size(s.contentSize)), ("elements", .array(elements.map(ElementJSON.value)))
            ]
            if limit != nil { members.append(("total", .int(total))) }
            session.console.write(jsonText(.object(members), session, compact: compact))
        case .csv: session.console.write(AttributeTable.render(elements, format: .csv))
        case .md: session.console.write(AttributeTable.render(elements, format: .md))
        case .text:
            let short = NumberText.short as (CGFloat) -> String
            let header =
                "\(layout.id) · bounds \(short(s.bounds.minX)) \(short(s.bounds.minY)) \(short(s.size.width))x\(short(s.size.height))"
                + " · content \(short(s.contentSize.width))x\(short(s.contentSize.height)) · "
                + (elements.count < total ? "first \(elements.count) of \(total) elements" : "\(total) element\(total == 1 ? "" : "s")")
            session.console.write(session.style.dim(header))
            session.console.write(AttributeTable.render(elements, format: .text, width: session.options.terminalWidth, style: session.style))
        }
        // No elements while configuration the app sets is nil: say which, and how to set it.
        if total == 0 {
            let unset = UnsetConfiguration.text(for: layout)
            if !unset.isEmpty { session.console.status(session.style.dim("note: " + TerminalText.escaped(unset))) }
            // …or while a stand-in delegate answers its defaults: which, and how to set them.
            let answers = ViewCommands.standInAnswers(session)
            if unset.isEmpty, !answers.isEmpty {
                session.console.status(
                    session.style.dim(
                        "note: "
                            + TerminalText.escaped(
                                "the stand-in delegate answers " + answers.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                                    + ", and whatever else its protocol asks with default values (a zero, an empty model of the app's): set them with "
                                    + "param delegate.KEY VALUE, or copy the app's class that adopts the protocol into the folder")))
            }
        }
        return .done
    }

    /// Prints one element (or null) for item, supplementary and decoration.
    static func single(_ session: Session, _ query: ElementQuery, _ output: Format, _ what: String) throws {
        let layout = try session.requireLayout()
        let elements = try query.run(session)
        session.remember(query, answer: elements, by: what)
        switch output {
        case .json:
            session.console.write(
                JSONValue.object([
                    ("layout", .string(layout.id)), ("element", elements.first.map(ElementJSON.value) ?? .null)
                ]).text)
        case .csv, .md:
            session.console.write(AttributeTable.render(elements, format: output == .csv ? .csv : .md))
        case .text:
            if elements.isEmpty {
                session.console.write(TerminalText.escaped("\(layout.id) returned nil for \(what)"))
            } else {
                session.console.write(AttributeTable.render(elements, format: .text, width: session.options.terminalWidth, style: session.style))
            }
        }
    }

    static let item = CommandSpec(
        "item", traits: [.reprintedAfterReload, .baselined], usage: "item SECTION ITEM [--json|--csv|--md]",
        summary: "layoutAttributesForItem(at:)"
    ) { session, args in
        let output = try format(args)
        let section = try args.require(.section, in: 0...Int(Int32.max))
        let item = try args.require(.item, in: 0...Int(Int32.max))
        try session.requireItem(section: section, item: item)
        try single(session, .item(section: section, item: item), output, "item \(section)-\(item)")
        return .done
    }

    static let supplementary = CommandSpec(
        "supplementary", traits: [.reprintedAfterReload, .baselined], usage: "supplementary KIND SECTION ITEM [--json|--csv|--md]",
        summary: "layoutAttributesForSupplementaryView(ofKind:at:)"
    ) { session, args in
        let output = try format(args)
        let kind = elementKind(try args.require(.kind))
        let section = try args.require(.section, in: 0...Int(Int32.max))
        let item = try args.require(.item, in: 0...Int(Int32.max))
        guard section < session.view.state.itemCounts.count else {
            throw CommandError("no section \(section)", hint: "the data has \(session.view.state.itemCounts.count) sections")
        }
        try single(session, .supplementary(kind: kind, section: section, item: item), output, "\(kind) \(section)-\(item)")
        return .done
    }

    static let decoration = CommandSpec(
        "decoration", traits: [.reprintedAfterReload, .baselined], usage: "decoration KIND SECTION ITEM [--json|--csv|--md]",
        summary: "layoutAttributesForDecorationView(ofKind:at:)"
    ) { session, args in
        let output = try format(args)
        let kind = try args.require(.kind)
        let section = try args.require(.section, in: 0...Int(Int32.max))
        let item = try args.require(.item, in: 0...Int(Int32.max))
        try single(session, .decoration(kind: kind, section: section, item: item), output, "\(kind) \(section)-\(item)")
        return .done
    }

    /// "section-header" and "section-footer" stand for UIKit's long kind names.
    /// The kind a person types: UIKit's section header and footer kinds by the short names the
    /// tables show them under (header, footer) or section-header/section-footer; others as given.
    static func elementKind(_ text: String) -> String {
        switch text {
        case "header", "section-header": return SectionElementKind.header
        case "footer", "section-footer": return SectionElementKind.footer
        default: return text
        }
    }

    static let diff = CommandSpec(
        "diff", usage: "diff [--json]",
        summary: "what changed since the previous attrs/item output"
    ) { session, args in
        let json = args.flag(.json)
        guard let query = session.lastQuery else {
            throw CommandError("nothing to compare with yet", hint: "print attrs or item first, change something, then diff")
        }
        let now = try query.run(session)
        let difference = ElementDiff(from: session.lastElements, to: now)
        // What it compared with: the last answer, by its command and the offset it was taken at.
        let since =
            "since the last \(session.lastAnswer.command), at offset \(NumberText.short(session.lastAnswer.offset.x)) \(NumberText.short(session.lastAnswer.offset.y))"
        session.remember(query, answer: now, by: session.lastAnswer.command)
        if json {
            session.console.write(difference.json.text)
        } else {
            session.console.write(
                difference.isEmpty
                    ? session.style.dim("no changes " + since)
                    : session.style.dim(since + ":") + "\n" + difference.render(style: session.style))
        }
        return .done
    }
}

extension LayoutElement.Category: CommandChoice {}
