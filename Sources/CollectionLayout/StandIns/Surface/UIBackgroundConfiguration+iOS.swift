import Foundation

/// iOS's declarations of UIBackgroundConfiguration the SDK had not, kept and inert (sdk-surface standins).
extension UIBackgroundConfiguration {
    /// The background colour, or the tint colour when it is nil (no transformer is kept here).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }

    /// The stroke colour, or the tint colour when it is nil (no transformer is kept here).
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}
