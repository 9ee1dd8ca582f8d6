import Foundation

/// iOS's declarations of UINavigationItem the SDK had not, kept and inert (sdk-surface standins).
extension UINavigationItem {
    public enum ItemStyle: Int, Hashable, Sendable {
        case browser = 1
        case editor = 2
        case navigator = 0
    }

    public enum SearchBarPlacement: Int, Hashable, Sendable {
        case automatic = 0
        case inline = 1
        case stacked = 2
    }
}
