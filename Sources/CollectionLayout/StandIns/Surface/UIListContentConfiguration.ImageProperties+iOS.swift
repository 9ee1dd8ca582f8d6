import Foundation

/// iOS's declarations of UIListContentConfiguration.ImageProperties the SDK had not, kept and inert (sdk-surface standins).
extension UIListContentConfiguration.ImageProperties {
    /// The image's tint colour, or the given one when it is nil (no transformer is kept here).
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

    public static var standardDimension: CGFloat { 0 }
}
