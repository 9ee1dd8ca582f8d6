import CollectionLayout
import Foundation
import LayoutHost
import HostSupport

/// oscroll, ofling, odrag: sections that scroll sideways (compositional orthogonal sections),
/// each with its own offset and physics.
enum OrthogonalCommands {
    static let all: [CommandSpec] = [oscroll, ofling, odrag]

    static func section(_ args: MatchedArguments) throws -> Int {
        try args.require(.section, in: 0...Int(Int32.max))
    }

    static let oscroll = CommandSpec(
        "oscroll", usage: "oscroll SECTION X",
        summary: "an orthogonal section's sideways offset (its own contentOffset)"
    ) { session, args in
        let index = try section(args)
        let x = try args.require(.x)
        _ = try session.requireLayout()
        let driver = try OrthogonalScrollDriver(view: session.view, section: index)
        try driver.scroll(to: x)
        session.confirm(
            "section \(index) sideways offset \(NumberText.short(x)) of 0…\(NumberText.short(driver.section.maximumOffset))"
                + " · \(session.view.visibleElements.count) visible")
        return .done
    }

    static let ofling = CommandSpec(
        "ofling", traits: [.baselined], usage: "ofling SECTION VX [--timeline] [--json]",
        summary: "release an orthogonal section sideways at VX points per second"
    ) { session, args in
        let json = args.flag(.json), showTimeline = args.flag(.timeline)
        let index = try section(args)
        let velocity = try args.require(.vx)
        _ = try session.requireLayout()
        let timeline = try OrthogonalScrollDriver(view: session.view, section: index).fling(velocity: velocity / 1000)
        ScrollCommands.report(session, timeline, json: json, showTimeline: showTimeline)
        return .done
    }

    static let odrag = CommandSpec(
        "odrag", traits: [.baselined], usage: "odrag SECTION DX [MS] [--timeline] [--json]",
        summary: "a finger drag moving an orthogonal section by DX over MS ms (default 300), then release"
    ) { session, args in
        let json = args.flag(.json), showTimeline = args.flag(.timeline)
        let index = try section(args)
        let dx = try args.require(.dx)
        let milliseconds = try args.positive(.ms, default: 300)
        _ = try session.requireLayout()
        let timeline = try OrthogonalScrollDriver(view: session.view, section: index).drag(delta: dx, milliseconds: milliseconds)
        ScrollCommands.report(session, timeline, json: json, showTimeline: showTimeline)
        return .done
    }
}
