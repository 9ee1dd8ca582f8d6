import Foundation

/// iOS's declarations of UIScrollView the SDK had not, kept and inert (sdk-surface standins).
extension UIScrollView {
    public enum IndexDisplayMode: Int, Hashable, Sendable {
        case alwaysHidden = 1
        case automatic = 0
    }
}
