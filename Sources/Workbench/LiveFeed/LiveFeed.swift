import CollectionLayout
import Foundation
import HostSupport
import LayoutHost
import Pictures
import SessionValues

/// The live view's side in the engine: while a page watches, every display frame a command runs
/// (motions, settling, UIKit Dynamics) and every frame of an animation the host interpolates
/// (`apply --animated`, `size --animated`, `use --transition`) is kept as a change against what
/// the page already shows, with its time and cost. A command's frames go to the front end in
/// pieces (EngineReply.liveFrames) as they are computed, at most every `pieceInterval` (a
/// frame computed later than that after the last piece goes at once, and what waits goes from a
/// thread of its own while the engine computes a long frame or rests: LiveOutbox), the last
/// before the command's answer; the page plays them at their times. While it is ahead of the page, the
/// engine rests (`longestRest`).
///
/// A piece is one JSON document, `{"type":"batch", "piece", "last", "reset", "highlight",
/// "command", "layout", "view", "shapes", "frames"}` ("view" when it differs from the last piece's,
/// and with every reset); each frame `{"t" ms, "b" bounds, "cost" µs,
/// "add", "set", "del"}`: `add` items are `[id, category, kind, path, shape, a, b, c, d, e, f,
/// alpha, z]`, `set` items `[id, a, b, c, d, e, f, alpha, z, shape?]` (shape when the size
/// changed), `del` ids. `shapes` are new entries of the page's shape table, `{"w", "h", "fill",
/// "stroke", "font"}`: an element's size, its colours as `render --svg` draws them (SVGStyle) and
/// its label's font size (0: none fits), drawn about its centre through `matrix(a b c d e f)`.
/// Elements of one size, category and label length share a shape.
package final class LiveFeed {
    /// Who an element is across frames: its key, or, in an interpolated update, its item. Plain
    /// numbers (kinds and items by their index in `names`), so a thousand compare and copy
    /// without reference counting every frame.
    struct Identity: Hashable {
        var category: UInt8
        /// The kind's or the paired item's index in `names`; -1: none.
        var name: Int32
        var section: Int
        var item: Int
    }

    /// What the page shows of one element.
    struct Pose: Equatable {
        var a, b, c, d, e, f: CGFloat
        var size: CGSize
        var alpha: Double
        var zIndex: Int

        /// `element`'s pose, read in place (a frame reads a thousand, so none is copied).
        init(_ element: UnsafePointer<LayoutElement>) {
            let t = CATransform3DGetAffineTransform(element.pointee.transform3D), center = element.pointee.center
            (a, b, c, d) = (t.a, t.b, t.c, t.d)
            (e, f) = (center.x + t.tx, center.y + t.ty)
            size = element.pointee.size
            alpha = element.pointee.alpha
            zIndex = element.pointee.zIndex
        }
    }

    /// Commands whose frames are measurements, not motions to watch (profile sweeps, check's
    /// states): the page shows where they leave the view, not the thousands of frames between.
    static let unplayed: Set<String> = ["profile", "check", "expect"]
    /// A batch keeps at most this many frames (some tens of seconds of motion) and this much text; past
    /// either the page gets the final state alone (a reset), as after `profile`.
    static let frameLimit = 5_000
    static let byteLimit = 64 << 20
    /// Pieces go at most this often (ns of wall time), a frame computed later than this after
    /// the last piece at once: a long motion starts playing while the host still computes its
    /// end. The outbox's thread sends what waits when a frame takes longer to compute, so it
    /// does not hold the frames before it. A shorter interval brought frames to the page sooner
    /// without missing display frames; a piece for every frame cost the engine more and missed
    /// some (CHANGELOG, Performance history).
    static let pieceInterval: UInt64 = 1_000_000
    /// After computing frames for `pieceInterval` the engine rests `restRatio` times as long as
    /// it computed (at most `longestRest`, ns), while the frames it has computed reach further
    /// than the page has played: a page plays them in real time, and the engine computing a motion far ahead at
    /// full speed takes the CPU from the page's display frames on a machine with few cores (the
    /// long display frames fell at a fling's start). A motion command then answers later, and
    /// the page misses fewer display frames (CHANGELOG).
    static let restRatio: UInt64 = 3
    static let longestRest: UInt64 = 64_000_000

    /// The frames not sent yet, and the thread that sends them.
    private let outbox = LiveOutbox(interval: LiveFeed.pieceInterval)

    /// One element the page shows: who it is, its id there, its pose, the frame that last saw
    /// it, and its place in that frame.
    struct Shown {
        var identity: Identity
        var id: Int
        var pose: Pose
        var seen: UInt32
        var place: Int
    }

    /// What the page shows (`free` lists the unused entries), `order` the entries in the last
    /// frame's order, `slots` an entry by identity. A frame mostly keeps the last one's order,
    /// so an element is found by comparing it with the one after the last found there; hashing
    /// is left to the elements that come, go or change places.
    private var entries: [Shown] = []
    private var free: [Int] = []
    private var order: [Int] = []
    private var slots: [Identity: Int] = [:]
    /// The kinds and paired items the page has been shown, by index (forgotten when it starts
    /// over, as it does after a command once there are more than `nameLimit`).
    private var names: [String: Int32] = [:]
    static let nameLimit = 1 << 16
    /// Counts frames: an entry whose `seen` is not this frame's left the screen.
    private var frameMark: UInt32 = 0
    private var nextID = 1
    /// The last frame's elements and identities, kept so the same array again is known at once.
    private var lastElements: [LayoutElement] = []
    private var lastIdentities: [String]?
    private var byteCount = 0
    private var time: Double = 0
    private var lastBounds: CGRect?
    private var recording = false
    private var overflowed = false
    private var frameCount = 0
    /// Since when the engine has computed frames: the command's start, or the last time it had
    /// computed for `pieceInterval` (and rested, when ahead of the page).
    private var computing: UInt64 = 0
    /// When the command began (ns), from which its frames play on the page.
    private var begun: UInt64 = 0
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

    deinit { outbox.stop() }

    /// Pieces go to `deliver` as they are made, from the outbox's thread (the engine's pipe to
    /// the front end); the command's last piece is `finish`'s.
    func startSending(_ deliver: @escaping @Sendable (LivePiece) -> Void) {
        outbox.start(deliver)
    }

    /// A command starts: its frames are kept from here (`words` names it in the pieces);
    /// `highlight`: a live reload, whose changes the page marks.
    func begin(_ words: [String], highlight: Bool = false) {
        recording = !Self.unplayed.contains(words.first ?? "")
        outbox.drop()
        outbox.begin(command: words.joined(separator: " "), highlight: highlight)
        byteCount = 0
        frameCount = 0
        computing = MonotonicClock.now()
        begun = computing
        time = 0
        overflowed = false
    }

    /// A display frame `milliseconds` long that cost `nanoseconds` here.
    func displayFrame(_ view: SimulatedCollectionView, milliseconds: Double, nanoseconds: UInt64) {
        guard recording else { return }
        time += milliseconds
        let elements = view.visibleElements
        streaming = view
        defer { streaming = nil }
        append(bounds: view.state.bounds, elements: elements, cost: nanoseconds)
    }

    /// Frames the host interpolated (an animated update's), each at the time it gives, after the
    /// frames so far.
    func play(_ animation: [AnimatedSVG.Frame]) {
        guard recording, let first = animation.first else { return }
        let base = time
        for frame in animation {
            time = base + frame.time - first.time
            append(bounds: frame.bounds, elements: frame.elements, identities: frame.identities, cost: nil)
        }
    }

    /// The command's last piece: the frames not sent yet and the state it left (nil when the
    /// page would see no change and no piece was sent).
    func finish(_ session: Session) -> LivePiece? {
        let elements = session.view.visibleElements
        if overflowed || names.count > Self.nameLimit {
            startOver()
            overflowed = false
        }
        recording = true
        append(bounds: session.view.state.bounds, elements: elements, cost: nil)
        // Nothing is kept between commands: a frame then would change what the page is
        // thought to show without reaching it.
        recording = false
        return outbox.finish(state: session.view.state, layout: session.active?.id)
    }

    /// Everything the page shows, from nothing: what a page that just connected needs.
    func keyframe(_ session: Session) -> LivePiece {
        begin(["view"])
        startOver()
        return finish(session) ?? LivePiece(json: [], computedAt: MonotonicClock.now())
    }

    /// Forgets what the page shows: the next piece draws everything anew.
    private func startOver() {
        entries = []
        free = []
        order = []
        slots = [:]
        names = [:]
        lastElements = []
        lastIdentities = nil
        lastBounds = nil
        shapes = [:]
        newShapes = []
        outbox.startOver()
    }

    /// The index of `element`'s shape, new shapes added to the next piece.
    private func shape(_ element: LayoutElement) -> Int {
        let length = element.pathText.count
        let key = ShapeKey(category: element.category, width: element.size.width, height: element.size.height, labelLength: length)
        if let index = shapes[key] { return index }
        let body = JSONValue.object([
            ("w", .number(Double(element.size.width))), ("h", .number(Double(element.size.height))),
            ("fill", .string(SVGStyle.fill(element.category))), ("stroke", .string(SVGStyle.stroke(element.category))),
            ("font", .number(Double(SVGStyle.labelFontSize(size: element.size, length: length) ?? 0)))
        ]).text
        let index = shapes.count
        shapes[key] = index
        newShapes.append(body)
        return index
    }

    /// One frame: each element of `elements` (known to the page by its key, or in an
    /// interpolated update by `identities` of its index) is added, moved or left as it is; what
    /// the page shows and this frame does not is deleted.
    private func append(bounds: CGRect, elements: [LayoutElement], identities: [String]? = nil, cost: UInt64?) {
        guard !overflowed else { return }
        // The very elements of the frame before (the view keeps them while the same ones are on
        // screen, as through most of a slow scroll) change nothing: only the bounds move.
        let unchanged =
            identities == nil && lastIdentities == nil && elements.count == lastElements.count
            && elements.withUnsafeBufferPointer { new in lastElements.withUnsafeBufferPointer { new.baseAddress == $0.baseAddress } }
        lastElements = elements
        lastIdentities = identities
        let (add, set, removed) = unchanged ? ("", "", []) : changes(elements, identities: identities)
        // A frame that changes nothing on screen is not sent (its cost is not shown either): a
        // command that moves nothing leaves a motion still playing on the page alone.
        guard !add.isEmpty || !set.isEmpty || !removed.isEmpty || bounds != lastBounds else { return }
        lastBounds = bounds
        let n = SVGStyle.n as (CGFloat) -> String
        var frame = "{\"t\":\(SVGStyle.n(time)),\"b\":[\(n(bounds.minX)),\(n(bounds.minY)),\(n(bounds.width)),\(n(bounds.height))]"
        if let cost { frame += ",\"cost\":\(SVGStyle.n(Double(cost) / 1000))" }
        if !add.isEmpty { frame += ",\"add\":[\(add)]" }
        if !set.isEmpty { frame += ",\"set\":[\(set)]" }
        if !removed.isEmpty { frame += ",\"del\":[" + removed.sorted().map(String.init).joined(separator: ",") + "]" }
        frame += "}"
        frameCount += 1
        byteCount += frame.utf8.count
        if frameCount > Self.frameLimit || byteCount > Self.byteLimit {
            overflowed = true
            newShapes = []
            outbox.drop()
            return
        }
        outbox.append(frame, shapes: newShapes, state: streaming?.state)
        newShapes = []
        guard streaming != nil else { return }
        let now = MonotonicClock.now(), spent = now - computing
        guard spent > Self.pieceInterval else { return }
        if time > Double(now - begun) / 1e6 {
            usleep(UInt32(min(Self.restRatio * spent, Self.longestRest) / 1000))
            outbox.rested()
        }
        computing = MonotonicClock.now()
    }

    /// What the page must do to show `elements`: elements to add and to move (JSON items) and
    /// ids to delete; the tables then say what it shows.
    private func changes(_ elements: [LayoutElement], identities: [String]?) -> (add: String, set: String, removed: [Int]) {
        frameMark &+= 1
        let mark = frameMark
        var add = "", set = "", next: [Int] = []
        next.reserveCapacity(order.count)
        // The tables as locals while the frame is read (a class's properties are checked for
        // exclusive access at every use), the elements read in place, not copied.
        var entries: [Shown] = [], slots: [Identity: Int] = [:], free: [Int] = [], names: [String: Int32] = [:]
        swap(&entries, &self.entries)
        swap(&slots, &self.slots)
        swap(&free, &self.free)
        swap(&names, &self.names)
        defer {
            swap(&entries, &self.entries)
            swap(&slots, &self.slots)
            swap(&free, &self.free)
            swap(&names, &self.names)
        }
        func named(_ name: String) -> Int32 {
            if let known = names[name] { return known }
            let new = Int32(truncatingIfNeeded: names.count)
            names[name] = new
            return new
        }
        var cursor = 0
        elements.withUnsafeBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            for index in elements.indices {
                let element = first + index
                guard !element.pointee.isHidden, element.pointee.alpha > 0 else { continue }
                let identity =
                    identities.map { Identity(category: .max, name: named($0[index]), section: 0, item: 0) }
                    ?? Identity(
                        category: Self.number(element.pointee.category), name: element.pointee.kind.map(named) ?? -1,
                        section: element.pointee.section, item: element.pointee.item)
                let pose = Pose(element)
                let slot: Int
                if cursor < order.count, entries[order[cursor]].identity == identity {
                    slot = order[cursor]
                } else if let found = slots[identity] {
                    slot = found
                } else {
                    let id = nextID
                    nextID += 1
                    let entry = Shown(identity: identity, id: id, pose: pose, seen: mark, place: -1)
                    if let reused = free.popLast() {
                        entries[reused] = entry
                        slots[identity] = reused
                        next.append(reused)
                    } else {
                        slots[identity] = entries.count
                        next.append(entries.count)
                        entries.append(entry)
                    }
                    let added = element.pointee
                    if !add.isEmpty { add += "," }
                    add +=
                        "[\(id),\"\(added.category.rawValue)\"," + JSONValue.string(added.kind ?? "").text + ",\"\(added.pathText)\","
                        + "\(shape(added))," + Self.numbers(pose) + "]"
                    continue
                }
                // The same element twice in one frame: its first place counts.
                guard entries[slot].seen != mark else { continue }
                entries[slot].seen = mark
                cursor = entries[slot].place + 1
                next.append(slot)
                let known = entries[slot].pose
                guard known != pose else { continue }
                entries[slot].pose = pose
                if !set.isEmpty { set += "," }
                set += "[\(entries[slot].id)," + Self.numbers(pose)
                if known.size != pose.size { set += ",\(shape(element.pointee))" }
                set += "]"
            }
        }
        var removed: [Int] = []
        for slot in order where entries[slot].seen != mark {
            removed.append(entries[slot].id)
            slots.removeValue(forKey: entries[slot].identity)
            free.append(slot)
        }
        order = next
        for (place, slot) in order.enumerated() { entries[slot].place = place }
        return (add, set, removed)
    }

    private static func number(_ category: LayoutElement.Category) -> UInt8 {
        switch category {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
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
            ("devices", .array(DevicePreset.all.map { .string($0.name) }))
        ])
    }
}
