import UIKit

/// The seed's "drum" variant of PizzaHalfSelectorLayout (seed 000, last section): every row is
/// placed from the frame of the pizza at the screen centre instead of its own cached frame, moved
/// up or down by its normalized offset (at most criticalOffsetFromCenter·1.1), fully opaque, with
/// zIndex rising towards the central pizza so the nearer pizza covers the farther one.
///
/// Headers, snapping and everything else are PizzaHalfSelectorLayout's.
final class PizzaDrumLayout: PizzaHalfSelectorLayout {
    /// The row-height frame centred on the screen centre: where the central pizza sits.
    var centerPizzaFrame: CGRect {
        let bounds = collectionView!.bounds
        let centerY = collectionView!.screenCenterYOffset()
        return CGRect(x: 0, y: centerY - itemSize.height / 2, width: bounds.width, height: itemSize.height)
    }

    override func updateCells(_ cells: [UICollectionViewLayoutAttributes]) {
        for cell in cells {
            let normScale = self.scale(for: cell.indexPath.row)
            let scale = 1 - scaleFactor * abs(normScale)
            cell.alpha = 1  //scale
            cell.frame = self.centerAlignedFrame(for: cell, scale: scale)
            cell.transform = CGAffineTransform(scaleX: scale, y: scale)
            cell.zIndex = self.zIndex(row: cell.indexPath.row)
        }
    }

    override func centerAlignedFrame(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGRect {
        let hOffset = self.horizontalOffset(for: element, scale: scale)
        let vOffset = self.verticalOffset(for: element, scale: scale)

        switch self.orientation {
        case .left:  // Align to right
            return centerPizzaFrame.offsetBy(dx: hOffset - spaceBetweenHalves / 2, dy: vOffset)
        case .right:  // Align to left
            return centerPizzaFrame.offsetBy(dx: -hOffset + spaceBetweenHalves / 2, dy: vOffset)
        }
    }

    private func horizontalOffset(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGFloat {
        let collectionWidth = self.collectionView!.bounds.width
        let scaledElementWidth = centerPizzaFrame.width * scale
        let hOffset = (collectionWidth - scaledElementWidth) / 2
        return hOffset
    }

    /// element.frame is still the cached row frame here: the new frame is set after this returns.
    private func verticalOffset(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGFloat {
        let totalProgress = self.scale(for: element.frame).normalized(by: 1)
        let criticalOffset = criticalOffsetFromCenter * 1.1
        return totalProgress * criticalOffset
    }

    /// The current pizza on top (the number of rows), the rows before it by their row, the rows
    /// after it in reverse: 0 1 2 [10] 5 4 3 2 1 0 for ten rows with the fourth one current.
    private func zIndex(row: Int) -> Int {
        let numberOfCells = self.cache.defaultFrames.count
        if row == self.currentPizzaIndexInt {
            return numberOfCells
        } else if row < self.currentPizzaIndexInt {
            return row
        } else {
            return numberOfCells - row - 1
        }
    }
}
