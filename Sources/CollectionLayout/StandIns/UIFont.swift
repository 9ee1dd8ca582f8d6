import Foundation

/// An inert stand-in: fonts have a size and a weight and measure nothing.
open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    private let size: CGFloat
    public let weight: Weight

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        size = pointSize
        self.weight = weight
    }

    /// A font of this name: the system font of that size (no fonts are installed here).
    public init?(name fontName: String, size fontSize: CGFloat) {
        size = fontSize
        weight = .regular
    }

    open var pointSize: CGFloat { size }
    open var lineHeight: CGFloat { (size * 1.2).rounded() }
    open var fontName: String { ".SFUI-Regular" }
    open var familyName: String { ".SF UI" }
    open var ascender: CGFloat { size * 0.95 }
    open var descender: CGFloat { -size * 0.25 }
    open var capHeight: CGFloat { size * 0.7 }
    open var xHeight: CGFloat { size * 0.52 }
    open var leading: CGFloat { 0 }

    /// The sizes of UIKit's default (large) content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11
        ]
        return UIFont(pointSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    /// The same as `preferredFont(forTextStyle:)`: the host has the large category only.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    // iOS's other members, kept and inert (sdk-surface standins)
    open class var familyNames: [String] { [] }
    open class func fontNames(forFamilyName p0: String) -> [String] { [] }
    /// The system font of the size and weight (fonts here have no width).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
}
