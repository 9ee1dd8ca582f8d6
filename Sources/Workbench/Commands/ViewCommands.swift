import CollectionLayout
import Foundation
import LayoutHost
import Snapshots
import HostSupport
import SessionValues

/// size, device, scale, offset, scroll, inset, margins, safearea, insetadjustment, rtl, items,
/// state, reset: the simulated collection view.
enum ViewCommands {
    static let all: [CommandSpec] = [size, device, scale, offset, scroll, inset, margins, safearea, insetadjustment, rtl, items, state, reset]

    static let reset = CommandSpec(
        "reset", usage: "reset",
        summary: "view, data and active layout back to a new session's (loaded plugins stay)"
    ) { session, _ in
        try session.reset()
        session.confirm(summary(session))
        return .done
    }

    static let size = CommandSpec(
        "size", usage: "size WxH [--animated [--json]]",
        summary: "bounds size in points (default 390x844); --animated as a rotation animates it",
        describing: ["WxH": "the size"]
    ) { session, args in
        let animated = args.flag(.animated), json = args.flag(.json)
        let size = try args.require(.size)
        guard animated || !json else { throw args.refusal("--json goes with --animated") }
        let bounds = CGRect(origin: session.view.state.contentOffset, size: size)
        guard animated else {
            try session.view.setBounds(bounds)
            session.confirm(summary(session))
            return .done
        }
        let before = session.view.visibleElements, boundsBefore = session.view.state.bounds
        let (appearing, disappearing) = try session.view.setBoundsAnimated(bounds)
        if let feed = session.liveFeed {
            feed.play(
                try UpdateAnimation.boundsChange(
                    before: before, after: session.view.visibleElements, appearing: appearing,
                    disappearing: disappearing, from: boundsBefore, to: session.view.state.bounds,
                    clock: FrameClock.of(session.view.state)))
        }
        if json {
            session.console.write(
                JSONValue.object([
                    ("appearing", .array(appearing.map(ElementJSON.value))),
                    ("disappearing", .array(disappearing.map(ElementJSON.value)))
                ]).text)
        } else {
            let width = session.options.terminalWidth
            session.console.write(
                summary(session)
                    + "\n\nappearing (initial attributes)\n" + AttributeTable.render(appearing, format: .text, width: width, style: session.style)
                    + "\n\ndisappearing (final attributes)\n" + AttributeTable.render(disappearing, format: .text, width: width, style: session.style))
        }
        return .done
    }

    static let offset = CommandSpec("offset", usage: "offset X Y", summary: "contentOffset; a bounds change as UIKit makes it") { session, args in
        let x = try args.require(.x), y = try args.require(.y)
        try session.view.setContentOffset(CGPoint(x: x, y: y))
        session.confirm(summary(session))
        return .done
    }

    static let scroll = CommandSpec("scroll", usage: "scroll DX DY", summary: "offset relative to the current one") { session, args in
        let dx = try args.require(.dx), dy = try args.require(.dy)
        let current = session.view.state.contentOffset
        try session.view.setContentOffset(CGPoint(x: current.x + dx, y: current.y + dy))
        session.confirm(summary(session))
        return .done
    }

    static func insets(_ args: MatchedArguments) throws -> UIEdgeInsets {
        UIEdgeInsets(
            top: try args.require(.top), left: try args.require(.left),
            bottom: try args.require(.bottom), right: try args.require(.right))
    }

    static let inset = CommandSpec("inset", usage: "inset TOP LEFT BOTTOM RIGHT", summary: "contentInset") { session, args in
        let value = try insets(args)
        // UICollectionView invalidates its layout when the adjusted content inset changes.
        try session.view.update(invalidate: true) { $0.contentInset = value }
        session.confirm(summary(session))
        return .done
    }

    static let margins = CommandSpec("margins", usage: "margins TOP LEFT BOTTOM RIGHT", summary: "layoutMargins") { session, args in
        let value = try insets(args)
        guard [value.top, value.left, value.bottom, value.right].allSatisfy({ $0 >= 0 }) else {
            throw args.refusal("margins cannot be negative")
        }
        // Layouts measure from the margins (sectionInsetReference, contentInsetsReference):
        // UICollectionView invalidates its layout when they change.
        try session.view.update(invalidate: true) { $0.layoutMargins = value }
        session.confirm(summary(session))
        return .done
    }

    static let safearea = CommandSpec(
        "safearea", usage: "safearea TOP LEFT BOTTOM RIGHT",
        summary: "safeAreaInsets (added to contentInset in adjustedContentInset)"
    ) { session, args in
        let value = try insets(args)
        guard [value.top, value.left, value.bottom, value.right].allSatisfy({ $0 >= 0 }) else {
            throw args.refusal("safe area insets cannot be negative")
        }
        // The adjusted content inset changes with it, which invalidates the layout (as inset does).
        try session.view.update(invalidate: true) { $0.safeAreaInsets = value }
        session.confirm(summary(session))
        return .done
    }

    static let device = CommandSpec(
        "device", usage: "device NAME [--landscape]", summary: "a device's screen: size and safe area in one step",
        forms: ["device NAME [--landscape]"]
            + DevicePreset.all.map {
                "device \($0.name)  \($0.title): \(Int($0.size.width))x\(Int($0.size.height)) @\(Int($0.scale))x, safe area \(Int($0.safeArea.top)) \(Int($0.safeArea.left)) \(Int($0.safeArea.bottom)) \(Int($0.safeArea.right))"
            }
    ) { session, args in
        let landscape = args.flag(.landscape)
        // A device's own form (`device iphone15`, listed in help) takes its name as a word of its own.
        let name = try args.optional(.name) ?? args.literals.first ?? args.require(.name)
        guard let preset = DevicePreset.named(name) else {
            throw CommandError("no device '\(name)'", hint: "devices: " + DevicePreset.all.map(\.name).joined(separator: ", "))
        }
        let (size, safeArea) = landscape ? preset.landscape : (preset.size, preset.safeArea)
        try session.view.setBounds(CGRect(origin: session.view.state.contentOffset, size: size))
        try session.view.update(invalidate: true) {
            $0.safeAreaInsets = safeArea
            $0.displayScale = preset.scale
        }
        session.confirm(summary(session))
        return .done
    }

    static let scale = CommandSpec(
        "scale", usage: "scale \(DisplayScale.notation)",
        summary: "display scale (traitCollection.displayScale; default 3): offsets and cells sit on its pixel grid"
    ) { session, args in
        let value = try args.require(DisplayScale.self).pixelsPerPoint
        // A new trait collection: the layout is invalidated (what it read from the traits changed),
        // and the offset moves onto the new pixel grid (SimulatedCollectionView.update).
        try session.view.update(invalidate: true) { $0.displayScale = value }
        session.confirm(summary(session))
        return .done
    }

    static let rtl = CommandSpec(
        "rtl", usage: "rtl \(OnOff.notation)",
        summary: "right-to-left layout direction: layouts that flip are mirrored"
    ) { session, args in
        let on = try args.require(OnOff.self).isOn
        // The semantic direction changes everything the layout computed: it is invalidated.
        try session.view.update(invalidate: true) { $0.rightToLeft = on }
        session.confirm(summary(session))
        return .done
    }

    static let insetadjustment = CommandSpec(
        "insetadjustment", usage: "insetadjustment \(ViewState.InsetAdjustment.notation)",
        summary: "contentInsetAdjustmentBehavior: how the safe area joins adjustedContentInset"
    ) { session, args in
        let behavior = try args.require(ViewState.InsetAdjustment.self)
        // The adjusted content inset changes with it, which invalidates the layout (as inset does).
        try session.view.update(invalidate: true) { $0.insetAdjustment = behavior }
        session.confirm(summary(session))
        return .done
    }

    static let items = CommandSpec(
        "items", usage: "items N [N...]",
        summary: "quick data: one section per count (at most \(DataSnapshot.maximumItemCount) items in all); none: no sections",
        forms: ["items N [N...]", "items none"], describing: ["N": "an item count"]
    ) { session, args in
        let limit = DataSnapshot.maximumItemCount
        if args.has(.none) {
            try session.replaceData(DataSnapshot.quick(counts: []), quick: true)
            session.confirm(summary(session))
            return .done
        }
        let counts = try args.all(.n, in: 0...limit)
        guard counts.count <= limit, counts.reduce(0, +) <= limit else { throw args.refusal("at most \(limit) items in all") }
        try session.replaceData(DataSnapshot.quick(counts: counts), quick: true)
        session.confirm(summary(session))
        return .done
    }

    static let state = CommandSpec(
        "state", traits: [.baselined], usage: "state [--json]",
        summary: "bounds, offset, content size, velocity, counts, layout validity"
    ) { session, args in
        let json = args.flag(.json)
        let s = session.view.state
        let i = s.contentInset
        if json {
            session.console.write(
                JSONValue.object(
                    [
                        ("layout", session.active.map { .string($0.id) } ?? .null),
                        ("bounds", ElementJSON.rect(s.bounds)),
                        ("contentOffset", ElementJSON.point(s.contentOffset)),
                        ("contentSize", ElementJSON.size(s.contentSize)),
                        ("contentInset", .numbers([i.top, i.left, i.bottom, i.right])),
                        ("layoutMargins", .numbers([s.layoutMargins.top, s.layoutMargins.left, s.layoutMargins.bottom, s.layoutMargins.right])),
                        ("safeAreaInsets", .numbers([s.safeAreaInsets.top, s.safeAreaInsets.left, s.safeAreaInsets.bottom, s.safeAreaInsets.right])),
                        ("velocity", ElementJSON.point(s.velocity)),
                        ("deceleration", .number(s.decelerationRate)),
                        ("paging", .bool(s.pagingEnabled)),
                        ("rightToLeft", .bool(s.rightToLeft)),
                        ("displayScale", .number(s.displayScale)),
                        ("scrollEnabled", .bool(s.scrollEnabled)),
                        ("insetAdjustment", .string(s.insetAdjustment.name)),
                        (
                            "adjustedContentInset",
                            .numbers([
                                s.adjustedContentInset.top, s.adjustedContentInset.left,
                                s.adjustedContentInset.bottom, s.adjustedContentInset.right
                            ])
                        ),
                        ("bounces", .bool(s.bounces)),
                        ("alwaysBounce", .array([.bool(s.alwaysBounceVertical), .bool(s.alwaysBounceHorizontal)])),
                        ("fps", .int(s.fps)),
                        ("sections", .array(s.itemCounts.map { .int($0) })),
                        ("layoutValid", .bool(session.view.layoutValid))
                    ] + standInJSON(session) + orthogonalJSON(session)
                ).text)
            return .done
        }
        let short = NumberText.short as (CGFloat) -> String
        let m = s.layoutMargins, a = s.safeAreaInsets
        let lines =
            [
                ("layout", session.active.map { "\($0.id) (\($0.library.name))" } ?? "none"),
                ("bounds", "\(short(s.bounds.minX)) \(short(s.bounds.minY)) \(short(s.size.width)) \(short(s.size.height))"),
                ("content size", "\(short(s.contentSize.width))x\(short(s.contentSize.height))"),
                ("content inset", "\(short(i.top)) \(short(i.left)) \(short(i.bottom)) \(short(i.right))"),
                ("layout margins", "\(short(m.top)) \(short(m.left)) \(short(m.bottom)) \(short(m.right))"),
                ("safe area", "\(short(a.top)) \(short(a.left)) \(short(a.bottom)) \(short(a.right))"),
                ("velocity", "\(short(s.velocity.x)) \(short(s.velocity.y)) pt/s"),
                ("deceleration", "\(s.decelerationRate)" + (s.decelerationRate == 0.998 ? " (normal)" : s.decelerationRate == 0.99 ? " (fast)" : "")),
                ("paging", s.pagingEnabled ? "on" : "off"),
                ("direction", s.rightToLeft ? "right to left" : "left to right"),
                ("display scale", "\(NumberText.short(s.displayScale))x (pixel \(NumberText.short(1 / s.displayScale)) pt)"),
                ("scrolling", s.scrollEnabled ? "enabled" : "disabled"),
                (
                    "inset adjust",
                    s.insetAdjustment.name + " → adjusted inset "
                        + [
                            s.adjustedContentInset.top, s.adjustedContentInset.left,
                            s.adjustedContentInset.bottom, s.adjustedContentInset.right
                        ].map(short).joined(separator: " ")
                ),
                (
                    "bounces",
                    (s.bounces ? "on" : "off")
                        + (s.alwaysBounceVertical || s.alwaysBounceHorizontal
                            ? ", always "
                                + [s.alwaysBounceVertical ? "vertical" : nil, s.alwaysBounceHorizontal ? "horizontal" : nil].compactMap { $0 }.joined(
                                    separator: " and ")
                            : "")
                ),
                ("fps", String(s.fps)),
                ("sections", CountsText.describe(s.itemCounts)),
                ("layout valid", session.view.layoutValid ? "yes" : "no"),
                ("visible", Self.count(session.view.visibleElements.count, "element"))
            ] + standInLines(session) + orthogonalLines(session)
        session.console.write(lines.map { "\($0.0.padding(toLength: 15, withPad: " ", startingAt: 0))\($0.1)" }.joined(separator: "\n"))
        return .done
    }

    /// The answers of a stand-in delegate, when the active layout has one (its `delegate.KEY` parameters).
    static func standInAnswers(_ session: Session) -> [(key: String, value: String)] {
        guard let layout = session.active else { return [] }
        return layout.info.parameters.filter { $0.name.hasPrefix("delegate.") }
            .map { (String($0.name.dropFirst("delegate.".count)), layout.parameter($0.name) ?? "") }
    }

    /// "standInDelegate": the stand-in's answers by key (only when the layout has one).
    static func standInJSON(_ session: Session) -> [(String, JSONValue)] {
        let answers = standInAnswers(session)
        guard !answers.isEmpty else { return [] }
        return [("standInDelegate", .object(answers.map { ($0.key, .string($0.value)) }))]
    }

    /// "delegate": which delegate runs (the app's class or the stand-in, where the layout offers
    /// both), and what a stand-in answers.
    static func standInLines(_ session: Session) -> [(String, String)] {
        let answers = standInAnswers(session)
        if let layout = session.active, let choice = layout.info.parameters.first(where: { $0.name == "delegate" }) {
            let app = DelegateName.appClass(inSummary: choice.summary) ?? "the app's class"
            let standIn = layout.parameter("delegate") == DelegateName.standIn
            return [
                (
                    "delegate",
                    standIn
                        ? "the stand-in"
                            + (answers.isEmpty
                                ? " (none: UIKit's defaults answer)" : "; answers: " + answers.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
                            + " (use \(layout.info.id) delegate=app for \(app))"
                        : "the app's \(app) (use \(layout.info.id) delegate=stand-in for the stand-in)"
                )
            ]
        }
        guard !answers.isEmpty else { return [] }
        return [
            (
                "delegate",
                "a stand-in (no class of the sources adopts the layout's delegate protocol); answers: "
                    + answers.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + " (param delegate.KEY VALUE[,VALUE…])"
            )
        ]
    }

    /// "orthogonal": each section that scrolls sideways (only when the layout has some).
    static func orthogonalJSON(_ session: Session) -> [(String, JSONValue)] {
        guard let sections = try? session.active?.orthogonalSections(), !sections.isEmpty else { return [] }
        return [
            (
                "orthogonal",
                .array(
                    sections.map { section in
                        .object([
                            ("section", .int(section.section)), ("behavior", .string(section.behavior.name)),
                            ("offset", .number(session.view.state.orthogonalOffsets[section.section] ?? 0)),
                            ("maximumOffset", .number(section.maximumOffset)), ("contentWidth", .number(section.contentLength))
                        ])
                    })
            )
        ]
    }

    /// "1 element", "2 elements".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// One line per section that scrolls sideways: its behaviour, offset and row width.
    static func orthogonalLines(_ session: Session) -> [(String, String)] {
        guard let sections = try? session.active?.orthogonalSections() else { return [] }
        return sections.map { section in
            let offset = session.view.state.orthogonalOffsets[section.section] ?? 0
            return (
                "section \(section.section)",
                "sideways \(section.behavior.name), offset \(NumberText.short(offset)) of "
                    + "0…\(NumberText.short(section.maximumOffset)), row \(NumberText.short(section.contentLength)) wide"
            )
        }
    }

    /// One line for a person after a change: where the view is and what it shows.
    static func summary(_ session: Session) -> String {
        let s = session.view.state
        let short = NumberText.short as (CGFloat) -> String
        return "offset \(short(s.contentOffset.x)) \(short(s.contentOffset.y)) · size \(short(s.size.width))x\(short(s.size.height))"
            + " · content \(short(s.contentSize.width))x\(short(s.contentSize.height)) · \(session.view.visibleElements.count) visible"
    }
}

/// `insetadjustment`'s words: contentInsetAdjustmentBehavior's cases as UIKit names them.
extension ViewState.InsetAdjustment: CommandChoice {
    package var word: String { name }
}

/// `scale`'s words: the screens' display scales (ViewState.displayScales), pixels per point.
enum DisplayScale: String, CommandChoice {
    case one = "1", two = "2", three = "3"

    var pixelsPerPoint: Double { Double(rawValue)! }
}
