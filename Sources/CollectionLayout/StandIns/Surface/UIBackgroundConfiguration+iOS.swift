import Foundation

/// iOS's declarations of UIBackgroundConfiguration the SDK had not, kept and inert (sdk-surface standins).
extension UIBackgroundConfiguration {
    public func resolvedBackgroundColor(for p0: UIColor) -> UIColor { UIColor.clear }

    public func resolvedStrokeColor(for p0: UIColor) -> UIColor { UIColor.clear }
}
