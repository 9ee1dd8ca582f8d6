import Foundation

/// Which way a compositional layout scrolls: sections, and groups inside them, stack along the
/// main axis (y when vertical); the cross axis is the other one.
struct CompositionalAxis {
    let vertical: Bool

    func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func point(main: CGFloat, cross: CGFloat) -> CGPoint { vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross) }
    func mainRange(_ rect: CGRect) -> (CGFloat, CGFloat) { vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }
    func crossRange(_ rect: CGRect) -> (CGFloat, CGFloat) { vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY) }
}

/// One section of a compositional layout, solved: its extent along the main axis, its group
/// repeated by offset (or, once cells have self-sized, one solved group per run of items), its
/// headers and footers at their natural places, and its backgrounds.
///
/// Along the main axis: top boundary items that extend the boundary, the top content inset,
/// the groups with interGroupSpacing between them, the bottom inset, bottom boundary items.
/// An orthogonally scrolling section lays its groups along the cross axis instead, in one run.
struct CompositionalSection {
    struct Boundary {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var pins: Bool
        /// Aligned to the section's start (a header) rather than its end (a footer).
        var atStart: Bool
    }

    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    /// The section's groups: one solution repeated every `step`, or one per run of items (each
    /// holding as many items as fit once they have self-sized: `firstItems` says where each begins).
    enum Groups {
        case repeated(SolvedGroup, first: CGPoint, step: CGPoint, count: Int)
        case varied([SolvedGroup], origins: [CGPoint], firstItems: [Int])
    }

    /// How a section that scrolls sideways scrolls: its behaviour, resting rule and extent.
    struct Orthogonal {
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var rule: OrthogonalRestingRule
        /// The row's extent across the layout's axis, insets included.
        var contentLength: CGFloat
        /// nil: the collection view's rate.
        var decelerationRate: CGFloat?
        var bounce: UICollectionLayoutSectionOrthogonalScrollingBounce
    }

    let start: CGFloat
    let end: CGFloat
    let itemCount: Int
    /// Items one group holds (its leaves); at least 1.
    let perGroup: Int
    let groups: Groups
    let boundaries: [Boundary]
    let decorations: [Decoration]
    /// Set for a section that scrolls sideways.
    var scrolling: Orthogonal? = nil
    var handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil

    var orthogonal: Bool { scrolling != nil }

    var groupCount: Int {
        switch groups {
        case .repeated: return itemCount == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
        case .varied(let solved, _, _): return solved.count
        }
    }

    func group(_ index: Int) -> (SolvedGroup, CGPoint) {
        switch groups {
        case .repeated(let solved, let first, let step, _):
            return (solved, CGPoint(x: first.x + CGFloat(index) * step.x, y: first.y + CGFloat(index) * step.y))
        case .varied(let solved, let origins, _):
            return (solved[index], origins[index])
        }
    }

    /// The group holding `item` and the item's leaf in it.
    func locate(_ item: Int) -> (group: Int, leaf: Int) {
        switch groups {
        case .repeated:
            return (item / perGroup, item % perGroup)
        case .varied(_, _, let firstItems):
            // The last group starting at or before the item (binary search: groups start in order).
            var low = 0, high = firstItems.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if firstItems[middle] <= item { low = middle } else { high = middle - 1 }
            }
            return (low, item - (firstItems.isEmpty ? 0 : firstItems[low]))
        }
    }

    /// The first item of group `index` and how many of its leaves hold items.
    func items(ofGroup index: Int) -> (first: Int, count: Int) {
        switch groups {
        case .repeated:
            let first = index * perGroup
            return (first, max(0, min(perGroup, itemCount - first)))
        case .varied(let solved, _, let firstItems):
            let end = index + 1 < firstItems.count ? firstItems[index + 1] : itemCount
            return (firstItems[index], min(solved[index].items.count, end - firstItems[index]))
        }
    }

    /// The groups whose boxes touch `rect`, found by division when they repeat.
    func groups(touching rect: CGRect, axis: CompositionalAxis) -> Range<Int> {
        let count = groupCount
        guard count > 0 else { return 0..<0 }
        switch groups {
        case .repeated(let solved, let first, let step, _):
            let alongMain = orthogonal == false
            let stride = alongMain ? axis.main(CGSize(width: step.x, height: step.y)) : axis.cross(CGSize(width: step.x, height: step.y))
            let length = alongMain ? axis.main(solved.size) : axis.cross(solved.size)
            let origin = alongMain ? axis.main(CGSize(width: first.x, height: first.y)) : axis.cross(CGSize(width: first.x, height: first.y))
            let (a0, a1) = alongMain ? axis.mainRange(rect) : axis.crossRange(rect)
            guard stride > 0 else { return 0..<count }
            // Group j spans [origin + j·stride, + length]: it touches when it starts at or
            // before a1 and ends at or after a0. Supplementaries may stick out: one group of slack.
            let first = ((a0 - origin - length) / stride).rounded(.up) - 1
            let last = ((a1 - origin) / stride).rounded(.down) + 1
            let from = Int(max(0, min(Double(count), Double(first)))), to = Int(max(-1, min(Double(count - 1), Double(last))))
            return from <= to ? from..<(to + 1) : 0..<0
        case .varied:
            return 0..<count
        }
    }
}
