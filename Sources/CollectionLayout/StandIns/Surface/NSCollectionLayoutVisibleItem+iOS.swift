import Foundation

/// iOS's declarations of NSCollectionLayoutVisibleItem the SDK had not, kept and inert (sdk-surface standins).
extension NSCollectionLayoutVisibleItem {
    @MainActor public var name: String { "" }
}
