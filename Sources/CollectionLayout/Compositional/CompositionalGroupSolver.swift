import Foundation

/// A group solved once in its box: the leaf items' frames and the supplementary items' frames,
/// relative to the group's origin. A section repeats it by offset for every run of items.
struct SolvedGroup {
    struct Item {
        var frame: CGRect
        var zIndex: Int
    }

    struct Supplementary {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        /// The leaf whose index path the supplementary takes (the group's first for a group's own).
        var leaf: Int
    }

    var size: CGSize
    var items: [Item] = []
    var supplementaries: [Supplementary] = []
}

/// Lays out one group in its box, as UIKit does (docs/uikit-rules.md §4.2–4.3): subitems repeat along the
/// group's axis while the next fits in the group's effective length (its size less its content
/// insets); a count group shares that length out equally after the spacing; fixed spacing is
/// exact, flexible spacing shares the leftover; edge spacing is outside an item's box and its
/// content insets inside (ignored on an estimated axis); nested groups recurse.
struct CompositionalGroupSolver {
    let traits: UITraitCollection
    /// The self-sized size of a leaf (by its index in the group), for estimated dimensions.
    let preferred: ((Int) -> CGSize?)?
    /// A group never holds more leaves than this: zero-sized items could otherwise repeat forever.
    static let maximumItemsPerGroup = 10_000

    func solve(_ group: NSCollectionLayoutGroup, size: CGSize) -> SolvedGroup {
        var solved = SolvedGroup(size: size)
        place(group, box: CGRect(origin: .zero, size: size), into: &solved)
        return solved
    }

    /// The content-inset rect of `item`'s box: insets apply on axes that are not estimated.
    private func insetFrame(_ item: NSCollectionLayoutItem, box: CGRect) -> CGRect {
        let insets = item.contentInsets
        let horizontal = item.layoutSize.widthDimension.isEstimated ? (0, 0) : (insets.leading, insets.trailing)
        let vertical = item.layoutSize.heightDimension.isEstimated ? (0, 0) : (insets.top, insets.bottom)
        return CGRect(
            x: box.minX + horizontal.0, y: box.minY + vertical.0,
            width: box.width - horizontal.0 - horizontal.1, height: box.height - vertical.0 - vertical.1)
    }

    private func place(_ group: NSCollectionLayoutGroup, box: CGRect, into solved: inout SolvedGroup) {
        let firstLeaf = solved.items.count
        let content = insetFrame(group, box: box)
        switch group.arrangement {
        case .custom(let provider):
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: box.size, contentInsets: group.contentInsets), traitCollection: traits)
            for custom in provider(environment).prefix(Self.maximumItemsPerGroup) {
                solved.items.append(.init(frame: custom.frame.offsetBy(dx: content.minX, dy: content.minY), zIndex: custom.zIndex))
            }
        case .horizontal:
            line(group, content: content, horizontal: true, into: &solved)
        case .vertical:
            line(group, content: content, horizontal: false, into: &solved)
        }
        attach(group.supplementaryItems, to: box, leaf: firstLeaf, into: &solved)
    }

    /// One child placed on the group's line: its box and what it is.
    private struct Placed {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var lead: CGFloat, trail: CGFloat
        var flexibleLead: Bool, flexibleTrail: Bool
    }

    private func line(_ group: NSCollectionLayoutGroup, content: CGRect, horizontal: Bool, into solved: inout SolvedGroup) {
        func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        let length = main(content.size)
        let spacing = group.interItemSpacing?.spacing ?? 0
        var placed: [Placed] = []
        func edges(_ item: NSCollectionLayoutItem) -> (CGFloat, CGFloat, Bool, Bool) {
            let e = item.edgeSpacing
            let lead = horizontal ? e?.leading : e?.top, trail = horizontal ? e?.trailing : e?.bottom
            return (lead?.spacing ?? 0, trail?.spacing ?? 0, lead?.isFlexibleSpacing ?? false, trail?.isFlexibleSpacing ?? false)
        }
        // The index of the next leaf: those already solved, and those of the children placed
        // on this line so far (a nested group's counted by solving it ahead).
        var nextLeaf = solved.items.count
        if let count = group.count, let subitem = group.subitems.first {
            // The subitem's own length on the axis is replaced by an equal share of the
            // effective length after count − 1 spacings, unless it is estimated and a leaf has
            // self-sized: then each leaf keeps its own and an estimated group grows to them.
            let n = max(1, min(count, Self.maximumItemsPerGroup))
            let share = (length - spacing * CGFloat(n - 1)) / CGFloat(n)
            let (lead, trail, fl, ft) = edges(subitem)
            let estimatedMain = horizontal ? subitem.layoutSize.widthDimension.isEstimated : subitem.layoutSize.heightDimension.isEstimated
            let naturals = (0..<n).map { _ in natural(subitem, in: content.size, leaf: &nextLeaf) }
            // Once one has self-sized, each keeps its own length (the others their estimate).
            let keepOwn = estimatedMain && naturals.contains { $0.answered }
            for (size, _) in naturals {
                var size = size
                if !keepOwn {
                    if horizontal { size.width = share } else { size.height = share }
                }
                placed.append(Placed(item: subitem, size: size, lead: lead, trail: trail, flexibleLead: fl, flexibleTrail: ft))
            }
        } else if !group.subitems.isEmpty {
            // A group whose own length on its axis is estimated grows to its children: how many
            // it holds is decided by their estimates (its leaves stay the data's, in order, after
            // a cell self-sizes); a group of a set length holds as many as fit at their own sizes.
            let dimension = horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
            let estimatedLength = dimension.isEstimated
            // Its estimate, not the box it has grown to (an estimate is a length of its own).
            let limit = estimatedLength ? dimension.resolve(in: content.size) : length
            var used: CGFloat = 0
            var index = 0
            while placed.count < Self.maximumItemsPerGroup {
                let item = group.subitems[index % group.subitems.count]
                var leaf = nextLeaf
                let size = natural(item, in: content.size, leaf: &leaf).size
                let (lead, trail, fl, ft) = edges(item)
                let fitting = estimatedLength ? item.layoutSize.resolve(in: content.size) : size
                let needed = lead + main(fitting) + trail + (placed.isEmpty ? 0 : spacing)
                // The next subitem joins while it fits; the first always does.
                if !placed.isEmpty && used + needed > limit + 1e-9 { break }
                placed.append(Placed(item: item, size: size, lead: lead, trail: trail, flexibleLead: fl, flexibleTrail: ft))
                nextLeaf = leaf
                used += needed
                index += 1
                if needed <= 0 && placed.count >= group.subitems.count { break }
            }
        }
        guard !placed.isEmpty else { return }
        // uniformAcrossSiblings: each such leaf grows to the largest of its siblings on that axis.
        for axisIsWidth in [true, false] {
            let uniform = placed.indices.filter {
                let d = axisIsWidth ? placed[$0].item.layoutSize.widthDimension : placed[$0].item.layoutSize.heightDimension
                return d.isUniformAcrossSiblings
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { axisIsWidth ? placed[$0].size.width : placed[$0].size.height }.max() ?? 0
            for index in uniform {
                if axisIsWidth { placed[index].size.width = largest } else { placed[index].size.height = largest }
            }
        }
        // Leftover space: to flexible edges if any, else to flexible inter-item gaps.
        let total = placed.reduce(0) { $0 + $1.lead + main($1.size) + $1.trail } + spacing * CGFloat(placed.count - 1)
        let leftover = max(0, length - total)
        let flexibleEdges = placed.reduce(0) { $0 + ($1.flexibleLead ? 1 : 0) + ($1.flexibleTrail ? 1 : 0) }
        let edgeExtra = flexibleEdges > 0 ? leftover / CGFloat(flexibleEdges) : 0
        var gap = spacing
        if flexibleEdges == 0, group.interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            gap = spacing + leftover / CGFloat(placed.count - 1)
        }
        var cursor = horizontal ? content.minX : content.minY
        for child in placed {
            cursor += child.lead + (child.flexibleLead ? edgeExtra : 0)
            let crossStart = crossPosition(child, content: content, horizontal: horizontal)
            let box =
                horizontal
                ? CGRect(x: cursor, y: crossStart, width: child.size.width, height: child.size.height)
                : CGRect(x: crossStart, y: cursor, width: child.size.width, height: child.size.height)
            if let nested = child.item as? NSCollectionLayoutGroup {
                place(nested, box: box, into: &solved)
            } else {
                let leaf = solved.items.count
                let frame = insetFrame(child.item, box: box)
                solved.items.append(.init(frame: frame, zIndex: 0))
                attach(child.item.supplementaryItems, to: frame, leaf: leaf, into: &solved)
            }
            cursor += main(child.size) + child.trail + (child.flexibleTrail ? edgeExtra : 0) + gap
        }
    }

    /// A child's size in a group of `container` size: its layout size resolved, then on each
    /// estimated dimension a leaf's self-sized size, or a nested group's extent solved ahead
    /// with its own leaves' sizes (a column of self-sized cells grows). Advances `leaf` past the
    /// child's leaves; `answered` when one of them has self-sized. A nested group none of whose
    /// leaves has self-sized keeps its resolved size.
    private func natural(_ item: NSCollectionLayoutItem, in container: CGSize, leaf: inout Int) -> (size: CGSize, answered: Bool) {
        var size = item.layoutSize.resolve(in: container)
        let (width, height) = (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
        if let nested = item as? NSCollectionLayoutGroup {
            let base = leaf
            var answered = false
            let ahead = CompositionalGroupSolver(
                traits: traits,
                preferred: preferred.map { answer in
                    { index in
                        let size = answer(base + index)
                        if size != nil { answered = true }
                        return size
                    }
                }
            ).solve(nested, size: size)
            leaf += ahead.items.count
            guard answered else { return (size, false) }
            if width, let extent = ahead.items.map(\.frame.maxX).max() { size.width = extent }
            if height, let extent = ahead.items.map(\.frame.maxY).max() { size.height = extent }
            return (size, true)
        }
        let answer = preferred?(leaf)
        if let answer {
            if width { size.width = answer.width }
            if height { size.height = answer.height }
        }
        leaf += 1
        return (size, answer != nil)
    }

    /// Where a child's box starts across the group's axis: after a fixed leading edge spacing;
    /// pushed to the far side by a flexible one; centred between two flexible ones.
    private func crossPosition(_ child: Placed, content: CGRect, horizontal: Bool) -> CGFloat {
        let e = child.item.edgeSpacing
        let before = horizontal ? e?.top : e?.leading, after = horizontal ? e?.bottom : e?.trailing
        let start = horizontal ? content.minY : content.minX
        let room = (horizontal ? content.height : content.width) - (horizontal ? child.size.height : child.size.width)
        switch (before?.isFlexibleSpacing ?? false, after?.isFlexibleSpacing ?? false) {
        case (true, true): return start + room / 2
        case (true, false): return start + room - (after?.spacing ?? 0)
        default: return start + (before?.spacing ?? 0)
        }
    }

    /// Supplementary items anchored to `container` (an item's inset frame or a group's box); each
    /// resolves its size against the container's size.
    private func attach(_ items: [NSCollectionLayoutSupplementaryItem], to container: CGRect, leaf: Int, into solved: inout SolvedGroup) {
        for item in items {
            let size = item.layoutSize.resolve(in: container.size)
            solved.supplementaries.append(
                .init(
                    kind: item.elementKind, frame: item.containerAnchor.frame(of: size, in: container, itemAnchor: item.itemAnchor),
                    zIndex: item.zIndex, leaf: leaf))
        }
    }
}
