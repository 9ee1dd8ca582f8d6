import Foundation

/// iOS's declarations of UIListContentConfiguration.ImageProperties the SDK had not, kept and inert (sdk-surface standins).
extension UIListContentConfiguration.ImageProperties {
    public func resolvedTintColor(for p0: UIColor) -> UIColor { UIColor.clear }

    public static var standardDimension: CGFloat { 0 }
}
