import Foundation

/// Reads a flow layout's inputs in prepare(): per section, the delegate's answers where it
/// implements a method and the layout's properties where it does not, the section insets
/// measured from `sectionInsetReference`, and each item's size (self-sized ones included).
struct FlowMetricsReader {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let preferredSizes: [IndexPath: CGSize]
    let axis: FlowAxis

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView, preferredSizes: [IndexPath: CGSize]) {
        self.layout = layout
        self.collectionView = collectionView
        self.preferredSizes = preferredSizes
        axis = FlowAxis(vertical: layout.scrollDirection == .vertical)
    }

    /// The extent inside a line: the bounds less the adjusted content insets on that axis.
    var contentLength: CGFloat {
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        return axis.vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
    }

    func sections() -> [FlowSectionMetrics] {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        layout.delegateLacks = []
        return (0..<collectionView.numberOfSections).map { section in
            func ask<Value>(_ metric: FlowDelegateMetric, _ property: Value, _ call: (UICollectionViewDelegateFlowLayout) -> Value) -> Value {
                guard let delegate, !layout.delegateLacks.contains(metric) else { return property }
                return call(delegate)
            }
            let cv = collectionView, l = layout
            let inset = ask(.sectionInset, l.sectionInset) { $0.collectionView(cv, layout: l, insetForSectionAt: section) }
            let header = ask(.headerSize, l.headerReferenceSize) { $0.collectionView(cv, layout: l, referenceSizeForHeaderInSection: section) }
            let footer = ask(.footerSize, l.footerReferenceSize) { $0.collectionView(cv, layout: l, referenceSizeForFooterInSection: section) }
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = sizes(section: section, count: count, delegate: delegate)
            var lineSpacing = ask(.lineSpacing, l.minimumLineSpacing) { $0.collectionView(cv, layout: l, minimumLineSpacingForSectionAt: section) }
            var interitemSpacing = ask(.interitemSpacing, l.minimumInteritemSpacing) {
                $0.collectionView(cv, layout: l, minimumInteritemSpacingForSectionAt: section)
            }
            // A device's horizontal flow layout with items of different sizes swaps the two:
            // columns apart by the interitem spacing, items in a column by the line spacing
            // (`help decisions`: Apple forums thread 766161, radar 47732322, UIKit's own code).
            var insets = axis.insets(effective(inset))
            if !axis.vertical, case .each(let all) = sizes {
                swap(&lineSpacing, &interitemSpacing)
                // An item taller than a column holds leaves that path's first column empty: the
                // columns start one column gap in (x 5, 70, 155 for gaps of 5).
                if let tallest = all.map(axis.length).max(), tallest > contentLength - insets.alongStart - insets.alongEnd + 0.001 {
                    insets.acrossStart += lineSpacing
                }
            }
            return FlowSectionMetrics(
                itemCount: count, sizes: sizes, insets: insets,
                lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
                headerThickness: axis.thickness(header), footerThickness: axis.thickness(footer))
        }
    }

    /// Item sizes: the delegate's for each item when it answers, else `itemSize`; with self-sizing
    /// on, a reported size replaces the estimate (the delegate's size, or `estimatedItemSize`,
    /// or `itemSize` for `automaticSize`).
    private func sizes(section: Int, count: Int, delegate: UICollectionViewDelegateFlowLayout?) -> FlowSectionMetrics.Sizes {
        let selfSizing = layout.estimatedItemSize != .zero
        var base: CGSize? = layout.itemSize
        if selfSizing && layout.estimatedItemSize != UICollectionViewFlowLayout.automaticSize { base = layout.estimatedItemSize }
        var each: [CGSize]?
        if let delegate, count > 0, !layout.delegateLacks.contains(.itemSize) {
            let first = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: section))
            if !layout.delegateLacks.contains(.itemSize) {
                var all = [first]
                all.reserveCapacity(count)
                for item in 1..<count {
                    all.append(delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: section)))
                }
                each = all
                base = nil
            }
        }
        if selfSizing, preferredSizes.keys.contains(where: { $0.section == section }) {
            var all = each ?? Array(repeating: base ?? layout.itemSize, count: count)
            for (path, size) in preferredSizes where path.section == section && all.indices.contains(path.item) { all[path.item] = size }
            each = all
        }
        if let each { return FlowSectionMetrics.sizes(each) }
        return .uniform(base ?? layout.itemSize)
    }

    /// `sectionInset` measured from the reference: from the content inset as given; from the
    /// safe area or the layout margins, never inside the adjusted content inset.
    private func effective(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        switch layout.sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: return inset.measured(from: collectionView.safeAreaInsets, adjusted: collectionView.adjustedContentInset)
        case .fromLayoutMargins: return inset.measured(from: collectionView.layoutMarginsFromEdges, adjusted: collectionView.adjustedContentInset)
        }
    }
}
