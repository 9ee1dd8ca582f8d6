import Foundation

/// iOS's declarations of UISwitch the SDK had not, kept and inert (sdk-surface standins).
extension UISwitch {
    public enum Style: Int, Hashable, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }
}
