/// A text size the user chose (Dynamic Type), by UIKit's raw names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
}

/// Text sizes are ordered from the smallest to the largest accessibility size, as UIKit compares
/// them (`traitCollection.preferredContentSizeCategory >= .accessibilityMedium`); unspecified is
/// below every size.
extension UIContentSizeCategory: Comparable {
    private static let order = [
        "_UICTContentSizeCategoryUnspecified", "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS",
        "UICTContentSizeCategoryM", "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL",
        "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL"
    ]

    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: left.rawValue) ?? 0) < (order.firstIndex(of: right.rawValue) ?? 0)
    }
}
