import Foundation

/// iOS's declarations of UINavigationBar the SDK had not, kept and inert (sdk-surface standins).
extension UINavigationBar {
    public enum NSToolbarSection: Int, Hashable, Sendable {
        case content = 3
        case none = 0
        case sidebar = 1
        case supplementary = 2
    }
}
