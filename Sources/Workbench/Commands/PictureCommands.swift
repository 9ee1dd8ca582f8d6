import CollectionLayout
import Foundation
import LayoutHost

/// render: the layout as a picture, in the terminal or as SVG.
enum PictureCommands {
    static let all: [CommandSpec] = [render]

    /// Rows a terminal drawing may take when `--height` is not given.
    static let defaultMaximumRows = 100

    static let render = CommandSpec(
        "render", usage: "render [--all] [--width COLS] [--height ROWS] [--svg FILE]",
        summary: "draw the visible region (--all: the whole content) in the terminal, or as SVG",
        forms: [
            "render [--all] [--width COLS] [--height ROWS]",
            "                        each element's transformed outline (cells ┌─┐, supplementary ┏━┓,",
            "                        decorations ╔═╗), its index path where it fits, higher zIndex on top,",
            "                        faces shaded by alpha (blank opaque, ░ below 0.9, · below 0.34); hidden",
            "                        elements left out; --all marks the visible bounds ┄; colour unless NO_COLOR",
            "render --svg FILE [--all]  the same as SVG (1 unit = 1 point): a group per element with",
            "                        data-index-path, data-category, data-kind; opacity from alpha",
        ]
    ) { session, args in
        let all = args.flag("--all")
        let svg = try args.option("--svg")
        let width = try args.option("--width").map { try whole($0, "--width", in: 10...1000, usage: args.usage) }
        let height = try args.option("--height").map { try whole($0, "--height", in: 1...10_000, usage: args.usage) }
        try args.finish()
        if svg != nil, width != nil || height != nil {
            throw CommandError("--width and --height size the terminal drawing; an SVG is in points", hint: "usage: \(args.usage)")
        }
        let layout = try session.requireLayout()
        let elements = try (all ? ElementQuery.all(kind: nil) : ElementQuery.visible(kind: nil)).run(session)
        let state = session.view.state
        let picture = Picture(elements: elements, bounds: state.bounds, contentSize: state.contentSize, all: all)
        if let svg {
            try PictureFile.save(SVGPicture.document(picture, title: "\(layout.id) · \(all ? "all" : "visible")"), to: svg,
                                 detail: "\(picture.shapes.count) elements", in: session)
        } else {
            let drawing = TerminalPicture(picture, columns: width ?? session.options.terminalWidth, maximumRows: height ?? defaultMaximumRows)
            session.console.write(drawing.render(colors: session.style.colors))
        }
        return .done
    }

    /// Runs a motion; with `svg`, records its frames and writes them as an animated SVG.
    static func recording(_ session: Session, svg: String?, json: Bool, _ what: String,
                          _ motion: (ScrollDriver) throws -> ScrollTimeline) throws -> ScrollTimeline {
        let driver = try ScrollDriver(view: session.view)
        var frames: [AnimatedSVG.Frame] = []
        if svg != nil { driver.frameRecorder = { frames.append(AnimatedSVG.Frame(time: $0, bounds: $1, elements: $2)) } }
        let timeline = try motion(driver)
        if let svg, let layout = session.active {
            let text = AnimatedSVG.document(frames, interval: driver.clock.interval, contentSize: session.view.state.contentSize,
                                            title: "\(layout.id) · \(what)")
            try PictureFile.save(text, to: svg, detail: "\(frames.count) frames, \(PictureFile.size(of: text))", in: session, json: json)
        }
        return timeline
    }

    /// An animated update as an SVG: over UIScrollView's 0.3 s ease-in-out, an element visible
    /// before and after goes from its attributes before to after, one only visible after from its
    /// initial attributes, one only visible before to its final ones (by the transition rule of
    /// `use --transition`); the bounds follow the offset from before to after.
    static func writeUpdateAnimation(_ session: Session, _ report: Session.ApplyReport, to path: String, json: Bool) throws {
        guard let layout = session.active else { return }
        let clock = try FrameClock.of(session.view.state)
        let duration = ScrollDriver.animationDuration
        var before: [String: LayoutElement] = [:], initial: [LayoutElement.Key: LayoutElement] = [:]
        var final: [LayoutElement.Key: LayoutElement] = [:]
        for (id, element) in zip(report.beforeIdentities, report.before) { before[id] = element }
        for element in report.appearing { initial[element.key] = element }
        for element in report.disappearing { final[element.key] = element }
        let stayed = Set(report.afterIdentities)
        var pairs = zip(report.afterIdentities, report.after).map { (id: $0, from: before[$0] ?? initial[$1.key], to: Optional($1)) }
        pairs += zip(report.beforeIdentities, report.before).filter { !stayed.contains($0.0) }.map { (id: $0, from: Optional($1), to: final[$1.key]) }
        let count = try clock.frameCount(covering: duration)
        let frames = (1...count).map { k -> AnimatedSVG.Frame in
            let t = min(clock.time(ofFrame: k), duration)
            let progress = (1 - cos(Double.pi * t / duration)) / 2
            let (a, b) = (report.boundsBefore, report.boundsAfter)
            let bounds = CGRect(x: a.minX + (b.minX - a.minX) * progress, y: a.minY + (b.minY - a.minY) * progress, width: b.width, height: b.height)
            // Gone at the end: the elements only visible before.
            let shown = k == count ? Array(pairs.prefix(report.after.count)) : pairs
            var elements: [LayoutElement] = [], identities: [String] = []
            for pair in shown {
                guard var element = Session.between(pair.from, pair.to, progress: progress) else { continue }
                // One name for the whole way: where it ends, or where it was when it leaves.
                if let end = pair.to ?? pair.from { (element.section, element.item) = (end.section, end.item) }
                elements.append(element)
                identities.append(pair.id)
            }
            return AnimatedSVG.Frame(time: clock.time(ofFrame: k), bounds: bounds, elements: elements, identities: identities)
        }
        let text = AnimatedSVG.document(frames, interval: clock.interval, contentSize: session.view.state.contentSize, title: "\(layout.id) · apply")
        try PictureFile.save(text, to: path, detail: "\(frames.count) frames, \(PictureFile.size(of: text))", in: session, json: json)
    }

    /// An option's whole number within `range`.
    static func whole(_ text: String, _ option: String, in range: ClosedRange<Int>, usage: String) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw CommandError("\(option) takes a whole number in \(range.lowerBound)…\(range.upperBound), not '\(text)'", hint: "usage: \(usage)")
        }
        return value
    }
}
