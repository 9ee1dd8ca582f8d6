import Foundation

/// What the host needs to scroll an orthogonal section: its extent, physics and resting rule.
struct OrthogonalSectionInfo {
    var section: Int
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var contentLength: CGFloat
    var visibleLength: CGFloat
    var decelerationRate: CGFloat?
    var bounce: UICollectionLayoutSectionOrthogonalScrollingBounce
}

extension UICollectionViewCompositionalLayout {
    /// The sections that scroll sideways, as last solved.
    func orthogonalSections() -> [OrthogonalSectionInfo] {
        geometry.sections.enumerated().compactMap { index, section in
            guard let scrolling = section.scrolling else { return nil }
            return OrthogonalSectionInfo(
                section: index, behavior: scrolling.behavior, contentLength: scrolling.contentLength,
                visibleLength: geometry.contentLength, decelerationRate: scrolling.decelerationRate,
                bounce: scrolling.bounce)
        }
    }

    /// Where a sideways release of `section` rests (OrthogonalRestingRule); nil when the section
    /// does not scroll sideways.
    func orthogonalTarget(section: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat? {
        guard geometry.sections.indices.contains(section), let scrolling = geometry.sections[section].scrolling else { return nil }
        let current = collectionView?.orthogonalOffset(ofSection: section) ?? 0
        return scrolling.rule.target(current: current, proposed: proposed, velocity: velocity)
    }
}

/// The attributes a visible-items handler adjusts are the layout's attributes themselves.
extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
