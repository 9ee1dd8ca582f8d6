import Foundation

/// iOS's declarations of UICollectionView the SDK had not, kept and inert (sdk-surface standins).
extension UICollectionView {
    public enum ReorderingCadence: Int, Hashable, Sendable {
        case fast = 1
        case immediate = 0
        case slow = 2
    }

    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled = 0
        case enabled = 1
        case enabledIncludingConstraints = 2
    }
}
