import Foundation

/// iOS's declarations of UISearchController the SDK had not, kept and inert (sdk-surface standins).
extension UISearchController {
    public enum ScopeBarActivation: Int, Hashable, Sendable {
        case automatic = 0
        case manual = 1
        case onSearchActivation = 3
        case onTextEntry = 2
    }
}
