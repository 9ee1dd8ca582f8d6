import Foundation

/// What the SDK's own layouts (flow, compositional) share: making attributes of the layout's
/// `layoutAttributesClass`, the pinning rule of headers and footers, and finding the sections a
/// range meets.
extension UICollectionViewLayout {
    /// Attributes of `layoutAttributesClass` (a subclass's custom class when it overrides it).
    func makeAttributes(
        _ category: UICollectionView.ElementCategory, kind: String? = nil, indexPath: IndexPath,
        frame: CGRect, zIndex: Int = 0
    ) -> UICollectionViewLayoutAttributes {
        makeAttributes(
            category, kind: kind, section: indexPath.count > 0 ? indexPath[0] : 0, item: indexPath.count > 1 ? indexPath[1] : 0,
            frame: frame, zIndex: zIndex)
    }

    /// The same, by section and item (a flow query's cells, without an index path each).
    func makeAttributes(
        _ category: UICollectionView.ElementCategory, kind: String? = nil, section: Int, item: Int,
        frame: CGRect, zIndex: Int = 0
    ) -> UICollectionViewLayoutAttributes {
        guard let type = customAttributesClass else {
            // The base class, whose setters nothing overrides: every property in one write.
            let attributes = UICollectionViewLayoutAttributes()
            attributes.storage = .init(
                center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size, zIndex: zIndex,
                section: section, item: item, category: category)
            attributes.elementKind = kind
            return attributes
        }
        let attributes = type.init()
        attributes.indexPath = IndexPath(item: item, section: section)
        attributes.storage.category = category
        attributes.elementKind = kind
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    /// The visible range along the scroll axis: the bounds less the adjusted content insets.
    func visibleRange(vertical: Bool) -> (start: CGFloat, end: CGFloat)? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        return vertical ? (bounds.minY + inset.top, bounds.maxY - inset.bottom) : (bounds.minX + inset.left, bounds.maxX - inset.right)
    }
}

/// Where a pinned header or footer sits along the scroll axis (docs/uikit-rules.md §3.6, §4.5): a header
/// is held at the visible start until its section's end pushes it off, min(max(visibleStart,
/// natural), end − length); a footer at the visible end until its section's start stops it,
/// max(min(visibleEnd − length, natural), start).
enum PinnedPosition {
    static func header(natural: CGFloat, length: CGFloat, visibleStart: CGFloat, sectionEnd: CGFloat) -> CGFloat {
        min(max(visibleStart, natural), sectionEnd - length)
    }

    static func footer(natural: CGFloat, length: CGFloat, visibleEnd: CGFloat, sectionStart: CGFloat) -> CGFloat {
        max(min(visibleEnd - length, natural), sectionStart)
    }
}

/// Sections in order along the scroll axis, each with a start and an end that only grow.
enum SectionSearch {
    /// The indexes of `count` sections whose extent [start(i), end(i)] touches [a0, a1]: the first
    /// by binary search on the ends, then forward while they start by a1.
    static func touching(count: Int, start: (Int) -> CGFloat, end: (Int) -> CGFloat, _ a0: CGFloat, _ a1: CGFloat) -> Range<Int> {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if end(middle) >= a0 { high = middle } else { low = middle + 1 }
        }
        var last = low
        while last < count, start(last) <= a1 { last += 1 }
        return low..<max(low, last)
    }
}
