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

    public let pointSize: CGFloat
    public let weight: Weight

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size) }

    /// The sizes of UIKit's default (large) content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
                                           .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11]
        return UIFont(pointSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    public class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    public class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
}

/// Scales fonts for Dynamic Type; here the default category, so fonts stay as given.
public struct UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics()
    public init() {}
    public init(forTextStyle style: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
