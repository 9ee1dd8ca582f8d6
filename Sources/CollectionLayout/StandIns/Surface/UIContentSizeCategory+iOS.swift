import Foundation

/// iOS's declarations of UIContentSizeCategory the SDK had not, kept and inert (sdk-surface standins).
extension UIContentSizeCategory {
    public static var accessibilityExtraExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }

    public static var accessibilityExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }

    public static var accessibilityExtraLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }

    public static var accessibilityLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }

    public static var accessibilityMedium: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }

    public static var didChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "") }

    public var isAccessibilityCategory: Bool { false }

    public static var newValueUserInfoKey: String { "" }

    public static var unspecified: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }
}
