import UIKit

/// The classic horizontal flow subclass: cards sized from the bounds in prepare(), scaled and
/// faded by their distance from the centre, and a release that rests with a card centred.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    var minimumScale: CGFloat = 0.8 { didSet { invalidateLayout() } }
    var minimumAlpha: CGFloat = 0.5 { didSet { invalidateLayout() } }
    var cardFraction: CGFloat = 0.7 { didSet { invalidateLayout() } }

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 16
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        guard let collectionView else { return super.prepare() }
        collectionView.decelerationRate = .fast
        let bounds = collectionView.bounds
        itemSize = CGSize(width: (bounds.width * cardFraction).rounded(), height: (bounds.height * 0.6).rounded())
        // Room on both sides, so the first and last cards can sit in the centre.
        let side = (bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        super.prepare()
    }

    /// Every scroll changes the scales: invalidate on every bounds change (the flow context
    /// keeps the geometry when only the offset moved).
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(scaled)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(scaled)
    }

    /// scale = 1 − (1 − minimumScale)·min(1, d/w) and the same for alpha, d the distance of the
    /// card's centre from the bounds' centre and w the card's width.
    private func scaled(_ original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView, original.representedElementCategory == .cell else { return original }
        let copy = original.copy() as! UICollectionViewLayoutAttributes
        let distance = abs(copy.center.x - collectionView.bounds.midX)
        let t = min(1, distance / max(itemSize.width, 1))
        let scale = 1 - (1 - minimumScale) * t
        copy.transform = CGAffineTransform(scaleX: scale, y: scale)
        copy.alpha = 1 - (1 - minimumAlpha) * t
        return copy
    }

    /// The card whose centre is nearest the proposed centre comes to rest in the middle.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let half = collectionView.bounds.width / 2
        let proposedCentre = proposedContentOffset.x + half
        let area = CGRect(x: proposedContentOffset.x - collectionView.bounds.width, y: 0,
                          width: collectionView.bounds.width * 3, height: collectionViewContentSize.height)
        let nearest = super.layoutAttributesForElements(in: area)?
            .filter { $0.representedElementCategory == .cell }
            .min { abs($0.center.x - proposedCentre) < abs($1.center.x - proposedCentre) }
        guard let nearest else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - half, y: proposedContentOffset.y)
    }
}
