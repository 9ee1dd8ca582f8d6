import CollectionLayout
public import Foundation
public import LayoutHost

/// Frames replayed as an animated SVG (SMIL), viewable in any browser: the view's bounds as the
/// picture, the content moving under it as the offset changes, every element appearing, moving,
/// turning, scaling, fading and leaving as the frames say, at real time and in a loop; a red bar
/// along the bottom edge is the time scrubber. Frame k shows from (t_k − t_1) for one frame
/// interval, so the animation has one keyframe per frame. `file.svg#t=1.5` opens it paused at
/// 1.5 s (a script in the document reads the address). Each value is written where it changes.
public enum AnimatedSVG {
    /// One frame: when (ms), what the view showed, which elements.
    public struct Frame: Sendable {
        public var time: Double
        public var bounds: CGRect
        public var elements: [LayoutElement]
        /// Who each element is across frames (by default its category, kind and index path).
        public var identities: [String]

        public init(time: Double, bounds: CGRect, elements: [LayoutElement], identities: [String]? = nil) {
            self.time = time
            self.bounds = bounds
            self.elements = elements
            self.identities = identities ?? elements.map(Frame.identity)
        }

        /// Who an element is when nothing better is known: its category, kind and index path.
        public static func identity(of element: LayoutElement) -> String {
            "\(element.category.rawValue) \(element.kind ?? "") \(element.pathText)"
        }
    }

    /// An element's pose in a frame: UIKit's transform split into translate · rotate · scale
    /// (a shear, which layouts rarely set, is not kept).
    struct Pose: Equatable {
        var visible: Bool
        var x: CGFloat, y: CGFloat
        var degrees: CGFloat
        var sx: CGFloat, sy: CGFloat
        var width: CGFloat, height: CGFloat
        var alpha: Double
        var zIndex: Int

        init(_ e: LayoutElement) {
            let t = e.transform
            let s = hypot(t.a, t.b)
            visible = !e.isHidden
            (x, y) = (e.center.x + t.tx, e.center.y + t.ty)
            degrees = s > 0 ? atan2(t.b, t.a) * 180 / .pi : 0
            sx = s > 0 ? s : hypot(t.c, t.d)
            sy = s > 0 ? (t.a * t.d - t.b * t.c) / s : hypot(t.c, t.d)
            (width, height) = (e.size.width, e.size.height)
            alpha = e.alpha
            zIndex = e.zIndex
        }
    }

    /// The document for `frames` (at least one) of a view `interval` ms apart.
    public static func document(_ frames: [Frame], interval: Double, contentSize: CGSize, title: String) -> String {
        guard let first = frames.first, let last = frames.last else { return "" }
        let size = first.bounds.size
        let duration = last.time - first.time + interval
        let timing = Timing(
            keyTimes: frames.map { String(format: "%.6f", ($0.time - first.time) / duration) },
            duration: String(format: "%.6f", duration / 1000))
        var svg = SVGStyle.header(CGRect(origin: .zero, size: size), title: title)
        let n = SVGStyle.n as (CGFloat) -> String
        let offsets = frames.map { "\(n(-$0.bounds.minX)) \(n(-$0.bounds.minY))" }
        svg += "<g data-role=\"content\" transform=\"translate(\(offsets[0]))\">"
        // The clock of the whole picture: one key per frame, changed or not.
        svg += animation("animateTransform", "transform", offsets, timing, type: "translate", everyFrame: true)
        svg += "\n" + SVGStyle.outline(CGRect(origin: .zero, size: contentSize), role: "content", stroke: SVGStyle.contentStroke, width: 1, dash: "6 4")
        for track in tracks(frames) { svg += element(track, timing) }
        svg += "</g>\n"
        svg +=
            "<rect data-role=\"scrubber\" x=\"0\" y=\"\(n(size.height - 4))\" width=\"0\" height=\"4\" fill=\"\(SVGStyle.boundsStroke)\">"
            + "<animate attributeName=\"width\" values=\"0;\(n(size.width))\" dur=\"\(String(format: "%.6f", duration / 1000))s\" repeatCount=\"indefinite\"/></rect>\n"
        svg += """
            <script>var m = /#t=([0-9.]+)/.exec(location.hash); if (m) { document.documentElement.pauseAnimations(); \
            document.documentElement.setCurrentTime(parseFloat(m[1])); }</script>
            </svg>

            """
        return svg
    }

    /// Every element's poses, one per frame (absent frames hidden, at the nearest pose it had),
    /// in drawing order: its highest zIndex, then first appearance.
    static func tracks(_ frames: [Frame]) -> [(key: LayoutElement.Key, poses: [Pose])] {
        var order: [String] = []
        var seen: [String: (key: LayoutElement.Key, poses: [Int: Pose])] = [:]
        for (k, frame) in frames.enumerated() {
            for (id, element) in zip(frame.identities, frame.elements) {
                if seen[id] == nil { order.append(id) }
                seen[id, default: (element.key, [:])].poses[k] = Pose(element)
                seen[id]!.key = element.key
            }
        }
        let tracks = order.map { id -> (key: LayoutElement.Key, poses: [Pose]) in
            let known = seen[id]!.poses
            var poses: [Pose] = []
            var previous = known[known.keys.min()!]!
            for k in frames.indices {
                if let pose = known[k] {
                    previous = pose
                    poses.append(pose)
                } else {
                    var hidden = previous
                    hidden.visible = false
                    poses.append(hidden)
                }
            }
            return (seen[id]!.key, poses)
        }
        let z = tracks.map { $0.poses.map(\.zIndex).max() ?? 0 }
        return tracks.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { tracks[$0] }
    }

    /// An element's groups: visibility and opacity, then translate, rotate and scale, each
    /// animated only when it changes.
    static func element(_ track: (key: LayoutElement.Key, poses: [Pose]), _ timing: Timing) -> String {
        let poses = track.poses, p = poses[0], n = SVGStyle.n as (CGFloat) -> String
        func values<T: Equatable>(_ f: (Pose) -> T, _ text: (T) -> String) -> [String]? {
            let all = poses.map(f)
            return all.allSatisfy { $0 == all[0] } ? nil : all.map(text)
        }
        var out = "<g \(SVGStyle.dataAttributes(track.key, zIndex: poses.map(\.zIndex).max() ?? 0))"
        out += " visibility=\"\(p.visible ? "visible" : "hidden")\""
        if p.alpha < 1 { out += " opacity=\"\(SVGStyle.n(p.alpha))\"" }
        out += ">"
        if let v = values(\.visible, { $0 ? "visible" : "hidden" }) { out += animation("animate", "visibility", v, timing) }
        if let v = values(\.alpha, { SVGStyle.n($0) }) { out += animation("animate", "opacity", v, timing) }
        var closing = "</g>"
        // Translate always, rotate and scale where some frame needs them; each static or animated.
        for (type, value, identity) in [
            ("translate", { (p: Pose) in "\(n(p.x)) \(n(p.y))" }, nil as String?),
            ("rotate", { n($0.degrees) }, "0"), ("scale", { "\(n($0.sx)) \(n($0.sy))" }, "1 1")
        ] {
            let v = poses.map(value)
            let still = v.allSatisfy { $0 == v[0] }
            guard !still || v[0] != identity else { continue }
            out += "<g transform=\"\(type)(\(v[0]))\">" + (still ? "" : animation("animateTransform", "transform", v, timing, type: type))
            closing += "</g>"
        }
        let label = track.key.pathText
        if values({ [$0.width, $0.height] }, { "\(n($0[0])) \(n($0[1]))" }) != nil {
            // A size that changes: the rect's own attributes follow it (the label stays centred).
            out +=
                "<rect x=\"\(n(-p.width / 2))\" y=\"\(n(-p.height / 2))\" width=\"\(n(p.width))\" height=\"\(n(p.height))\" "
                + "fill=\"\(SVGStyle.fill(track.key.category))\" stroke=\"\(SVGStyle.stroke(track.key.category))\" stroke-width=\"1\">"
            out += animation("animate", "width", poses.map { n($0.width) }, timing)
            out += animation("animate", "height", poses.map { n($0.height) }, timing)
            out += animation("animate", "x", poses.map { n(-$0.width / 2) }, timing)
            out += animation("animate", "y", poses.map { n(-$0.height / 2) }, timing)
            out += "</rect>"
            out += "<text font-size=\"10\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"\(SVGStyle.label)\">\(label)</text>"
        } else {
            out += SVGStyle.body(size: CGSize(width: p.width, height: p.height), category: track.key.category, label: label)
        }
        return out + closing + "\n"
    }

    /// When frames show: each frame's start as a fraction of the loop, and the loop's length.
    struct Timing {
        var keyTimes: [String]
        var duration: String
    }

    /// A discrete animation of one value per frame, written only where the value changes (a
    /// value holds until the next key time), so an element that keeps still costs one key.
    static func animation(
        _ tag: String, _ attribute: String, _ values: [String], _ timing: Timing, type: String? = nil,
        everyFrame: Bool = false
    ) -> String {
        var kept: [String] = [], times: [String] = []
        for (k, value) in values.enumerated() where everyFrame || k == 0 || value != values[k - 1] {
            kept.append(value)
            times.append(timing.keyTimes[k])
        }
        return "<\(tag) attributeName=\"\(attribute)\"" + (type.map { " type=\"\($0)\"" } ?? "")
            + " values=\"\(kept.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\" dur=\"\(timing.duration)s\""
            + " calcMode=\"discrete\" repeatCount=\"indefinite\" fill=\"freeze\"/>"
    }
}
