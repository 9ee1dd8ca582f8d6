import Foundation

/// iOS's declarations of UIAccessibilityTraits the SDK had not, kept and inert (sdk-surface standins).
extension UIAccessibilityTraits {
    public typealias ArrayLiteralElement = UIAccessibilityTraits

    public typealias Element = UIAccessibilityTraits
}
