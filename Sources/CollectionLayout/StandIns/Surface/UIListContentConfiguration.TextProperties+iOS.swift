import Foundation

/// iOS's declarations of UIListContentConfiguration.TextProperties the SDK had not, kept and inert (sdk-surface standins).
extension UIListContentConfiguration.TextProperties {
    public func resolvedColor() -> UIColor { UIColor.clear }

    public enum TextTransform: Hashable, Sendable {
        case capitalized
        case lowercase
        case none
        case uppercase
    }
}
