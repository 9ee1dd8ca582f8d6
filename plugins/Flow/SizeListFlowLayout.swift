import UIKit

/// A plain flow layout that carries the list its delegate sizes items from.
final class SizeListFlowLayout: UICollectionViewFlowLayout {
    var itemSizes: [CGSize] = [CGSize(width: 60, height: 60), CGSize(width: 120, height: 60), CGSize(width: 90, height: 90)] {
        didSet { invalidateLayout() }
    }
}

/// The delegate an app would write: a size per item, here taken from the layout's list in turn.
final class ItemSizeList: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let sizes = (collectionViewLayout as? SizeListFlowLayout)?.itemSizes, !sizes.isEmpty else { return .zero }
        return sizes[indexPath.item % sizes.count]
    }
}
