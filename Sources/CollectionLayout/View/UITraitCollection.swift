import Foundation

/// Size classes and scale, derived from the collection view's size: regular at 768 points and
/// wider (an iPad's full width), compact below (every iPhone held upright). The rest is the
/// host's fixed environment: light appearance, the large text size, a phone.
open class UITraitCollection: NSObject, @unchecked Sendable {
    private var horizontal: UIUserInterfaceSizeClass
    private var vertical: UIUserInterfaceSizeClass
    private var scale: CGFloat
    private var style: UIUserInterfaceStyle

    open var horizontalSizeClass: UIUserInterfaceSizeClass { horizontal }
    open var verticalSizeClass: UIUserInterfaceSizeClass { vertical }
    open var displayScale: CGFloat { scale }
    /// The text size the user chose: UIKit's default, large.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var userInterfaceStyle: UIUserInterfaceStyle { style }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The traits of the current context: what was set, else an iPhone's screen held upright.
    open class var current: UITraitCollection {
        get { currentTraits ?? UITraitCollection(size: CGSize(width: 390, height: 844), displayScale: 3) }
        set { currentTraits = newValue }
    }
    nonisolated(unsafe) private static var currentTraits: UITraitCollection?

    public static let regularWidth: CGFloat = 768

    init(size: CGSize, displayScale: CGFloat) {
        horizontal = size.width >= Self.regularWidth ? .regular : .compact
        vertical = size.height >= Self.regularWidth ? .regular : .compact
        scale = displayScale
        style = .light
        super.init()
    }

    // Designated, as on iOS: each sets one trait and leaves the rest unspecified.
    public override init() { (horizontal, vertical, scale, style) = (.unspecified, .unspecified, 0, .unspecified) }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        (horizontal, vertical, scale, style) = (horizontalSizeClass, .unspecified, 0, .unspecified)
    }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        (horizontal, vertical, scale, style) = (.unspecified, verticalSizeClass, 0, .unspecified)
    }
    public init(displayScale: CGFloat) { (horizontal, vertical, scale, style) = (.unspecified, .unspecified, displayScale, .unspecified) }
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        (horizontal, vertical, scale, style) = (.unspecified, .unspecified, 0, userInterfaceStyle)
    }
    /// The traits of `traitCollections`, a later one's specified traits over an earlier one's.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        (horizontal, vertical, scale, style) = (.unspecified, .unspecified, 0, .unspecified)
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
        }
    }

    /// Whether colours would resolve differently: never (colours are not resolved here).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var accessibilityContrast: UIAccessibilityContrast { UIAccessibilityContrast.unspecified }
    open func containsTraits(in p0: UITraitCollection?) -> Bool { false }
    open var displayGamut: UIDisplayGamut { UIDisplayGamut.unspecified }
    open var forceTouchCapability: UIForceTouchCapability { UIForceTouchCapability.unknown }
    open var legibilityWeight: UILegibilityWeight { UILegibilityWeight.unspecified }
    open func performAsCurrent(_ p0: () -> Void) {  }
    open var userInterfaceLevel: UIUserInterfaceLevel { UIUserInterfaceLevel.unspecified }
}

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact, regular }
