import CollectionLayout
import Foundation
import LayoutHost
import HostSupport
import SessionValues

/// velocity, deceleration, paging, bounces, alwaysbounce, scrollenabled, fps, target, fling, drag,
/// scrollto, wait: UIScrollView's physics.
enum ScrollCommands {
    static let all: [CommandSpec] = [velocity, deceleration, paging, bounces, alwaysbounce, scrollenabled, fps, target, fling, drag, scrollto, wait]

    /// A UIScrollView switch, `NAME on|off`: sets `property` and says so (`said`).
    static func toggle(
        _ name: String, summary: String, _ property: WritableKeyPath<ViewState, Bool> & Sendable,
        said: @escaping @Sendable (Bool) -> String
    ) -> CommandSpec {
        CommandSpec(name, usage: "\(name) \(OnOff.notation)", summary: summary) { session, args in
            let on = try args.require(OnOff.self).isOn
            try session.view.update { $0[keyPath: property] = on }
            session.confirm(said(on))
            return .done
        }
    }

    static let scrollenabled = toggle("scrollenabled", summary: "UIScrollView.isScrollEnabled: off, drag and fling are refused", \.scrollEnabled) {
        "scrolling \($0 ? "enabled" : "disabled")"
    }

    static let velocity = CommandSpec(
        "velocity", usage: "velocity VX VY",
        summary: "release velocity in points per second (layouts get points per ms)"
    ) { session, args in
        let vx = try checkedVelocity(args.require(.vx), "VX")
        let vy = try checkedVelocity(args.require(.vy), "VY")
        try session.view.update { $0.velocity = CGPoint(x: vx, y: vy) }
        session.confirm("velocity \(NumberText.short(vx)) \(NumberText.short(vy)) pt/s")
        return .done
    }

    static let deceleration = CommandSpec(
        "deceleration", usage: "deceleration normal|fast|RATE",
        summary: "UIScrollView rates: 0.998 and 0.99 per millisecond",
        describing: ["RATE": "the rate"]
    ) { session, args in
        let rate: Double
        if args.has(.normal) {
            rate = 0.998
        } else if args.has(.fast) {
            rate = 0.99
        } else {
            rate = try args.require(.rate)
            guard rate > 0, rate < 1 else { throw args.refusal("the rate must be between 0 and 1 (exclusive), not \(NumberText.short(rate))") }
        }
        try session.view.update { $0.decelerationRate = rate }
        session.confirm("deceleration \(rate)")
        return .done
    }

    static let paging = toggle("paging", summary: "isPagingEnabled", \.pagingEnabled) { "paging \($0 ? "on" : "off")" }

    static let bounces = toggle("bounces", summary: "UIScrollView.bounces: rubber band and spring back at the edges", \.bounces) {
        "bounces \($0 ? "on" : "off")"
    }

    static let alwaysbounce = CommandSpec(
        "alwaysbounce", usage: "alwaysbounce \(AlwaysBounce.notation)",
        summary: "alwaysBounceVertical/Horizontal: drag an axis whose content fits"
    ) { session, args in
        let axes = try args.require(AlwaysBounce.self)
        try session.view.update {
            $0.alwaysBounceVertical = axes == .vertical || axes == .both
            $0.alwaysBounceHorizontal = axes == .horizontal || axes == .both
        }
        session.confirm("alwaysbounce \(axes.rawValue)")
        return .done
    }

    static let fps = CommandSpec(
        "fps", usage: "fps N", summary: "frame rate of simulations (default 120)",
        describing: ["N": "the frame rate"]
    ) { session, args in
        let rate = try args.require(.n, in: 1...240)
        try session.view.update { $0.fps = rate }
        session.confirm("fps \(rate)")
        return .done
    }

    /// The release velocity in points per millisecond: the argument's, else the session's.
    /// A velocity component within ±ScrollDriver.maximumVelocity pt/s, or a one-line refusal.
    static func checkedVelocity(_ value: Double, _ what: String) throws -> Double {
        guard abs(value) <= ScrollDriver.maximumVelocity else {
            throw CommandError("\(what) must be within ±\(NumberText.short(ScrollDriver.maximumVelocity)) pt/s, not \(NumberText.short(value))")
        }
        return value
    }

    static func releaseVelocity(_ session: Session, _ args: MatchedArguments) throws -> CGPoint {
        var perSecond = session.view.state.velocity
        if let vx = try args.optional(.vx) {
            perSecond = CGPoint(x: try checkedVelocity(vx, "VX"), y: try checkedVelocity(args.require(.vy), "VY"))
        }
        return CGPoint(x: perSecond.x / 1000, y: perSecond.y / 1000)
    }

    static let target = CommandSpec(
        "target", traits: [.baselined], usage: "target [--json]",
        summary: "targetContentOffset for the current offset and velocity"
    ) { session, args in
        let json = args.flag(.json)
        let layout = try session.requireLayout()
        let state = session.view.state
        let velocity = CGPoint(x: state.velocity.x / 1000, y: state.velocity.y / 1000)
        let proposal = state.proposedOffset(velocity: velocity)
        let proposed = proposal.offset
        let target = proposal.asksLayout ? try probe(session, layout).targetContentOffset(proposed: proposed, velocity: velocity) : proposed
        if json {
            session.console.write(
                JSONValue.object([
                    ("proposed", ElementJSON.point(proposed)), ("target", ElementJSON.point(target)),
                    ("velocity", ElementJSON.point(state.velocity)), ("velocity_pt_per_ms", ElementJSON.point(velocity))
                ]).text)
        } else {
            let s = NumberText.short as (CGFloat) -> String
            session.console.write(
                "proposed \(s(proposed.x)) \(s(proposed.y)) → target \(s(target.x)) \(s(target.y))"
                    + (proposal.asksLayout ? "" : " (paging: the layout is not asked)"))
        }
        return .done
    }

    /// A fresh copy of the active layout, laid out in a copy of the view: asking it for a target
    /// changes nothing, even for layouts that scroll from inside targetContentOffset.
    static func probe(_ session: Session, _ layout: LayoutInstance) throws -> LayoutInstance {
        let probe = try LayoutInstance(library: layout.library, info: layout.info)
        for (name, value) in session.parameterOverrides { try probe.setParameter(name, value) }
        try SimulatedCollectionView(copying: session.view).setLayout(probe)
        return probe
    }

    static let fling = CommandSpec(
        "fling", traits: [.baselined], usage: "fling [VX VY] [--timeline] [--json] [--svg FILE]",
        summary: "release: project, ask the layout for the target, decelerate frame by frame"
    ) { session, args in
        let json = args.flag(.json), showTimeline = args.flag(.timeline), svg = try args.option(.svg)
        let velocity = try releaseVelocity(session, args)
        _ = try session.requireLayout()
        let timeline = try PictureCommands.recording(session, svg: svg, json: json, "fling") { try $0.fling(velocity: velocity) }
        report(session, timeline, json: json, showTimeline: showTimeline)
        return .done
    }

    static let drag = CommandSpec(
        "drag", traits: [.baselined], usage: "drag DX DY [MS] [--timeline] [--json] [--svg FILE]",
        summary: "a finger drag moving the offset by DX DY over MS ms (default 300), then release"
    ) { session, args in
        let json = args.flag(.json), showTimeline = args.flag(.timeline), svg = try args.option(.svg)
        let dx = try args.require(.dx), dy = try args.require(.dy)
        let milliseconds = try args.positive(.ms, default: 300)
        // The finger's mean speed is about its release velocity: held to the same bound.
        for (value, what) in [(dx, "DX"), (dy, "DY")] where abs(value) / milliseconds * 1000 > ScrollDriver.maximumVelocity {
            throw CommandError(
                "a drag of \(what) \(NumberText.short(value)) over \(NumberText.short(milliseconds)) ms moves faster than "
                    + "±\(NumberText.short(ScrollDriver.maximumVelocity)) pt/s", hint: "a shorter distance or a longer MS")
        }
        _ = try session.requireLayout()
        let timeline = try PictureCommands.recording(session, svg: svg, json: json, "drag") {
            try $0.drag(delta: CGPoint(x: dx, y: dy), milliseconds: milliseconds)
        }
        report(session, timeline, json: json, showTimeline: showTimeline)
        return .done
    }

    static let scrollto = CommandSpec(
        "scrollto", usage: "scrollto SECTION ITEM [\(ScrollPositionName.notation)] [--animated [--timeline] [--json]]",
        summary: "scrollToItem(at:at:animated:); --animated plays it over frames, as fling does"
    ) { session, args in
        let animated = args.flag(.animated)
        let showTimeline = args.flag(.timeline), json = args.flag(.json)
        if (showTimeline || json) && !animated {
            throw args.refusal("--timeline and --json go with --animated (a scroll without animation has no frames)")
        }
        let section = try args.require(.section, in: 0...Int(Int32.max))
        let item = try args.require(.item, in: 0...Int(Int32.max))
        let positionName = args.choice(ScrollPositionName.self)
        let layout = try session.requireLayout()
        try session.requireItem(section: section, item: item)
        let state = session.view.state
        let horizontal = state.contentSize.width > state.size.width && state.contentSize.height <= state.size.height
        let position: UICollectionView.ScrollPosition
        switch positionName ?? (horizontal ? .left : .top) {
        case .top: position = .top
        case .bottom: position = .bottom
        case .left: position = .left
        case .right: position = .right
        case .center: position = horizontal ? .centeredHorizontally : .centeredVertically
        }
        guard let element = try layout.item(section: section, item: item) else {
            throw CommandError("\(layout.id) returned nil for item \(section)-\(item)")
        }
        let offset = session.view.contentOffset(showing: element.frame, position: position)
        if animated {
            let timeline = try ScrollDriver(view: session.view).animate(to: offset)
            report(session, timeline, json: json, showTimeline: showTimeline)
            return .done
        } else {
            try session.view.setContentOffset(offset)
        }
        session.confirm(ViewCommands.summary(session))
        return .done
    }

    static let wait = CommandSpec(
        "wait", traits: [.baselined], usage: "wait [MS] [--timeline] [--json] [--svg FILE]",
        summary: "time passes with the view still: UIDynamicAnimator behaviours run frame by frame (no MS: until they rest)"
    ) { session, args in
        let json = args.flag(.json), showTimeline = args.flag(.timeline), svg = try args.option(.svg)
        let milliseconds = args.given(.ms) ? try args.positive(.ms) : nil
        _ = try session.requireLayout()
        let timeline = try PictureCommands.recording(session, svg: svg, json: json, "wait") { try $0.wait(milliseconds: milliseconds) }
        report(session, timeline, json: json, showTimeline: showTimeline)
        return .done
    }

    static func report(_ session: Session, _ timeline: ScrollTimeline, json: Bool, showTimeline: Bool) {
        if json {
            session.console.write(timeline.json.text)
            return
        }
        let s = NumberText.short as (CGFloat) -> String
        let point = { (p: CGPoint) in "\(s(p.x)) \(s(p.y))" }
        var table = TextTable(
            ["start", "velocity pt/s", "proposed", "target", "end", "frames", "ms", "passes"],
            alignments: [.right, .right, .right, .right, .right, .right, .right, .right])
        table.add([
            point(timeline.start), point(CGPoint(x: timeline.velocity.x * 1000, y: timeline.velocity.y * 1000)),
            point(timeline.proposed), point(timeline.target), point(timeline.end), String(timeline.frames.count),
            NumberText.short(timeline.duration), String(timeline.passes)
        ])
        var text = table.render(width: session.options.terminalWidth, style: session.style)
        if let release = timeline.release { text = "released at \(point(release))\n" + text }
        for note in timeline.notes { text += "\n" + session.style.yellow("note: " + note) }
        if showTimeline {
            var frames = TextTable(
                ["t ms", "offset", "visible", "prepare µs", "query µs", "phase"],
                alignments: [.right, .right, .right, .right, .right, .left])
            for f in timeline.frames {
                frames.add([
                    NumberText.short(f.time), point(f.offset), String(f.visible),
                    NumberText.short(Double(f.prepareNanoseconds) / 1000), NumberText.short(Double(f.queryNanoseconds) / 1000), f.phase
                ])
            }
            text += "\n\n" + frames.render(width: session.options.terminalWidth, style: session.style)
        }
        session.console.write(text)
    }
}

/// `alwaysbounce`'s axes: alwaysBounceVertical, alwaysBounceHorizontal, both or neither.
enum AlwaysBounce: String, CommandChoice {
    case vertical, horizontal, both, off
}

/// Where `scrollto` puts the item (UICollectionView.ScrollPosition; center is the axis's).
enum ScrollPositionName: String, CommandChoice {
    case top, center, bottom, left, right
}
