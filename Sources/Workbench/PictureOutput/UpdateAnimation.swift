import Foundation
import LayoutHost
import Pictures

/// The frames of an animated update (apply --animated --svg): over UIScrollView's 0.3 s
/// ease-in-out, an element visible before and after goes from its attributes before to after,
/// one only visible after from its initial attributes, one only visible before to its final ones
/// (by the transition rule of `use --transition`); cells pair by item identifier. The bounds
/// follow the offset from before to after. An animated bounds change plays the same way.
enum UpdateAnimation {
    static func frames(_ report: Session.ApplyReport, clock: FrameClock) throws -> [AnimatedSVG.Frame] {
        var before: [String: LayoutElement] = [:], initial: [LayoutElement.Key: LayoutElement] = [:]
        var final: [LayoutElement.Key: LayoutElement] = [:]
        for (id, element) in zip(report.beforeIdentities, report.before) { before[id] = element }
        for element in report.appearing { initial[element.key] = element }
        for element in report.disappearing { final[element.key] = element }
        let stayed = Set(report.afterIdentities)
        var pairs = zip(report.afterIdentities, report.after).map { (id: $0, from: before[$0] ?? initial[$1.key], to: Optional($1)) }
        pairs += zip(report.beforeIdentities, report.before).filter { !stayed.contains($0.0) }.map { (id: $0, from: Optional($1), to: final[$1.key]) }
        return try frames(pairs, shownAtEnd: report.after.count, from: report.boundsBefore, to: report.boundsAfter, clock: clock)
    }

    /// An animated bounds change (size --animated, a rotation) over the same 0.3 s: elements
    /// visible before and after go between their attributes, those only after from their initial
    /// attributes for appearing, those only before to their final ones; paired by key.
    static func boundsChange(
        before: [LayoutElement], after: [LayoutElement], appearing: [LayoutElement], disappearing: [LayoutElement],
        from a: CGRect, to b: CGRect, clock: FrameClock
    ) throws -> [AnimatedSVG.Frame] {
        var old: [LayoutElement.Key: LayoutElement] = [:], initial: [LayoutElement.Key: LayoutElement] = [:]
        var final: [LayoutElement.Key: LayoutElement] = [:]
        for element in before { old[element.key] = element }
        for element in appearing { initial[element.key] = element }
        for element in disappearing { final[element.key] = element }
        let stayed = Set(after.map(\.key))
        var pairs = after.map { (id: AnimatedSVG.Frame.identity(of: $0), from: old[$0.key] ?? initial[$0.key], to: Optional($0)) }
        pairs += before.filter { !stayed.contains($0.key) }.map { (id: AnimatedSVG.Frame.identity(of: $0), from: Optional($0), to: final[$0.key]) }
        return try frames(pairs, shownAtEnd: after.count, from: a, to: b, clock: clock)
    }

    /// Each pair `progress` of the way from `from` to `to` on UIScrollView's ease-in-out, the
    /// bounds likewise; at the last frame only the first `shownAtEnd` pairs (those still there).
    static func frames(
        _ pairs: [(id: String, from: LayoutElement?, to: LayoutElement?)], shownAtEnd: Int, from a: CGRect, to b: CGRect,
        clock: FrameClock
    ) throws -> [AnimatedSVG.Frame] {
        let duration = ScrollDriver.animationDuration
        let count = try clock.frameCount(covering: duration)
        return (1...count).map { k -> AnimatedSVG.Frame in
            let t = min(clock.time(ofFrame: k), duration)
            let progress = (1 - cos(Double.pi * t / duration)) / 2
            let bounds = CGRect(
                x: a.minX + (b.minX - a.minX) * progress, y: a.minY + (b.minY - a.minY) * progress,
                width: a.width + (b.width - a.width) * progress, height: a.height + (b.height - a.height) * progress)
            // Gone at the end: the elements only visible before.
            let shown = k == count ? Array(pairs.prefix(shownAtEnd)) : pairs
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
    }
}
