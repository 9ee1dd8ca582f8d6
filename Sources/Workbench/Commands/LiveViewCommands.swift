import Foundation
import HostSupport

/// view: the live view in a browser. The server lives in the front end (the REPL, or
/// `layoutbench --view`), which runs this command itself; an engine reached by it has no page
/// to serve.
package enum LiveViewCommands {
    static let all: [CommandSpec] = [view]

    /// What `view` asks of the front end.
    package enum Action: Equatable { case on, off, status(reset: Bool) }

    package static let view = CommandSpec(
        "view", runsIn: .frontEnd, usage: "view [\(ViewSwitch.notation) [--reset]]",
        summary: "the live view: the collection view in a browser, following the session as you type, scroll and save",
        forms: [
            "view [on]    serve it at http://127.0.0.1:PORT/?token=… (printed; opened where a desktop is):",
            "             every element on a canvas in render --svg's colours with its label where one",
            "             fits, drawn by a Web Worker off the page's main thread (the same code on the main",
            "             thread without OffscreenCanvas, or with &draw=main in the address), the content",
            "             at the offset rounded to the browser's whole pixels (as UIScrollView rounds it to",
            "             the screen's), the state line every 100 ms; hovering names an element;",
            "             motions (fling, drag, scrollto --animated, apply --animated, size --animated,",
            "             use --transition, UIKit Dynamics) play at their real time; a live reload marks",
            "             what changed; the wheel scrolls, a press-drag-release is `drag`, a click shows",
            "             the element's attributes; what the page does is echoed as `# view: CMD`;",
            "             after it, time passes while UIKit Dynamics settle (`# view: wait MS`, once);",
            "             while a page is open the engine rests three times as long as it works when",
            "             ahead of the page, so a motion command answers up to four times as late",
            "             a picture without a display: chromium --headless --screenshot=view.png",
            "             --window-size=1000,1000 'ADDRESS' (--no-sandbox as root): the page holds the scene",
            "view off     stop serving (pages are closed)",
            "view status  the address, pages open, pieces sent, the way of each piece's oldest frame",
            "             from the host computing it to the page and to its paint there (median, p99;",
            "             the page's clock, which on 127.0.0.1 is the host's; a piece that came before",
            "             its frame's time counts from that time), host frames played",
            "             and display frames missed; and a page that loaded but has not connected (its",
            "             feed is kept 10 s for it)",
            "view status --reset  the same, then count again from nothing: a browser's first motion",
            "             is its slowest, so measure after one"
        ]
    ) { _, _ in
        throw CommandError("the live view is served by the front end", hint: "run view at the REPL, or start layoutbench --view")
    }

    /// `words` (`view …`) read as the front end acts on them; throws the one-line error.
    package static func action(_ words: [String]) throws -> Action {
        let args = try view.arguments(Array(words.dropFirst()))
        let reset = args.flag(.reset)
        let word = args.choice(ViewSwitch.self) ?? .on
        if reset && word != .status { throw CommandError("--reset goes with view status", hint: "usage: \(view.usage)") }
        switch word {
        case .on: return .on
        case .off: return .off
        case .status: return .status(reset: reset)
        }
    }
}

/// `view`'s words: serve the live view, stop it, or say how it goes.
enum ViewSwitch: String, CommandChoice {
    case on, off, status
}
