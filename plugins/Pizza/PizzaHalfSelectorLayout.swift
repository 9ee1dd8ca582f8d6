import UIKit

/// Which half of the pizza a collection shows; the layout aligns it to the screen centre.
enum PizzaHalfOrientation: String, CaseIterable, LayoutParameterValue {
    case left
    case right

    func opposite() -> PizzaHalfOrientation {
        switch self {
        case .left: return .right
        case .right: return .left
        }
    }
}

/// The seed's PizzaHalfSelectorLayout (seed 000): a TableLayout whose rows shrink and fade with
/// their distance from the screen centre, aligned to the centre line between the two halves,
/// with a header above the central pizza, snapping to a pizza when scrolling ends.
///
/// The seed's static constants (criticalOffsetFromCenter, scaleFactor) are instance properties
/// here so the workbench can tune them; their defaults are the seed's values.
class PizzaHalfSelectorLayout: TableLayout {
    init(orientation: PizzaHalfOrientation) {
        self.orientation = orientation
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The half this collection shows: .left aligns its rows to the right edge, .right to the left.
    var orientation: PizzaHalfOrientation {
        didSet { invalidateLayout() }
    }

    /// How far (points) a row's centre may move from the screen centre before it stops changing.
    var criticalOffsetFromCenter: CGFloat = 200 {
        didSet { invalidateLayout() }
    }

    /// How much a row shrinks at the critical offset: size scale = 1 − scaleFactor·|normalized|.
    var scaleFactor: CGFloat = 0.4 {
        didSet { invalidateLayout() }
    }

    /// The gap between the left and the right half, in points.
    var spaceBetweenHalves: CGFloat = 8 {
        didSet { invalidateLayout() }
    }

    let cellZLevel = 0
    let headerZLevel = 100

    // MARK: - UICollectionViewLayout

    override func prepare() {
        super.prepare()
        // The seed's controller sets this once on its collection view; the layout does it here,
        // the only place it meets the collection view before scrolling starts.
        if collectionView!.decelerationRate != .fast {
            collectionView!.decelerationRate = .fast
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let elements = super.layoutAttributesForElements(in: rect) else { return nil }
        let cells = elements.filter { $0.representedElementCategory == .cell }
        self.updateCells(cells)

        let visiblePaths = cells.map { $0.indexPath }
        let headers = self.headers(for: visiblePaths)
        updateHeaders(headers)

        let visibleHeaders = headers.filter { $0.alpha > 0 }
        return cells + visibleHeaders
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = defaultFrameForHeader(at: indexPath)
        attributes.zIndex = headerZLevel
        return attributes
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let pizzaIndex = pizzaIndexInt(offset: proposedContentOffset)
        let projectedOffset = contentOffset(for: pizzaIndex)

        let sameCell = pizzaIndex == currentPizzaIndexInt
        if sameCell {
            animateBackwardScroll(to: pizzaIndex)
            return collectionView!.contentOffset  // Stop scroll, we've animated manually
        }

        return projectedOffset
    }

    /// A bit of magic. Without that, high velocity moves cells backward very fast.
    /// We slow down the animation.
    private func animateBackwardScroll(to pizzaIndex: Int) {
        let path = IndexPath(row: pizzaIndex, section: 0)
        collectionView?.scrollToItem(at: path, at: .centeredVertically, animated: true)

        // More magic here. Fix double-step animation.
        // You can't do it smoothly without that.
        DispatchQueue.main.async {
            self.collectionView?.scrollToItem(at: path, at: .centeredVertically, animated: true)
        }
    }

    // MARK: - Cells

    /// Scale, alpha, centre alignment and zIndex of every visible cell, for the current bounds.
    func updateCells(_ cells: [UICollectionViewLayoutAttributes]) {
        for cell in cells {
            let normScale = scale(for: cell.indexPath.row)
            let scale = 1 - scaleFactor * abs(normScale)
            cell.alpha = scale
            cell.frame = centerAlignedFrame(for: cell, scale: scale)  // the frame before the transform
            cell.transform = CGAffineTransform(scaleX: scale, y: scale)
            cell.zIndex = cellZLevel
        }
    }

    func centerAlignedFrame(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGRect {
        let hOffset = horizontalOffset(for: element, scale: scale)
        let vOffset = verticalOffset(for: element, scale: scale)

        switch orientation {
        case .left:  // Align to right
            return element.frame.offsetBy(dx: +hOffset - spaceBetweenHalves / 2, dy: vOffset)
        case .right:  // Align to left
            return element.frame.offsetBy(dx: -hOffset + spaceBetweenHalves / 2, dy: vOffset)
        }
    }

    private func horizontalOffset(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGFloat {
        let collectionWidth = collectionView!.bounds.width
        let scaledElementWidth = element.frame.width * scale
        let hOffset = (collectionWidth - scaledElementWidth) / 2
        return hOffset
    }

    private func verticalOffset(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGFloat {
        let offsetFromCenter = offsetFromScreenCenter(element.frame)
        let vOffset: CGFloat = PizzaHalfSelectorLayout.verticalOffset(
            offsetFromCenter: offsetFromCenter, scale: scale)
        return vOffset
    }

    static func verticalOffset(offsetFromCenter: CGFloat, scale: CGFloat) -> CGFloat {
        return -offsetFromCenter / 4 * scale
    }

    // MARK: - Headers

    func headers(for paths: [IndexPath]) -> [UICollectionViewLayoutAttributes] {
        let headers: [UICollectionViewLayoutAttributes] = paths.map {
            layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: $0)
        }.compactMap { $0 }
        return headers
    }

    /// Fixed on the screen: the frame moves with the bounds.
    func defaultFrameForHeader(at indexPath: IndexPath) -> CGRect {
        let inset = max(collectionView!.layoutMargins.left, collectionView!.layoutMargins.right)

        let y = collectionView!.bounds.minY
        let height = collectionView!.bounds.height
        let width = collectionView!.bounds.width

        let headerWidth = width - inset * 2
        let headerHeight: CGFloat = 60

        let vOffset: CGFloat = 30
        let screenY = (height - itemSize.height) / 2 - headerHeight / 2 - vOffset

        return CGRect(x: inset, y: y + screenY, width: headerWidth, height: headerHeight)
    }

    func updateHeaders(_ headers: [UICollectionViewLayoutAttributes]) {
        for header in headers {
            let scale = self.scale(for: header.indexPath.row)
            let alpha = 1 - abs(scale)
            header.alpha = alpha

            let translation = 20 * scale
            header.transform = CGAffineTransform(translationX: 0, y: translation)
        }
    }
}

// MARK: - Pizza index

extension PizzaHalfSelectorLayout {
    func contentOffset(for pizzaIndex: Int) -> CGPoint {
        let cellHeight = itemSize.height
        let screenHalf = collectionView!.bounds.height / 2

        let midY = cellHeight * CGFloat(pizzaIndex) + cellHeight / 2
        let newY = midY - screenHalf
        return CGPoint(x: 0, y: newY)
    }

    func pizzaIndex(offset: CGPoint) -> CGFloat {
        let cellHeight = itemSize.height
        let proposedCenterY = collectionView!.screenCenterYOffset(for: offset)
        let pizzaIndex = proposedCenterY / cellHeight
        return pizzaIndex
    }

    /// The pizza under the screen centre at `offset`, as a row that exists. The seed's
    /// `Int(pizzaIndex(offset:))` traps for offsets past Int's range (10^300 scrolled away).
    func pizzaIndexInt(offset: CGPoint) -> Int {
        let lastRow = max(0, collectionView!.numberOfItems(inSection: 0) - 1)
        let index = pizzaIndex(offset: offset)
        return index.isNaN ? 0 : Int(max(0, min(CGFloat(lastRow), index)))
    }

    /// The pizza under the screen centre at the current offset.
    var currentPizzaIndexInt: Int {
        return pizzaIndexInt(offset: collectionView!.contentOffset)
    }
}

// MARK: - Scale

extension PizzaHalfSelectorLayout {
    /// The row's offset from the screen centre, normalized to −1…1.
    func scale(for row: Int) -> CGFloat {
        let frame = cache.defaultCellFrame(atRow: row)
        let scale = self.scale(for: frame)
        return scale.normalized
    }

    /// The frame's offset from the screen centre in units of criticalOffsetFromCenter (unclamped).
    func scale(for frame: CGRect) -> CGFloat {
        let criticalOffset = criticalOffsetFromCenter
        let centerOffset = offsetFromScreenCenter(frame)
        let relativeOffset = centerOffset / criticalOffset
        return relativeOffset
    }

    func offsetFromScreenCenter(_ frame: CGRect) -> CGFloat {
        return frame.midY - collectionView!.screenCenterYOffset()
    }
}

extension UIScrollView {
    func screenCenterYOffset(for offset: CGPoint? = nil) -> CGFloat {
        let offsetY = offset?.y ?? contentOffset.y
        let contentOffsetY = offsetY + bounds.height / 2
        return contentOffsetY
    }
}

extension CGFloat {
    /// Clamped to −1…1.
    var normalized: CGFloat {
        return CGFloat.minimum(1, CGFloat.maximum(-1, self))
    }

    /// Clamped to −limit…limit.
    func normalized(by limit: CGFloat) -> CGFloat {
        return CGFloat.minimum(limit, CGFloat.maximum(-limit, self))
    }
}
