import Foundation

/// iOS's declarations of UICollectionViewDataSource the SDK had not, kept and inert (sdk-surface standins).
extension UICollectionViewDataSource {
    @MainActor public func collectionView(_ p0: UICollectionView, canMoveItemAt p1: IndexPath) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func collectionView(_ p0: UICollectionView, indexPathForIndexTitle p1: String, at p2: Int) -> IndexPath {
        UIKitOptionalRequirement.markDefault()
        return IndexPath(item: 0, section: 0)
    }

    @MainActor public func collectionView(_ p0: UICollectionView, moveItemAt p1: IndexPath, to p2: IndexPath) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func indexTitles(for p0: UICollectionView) -> [String]? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }
}
