import Foundation

/// An inert stand-in: colours are kept (components only) so code that builds them compiles and
/// runs; nothing is drawn with them, and named colours have their light appearance only.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    public let red, green, blue, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    // Every initialiser is designated, as on iOS.
    public init(white: CGFloat, alpha: CGFloat) { (red, green, blue, self.alpha) = (white, white, white, alpha) }
    /// The colour of the hue (0 to 1 round the wheel), saturation and brightness, in RGB.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let (p, q, t) = (brightness * (1 - saturation), brightness * (1 - saturation * fraction), brightness * (1 - saturation * (1 - fraction)))
        switch Int(sector) % 6 {
        case 0: (red, green, blue) = (brightness, t, p)
        case 1: (red, green, blue) = (q, brightness, p)
        case 2: (red, green, blue) = (p, brightness, t)
        case 3: (red, green, blue) = (p, q, brightness)
        case 4: (red, green, blue) = (t, p, brightness)
        default: (red, green, blue) = (brightness, p, q)
        }
        self.alpha = alpha
    }
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red, self.green, self.blue, self.alpha) = (displayP3Red, green, blue, alpha)
    }
    /// The colour's components (grey when it has none).
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        (red, green, blue, alpha) = components.count == 4 ? (components[0], components[1], components[2], components[3]) : (0.5, 0.5, 0.5, 1)
    }
    /// A pattern: mid grey (images hold no pixels here).
    public init(patternImage image: UIImage) { (red, green, blue, alpha) = (0.5, 0.5, 0.5, 1) }
    /// An asset catalogue's colour: mid grey (there are no assets here).
    public init?(named name: String) { (red, green, blue, alpha) = (0.5, 0.5, 0.5, 1) }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        (red, green, blue, alpha) = (0.5, 0.5, 0.5, 1)
    }
    /// A colour that depends on the traits; inert, so the provider is not asked: mid grey.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { (red, green, blue, alpha) = (0.5, 0.5, 0.5, 1) }
    /// `#colorLiteral(red:green:blue:alpha:)`, as Interface Builder-era code writes colours.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The colour for a trait collection: itself (colours are kept, not resolved, here).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// Writes the kept components; true, as for a colour in an RGB space.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }
    /// Sets the current context's colours: there is none here.
    open func set() {}
    open func setFill() {}
    open func setStroke() {}

    // The named colours, in light mode (the only appearance here), each a new colour.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var systemRed: UIColor { red }
    open class var systemGreen: UIColor { green }
    open class var systemBlue: UIColor { blue }
    open class var systemOrange: UIColor { orange }
    open class var systemYellow: UIColor { yellow }
    open class var systemPink: UIColor { UIColor(red: 1, green: 0.2, blue: 0.35, alpha: 1) }
    open class var systemPurple: UIColor { purple }
    open class var systemTeal: UIColor { UIColor(red: 0.2, green: 0.7, blue: 0.8, alpha: 1) }
    open class var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
    open class var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1) }
    open class var systemCyan: UIColor { cyan }
    open class var systemBrown: UIColor { brown }
    open class var systemGray: UIColor { gray }
    open class var systemGray2: UIColor { gray }
    open class var systemGray3: UIColor { lightGray }
    open class var systemGray4: UIColor { lightGray }
    open class var systemGray5: UIColor { lightGray }
    open class var systemGray6: UIColor { white }
    open class var systemBackground: UIColor { white }
    open class var secondarySystemBackground: UIColor { systemGray6 }
    open class var tertiarySystemBackground: UIColor { white }
    open class var systemGroupedBackground: UIColor { systemGray6 }
    open class var secondarySystemGroupedBackground: UIColor { white }
    open class var tertiarySystemGroupedBackground: UIColor { systemGray6 }
    open class var groupTableViewBackground: UIColor { systemGroupedBackground }
    open class var systemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2) }
    open class var secondarySystemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16) }
    open class var tertiarySystemFill: UIColor { UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12) }
    open class var quaternarySystemFill: UIColor { UIColor(red: 0.45, green: 0.45, blue: 0.5, alpha: 0.08) }
    open class var label: UIColor { black }
    open class var secondaryLabel: UIColor { gray }
    open class var tertiaryLabel: UIColor { lightGray }
    open class var quaternaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18) }
    open class var placeholderText: UIColor { lightGray }
    open class var separator: UIColor { lightGray }
    open class var opaqueSeparator: UIColor { lightGray }
    open class var link: UIColor { blue }
    open class var tintColor: UIColor { blue }
    open class var darkText: UIColor { black }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var accessibilityName: String { "" }
    /// Writes the kept components as hue (0 to 1), saturation, brightness and alpha; true, as
    /// for a colour in an RGB space.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue), range = maximum - min(red, green, blue)
        var degrees: CGFloat = 0
        if range > 0 {
            switch maximum {
            case red: degrees = ((green - blue) / range).truncatingRemainder(dividingBy: 6)
            case green: degrees = (blue - red) / range + 2
            default: degrees = (red - green) / range + 4
            }
        }
        let turn = degrees / 6
        hue?.pointee = turn < 0 ? turn + 1 : turn
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }
}

/// Core Graphics' colour, as `UIColor.cgColor` hands it to a layer: inert. Colours are equal
/// when their components are.

/// The types `#colorLiteral` and `#imageLiteral` make when nothing else is asked for, as UIKit
/// declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
