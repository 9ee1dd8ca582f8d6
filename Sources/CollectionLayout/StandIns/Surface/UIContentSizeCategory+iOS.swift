import Foundation

/// iOS's declarations of UIContentSizeCategory the SDK had not, kept and inert (sdk-surface standins).
extension UIContentSizeCategory {
    // Raw values and names as iOS's, in the form of the SDK's other categories.
    public static var accessibilityExtraExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL") }

    public static var accessibilityExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL") }

    public static var accessibilityExtraLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL") }

    public static var accessibilityLarge: UIContentSizeCategory { UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL") }

    public static var accessibilityMedium: UIContentSizeCategory { UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM") }

    public static var didChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIContentSizeCategoryDidChangeNotification") }

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    public static var newValueUserInfoKey: String { "UIContentSizeCategoryNewValueKey" }

    public static var unspecified: UIContentSizeCategory { UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified") }
}
