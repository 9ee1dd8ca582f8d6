import Foundation

/// iOS's declarations of UICollectionLayoutListConfiguration the SDK had not, kept and inert (sdk-surface standins).
extension UICollectionLayoutListConfiguration {
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
}
