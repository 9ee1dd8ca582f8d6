import Foundation

/// Scales fonts and values for Dynamic Type. The host has the default (large) content size
/// category only, so fonts and values stay as given (a font is still held to its maximum).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private static let defaultMetrics = UIFontMetrics(forTextStyle: .body)
    open class var `default`: UIFontMetrics { defaultMetrics }

    public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }

    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize && maximumPointSize > 0 ? font.withSize(maximumPointSize) : font
    }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
