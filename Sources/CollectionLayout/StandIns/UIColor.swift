import Foundation

/// An inert stand-in: colours are kept (components only) so code that builds them compiles and
/// runs; nothing is drawn with them.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    public let red, green, blue, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(red: brightness, green: brightness * (1 - saturation), blue: brightness * (1 - saturation), alpha: alpha)
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }
    /// `#colorLiteral(red:green:blue:alpha:)`, as Interface Builder-era code writes colours.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// A colour that depends on the traits; inert, so the provider is not asked.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { self.init(white: 0.5, alpha: 1) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The colour for a trait collection: itself (colours are kept, not resolved, here).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    public var cgColor: CGColor { CGColor(color: self) }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var systemRed: UIColor { red }
    public static var systemGreen: UIColor { green }
    public static var systemBlue: UIColor { blue }
    public static var systemOrange: UIColor { orange }
    public static var systemYellow: UIColor { yellow }
    public static var systemPink: UIColor { UIColor(red: 1, green: 0.2, blue: 0.35, alpha: 1) }
    public static var systemPurple: UIColor { purple }
    public static var systemTeal: UIColor { UIColor(red: 0.2, green: 0.7, blue: 0.8, alpha: 1) }
    public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
    public static var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1) }
    public static var systemCyan: UIColor { cyan }
    public static var systemBrown: UIColor { brown }
    public static var systemGray: UIColor { gray }
    public static var systemGray2: UIColor { gray }
    public static var systemGray3: UIColor { lightGray }
    public static var systemGray4: UIColor { lightGray }
    public static var systemGray5: UIColor { lightGray }
    public static var systemGray6: UIColor { white }
    public static var systemBackground: UIColor { white }
    public static var secondarySystemBackground: UIColor { systemGray6 }
    public static var tertiarySystemBackground: UIColor { white }
    public static var systemGroupedBackground: UIColor { systemGray6 }
    public static var secondarySystemGroupedBackground: UIColor { white }
    public static var label: UIColor { black }
    public static var secondaryLabel: UIColor { gray }
    public static var tertiaryLabel: UIColor { lightGray }
    public static var placeholderText: UIColor { lightGray }
    public static var separator: UIColor { lightGray }
    public static var opaqueSeparator: UIColor { lightGray }
    public static var link: UIColor { blue }
    public static var tintColor: UIColor { blue }
}

/// Core Graphics' colour, as `UIColor.cgColor` hands it to a layer: inert. Colours are equal
/// when their components are.
public final class CGColor: Hashable, @unchecked Sendable {
    public let components: [CGFloat]?
    init(color: UIColor) { components = [color.red, color.green, color.blue, color.alpha] }
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// The types `#colorLiteral` and `#imageLiteral` make when nothing else is asked for, as UIKit
/// declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
