import Foundation

/// iOS's declarations of UICollectionViewCell the SDK had not, kept and inert (sdk-surface standins).
extension UICollectionViewCell {
    public enum DragState: Int, Hashable, Sendable {
        case dragging = 2
        case lifting = 1
        case none = 0
    }
}
