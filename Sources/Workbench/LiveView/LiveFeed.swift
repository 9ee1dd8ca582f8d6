import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import Pictures

/// The live view's side in the engine: while a page watches, every display frame a command runs
/// (motions, settling, UIKit Dynamics) and every frame of an animation the host interpolates
/// (`apply --animated`, `use --transition`) is kept as a change against what the page already
/// shows, with its time and cost; the command's batch goes to the front end before its answer
/// (EngineMessage.liveFrames). The page plays the frames at their times (LiveView's page).
///
/// A batch is one JSON document, `{"type":"batch", "reset", "highlight", "command", "layout",
/// "view", "frames"}`; each frame `{"t" ms, "b" bounds, "cost" µs, "add", "set", "del"}`:
/// `add` items are `[id, category, kind, path, body, a, b, c, d, e, f, alpha, z]`, `set` items
/// `[id, a, b, c, d, e, f, alpha, z, body?]` (body when the size changed), `del` ids. `body`
/// is the element's SVG as `render --svg` draws it (SVGStyle), placed by `matrix(a b c d e f)`.
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

    private var shown: [Identity: (id: Int, pose: Pose)] = [:]
    private var nextID = 1
    private var frames: [String] = []
    private var byteCount = 0
    private var time: Double = 0
    private var lastBounds: CGRect?
    private var recording = false
    private var overflowed = false
    private var needsReset = true
    private var command = ""

    package init() {}

    /// A command starts: its frames are kept from here (`words` names it in the batch).
    func begin(_ words: [String]) {
        command = words.joined(separator: " ")
        recording = !Self.unplayed.contains(words.first ?? "")
        frames = []
        byteCount = 0
        time = 0
        overflowed = false
    }

    /// A display frame `milliseconds` long that cost `nanoseconds` here.
    func displayFrame(_ view: SimulatedCollectionView, milliseconds: Double, nanoseconds: UInt64) {
        guard recording else { return }
        time += milliseconds
        let elements = view.visibleElements
        append(bounds: view.state.bounds, elements: elements, identities: elements.map { .element($0.key) }, cost: nanoseconds)
    }

    /// Frames the host interpolated (an animated update's), each at the time it gives, after the
    /// frames so far.
    func play(_ animation: [AnimatedSVG.Frame]) {
        guard recording, let first = animation.first else { return }
        let base = time
        for frame in animation {
            time = base + frame.time - first.time
            append(bounds: frame.bounds, elements: frame.elements, identities: frame.identities.map { .paired($0) }, cost: nil)
        }
    }

    /// The command's batch: its frames and the state it left (nil when the page would see no
    /// change). `highlight`: a live reload, whose changes the page marks.
    func finish(_ session: Session, highlight: Bool = false) -> [UInt8]? {
        let elements = session.view.visibleElements
        let reset = needsReset || overflowed
        if reset {
            shown = [:]
            frames = []
            lastBounds = nil
            needsReset = false
        }
        append(bounds: session.view.state.bounds, elements: elements, identities: elements.map { .element($0.key) }, cost: nil, force: reset)
        guard !frames.isEmpty else { return nil }
        var out = "{\"type\":\"batch\",\"reset\":\(reset),\"highlight\":\(highlight),\"command\":"
        out += JSONValue.string(command).text + ",\"layout\":" + (session.active.map { JSONValue.string($0.id).text } ?? "null")
        out += ",\"view\":" + Self.view(session.view.state).text + ",\"frames\":[" + frames.joined(separator: ",") + "]}"
        frames = []
        return Array(out.utf8)
    }

    /// Everything the page shows, from nothing: what a page that just connected needs.
    func keyframe(_ session: Session) -> [UInt8] {
        needsReset = true
        begin(["view"])
        return finish(session) ?? []
    }

    private func append(bounds: CGRect, elements: [LayoutElement], identities: [Identity], cost: UInt64?, force: Bool = false) {
        guard !overflowed else { return }
        var add = "", set = "", seen = Set<Identity>(minimumCapacity: elements.count)
        for (element, identity) in zip(elements, identities) where !element.isHidden && element.alpha > 0 {
            guard seen.insert(identity).inserted else { continue }
            let pose = Pose(element)
            if let known = shown[identity] {
                guard known.pose != pose else { continue }
                shown[identity] = (known.id, pose)
                if !set.isEmpty { set += "," }
                set += "[\(known.id)," + Self.numbers(pose)
                if known.pose.size != pose.size { set += "," + JSONValue.string(Self.body(element)).text }
                set += "]"
            } else {
                let id = nextID
                nextID += 1
                shown[identity] = (id, pose)
                if !add.isEmpty { add += "," }
                add += "[\(id),\"\(element.category.rawValue)\"," + JSONValue.string(element.kind ?? "").text + ",\"\(element.pathText)\","
                    + JSONValue.string(Self.body(element)).text + "," + Self.numbers(pose) + "]"
            }
        }
        var removed: [Int] = []
        if seen.count < shown.count {
            for (identity, entry) in shown where !seen.contains(identity) { removed.append(entry.id) }
            for identity in shown.keys where !seen.contains(identity) { shown[identity] = nil }
        }
        guard force || !add.isEmpty || !set.isEmpty || !removed.isEmpty || bounds != lastBounds || cost != nil else { return }
        lastBounds = bounds
        let n = SVGStyle.n as (CGFloat) -> String
        var frame = "{\"t\":\(SVGStyle.n(time)),\"b\":[\(n(bounds.minX)),\(n(bounds.minY)),\(n(bounds.width)),\(n(bounds.height))]"
        if let cost { frame += ",\"cost\":\(SVGStyle.n(Double(cost) / 1000))" }
        if !add.isEmpty { frame += ",\"add\":[\(add)]" }
        if !set.isEmpty { frame += ",\"set\":[\(set)]" }
        if !removed.isEmpty { frame += ",\"del\":[" + removed.sorted().map(String.init).joined(separator: ",") + "]" }
        frame += "}"
        frames.append(frame)
        byteCount += frame.utf8.count
        if frames.count > Self.frameLimit || byteCount > Self.byteLimit {
            overflowed = true
            frames = []
        }
    }

    private static func numbers(_ pose: Pose) -> String {
        let n = SVGStyle.n as (CGFloat) -> String
        return "\(n(pose.a)),\(n(pose.b)),\(n(pose.c)),\(n(pose.d)),\(n(pose.e)),\(n(pose.f)),\(SVGStyle.n(pose.alpha)),\(pose.zIndex)"
    }

    private static func body(_ element: LayoutElement) -> String {
        SVGStyle.body(size: element.size, category: element.category, label: element.pathText)
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
