import Foundation

/// iOS's declarations of UIContextMenuConfiguration the SDK had not, kept and inert (sdk-surface standins).
extension UIContextMenuConfiguration {
    public enum ElementOrder: Int, Hashable, Sendable {
        case automatic = 0
        case fixed = 2
        case priority = 1
    }
}
