import Foundation

/// Solves every section of a compositional layout in prepare(): asks the section provider with
/// the environment, resolves each section's group against the section's effective size, and
/// stacks sections, their boundary items and the layout's global ones along the main axis.
struct CompositionalSectionBuilder {
    let configuration: UICollectionViewCompositionalLayoutConfiguration
    let collectionView: UICollectionView
    let preferredSizes: [IndexPath: CGSize]
    let preferredSupplementarySizes: [SupplementaryPath: CGSize]
    let axis: CompositionalAxis
    let traits: UITraitCollection
    /// The collection view's content area: the bounds less the adjusted content insets.
    let contentSize: CGSize

    init(
        configuration: UICollectionViewCompositionalLayoutConfiguration, collectionView: UICollectionView,
        preferredSizes: [IndexPath: CGSize], preferredSupplementarySizes: [SupplementaryPath: CGSize]
    ) {
        self.configuration = configuration
        self.collectionView = collectionView
        self.preferredSizes = preferredSizes
        self.preferredSupplementarySizes = preferredSupplementarySizes
        axis = CompositionalAxis(vertical: configuration.scrollDirection == .vertical)
        let bounds = collectionView.bounds, adjusted = collectionView.adjustedContentInset
        contentSize = CGSize(
            width: max(0, bounds.width - adjusted.left - adjusted.right),
            height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        traits = collectionView.traitCollection
    }

    /// Insets the `reference` adds on the cross axis (the safe area or the margins beyond the
    /// adjusted content inset), which the layout's container reports as its content insets.
    func referenceInsets(_ reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        let adjusted = collectionView.adjustedContentInset
        let measured: UIEdgeInsets
        switch reference {
        case .automatic, .safeArea: measured = UIEdgeInsets.zero.measured(from: collectionView.safeAreaInsets, adjusted: adjusted)
        case .layoutMargins: measured = UIEdgeInsets.zero.measured(from: collectionView.layoutMarginsFromEdges, adjusted: adjusted)
        case .readableContent: measured = UIEdgeInsets.zero.measured(from: collectionView.readableContentFromEdges, adjusted: adjusted)
        case .none: measured = .zero
        }
        return axis.vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: measured.left, bottom: 0, trailing: measured.right)
            : NSDirectionalEdgeInsets(top: measured.top, leading: 0, bottom: measured.bottom, trailing: 0)
    }

    var environment: NSCollectionLayoutEnvironment {
        LayoutEnvironment(
            container: LayoutContainer(contentSize: contentSize, contentInsets: referenceInsets(configuration.contentInsetsReference)),
            traitCollection: traits)
    }

    /// The layout's sections and global boundary items, and the content's extent.
    func build(provider: UICollectionViewCompositionalLayoutSectionProvider) -> CompositionalGeometry {
        let environment = self.environment
        var cursor: CGFloat = 0
        let global = configuration.boundarySupplementaryItems
        let globalSizes = global.map { $0.layoutSize.resolve(in: contentSize) }
        for (item, size) in zip(global, globalSizes) where item.extendsBoundary && atStart(item.alignment) {
            cursor = max(cursor, axis.main(size))
        }
        var sections: [CompositionalSection] = []
        let count = collectionView.numberOfSections
        sections.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 { cursor += configuration.interSectionSpacing }
            guard let section = provider(index, environment) else {
                // No section from the provider: an empty one holds the index, taking no room.
                sections.append(
                    CompositionalSection(
                        start: cursor, end: cursor, itemCount: 0, perGroup: 1,
                        groups: .varied([], origins: [], firstItems: []), boundaries: [], decorations: []))
                continue
            }
            let solved = build(section, index: index, start: cursor)
            sections.append(solved)
            cursor = solved.end
        }
        var end = cursor
        var globals: [CompositionalSection.Boundary] = []
        for (item, size) in zip(global, globalSizes) {
            let start = atStart(item.alignment)
            let main = start ? 0 : cursor
            if !start && item.extendsBoundary { end = max(end, cursor + axis.main(size)) }
            globals.append(boundary(item, size: size, main: main, crossStart: 0, crossLength: axis.cross(contentSize), atStart: start))
        }
        return CompositionalGeometry(axis: axis, sections: sections, globals: globals, contentLength: axis.cross(contentSize), end: end)
    }

    private func atStart(_ alignment: NSRectAlignment) -> Bool {
        axis.vertical ? !alignment.edges.contains(.bottom) : !alignment.edges.contains(.trailing)
    }

    private func build(_ section: NSCollectionLayoutSection, index: Int, start: CGFloat) -> CompositionalSection {
        let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
        let extra = referenceInsets(reference)
        let insets = NSDirectionalEdgeInsets(
            top: section.contentInsets.top + extra.top, leading: section.contentInsets.leading + extra.leading,
            bottom: section.contentInsets.bottom + extra.bottom,
            trailing: section.contentInsets.trailing + extra.trailing)
        let sectionSize = CGSize(width: max(0, contentSize.width - insets.horizontal), height: max(0, contentSize.height - insets.vertical))
        let mainStartInset = axis.vertical ? insets.top : insets.leading, mainEndInset = axis.vertical ? insets.bottom : insets.trailing
        var crossStart = axis.vertical ? insets.leading : insets.top
        var crossEndInset = axis.vertical ? insets.trailing : insets.bottom
        let itemCount = collectionView.numberOfItems(inSection: index)
        let orthogonal = section.orthogonalScrollingBehavior != .none

        // Headers and footers: their cross extent follows the section's insets unless told not to,
        // measured from their own reference (supplementaryContentInsetsReference; .automatic: the
        // section's): .none spans the content less the section's own insets alone.
        let follows = section.supplementariesFollowContentInsets
        let supplementaryReference = section.supplementaryContentInsetsReference == .automatic ? reference : section.supplementaryContentInsetsReference
        let supplementaryExtra = referenceInsets(supplementaryReference)
        let supplementaryInsets = NSDirectionalEdgeInsets(
            top: section.contentInsets.top + supplementaryExtra.top, leading: section.contentInsets.leading + supplementaryExtra.leading,
            bottom: section.contentInsets.bottom + supplementaryExtra.bottom, trailing: section.contentInsets.trailing + supplementaryExtra.trailing)
        let supplementaryCross =
            axis.vertical ? max(0, contentSize.width - supplementaryInsets.horizontal) : max(0, contentSize.height - supplementaryInsets.vertical)
        let boundaryCross = follows ? supplementaryCross : axis.cross(contentSize)
        let boundaryCrossStart = follows ? (axis.vertical ? supplementaryInsets.leading : supplementaryInsets.top) : 0
        let boundaryContainer =
            axis.vertical ? CGSize(width: boundaryCross, height: contentSize.height) : CGSize(width: contentSize.width, height: boundaryCross)
        let boundarySizes = section.boundarySupplementaryItems.map { item -> CGSize in
            var size = item.layoutSize.resolve(in: boundaryContainer)
            // A self-sized header or footer takes its fitted extent on its estimated dimensions.
            if let fitted = preferredSupplementarySizes[SupplementaryPath(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index))] {
                if item.layoutSize.widthDimension.isEstimated { size.width = fitted.width }
                if item.layoutSize.heightDimension.isEstimated { size.height = fitted.height }
            }
            return size
        }
        var leading: CGFloat = 0, trailing: CGFloat = 0
        for (item, size) in zip(section.boundarySupplementaryItems, boundarySizes) where item.extendsBoundary {
            // An item moved inward by its offset reserves up to its far edge.
            let inward = max(
                0,
                axis.vertical
                    ? (atStart(item.alignment) ? item.offset.y : -item.offset.y)
                    : (atStart(item.alignment) ? item.offset.x : -item.offset.x))
            if atStart(item.alignment) { leading = max(leading, axis.main(size) + inward) } else { trailing = max(trailing, axis.main(size) + inward) }
        }

        let groupsStart = start + leading + mainStartInset
        let groupSize = section.group.layoutSize.resolve(in: sectionSize)
        if section.orthogonalScrollingBehavior == .groupPagingCentered {
            // Centred paging: room before the first group and after the last to centre them.
            let centring = (axis.cross(contentSize) - axis.cross(groupSize)) / 2
            crossStart = max(crossStart, centring)
            crossEndInset = max(crossEndInset, centring)
        }
        let repeated = CompositionalGroupSolver(traits: traits, preferred: nil).solve(section.group, size: groupSize)
        let perGroup = max(1, repeated.items.count)
        let groupCount = repeated.items.isEmpty ? 0 : (itemCount + perGroup - 1) / perGroup
        let placed = place(
            section, index: index, solved: repeated, groupSize: groupSize, perGroup: perGroup, groupCount: groupCount,
            itemCount: itemCount, groupsStart: groupsStart, crossStart: crossStart, orthogonal: orthogonal)
        let footerStart = placed.groupsEnd + mainEndInset
        let end = footerStart + trailing

        var boundaries: [CompositionalSection.Boundary] = []
        for (item, size) in zip(section.boundarySupplementaryItems, boundarySizes) {
            let head = atStart(item.alignment)
            let main = head ? start : (item.extendsBoundary ? footerStart : footerStart - axis.main(size))
            boundaries.append(boundary(item, size: size, main: main, crossStart: boundaryCrossStart, crossLength: boundaryCross, atStart: head))
        }
        // Backgrounds cover the whole section, boundary items and insets included, less their own insets.
        let whole = CGRect(
            origin: axis.point(main: start, cross: 0),
            size: axis.vertical ? CGSize(width: contentSize.width, height: end - start) : CGSize(width: end - start, height: contentSize.height))
        let decorations = section.decorationItems.map { item in
            let i = item.contentInsets
            return CompositionalSection.Decoration(
                kind: item.elementKind,
                frame: CGRect(
                    x: whole.minX + i.leading, y: whole.minY + i.top,
                    width: whole.width - i.horizontal, height: whole.height - i.vertical),
                zIndex: item.zIndex)
        }
        var solved = CompositionalSection(
            start: start, end: end, itemCount: groupCount == 0 ? 0 : itemCount, perGroup: perGroup,
            groups: placed.groups, boundaries: boundaries, decorations: decorations)
        solved.handler = section.visibleItemsInvalidationHandler
        if orthogonal, case .varied(let groups, let origins, _) = placed.groups, let firstOrigin = origins.first, let lastGroup = groups.last,
            let lastOrigin = origins.last
        {
            // Self-sized groups: each rests at its own leading edge.
            let firstCross = axis.cross(CGSize(width: firstOrigin.x, height: firstOrigin.y))
            let lastEnd = axis.cross(CGSize(width: lastOrigin.x, height: lastOrigin.y)) + axis.cross(lastGroup.size)
            let contentLength = lastEnd + placed.crossAfter + crossEndInset
            let rate = section.orthogonalScrollingProperties.decelerationRate
            var rule = OrthogonalRestingRule(
                behavior: section.orthogonalScrollingBehavior, stride: 0, groupCount: groups.count,
                maximum: max(0, contentLength - axis.cross(contentSize)))
            rule.edges = origins.map { axis.cross(CGSize(width: $0.x, height: $0.y)) - firstCross }
            solved.scrolling = .init(
                behavior: section.orthogonalScrollingBehavior, rule: rule, contentLength: contentLength,
                decelerationRate: rate == .automatic ? OrthogonalRestingRule.automaticRate(for: section.orthogonalScrollingBehavior) : rate.rawValue,
                bounce: section.orthogonalScrollingProperties.bounce)
        } else if orthogonal, case .repeated(_, let first, let step, _) = placed.groups {
            let stride = axis.cross(CGSize(width: step.x, height: step.y))
            let firstCross = axis.cross(CGSize(width: first.x, height: first.y))
            // The row: up to the last group's far edge, its trailing edge spacing and the inset.
            let lastEnd = groupCount == 0 ? firstCross : firstCross + CGFloat(groupCount - 1) * stride + axis.cross(groupSize)
            let contentLength = lastEnd + placed.crossAfter + crossEndInset
            let visible = axis.cross(contentSize)
            let rate = section.orthogonalScrollingProperties.decelerationRate
            solved.scrolling = .init(
                behavior: section.orthogonalScrollingBehavior,
                rule: OrthogonalRestingRule(
                    behavior: section.orthogonalScrollingBehavior, stride: stride, groupCount: groupCount,
                    maximum: max(0, contentLength - visible)),
                contentLength: contentLength,
                decelerationRate: rate == .automatic ? OrthogonalRestingRule.automaticRate(for: section.orthogonalScrollingBehavior) : rate.rawValue,
                bounce: section.orthogonalScrollingProperties.bounce)
        }
        return solved
    }

    /// The section's groups: repeated by offset, unless a cell of the section has self-sized, in
    /// which case the items are dealt to groups again in order, each group solved with its cells'
    /// sizes and holding as many as fit (a wide chip wraps the row, narrow ones share one), and an
    /// estimated group axis grows to fit them.
    private func place(
        _ section: NSCollectionLayoutSection, index: Int, solved: SolvedGroup, groupSize: CGSize, perGroup: Int,
        groupCount: Int, itemCount: Int, groupsStart: CGFloat, crossStart: CGFloat, orthogonal: Bool
    )
        -> (groups: CompositionalSection.Groups, groupsEnd: CGFloat, crossAfter: CGFloat)
    {
        // The group's own edge spacing separates it from its neighbours along the axis it
        // repeats on (fixed or flexible alike: there is no leftover to share in a section).
        let e = section.group.edgeSpacing
        let repeatsAcross = orthogonal
        let before = (repeatsAcross == axis.vertical ? e?.leading : e?.top)?.spacing ?? 0
        let after = (repeatsAcross == axis.vertical ? e?.trailing : e?.bottom)?.spacing ?? 0
        let first = orthogonal ? axis.point(main: groupsStart, cross: crossStart + before) : axis.point(main: groupsStart + before, cross: crossStart)
        let spacing = section.interGroupSpacing + before + after
        let selfSized = preferredSizes.keys.contains { $0.section == index }
        if selfSized && orthogonal {
            return placeAcross(
                section, index: index, groupSize: groupSize, itemCount: itemCount, groupsStart: groupsStart,
                crossStart: crossStart + before, spacing: spacing, after: after)
        }
        if !selfSized || orthogonal {
            let step = orthogonal ? axis.point(main: 0, cross: axis.cross(groupSize) + spacing) : axis.point(main: axis.main(groupSize) + spacing, cross: 0)
            let end =
                groupCount == 0
                ? groupsStart
                : orthogonal
                    ? groupsStart + axis.main(groupSize)
                    : groupsStart + before + CGFloat(groupCount) * axis.main(groupSize) + CGFloat(groupCount - 1) * spacing + after
            return (.repeated(solved, first: first, step: step, count: groupCount), end, after)
        }
        var groups: [SolvedGroup] = [], origins: [CGPoint] = [], firstItems: [Int] = []
        var cursor = groupsStart + before
        let estimatedMain = axis.vertical ? section.group.layoutSize.heightDimension.isEstimated : section.group.layoutSize.widthDimension.isEstimated
        var next = 0
        while next < itemCount {
            let first = next
            var (group, taken) = groupOfSelfSizedItems(section, index: index, from: first, itemCount: itemCount, size: groupSize)
            if estimatedMain, let extent = group.items.prefix(taken).map({ axis.vertical ? $0.frame.maxY : $0.frame.maxX }).max() {
                group.size = axis.vertical ? CGSize(width: groupSize.width, height: extent) : CGSize(width: extent, height: groupSize.height)
            }
            if !groups.isEmpty { cursor += spacing }
            groups.append(group)
            origins.append(axis.point(main: cursor, cross: crossStart))
            firstItems.append(first)
            cursor += axis.main(group.size)
            next += taken
        }
        return (.varied(groups, origins: origins, firstItems: firstItems), groups.isEmpty ? groupsStart : cursor + after, 0)
    }

    /// The group holding the section's items from `first` on, solved with their self-sized
    /// sizes, and how many of its leaves hold items (leaves past the last item are not the data's:
    /// they neither take items nor size the group).
    private func groupOfSelfSizedItems(
        _ section: NSCollectionLayoutSection, index: Int, from first: Int, itemCount: Int,
        size: CGSize
    ) -> (SolvedGroup, Int) {
        let solver = CompositionalGroupSolver(traits: traits) { leaf in
            self.preferredSizes[IndexPath(item: first + leaf, section: index)]
        }
        let group = solver.solve(section.group, size: size)
        return (group, max(1, min(group.items.count, itemCount - first)))
    }

    /// A section scrolling sideways whose cells have self-sized: its items dealt to groups in
    /// order, each group as long across as its items on an estimated axis, one after another
    /// along the row; the row as high as its highest group on an estimated main axis.
    private func placeAcross(
        _ section: NSCollectionLayoutSection, index: Int, groupSize: CGSize, itemCount: Int, groupsStart: CGFloat,
        crossStart: CGFloat, spacing: CGFloat, after: CGFloat
    )
        -> (groups: CompositionalSection.Groups, groupsEnd: CGFloat, crossAfter: CGFloat)
    {
        let size = section.group.layoutSize
        let estimatedCross = axis.vertical ? size.widthDimension.isEstimated : size.heightDimension.isEstimated
        let estimatedMain = axis.vertical ? size.heightDimension.isEstimated : size.widthDimension.isEstimated
        var groups: [SolvedGroup] = [], origins: [CGPoint] = [], firstItems: [Int] = []
        var cursor = crossStart, rowLength = axis.main(groupSize), next = 0
        while next < itemCount {
            let first = next
            var (group, taken) = groupOfSelfSizedItems(section, index: index, from: first, itemCount: itemCount, size: groupSize)
            let items = group.items.prefix(taken)
            var grown = group.size
            if estimatedCross, let extent = items.map({ axis.vertical ? $0.frame.maxX : $0.frame.maxY }).max() {
                if axis.vertical { grown.width = extent } else { grown.height = extent }
            }
            if estimatedMain, let extent = items.map({ axis.vertical ? $0.frame.maxY : $0.frame.maxX }).max() {
                if axis.vertical { grown.height = extent } else { grown.width = extent }
                rowLength = groups.isEmpty ? extent : max(rowLength, extent)
            }
            group.size = grown
            if !groups.isEmpty { cursor += spacing }
            groups.append(group)
            origins.append(axis.point(main: groupsStart, cross: cursor))
            firstItems.append(first)
            cursor += axis.cross(group.size)
            next += taken
        }
        return (.varied(groups, origins: origins, firstItems: firstItems), groupsStart + rowLength, after)
    }

    private func boundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, main: CGFloat, crossStart: CGFloat,
        crossLength: CGFloat, atStart: Bool
    ) -> CompositionalSection.Boundary {
        // Across the axis: the anchor's rule within the cross extent; along it: at `main`.
        let edges = item.alignment.edges
        let a: CGFloat =
            axis.vertical
            ? (edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5)
            : (edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5)
        let cross = crossStart + a * (crossLength - axis.cross(size))
        let origin = axis.point(main: main, cross: cross)
        let frame = CGRect(x: origin.x + item.offset.x, y: origin.y + item.offset.y, width: size.width, height: size.height)
        return .init(kind: item.elementKind, frame: frame, zIndex: item.zIndex, pins: item.pinToVisibleBounds, atStart: atStart)
    }
}
