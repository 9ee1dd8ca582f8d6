import Foundation

/// iOS's declarations of UINavigationController the SDK had not, kept and inert (sdk-surface standins).
extension UINavigationController {
    public class var hideShowBarDuration: CGFloat { 0 }

    public enum Operation: Int, Hashable, Sendable {
        case none = 0
        case pop = 2
        case push = 1
    }
}
