import Foundation

/// A collection view's prefetching data source, as an app's controller adopts it: kept by the
/// collection view, never asked here (the host prefetches nothing). Cancelling is optional, as
/// on iOS: its default does nothing.
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        UIKitOptionalRequirement.markDefault()
    }
}
