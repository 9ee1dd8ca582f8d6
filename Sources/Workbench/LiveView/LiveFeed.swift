import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import Pictures

/// The live view's side in the engine: while a page watches, every display frame a command runs
/// (motions, settling, UIKit Dynamics) and every frame of an animation the host interpolates
/// (`apply --animated`, `size --animated`, `use --transition`) is kept as a change against what
/// the page already shows, with its time and cost. A command's frames go to the front end in
/// pieces (EngineMessage.liveFrames) as they are computed, one at least every `pieceInterval` of
/// wall time, the last before the command's answer; the page plays them at their times.
///
/// A piece is one JSON document, `{"type":"batch", "piece", "last", "reset", "highlight",
/// "command", "layout", "view", "shapes", "frames"}`; each frame `{"t" ms, "b" bounds, "cost" µs,
/// "add", "set", "del"}`: `add` items are `[id, category, kind, path, shape, a, b, c, d, e, f,
/// alpha, z]`, `set` items `[id, a, b, c, d, e, f, alpha, z, shape?]` (shape when the size
/// changed), `del` ids. `shapes` are new entries of the page's shape table: an element's SVG as
/// `render --svg` draws it (SVGStyle), NUL where its index path goes, placed by
/// `matrix(a b c d e f)`. Elements of one size and label length share a shape.
package final class LiveFeed {
    /// Who an element is across frames: its key, or, in an interpolated update, its item.
    enum Identity: Hashable {
        case element(LayoutElement.Key)
        case paired(String)
    }

    /// What the page shows of one element.
    struct Pose: Equatable {
        var a, b, c, d, e, f: CGFloat
        var size: CGSize
        var alpha: Double
        var zIndex: Int

        init(_ element: LayoutElement) {
            let t = element.transform
            (a, b, c, d) = (t.a, t.b, t.c, t.d)
            (e, f) = (element.center.x + t.tx, element.center.y + t.ty)
            size = element.size
            alpha = element.alpha
            zIndex = element.zIndex
        }
    }

    /// Commands whose frames are measurements, not motions to watch (profile sweeps, check's
    /// states): the page shows where they leave the view, not the thousands of frames between.
    static let unplayed: Set<String> = ["profile", "check", "expect"]
    /// A batch keeps at most this many frames (about 40 s at 120 Hz) and this much text; past
    /// either the page gets the final state alone (a reset), as after `profile`.
    static let frameLimit = 5_000
    static let byteLimit = 64 << 20
    /// Frames computed are sent at least this often (ns of wall time): a long motion starts
    /// playing while the host still computes its end.
    static let pieceInterval: UInt64 = 16_000_000

    /// Where pieces go as they are made (the engine's pipe to the front end).
    var send: ([UInt8]) -> Void = { _ in }

    /// One element the page shows: its id there, its pose, and the frame that last saw it.
    struct Shown {
        var id: Int
        var pose: Pose
        var seen: UInt32
    }

    private var shown: [Identity: Shown] = [:]
    /// Counts frames: an entry of `shown` whose `seen` is not this frame's left the screen.
    private var frameMark: UInt32 = 0
    private var nextID = 1
    private var frames: [String] = []
    private var byteCount = 0
    private var time: Double = 0
    private var lastBounds: CGRect?
    private var recording = false
    private var overflowed = false
    private var command = ""
    private var frameCount = 0
    private var piece = 0
    private var pieceStarted: UInt64 = 0
    /// The next piece draws everything anew (a new feed's first too).
    private var resetting = true
    private var highlighting = false
    /// What decides an element's shape: its category, size and label length (SVGStyle.body).
    private struct ShapeKey: Hashable {
        var category: LayoutElement.Category
        var width, height: CGFloat
        var labelLength: Int
    }
    private var shapes: [ShapeKey: Int] = [:]
    private var newShapes: [String] = []
    /// The view of the frame being appended, while pieces may be sent from it.
    private var streaming: SimulatedCollectionView?

    package init() {}

    /// A command starts: its frames are kept from here (`words` names it in the pieces);
    /// `highlight`: a live reload, whose changes the page marks.
    func begin(_ words: [String], highlight: Bool = false) {
        command = words.joined(separator: " ")
        recording = !Self.unplayed.contains(words.first ?? "")
        frames = []
        byteCount = 0
        frameCount = 0
        piece = 0
        pieceStarted = MonotonicClock.now()
        time = 0
        overflowed = false
        highlighting = highlight
    }

    /// A display frame `milliseconds` long that cost `nanoseconds` here.
    func displayFrame(_ view: SimulatedCollectionView, milliseconds: Double, nanoseconds: UInt64) {
        guard recording else { return }
        time += milliseconds
        let elements = view.visibleElements
        streaming = view
        defer { streaming = nil }
        append(bounds: view.state.bounds, elements: elements, identity: { .element(elements[$0].key) }, cost: nanoseconds)
    }

    /// Frames the host interpolated (an animated update's), each at the time it gives, after the
    /// frames so far.
    func play(_ animation: [AnimatedSVG.Frame]) {
        guard recording, let first = animation.first else { return }
        let base = time
        for frame in animation {
            time = base + frame.time - first.time
            append(bounds: frame.bounds, elements: frame.elements, identity: { .paired(frame.identities[$0]) }, cost: nil)
        }
    }

    /// The command's last piece: the frames not sent yet and the state it left (nil when the
    /// page would see no change and no piece was sent).
    func finish(_ session: Session) -> [UInt8]? {
        let elements = session.view.visibleElements
        if overflowed {
            startOver()
            overflowed = false
        }
        recording = true
        append(bounds: session.view.state.bounds, elements: elements, identity: { .element(elements[$0].key) }, cost: nil, force: resetting)
        // Nothing is kept between commands: a frame then would change what the page is
        // thought to show without reaching it.
        recording = false
        guard !frames.isEmpty || piece > 0 else { return nil }
        return makePiece(session.view.state, layout: session.active?.id, last: true)
    }

    /// Everything the page shows, from nothing: what a page that just connected needs.
    func keyframe(_ session: Session) -> [UInt8] {
        begin(["view"])
        startOver()
        return finish(session) ?? []
    }

    /// Forgets what the page shows: the next piece draws everything anew.
    private func startOver() {
        shown = [:]
        frames = []
        lastBounds = nil
        shapes = [:]
        newShapes = []
        resetting = true
    }

    private func makePiece(_ state: ViewState, layout: String?, last: Bool) -> [UInt8] {
        var out = "{\"type\":\"batch\",\"piece\":\(piece),\"last\":\(last),\"reset\":\(resetting),\"highlight\":\(highlighting),\"command\":"
        out += JSONValue.string(command).text + ",\"layout\":" + (layout.map { JSONValue.string($0).text } ?? "null")
        out += ",\"view\":" + Self.view(state).text + ",\"shapes\":" + JSONValue.array(newShapes.map(JSONValue.string)).text
        out += ",\"frames\":[" + frames.joined(separator: ",") + "]}"
        frames = []
        newShapes = []
        resetting = false
        piece += 1
        pieceStarted = MonotonicClock.now()
        return Array(out.utf8)
    }

    /// The index of `element`'s shape, new shapes added to the next piece.
    private func shape(_ element: LayoutElement) -> Int {
        let length = element.pathText.count
        let key = ShapeKey(category: element.category, width: element.size.width, height: element.size.height, labelLength: length)
        if let index = shapes[key] { return index }
        let placeholder = String(repeating: "~", count: length)
        let body = SVGStyle.body(size: element.size, category: element.category, label: placeholder)
            .replacingOccurrences(of: ">\(placeholder)<", with: ">\u{0}<")
        let index = shapes.count
        shapes[key] = index
        newShapes.append(body)
        return index
    }

    /// One frame: each element of `elements` (known to the page by `identity` of its index) is
    /// added, moved or left as it is; what the page shows and this frame does not is deleted.
    /// One hash lookup an element: a frame mark, not a set of those seen, tells what left.
    private func append(bounds: CGRect, elements: [LayoutElement], identity: (Int) -> Identity, cost: UInt64?, force: Bool = false) {
        guard !overflowed else { return }
        frameMark &+= 1
        var add = "", set = "", present = 0
        for index in elements.indices where !elements[index].isHidden && elements[index].alpha > 0 {
            let key = identity(index)
            let pose = Pose(elements[index])
            if let slot = shown.index(forKey: key) {
                // The same element twice in one frame: its first place counts.
                guard shown.values[slot].seen != frameMark else { continue }
                shown.values[slot].seen = frameMark
                present += 1
                let known = shown.values[slot]
                guard known.pose != pose else { continue }
                shown.values[slot].pose = pose
                if !set.isEmpty { set += "," }
                set += "[\(known.id)," + Self.numbers(pose)
                if known.pose.size != pose.size { set += ",\(shape(elements[index]))" }
                set += "]"
            } else {
                let id = nextID
                nextID += 1
                shown[key] = Shown(id: id, pose: pose, seen: frameMark)
                present += 1
                let element = elements[index]
                if !add.isEmpty { add += "," }
                add += "[\(id),\"\(element.category.rawValue)\"," + JSONValue.string(element.kind ?? "").text + ",\"\(element.pathText)\","
                    + "\(shape(element))," + Self.numbers(pose) + "]"
            }
        }
        var removed: [Int] = []
        if present < shown.count {
            var gone: [Identity] = []
            for (key, entry) in shown where entry.seen != frameMark {
                removed.append(entry.id)
                gone.append(key)
            }
            for key in gone { shown.removeValue(forKey: key) }
        }
        // A frame that changes nothing on screen is not sent (its cost is not shown either): a
        // command that moves nothing leaves a motion still playing on the page alone.
        guard force || !add.isEmpty || !set.isEmpty || !removed.isEmpty || bounds != lastBounds else { return }
        lastBounds = bounds
        let n = SVGStyle.n as (CGFloat) -> String
        var frame = "{\"t\":\(SVGStyle.n(time)),\"b\":[\(n(bounds.minX)),\(n(bounds.minY)),\(n(bounds.width)),\(n(bounds.height))]"
        if let cost { frame += ",\"cost\":\(SVGStyle.n(Double(cost) / 1000))" }
        if !add.isEmpty { frame += ",\"add\":[\(add)]" }
        if !set.isEmpty { frame += ",\"set\":[\(set)]" }
        if !removed.isEmpty { frame += ",\"del\":[" + removed.sorted().map(String.init).joined(separator: ",") + "]" }
        frame += "}"
        frames.append(frame)
        frameCount += 1
        byteCount += frame.utf8.count
        if frameCount > Self.frameLimit || byteCount > Self.byteLimit {
            overflowed = true
            frames = []
            return
        }
        if let view = streaming, MonotonicClock.now() - pieceStarted > Self.pieceInterval {
            send(makePiece(view.state, layout: nil, last: false))
        }
    }

    private static func numbers(_ pose: Pose) -> String {
        let n = SVGStyle.n as (CGFloat) -> String
        return "\(n(pose.a)),\(n(pose.b)),\(n(pose.c)),\(n(pose.d)),\(n(pose.e)),\(n(pose.f)),\(SVGStyle.n(pose.alpha)),\(pose.zIndex)"
    }

    /// The view the page draws: its size, the content, insets and safe area, the frame interval.
    static func view(_ state: ViewState) -> JSONValue {
        func insets(_ i: UIEdgeInsets) -> JSONValue { .numbers([i.top, i.left, i.bottom, i.right]) }
        return .object([
            ("size", ElementJSON.size(state.size)),
            ("content", ElementJSON.size(state.contentSize)),
            ("insets", insets(state.adjustedContentInset)),
            ("safe", insets(state.safeAreaInsets)),
            ("interval", .number(1000 / Double(state.fps))),
            ("items", .array(state.itemCounts.map(JSONValue.int))),
            ("devices", .array(DevicePreset.all.map { .string($0.name) })),
        ])
    }
}
