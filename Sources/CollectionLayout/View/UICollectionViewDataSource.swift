import Foundation

/// The counts a layout can ask the data source for, as UIKit's UICollectionViewDataSource
/// answers them. The collection view's own data source answers from the host's data.
/// Cells and views are never asked for here (views are not drawn): an app's data source
/// compiles, and its defaults make empty ones.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func collectionView(_ p0: UICollectionView, canMoveItemAt p1: IndexPath) -> Bool
    @MainActor func collectionView(_ p0: UICollectionView, indexPathForIndexTitle p1: String, at p2: Int) -> IndexPath
    @MainActor func collectionView(_ p0: UICollectionView, moveItemAt p1: IndexPath, to p2: IndexPath)
    @MainActor func indexTitles(for p0: UICollectionView) -> [String]?
}

extension UICollectionViewDataSource {
    /// UIKit's default: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        UIKitOptionalRequirement.markDefault()
        return 1
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitOptionalRequirement.markDefault()
        return UICollectionReusableView()
    }
}

/// The host's data as a data source: the counts the collection view has.
final class HostDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView.numberOfItems(inSection: section)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { collectionView.numberOfSections }
}
