import Foundation

/// iOS's declarations of UIListContentConfiguration.TextProperties the SDK had not, kept and inert (sdk-surface standins).
extension UIListContentConfiguration.TextProperties {
    /// The text colour (no transformer is kept here).
    public func resolvedColor() -> UIColor { color }

    public enum TextTransform: Hashable, Sendable {
        case capitalized
        case lowercase
        case none
        case uppercase
    }
}
