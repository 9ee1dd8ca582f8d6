import Foundation

/// iOS's declarations of UITabBar the SDK had not, kept and inert (sdk-surface standins).
extension UITabBar {
    public enum ItemPositioning: Int, Hashable, Sendable {
        case automatic = 0
        case centered = 2
        case fill = 1
    }
}
