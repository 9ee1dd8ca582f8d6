import CollectionLayout
import Foundation
import LayoutHost
import Pictures
import HostSupport
import SessionValues

/// render: the layout as a picture, in the terminal or as SVG.
enum PictureCommands {
    static let all: [CommandSpec] = [render]

    /// Rows a terminal drawing may take when `--height` is not given.
    static let defaultMaximumRows = 100
    /// The most elements one picture draws: checked before any is drawn (a picture of millions
    /// would take gigabytes, and no terminal or SVG viewer shows them).
    static let maximumElements = 200_000

    static let render = CommandSpec(
        "render", usage: "render [--all] [--width COLS] [--height ROWS] [--svg FILE]",
        summary: "draw the visible region (--all: the whole content) in the terminal, or as SVG",
        forms: [
            "render [--all] [--width COLS] [--height ROWS]",
            "                        each element's transformed outline (cells ┌─┐, supplementary ┏━┓,",
            "                        decorations ╔═╗), its index path where it fits, higher zIndex on top,",
            "                        faces shaded by alpha (blank opaque, ░ below 0.9, · below 0.34); hidden",
            "                        elements left out; --all marks the visible bounds ┄; colour unless NO_COLOR;",
            "                        the drawing keeps the view's proportions within --width (default the",
            "                        terminal's) and --height (default the terminal's height, else 100 rows)",
            "render --svg FILE [--all]  the same as SVG (1 unit = 1 point): a group per element with",
            "                        data-index-path, data-category, data-kind; opacity from alpha"
        ]
    ) { session, args in
        let all = args.flag(.all)
        let svg = try args.option(.svg)
        let width = try args.option(.width, in: 10...1000)
        let height = try args.option(.height, in: 1...10_000)
        if svg != nil, width != nil || height != nil {
            throw args.refusal("--width and --height size the terminal drawing; an SVG is in points")
        }
        let layout = try session.requireLayout()
        let elements = try (all ? ElementQuery.all(kind: nil) : ElementQuery.visible(kind: nil)).run(session)
        guard elements.count <= maximumElements else {
            throw CommandError(
                "render draws at most \(maximumElements) elements, and \(all ? "the content" : "the view") holds \(elements.count)",
                hint: all ? "render without --all draws the visible ones" : "a smaller size, or fewer items")
        }
        let state = session.view.state
        let picture = Picture(elements: elements, bounds: state.bounds, contentSize: state.contentSize, all: all)
        if let svg {
            try PictureFile.save(
                SVGPicture.document(picture, title: "\(layout.id) · \(all ? "all" : "visible")"), to: svg,
                detail: "\(picture.shapes.count) elements", in: session)
        } else {
            // At a terminal, the drawing fits its height with the command's line, a line it may
            // have printed before, and the next prompt's still on the screen.
            let rows = height ?? session.options.terminalRows.map { max(8, $0 - 4) } ?? defaultMaximumRows
            let drawing = TerminalPicture(picture, columns: width ?? session.options.terminalWidth, maximumRows: rows)
            session.console.write(drawing.render(colors: session.style.colors))
        }
        return .done
    }

    /// Runs a motion; with `svg`, records its frames and writes them as an animated SVG.
    static func recording(
        _ session: Session, svg: String?, json: Bool, _ what: String,
        _ motion: (ScrollDriver) throws -> ScrollTimeline
    ) throws -> ScrollTimeline {
        let driver = try ScrollDriver(view: session.view)
        var frames: [AnimatedSVG.Frame] = []
        let view = session.view
        let recorder = DisplayFrameObserver { frame in
            guard let time = frame.time else { return }
            frames.append(AnimatedSVG.Frame(time: time, bounds: view.state.bounds, elements: view.visibleElements))
        }
        let timeline = try svg == nil ? motion(driver) : view.observingFrames(recorder) { try motion(driver) }
        if let svg { try saveAnimation(frames, interval: driver.clock.interval, what, to: svg, in: session, json: json) }
        return timeline
    }

    /// Writes recorded frames as an animated SVG and says where.
    static func saveAnimation(
        _ frames: [AnimatedSVG.Frame], interval: Double, _ what: String, to path: String,
        in session: Session, json: Bool
    ) throws {
        guard let layout = session.active else { return }
        let text = AnimatedSVG.document(frames, interval: interval, contentSize: session.view.state.contentSize, title: "\(layout.id) · \(what)")
        try PictureFile.save(text, to: path, detail: "\(frames.count) frames, \(PictureFile.size(of: text))", in: session, json: json)
    }
}
