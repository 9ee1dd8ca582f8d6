import CollectionLayout
import Foundation
import LayoutHost
import Pictures
import SessionValues

extension Session {
    /// What a played layout transition showed.
    struct TransitionReport {
        var from: String
        var to: String
        var frames: Int
        var milliseconds: Double
        /// Elements in both layouts' answers at some frame, only in the old one (faded out), only
        /// in the new one (faded in).
        var shared = 0, leaving = 0, arriving = 0
        /// The first interpolated element of the middle frame (what the report shows).
        var middle: (frame: Int, element: LayoutElement)?
        var offsetBefore: CGPoint = .zero
        var offsetAfter: CGPoint = .zero
    }

    /// An interactive switch to `info`, as startInteractiveTransition(to:) runs one with UIKit's
    /// UICollectionViewTransitionLayout: prepareForTransition(to:) on the old layout and (from:)
    /// on the new, the new one prepared; then each frame the transition layout asks both for the
    /// visible rect and puts every element transitionProgress of the way between them (the
    /// SDK's `UICollectionViewTransitionLayout.interpolate`), progress linear in time;
    /// finishInteractiveTransition: finalizeLayoutTransition() on both, the new layout installed
    /// (prepared again, as UIKit may), and its targetContentOffset(forProposedContentOffset:).
    func playTransition(to library: PluginLibrary, _ info: LayoutInfo, milliseconds: Double) throws -> TransitionReport {
        let old = try requireLayout()
        let clock = try FrameClock.of(view.state)
        let frames = try clock.frameCount(covering: milliseconds)
        try view.layoutIfNeeded()
        var report = TransitionReport(
            from: old.id, to: info.id, frames: frames, milliseconds: milliseconds,
            offsetBefore: view.state.contentOffset)
        try activate(library, info) { new in
            try old.prepareForTransition(with: new, to: true)
            try new.prepareForTransition(with: old, to: false)
            try new.setViewState(self.view.state)
            _ = try new.invalidate(.everything)
            try new.prepare()
            _ = try new.contentSize()
            var seen: [LayoutElement.Key: (from: Bool, to: Bool)] = [:]
            let bounds = self.view.state.bounds
            var played: [AnimatedSVG.Frame] = []
            defer { self.liveFeed?.play(played) }
            for frame in 1...frames {
                let from = try old.elements(in: bounds), to = try new.elements(in: bounds)
                let pairs = try Session.pair(from, to, old: old, new: new)
                if self.liveFeed != nil {
                    let progress = Double(frame) / Double(frames)
                    played.append(
                        AnimatedSVG.Frame(
                            time: clock.time(ofFrame: frame), bounds: bounds,
                            elements: pairs.compactMap { Session.between($0.from, $0.to, progress: progress) }))
                }
                for pair in pairs {
                    guard let key = (pair.from ?? pair.to)?.key else { continue }
                    var entry = seen[key] ?? (false, false)
                    entry.from = entry.from || pair.from != nil
                    entry.to = entry.to || pair.to != nil
                    seen[key] = entry
                }
                if frames > 1, frame == frames / 2 + 1 {
                    let progress = Double(frame) / Double(frames)
                    report.middle = pairs.lazy.compactMap { Session.between($0.from, $0.to, progress: progress) }.first.map { (frame, $0) }
                }
            }
            report.shared = seen.values.filter { $0.from && $0.to }.count
            report.leaving = seen.values.filter { $0.from && !$0.to }.count
            report.arriving = seen.values.filter { !$0.from && $0.to }.count
            try old.finalizeLayoutTransition()
            try new.finalizeLayoutTransition()
        }
        try view.settleContentOffset()
        report.offsetAfter = view.state.contentOffset
        return report
    }

    /// Each element of either answer with its counterpart in the other layout (asked by index
    /// path when that layout's answer lacks it), in the order the answers list them.
    static func pair(_ from: [LayoutElement], _ to: [LayoutElement], old: LayoutInstance, new: LayoutInstance) throws
        -> [(from: LayoutElement?, to: LayoutElement?)]
    {
        var target: [LayoutElement.Key: LayoutElement] = [:]
        for element in to { target[element.key] = element }
        var pairs: [(from: LayoutElement?, to: LayoutElement?)] = []
        var paired = Set<LayoutElement.Key>()
        for element in from where paired.insert(element.key).inserted {
            pairs.append((element, try target[element.key] ?? counterpart(of: element.key, in: new)))
        }
        for element in to where paired.insert(element.key).inserted {
            pairs.append((try counterpart(of: element.key, in: old), element))
        }
        return pairs
    }

    static func counterpart(of key: LayoutElement.Key, in layout: LayoutInstance) throws -> LayoutElement? {
        switch key.category {
        case .cell: try layout.item(section: key.section, item: key.item)
        case .supplementary: try layout.supplementary(kind: key.kind ?? "", section: key.section, item: key.item)
        case .decoration: try layout.decoration(kind: key.kind ?? "", section: key.section, item: key.item)
        }
    }

    /// One element `progress` of the way, by the transition layout's rule; zIndex, hidden and
    /// custom values from the nearer side.
    static func between(_ from: LayoutElement?, _ to: LayoutElement?, progress: Double) -> LayoutElement? {
        guard var element = progress < 0.5 ? from ?? to : to ?? from else { return nil }
        let geometry = { (e: LayoutElement) in
            UICollectionViewTransitionLayout.Geometry(center: e.center, size: e.size, transform3D: e.transform3D, alpha: e.alpha)
        }
        let g = UICollectionViewTransitionLayout.interpolate(from.map(geometry), to.map(geometry), progress: progress)
        element.center = g.center
        element.size = g.size
        element.transform3D = g.transform3D
        element.alpha = g.alpha
        return element
    }
}
